import { and, desc, eq, gt, inArray, isNotNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { preparedPerDatabase, preparedStatement } from "#db/prepared.ts";
import { devMailboxMessages, outboxAttachments, outboxMessages } from "#db/schema.ts";
import type { CampaignLane, ClaimedDelivery } from "./campaign-lane.ts";
import {
  isPermanentFailure,
  isServerUnavailable,
  type MailMessage,
  type MailTransport,
  SMTP_CONNECTIONS,
} from "./transport.ts";

export type OutboxWorkerOptions = {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  /** How often to look for due messages when nothing wakes the worker. */
  pollMs: number;
  batchSize?: number;
  /** How long a claimed message stays reserved for this worker; longer than any SMTP timeout. */
  leaseSeconds?: number;
  /** Give up (status "failed") after this many attempts. */
  maxAttempts?: number;
  /** Retry delay bounds for the capped exponential backoff. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** How often the worker deletes rows past their retention (below). */
  sweepEveryMs?: number;
  /** How long a sent or failed message's row (recipient, kind, dates, no content) is kept. */
  outboxRetentionMs?: number;
  /** How long the dev mailbox keeps a message, and how many it keeps at most. */
  devMailboxRetentionMs?: number;
  devMailboxMaxMessages?: number;
  /**
   * The campaign lane (server/mail/campaign-lane.ts): newsletter
   * campaigns, sent with what each round leaves after transactional mail.
   */
  campaigns?: CampaignLane;
};

const HOUR_MS = 60 * 60_000;

/**
 * What a message that will not be sent (again) keeps of its content: nothing.
 * Emails carry links that act as credentials (password reset, confirmation,
 * unsubscribe in List-Unsubscribe), and a copy of the database must not yield
 * them (docs/decisions/0005-tokens-and-sessions.md). Recipient, kind, dates,
 * attempts and the id (the Message-ID) stay.
 */
const clearedContent = { subject: "", html: "", text: "", headers: {} };

/** Capped exponential backoff with jitter: base·2^(attempt-1), at most cap, ±20 %. */
export function backoffDelay(attempt: number, baseMs: number, capMs: number, random = Math.random): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | string;
  attempts: number;
  kind: string;
  /** The message's files (outbox_attachments), as JSON; an empty array for most. */
  attachments: MailMessage["attachments"] | string | null;
};

/** A claimed row's files, as the driver handed them over (PGlite parses JSON, node-postgres here too). */
function attachmentsOf(row: ClaimedRow): NonNullable<MailMessage["attachments"]> {
  const files = typeof row.attachments === "string" ? JSON.parse(row.attachments) : row.attachments;
  return Array.isArray(files) ? files : [];
}

/**
 * Leases up to `batchSize` due messages and counts an attempt for each, prepared
 * once per database (db/prepared.ts): every delivery round runs it. Other
 * workers sharing a PostgreSQL database skip the rows it holds.
 */
const claimDue = preparedPerDatabase((db) =>
  preparedStatement<ClaimedRow>(
    db,
    "outbox_claim_due",
    sql`
    update outbox_messages
       set locked_until = now() + make_interval(secs => ${sql.placeholder("leaseSeconds")}),
           attempts = attempts + 1
     where id in (
       select id from outbox_messages
        where status = 'pending'
          and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${sql.placeholder("batchSize")}
        for update skip locked)
    returning id, kind, to_address, subject, html, text, headers, attempts,
      (select coalesce(jsonb_agg(jsonb_build_object('filename', a.filename, 'contentType', a.content_type, 'content', a.content)), '[]'::jsonb)
         from outbox_attachments a where a.outbox_id = outbox_messages.id) as attachments`,
  ),
);

/** Marks the messages `ids` sent and clears their content (#markSent), prepared once per database. */
const markSent = preparedPerDatabase((db) =>
  db
    .update(outboxMessages)
    .set({ ...clearedContent, status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(sql`${outboxMessages.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("outbox_mark_sent"),
);

/**
 * Delivers the transactional outbox. Several workers (one per server
 * instance) can share a PostgreSQL database: a message is claimed with
 * FOR UPDATE SKIP LOCKED plus a lease, so only one of them sends it, and it is
 * marked sent only after the mail server accepted it.
 */
export class OutboxWorker {
  readonly #o: Required<Omit<OutboxWorkerOptions, "campaigns">>;
  readonly #campaigns: CampaignLane | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  /**
   * Set when the mail server itself was unreachable (and at start, since
   * messages may be waiting out a backoff from before): the next successful
   * delivery then retries every waiting message at once, so a backlog drains
   * as soon as the server is back rather than when each backoff ends.
   */
  #serverWasDown = true;
  /** When the next sweep is due; the first round of a started worker sweeps. */
  #nextSweepAt = 0;

  constructor(options: OutboxWorkerOptions) {
    this.#o = {
      // No more than the SMTP transport sends at once, so no claimed message queues behind another.
      batchSize: SMTP_CONNECTIONS,
      leaseSeconds: 60,
      maxAttempts: 25,
      backoffBaseMs: 5_000,
      backoffCapMs: 15 * 60_000,
      sweepEveryMs: HOUR_MS,
      outboxRetentionMs: 30 * 24 * HOUR_MS,
      devMailboxRetentionMs: 24 * HOUR_MS,
      devMailboxMaxMessages: 200,
      ...options,
    };
    this.#campaigns = options.campaigns;
  }

  start(): void {
    this.#stopped = false;
    this.wake();
  }

  /** Runs a delivery round soon; called after a transaction queued mail. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) {
        this.#again = false;
        this.wake();
      } else {
        this.#timer = setTimeout(() => this.wake(), this.#o.pollMs);
        this.#timer.unref?.();
      }
    });
  }

  /**
   * Makes every pending message claimable again. Only for a database no other
   * worker uses (the embedded one, whose data directory one process holds):
   * there, any lease is left over from a process that no longer runs.
   */
  async releaseLeases(): Promise<number> {
    const campaignDeliveries = (await this.#campaigns?.releaseLeases()) ?? 0;
    const released = await this.#o.db
      .update(outboxMessages)
      .set({ lockedUntil: null })
      .where(and(eq(outboxMessages.status, "pending"), isNotNull(outboxMessages.lockedUntil)))
      .returning({ id: outboxMessages.id });
    return released.length + campaignDeliveries;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #loop(): Promise<void> {
    if (Date.now() >= this.#nextSweepAt) {
      this.#nextSweepAt = Date.now() + this.#o.sweepEveryMs;
      try {
        await this.sweep();
      } catch (error) {
        this.#o.logger.error({ err: error }, "outbox: sweep failed");
      }
    }
    try {
      await this.#campaigns?.startDue();
    } catch (error) {
      this.#o.logger.error({ err: error }, "outbox: starting a due campaign failed");
    }
    try {
      // Keep going while work comes back, so a backlog drains quickly. Each
      // round sends transactional mail first and campaign mail only in the
      // room it leaves, so a code requested during a large campaign waits for
      // one round at most.
      while (!this.#stopped) {
        const transactional = await this.deliverDue();
        if (transactional === this.#o.batchSize) continue;
        const campaign = await this.deliverCampaignBatch(this.#o.batchSize - transactional);
        if (campaign === 0) break;
      }
    } catch (error) {
      this.#o.logger.error({ err: error }, "outbox: delivery round failed");
    }
  }

  /**
   * Claims and sends up to `slots` campaign emails within the lane's
   * per-minute allowance; returns how many were claimed. When none are left
   * to claim, it marks the campaigns that are done as sent.
   */
  async deliverCampaignBatch(slots: number): Promise<number> {
    const lane = this.#campaigns;
    // One small query when nothing is sending, not the four of a campaign round.
    if (!lane || slots <= 0 || !(await lane.anySending())) return 0;
    const allowed = Math.min(slots, await lane.allowance());
    const claimed = await lane.claim(allowed, this.#o.leaseSeconds);
    if (claimed.length < allowed) await lane.finishDone();
    if (claimed.length === 0) return 0;
    const messages = await lane.compose(claimed);
    const sent: string[] = [];
    await Promise.all(
      messages.map(async (message, n) => {
        const delivery = claimed[n] as ClaimedDelivery;
        try {
          await this.#o.transport.send(message);
          sent.push(delivery.id);
        } catch (error) {
          if (isServerUnavailable(error)) this.#serverWasDown = true;
          const permanent = isPermanentFailure(error);
          const giveUp = permanent || delivery.attempts >= this.#o.maxAttempts;
          const retryInMs = backoffDelay(delivery.attempts, this.#o.backoffBaseMs, this.#o.backoffCapMs);
          const reason = error instanceof Error ? error.message : String(error);
          await lane.markFailed(delivery, { permanent, giveUp, retryInMs, reason });
          const log = { delivery: delivery.id, campaign: delivery.campaignId, attempt: delivery.attempts };
          if (permanent)
            this.#o.logger.warn(log, `outbox: campaign email refused for good, subscriber marked bounced: ${reason}`);
          else if (giveUp) this.#o.logger.error(log, `outbox: giving up on campaign email: ${reason}`);
          else this.#o.logger.warn({ ...log, retryInMs }, `outbox: campaign email failed, will retry: ${reason}`);
        }
      }),
    );
    await lane.markSent(sent);
    return claimed.length;
  }

  /**
   * Deletes what is past its retention: sent and failed outbox rows (their
   * content is already gone), and dev mailbox messages older than their
   * retention or beyond the newest few hundred. Pending mail is never touched.
   */
  async sweep(): Promise<{ outbox: number; devMailbox: number }> {
    const { db, logger, outboxRetentionMs, devMailboxRetentionMs, devMailboxMaxMessages } = this.#o;
    const olderThan = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
    const outbox = await db
      .delete(outboxMessages)
      .where(
        and(
          ne(outboxMessages.status, "pending"),
          lt(sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt})`, olderThan(outboxRetentionMs)),
        ),
      )
      .returning({ id: outboxMessages.id });
    const newest = db
      .select({ id: devMailboxMessages.id })
      .from(devMailboxMessages)
      .orderBy(desc(devMailboxMessages.createdAt))
      .limit(devMailboxMaxMessages);
    const devMailbox = await db
      .delete(devMailboxMessages)
      .where(
        or(
          lt(devMailboxMessages.createdAt, olderThan(devMailboxRetentionMs)),
          notInArray(devMailboxMessages.id, newest),
        ),
      )
      .returning({ id: devMailboxMessages.id });
    const swept = { outbox: outbox.length, devMailbox: devMailbox.length };
    if (swept.outbox + swept.devMailbox > 0) logger.info(swept, "outbox: deleted messages past their retention");
    return swept;
  }

  /**
   * Claims and sends one batch of due messages; returns how many were claimed.
   * The messages the mail server accepted are marked sent together once the
   * batch has settled, in one statement (#markSent).
   */
  async deliverDue(): Promise<number> {
    const { db, batchSize, leaseSeconds } = this.#o;
    const { rows } = await claimDue(db).execute({ leaseSeconds, batchSize });
    const accepted: ClaimedRow[] = [];
    await Promise.all(
      rows.map(async (row) => {
        if (await this.#deliver(row)) accepted.push(row);
      }),
    );
    if (accepted.length === 0) return rows.length;
    await this.#markSent(accepted);
    if (this.#serverWasDown) {
      this.#serverWasDown = false;
      await this.#retryWaitingNow();
    }
    return rows.length;
  }

  /** Hands one claimed message to the mail server; true once it accepted it, false when it failed (recorded). */
  async #deliver(row: ClaimedRow): Promise<boolean> {
    const { db, transport, logger } = this.#o;
    const message: MailMessage = {
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: typeof row.headers === "string" ? JSON.parse(row.headers) : row.headers,
      attachments: attachmentsOf(row),
    };
    try {
      await transport.send(message);
      return true;
    } catch (error) {
      if (isServerUnavailable(error)) this.#serverWasDown = true;
      const permanent = isPermanentFailure(error);
      const giveUp = permanent || row.attempts >= this.#o.maxAttempts;
      const delay = backoffDelay(row.attempts, this.#o.backoffBaseMs, this.#o.backoffCapMs);
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .update(outboxMessages)
        .set({
          ...(giveUp ? { ...clearedContent, status: "failed" as const } : { status: "pending" as const }),
          lockedUntil: null,
          lastError: reason,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outboxMessages.id, row.id));
      const log = { mail: row.id, kind: row.kind, attempt: row.attempts, retryInMs: giveUp ? undefined : delay };
      if (giveUp) logger.error(log, `outbox: giving up on message: ${reason}`);
      else logger.warn(log, `outbox: delivery failed, will retry: ${reason}`);
      return false;
    }
  }

  /**
   * Marks messages sent once the mail server accepted them, and clears their
   * content in the same statement: a message that could be sent again (not yet
   * marked) still has everything it needs. One statement for a batch's
   * deliveries: each statement is a commit, and on the embedded database a
   * commit is an fsync and most of a small statement's cost. A crash before it
   * sends again only the messages of that batch, all of them in flight.
   */
  async #markSent(rows: ClaimedRow[]): Promise<void> {
    const { db, logger } = this.#o;
    await markSent(db).execute({ ids: rows.map((row) => row.id) });
    // A sent message keeps no content, its files included.
    const withFiles = rows.filter((row) => attachmentsOf(row).length > 0);
    if (withFiles.length > 0) {
      await db.delete(outboxAttachments).where(
        inArray(
          outboxAttachments.outboxId,
          withFiles.map((row) => row.id),
        ),
      );
    }
    for (const row of rows)
      logger.info({ mail: row.id, kind: row.kind, attempt: row.attempts }, "outbox: message sent");
  }

  /** Makes every message waiting for a retry due now; the next round sends them. */
  async #retryWaitingNow(): Promise<void> {
    const due = await this.#o.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(outboxMessages.status, "pending"),
          gt(outboxMessages.attempts, 0),
          gt(outboxMessages.nextAttemptAt, sql`now()`),
        ),
      )
      .returning({ id: outboxMessages.id });
    if (due.length === 0) return;
    this.#o.logger.info({ messages: due.length }, "outbox: the mail server answers again, retrying waiting mail now");
    this.#again = true;
  }
}
