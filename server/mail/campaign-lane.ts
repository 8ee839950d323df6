import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { audienceOf, prepareCampaignEmail } from "#app/features/campaigns/campaigns.server.ts";
import { campaignPlaceholders, clickUrl, personalise } from "#app/features/campaigns/email.ts";
import { UnrenderableMarkdown } from "#app/features/content/markdown.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { brand } from "#app/lib/brand.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#db/client.ts";
import { insertFrom } from "#db/insert-from.ts";
import { campaignDeliveries, campaigns, newsletterSubscribers } from "#db/schema.ts";
import type { MailMessage } from "./transport.ts";

// The campaign lane of the outbox. The outbox worker (./outbox-worker.ts)
// sends transactional mail first and gives this lane the rest of each round:
// a campaign whose time has come is started (rendered once, one delivery row
// per recipient), and its deliveries are claimed with FOR UPDATE SKIP LOCKED
// and a lease, like outbox messages, so several instances share a send and a
// crash only delays what was claimed. Sending is throttled to a number of
// messages per minute across all instances (counted in the database).

export type ClaimedDelivery = {
  id: string;
  campaignId: string;
  subscriberId: string;
  email: string;
  attempts: number;
};

type FrozenCampaign = { subject: string; html: string; text: string; links: string[]; linkKey: string };

export type CampaignLaneOptions = {
  /** The worker's database and what rendering a campaign needs. */
  services: Pick<Services, "db" | "publicUrl" | "renderEmail" | "logger" | "pageDataVersion">;
  /** Campaign emails sent per minute at most, by all instances together. */
  perMinute: number;
};

export class CampaignLane {
  readonly #services: CampaignLaneOptions["services"];
  readonly #perMinute: number;
  /** A sending campaign's email never changes: kept per campaign once read. */
  readonly #frozen = new Map<string, FrozenCampaign>();
  /** Campaigns this instance has sent emails of (logged once each: which instances share a send). */
  readonly #joined = new Set<string>();

  constructor(options: CampaignLaneOptions) {
    this.#services = options.services;
    this.#perMinute = options.perMinute;
  }

  get #db(): Database {
    return this.#services.db;
  }

  /**
   * Starts the campaigns whose time has come, one at a time: the row lock
   * (SKIP LOCKED) lets one instance start each. The email is rendered once and
   * kept with the campaign; every confirmed subscriber of its topics gets a
   * delivery row, in the same transaction as the status change.
   */
  async startDue(): Promise<number> {
    let started = 0;
    for (;;) {
      const [due] = await this.#db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.status, "scheduled"), lte(campaigns.sendAt, sql`now()`)))
        .orderBy(campaigns.sendAt)
        .limit(1);
      if (!due) return started;
      // Rendered before the transaction: reading the directory and the posts
      // inside it would wait for it on the embedded database's one connection.
      let prepared: Awaited<ReturnType<typeof prepareCampaignEmail>>;
      try {
        prepared = await prepareCampaignEmail(this.#services, due, campaignPlaceholders);
      } catch (error) {
        if (!(error instanceof UnrenderableMarkdown)) throw error;
        // Saved before the body was checked: back to draft, so it neither blocks the campaigns due after it nor goes out.
        await this.#db
          .update(campaigns)
          .set({ status: "draft", sendAt: null, revision: sql`${campaigns.revision} + 1`, updatedAt: sql`now()` })
          .where(and(eq(campaigns.id, due.id), eq(campaigns.revision, due.revision)));
        this.#services.logger.warn(
          { campaignId: due.id, problem: error.message },
          "campaign: its body cannot be rendered, so it went back to draft",
        );
        continue;
      }
      const recipients = await this.#db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: campaigns.status, revision: campaigns.revision })
          .from(campaigns)
          .where(eq(campaigns.id, due.id))
          .for("update", { skipLocked: true });
        // Another instance started it, or staff changed it since it was read: look again.
        if (locked?.status !== "scheduled" || locked.revision !== due.revision) return null;
        await tx
          .update(campaigns)
          .set({
            status: "sending",
            startedAt: sql`now()`,
            renderedSubject: prepared.subject,
            renderedHtml: prepared.html,
            renderedText: prepared.text,
            links: prepared.links,
            updatedAt: sql`now()`,
          })
          .where(eq(campaigns.id, due.id));
        const inserted = await tx.execute(
          sql`${insertFrom(
            campaignDeliveries,
            {
              campaignId: due.id,
              subscriberId: sql`${newsletterSubscribers.id}`,
              email: sql`${newsletterSubscribers.email}`,
            },
            sql`${newsletterSubscribers} where ${audienceOf(due.topics)}`,
          )} on conflict do nothing returning 1`,
        );
        const recipientCount = (inserted as unknown as { rows: unknown[] }).rows.length;
        await recordAudit(tx, {
          staff: null,
          action: "campaign.start",
          entityType: "campaign",
          entityId: due.id,
          after: { status: "sending", recipients: recipientCount },
        });
        return recipientCount;
      });
      if (recipients === null) continue;
      this.#services.logger.info({ campaign: due.id, recipients }, "campaigns: started sending");
      started++;
    }
  }

  /** True while some campaign is sending: an idle worker round then asks nothing more of the lane. */
  async anySending(): Promise<boolean> {
    const [row] = await this.#db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.status, "sending"))
      .limit(1);
    return row !== undefined;
  }

  /** How many campaign emails may go now: the per-minute allowance less what was sent in the last minute. */
  async allowance(): Promise<number> {
    const [row] = await this.#db
      .select({ sent: sql<number>`count(*)`.mapWith(Number) })
      .from(campaignDeliveries)
      .where(sql`${campaignDeliveries.sentAt} > now() - interval '1 minute'`);
    return Math.max(0, this.#perMinute - (row?.sent ?? 0));
  }

  /** Claims up to `limit` due deliveries of sending campaigns to subscribers still confirmed. */
  async claim(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    const claimed = await this.#db.execute<{
      id: string;
      campaign_id: string;
      subscriber_id: string;
      email: string;
      attempts: number;
    }>(sql`
      update campaign_deliveries
         set locked_until = now() + make_interval(secs => ${leaseSeconds}),
             attempts = attempts + 1
       where id in (
         select d.id from campaign_deliveries d
           join campaigns c on c.id = d.campaign_id and c.status = 'sending'
           join newsletter_subscribers s on s.id = d.subscriber_id and s.status = 'confirmed'
          where d.status = 'pending'
            and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until < now())
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked)
      returning id, campaign_id, subscriber_id, email, attempts`);
    const deliveries = (claimed as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
      id: String(row.id),
      campaignId: String(row.campaign_id),
      subscriberId: String(row.subscriber_id),
      email: String(row.email),
      attempts: Number(row.attempts),
    }));
    for (const { campaignId } of deliveries) {
      if (this.#joined.has(campaignId)) continue;
      if (this.#joined.size > 100) this.#joined.clear();
      this.#joined.add(campaignId);
      this.#services.logger.info(
        { campaign: campaignId },
        "campaigns: this instance is sending emails of the campaign",
      );
    }
    return deliveries;
  }

  async #campaign(id: string): Promise<FrozenCampaign> {
    const known = this.#frozen.get(id);
    if (known) return known;
    const [row] = await this.#db
      .select({
        subject: campaigns.renderedSubject,
        html: campaigns.renderedHtml,
        text: campaigns.renderedText,
        links: campaigns.links,
        linkKey: campaigns.linkKey,
      })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    if (!row?.subject || row.html === null || row.text === null) throw new Error(`campaign ${id} was not rendered`);
    const frozen = { subject: row.subject, html: row.html, text: row.text, links: row.links, linkKey: row.linkKey };
    if (this.#frozen.size > 100) this.#frozen.clear();
    this.#frozen.set(id, frozen);
    return frozen;
  }

  /**
   * Each claimed recipient's own message: a new unsubscribe and preferences
   * token (only its hash is stored, on the delivery row), their signed click
   * links, and the RFC 8058 headers.
   */
  async compose(claimed: ClaimedDelivery[]): Promise<MailMessage[]> {
    if (claimed.length === 0) return [];
    const { publicUrl } = this.#services;
    const tokens = claimed.map(() => generateToken());
    await this.#db.execute(sql`
      update campaign_deliveries d set previous_token_hash = d.token_hash, token_hash = v.token_hash
        from (values ${sql.join(
          claimed.map((delivery, n) => sql`(${delivery.id}::uuid, ${hashToken(tokens[n] as string)})`),
          sql`, `,
        )}) as v(id, token_hash)
       where d.id = v.id`);
    const messages: MailMessage[] = [];
    for (const [n, delivery] of claimed.entries()) {
      const campaign = await this.#campaign(delivery.campaignId);
      const token = tokens[n] as string;
      const unsubscribe = `${publicUrl}/newsletter/unsubscribe?token=${token}`;
      const filled = personalise(campaign, {
        unsubscribe,
        preferences: `${publicUrl}/newsletter/preferences?token=${token}`,
        link: (index) => clickUrl(publicUrl, campaign.linkKey, delivery.id, index),
      });
      messages.push({
        id: delivery.id,
        to: delivery.email,
        subject: campaign.subject,
        ...filled,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>, <mailto:${brand.email.newsletter}?subject=unsubscribe>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "List-Id": `${brand.name} newsletter <newsletter.${new URL(brand.siteUrl).hostname.replace(/^www\./, "")}>`,
          Precedence: "bulk",
        },
      });
    }
    return messages;
  }

  /** Records deliveries the mail server accepted. */
  async markSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .update(campaignDeliveries)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(inArray(campaignDeliveries.id, ids));
  }

  /**
   * Records a refused delivery: a permanent refusal (5xx) marks the delivery
   * and the subscriber bounced, so no campaign mails them again; otherwise it
   * waits `retryInMs`, or fails for good when `giveUp`.
   */
  async markFailed(
    delivery: ClaimedDelivery,
    failure: { permanent: boolean; giveUp: boolean; retryInMs: number; reason: string },
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx
        .update(campaignDeliveries)
        .set({
          status: failure.permanent ? "bounced" : failure.giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: failure.reason.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInMs / 1000})`,
        })
        .where(eq(campaignDeliveries.id, delivery.id));
      if (failure.permanent) {
        await tx
          .update(newsletterSubscribers)
          .set({ status: "bounced", bouncedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(eq(newsletterSubscribers.id, delivery.subscriberId), eq(newsletterSubscribers.status, "confirmed")),
          );
      }
    });
  }

  /**
   * Marks sent the campaigns with nobody left to send to. A recipient who left
   * the list (or bounced in another campaign) before their email went out is
   * no longer a recipient: their waiting delivery is dropped.
   */
  async finishDone(): Promise<number> {
    await this.#db.execute(sql`
      delete from campaign_deliveries d
       using campaigns c, newsletter_subscribers s
       where c.id = d.campaign_id and c.status = 'sending'
         and s.id = d.subscriber_id and s.status <> 'confirmed'
         and d.status = 'pending'`);
    const finished = await this.#db
      .update(campaigns)
      .set({ status: "sent", finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(campaigns.status, "sending"),
          sql`not exists (select 1 from ${campaignDeliveries} where ${campaignDeliveries.campaignId} = ${campaigns.id} and ${campaignDeliveries.status} = 'pending')`,
        ),
      )
      .returning({ id: campaigns.id });
    for (const { id } of finished) {
      this.#frozen.delete(id);
      this.#services.logger.info({ campaign: id }, "campaigns: every recipient has been tried");
    }
    return finished.length;
  }

  /** Makes every claimed delivery claimable again (the embedded database, after a crash: see OutboxWorker.releaseLeases). */
  async releaseLeases(): Promise<number> {
    const released = await this.#db
      .update(campaignDeliveries)
      .set({ lockedUntil: null })
      .where(and(eq(campaignDeliveries.status, "pending"), sql`${campaignDeliveries.lockedUntil} is not null`))
      .returning({ id: campaignDeliveries.id });
    return released.length;
  }
}
