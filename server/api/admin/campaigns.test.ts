import { and, eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { readPreferences, savePreferences, unsubscribe } from "#app/features/newsletter/newsletter.server.ts";
import { auditLog, campaignDeliveries, devMailboxMessages, newsletterSubscribers, outboxMessages } from "#db/schema.ts";
import { type GuardedCall, inThePast, setUpDocumentTests } from "#tests/support/documents.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import type { StaffSession } from "#tests/support/test-app.ts";

// Newsletter campaigns in the back office: saves with optimistic concurrency,
// the workflow, previews, test sends, a send through the outbox's campaign
// lane with its results, the preferences and unsubscribe links it carries,
// roles, sessions and CSRF.

const { t, sessions, as, auditedActions, expectOtherRolesRefused, expectSessionRequired, expectCsrfGuarded } =
  setUpDocumentTests((client) => client.api.admin.campaigns);
type Campaigns = ReturnType<typeof as>;
type CampaignFields = InferRequestType<Campaigns["$post"]>["json"];

const fields = {
  subject: "Night driving: what a year of alerts taught us",
  preheader: "Three findings from a year of night shifts",
  body: "Our analysts read a year of night-time alerts. [Read the study](/insights/blogs) or [write to us](https://example.org/feedback?from=newsletter&issue=12).",
  latestPosts: 0,
  topics: [],
} satisfies CampaignFields;

/** A draft campaign of the usual fields with `overrides`, created as `who`. */
async function create(who: StaffSession = sessions.marketing, overrides: Partial<CampaignFields> = {}) {
  const { data } = await expectStatus(as(who).$post({ json: { ...fields, ...overrides } }), 201);
  return data;
}

/** Saves `campaign` as `who` over the revision the input names. */
const save = (who: StaffSession, campaign: { id: string }, json: InferRequestType<Campaigns[":id"]["$put"]>["json"]) =>
  as(who)[":id"].$put({ param: { id: campaign.id }, json });

/** Takes a workflow step on `campaign` over `revision`, as marketing. */
const step = (
  campaign: { id: string },
  name: "send-now" | "unschedule" | "pause" | "resume" | "cancel",
  revision: number,
) => as(sessions.marketing)[":id"][name].$post({ param: { id: campaign.id }, json: { revision } });

/** Schedules `campaign` as marketing. */
const schedule = (campaign: { id: string }, json: InferRequestType<Campaigns[":id"]["schedule"]["$post"]>["json"]) =>
  as(sessions.marketing)[":id"].schedule.$post({ param: { id: campaign.id }, json });

/** The campaign as it is now, as marketing. */
const current = async (campaign: { id: string }) =>
  (await expectStatus(as(sessions.marketing)[":id"].$get({ param: { id: campaign.id } }), 200)).data;

async function subscribers(
  count: number,
  status: "confirmed" | "pending" | "unsubscribed" = "confirmed",
  topics?: string[],
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${status}${i}.${topics?.join("-") ?? "all"}@reader.example`,
    status,
    confirmedAt: status === "confirmed" ? new Date(Date.now() - 60_000) : null,
    ...(topics ? { topics: topics as ("research" | "product-news" | "events")[] } : {}),
  }));
  await t.services.db.insert(newsletterSubscribers).values(rows);
  return rows.map((row) => row.email);
}

/** Runs the outbox worker's campaign lane until nothing is left to send. */
async function sendEverything() {
  await t.campaigns.startDue();
  while ((await t.worker.deliverCampaignBatch(50)) > 0) {}
  await t.campaigns.finishDone();
}

describe("writing and the workflow", () => {
  it("saves over the revision it started from, refuses a stale save naming who saved, and audits each change", async () => {
    const created = await create();
    expect(created).toMatchObject({ status: "draft", revision: 1 });
    const first = await expectStatus(
      save(sessions.marketing, created, { ...fields, subject: "Night driving, one year on", revision: 1 }),
      200,
    );
    expect(first.data.revision).toBe(2);
    const stale = await expectStatus(
      save(sessions.second, created, { ...fields, subject: "Overwritten?", revision: 1 }),
      409,
    );
    expect(stale.message).toMatch(/^Pat marketing changed this campaign at .* \(revision 2\)/);

    const invalid = await expectStatus(
      save(sessions.marketing, created, { ...fields, subject: "", latestPosts: 9, revision: 2 }),
      400,
    );
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(["latestPosts", "subject"]);

    await expectStatus(schedule(created, { revision: 2, ...inThePast }), 400);
    const nextYear = new Date().getUTCFullYear() + 1;
    const scheduled = await expectStatus(
      schedule(created, { revision: 2, date: `${nextYear}-01-15`, time: "09:30", timeZone: "Asia/Kolkata" }),
      200,
    );
    expect(scheduled.data).toMatchObject({ status: "scheduled", sendAt: `${nextYear}-01-15T04:00:00.000Z` });
    const pause = await expectStatus(step(created, "pause", 3), 409);
    expect(pause.message).toBe("Only a campaign that is sending can be paused.");
    const back = await expectStatus(step(created, "unschedule", 3), 200);
    expect(back.data).toMatchObject({ status: "draft", sendAt: null, revision: 4 });

    expect(await auditedActions(created)).toEqual([
      "campaign.create",
      "campaign.update",
      "campaign.schedule",
      "campaign.unschedule",
    ]);

    await expectStatus(as(sessions.marketing)[":id"].$delete({ param: { id: created.id } }), 200);
  });

  it("previews the email and sends a test to the staff member's own address", async () => {
    const created = await create();
    const { data: email } = await expectStatus(
      as(sessions.marketing)[":id"].preview.$get({ param: { id: created.id } }),
      200,
    );
    expect(email.subject).toBe(fields.subject);
    expect(email.html).toContain('href="http://localhost:3000/insights/blogs"');
    expect(email.html).toContain('href="https://example.org/feedback?from=newsletter&amp;issue=12"');
    expect(email.text).toContain("Read the study http://localhost:3000/insights/blogs");
    expect(email.text).toContain("unsubscribe http://localhost:3000/newsletter/unsubscribe");

    const test = await expectStatus(as(sessions.marketing)[":id"].test.$post({ param: { id: created.id } }), 202);
    expect(test.data).toEqual({ to: "marketing@marut.test" });
    const [queued] = await t.services.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "campaign-test"), eq(outboxMessages.toAddress, "marketing@marut.test")));
    expect(queued?.subject).toBe(`[Test] ${fields.subject}`);
    const [audited] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, "campaign.test"));
    expect(audited?.entityId).toBe(created.id);
    // Delivered like every email: here to the dev mailbox, links going straight to their pages.
    await t.worker.deliverDue();
    const [inMailbox] = await t.services.db
      .select()
      .from(devMailboxMessages)
      .where(eq(devMailboxMessages.toAddress, "marketing@marut.test"));
    expect(inMailbox?.subject).toBe(`[Test] ${fields.subject}`);
    expect(inMailbox?.html).toContain('href="http://localhost:3000/insights/blogs"');
  });
});

describe("sending", () => {
  it("goes to the confirmed subscribers of its topics once each, with results, a CSV and working links", async () => {
    const research = await subscribers(3, "confirmed", ["research"]);
    const events = await subscribers(2, "confirmed", ["events"]);
    await subscribers(2, "pending");
    await subscribers(2, "unsubscribed");
    const created = await create(sessions.marketing, { topics: ["research"] });
    expect(created.audienceSize).toBe(3);

    await expectStatus(step(created, "send-now", 1), 200);
    await sendEverything();

    const mails = await t.services.db
      .select()
      .from(devMailboxMessages)
      .where(eq(devMailboxMessages.subject, fields.subject));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([...research].sort());
    for (const other of events) expect(mails.some((mail) => mail.toAddress === other)).toBe(false);
    const mail = mails[0];
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = /unsubscribe\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";

    const campaign = await current(created);
    expect(campaign.status).toBe("sent");
    expect(campaign.stats).toMatchObject({ recipients: 3, sent: 3, pending: 0, failed: 0, bounced: 0 });
    expect(campaign.timeline.reduce((sum, bucket) => sum + bucket.sent, 0)).toBe(3);

    // The preferences page's data, then a change of topics, then the unsubscribe link, counted for the campaign.
    const preferences = await readPreferences(t.services, token);
    expect(preferences).toMatchObject({ state: "ready", topics: ["research"], status: "confirmed" });
    expect(preferences.state === "ready" && preferences.email).toBe("c•••h@reader.example");
    expect(await savePreferences(t.services, { token, topics: ["events", "research"] })).toMatchObject({
      topics: ["events", "research"],
    });
    expect(await unsubscribe(t.services, token)).toBe("unsubscribed");
    expect(await unsubscribe(t.services, token)).toBe("unsubscribed");
    // The token ends with the subscription it was sent to: once the address confirms a new one, it no longer acts.
    await t.services.db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: new Date(Date.now() + 1_000) })
      .where(eq(newsletterSubscribers.email, mail?.toAddress ?? ""));
    expect(await readPreferences(t.services, token)).toEqual({ state: "expired" });
    expect(await unsubscribe(t.services, token)).toBe("expired");
    expect(await readPreferences(t.services, "not-a-token-anyone-was-sent")).toEqual({ state: "invalid" });

    const csv = await t.app.request(`/api/admin/campaigns/${created.id}/deliveries.csv`, {
      headers: sessions.marketing.headers,
    });
    expect(csv.status).toBe(200);
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual([
      "Email",
      "Status",
      "Attempts",
      "Sent at",
      "Clicks",
      "First click at",
      "Unsubscribed at",
      "Last error",
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(["sent", "sent", "sent"]);
    const [exported] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, "campaign.export"));
    expect(exported?.after).toMatchObject({ filters: { campaign: created.id }, rows: 3 });
    const unsubscribedRows = await t.services.db
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, created.id));
    expect(unsubscribedRows.filter((row) => row.unsubscribedAt !== null)).toHaveLength(1);

    // A sent campaign can no longer be edited.
    await expectStatus(save(sessions.marketing, created, { ...fields, revision: campaign.revision }), 409);
  });
});

describe("pausing, resuming and cancelling", () => {
  it("holds a paused send, goes on when resumed, and leaves a cancelled one's rest unsent", async () => {
    await subscribers(6);
    const paused = await create();
    await expectStatus(step(paused, "send-now", 1), 200);
    await t.campaigns.startDue();
    expect(await t.worker.deliverCampaignBatch(2)).toBe(2);
    const pause = await expectStatus(step(paused, "pause", 2), 200);
    expect(pause.data).toMatchObject({ status: "paused", stats: { sent: 2, pending: 4 } });
    expect(await t.worker.deliverCampaignBatch(10)).toBe(0);
    const resume = await expectStatus(step(paused, "resume", 3), 200);
    expect(resume.data).toMatchObject({ status: "sending" });
    await sendEverything();
    expect(await current(paused)).toMatchObject({ status: "sent", stats: { sent: 6, pending: 0 } });

    const cancelled = await create(sessions.marketing, { subject: "A second issue" });
    await expectStatus(step(cancelled, "send-now", 1), 200);
    await t.campaigns.startDue();
    expect(await t.worker.deliverCampaignBatch(3)).toBe(3);
    const cancel = await expectStatus(step(cancelled, "cancel", 2), 200);
    expect(cancel.data).toMatchObject({ status: "cancelled", stats: { sent: 3, pending: 3 } });
    await sendEverything();
    await expectStatus(step(cancelled, "resume", 3), 409);
    expect(await current(cancelled)).toMatchObject({ status: "cancelled", stats: { sent: 3, pending: 3 } });
    expect(await auditedActions(cancelled)).toEqual([
      "campaign.create",
      "campaign.send-now",
      "campaign.start",
      "campaign.cancel",
    ]);
  });
});

describe("roles, sessions and CSRF", () => {
  const param = { id: "00000000-0000-4000-8000-000000000000" };
  const action = { param, json: { revision: 1 } };
  const routes: GuardedCall<Campaigns>[] = [
    ["GET /", (campaigns) => campaigns.$get({ query: {} })],
    ["POST /", (campaigns) => campaigns.$post({ json: fields })],
    ["GET /:id", (campaigns) => campaigns[":id"].$get({ param })],
    ["PUT /:id", (campaigns) => campaigns[":id"].$put({ param, json: { ...fields, revision: 1 } })],
    ["DELETE /:id", (campaigns) => campaigns[":id"].$delete({ param })],
    [
      "POST /:id/schedule",
      (campaigns) => campaigns[":id"].schedule.$post({ param, json: { ...inThePast, revision: 1 } }),
    ],
    ["POST /:id/send-now", (campaigns) => campaigns[":id"]["send-now"].$post(action)],
    ["POST /:id/unschedule", (campaigns) => campaigns[":id"].unschedule.$post(action)],
    ["POST /:id/pause", (campaigns) => campaigns[":id"].pause.$post(action)],
    ["POST /:id/resume", (campaigns) => campaigns[":id"].resume.$post(action)],
    ["POST /:id/cancel", (campaigns) => campaigns[":id"].cancel.$post(action)],
    ["POST /:id/test", (campaigns) => campaigns[":id"].test.$post({ param })],
    ["GET /:id/preview", (campaigns) => campaigns[":id"].preview.$get({ param })],
    ["GET /:id/deliveries.csv", (campaigns) => campaigns[":id"]["deliveries.csv"].$get({ param })],
  ];

  it("answers 403 to hr and sales and 401 without a session on every campaign route", async () => {
    await expectOtherRolesRefused(routes);
    await expectSessionRequired(routes);
  });

  it("refuses writes without the CSRF token and lets marketing and admin through with it", async () => {
    await expectCsrfGuarded(routes, [200, 201, 202, 400, 404, 409]);
  });
});
