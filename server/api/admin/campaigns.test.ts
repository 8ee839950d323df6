import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readPreferences, savePreferences, unsubscribe } from "#app/features/newsletter/newsletter.server.ts";
import { auditLog, campaignDeliveries, devMailboxMessages, newsletterSubscribers, outboxMessages } from "#db/schema.ts";
import { type GuardedCall, inThePast, setUpDocumentTests } from "#tests/support/documents.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import type { StaffSession } from "#tests/support/test-app.ts";

// Newsletter campaigns in the back office: saves with optimistic concurrency,
// the workflow, previews, test sends, a send through the outbox's campaign
// lane with its results, the preferences and unsubscribe links it carries,
// roles, sessions and CSRF.

const { t, sessions, save, step, auditedActions, expectOtherRolesRefused, expectSessionRequired, expectCsrfGuarded } =
  setUpDocumentTests("/api/admin/campaigns");

const fields = {
  subject: "Night driving: what a year of alerts taught us",
  preheader: "Three findings from a year of night shifts",
  body: "Our analysts read a year of night-time alerts. [Read the study](/insights/blogs) or [write to us](https://example.org/feedback?from=newsletter&issue=12).",
  latestPosts: 0,
  topics: [] as string[],
};

type Campaign = {
  id: string;
  status: string;
  revision: number;
  sendAt: string | null;
  audienceSize: number;
  stats: Record<string, number>;
  timeline: { at: string; sent: number }[];
};

async function create(as: StaffSession = sessions.marketing, overrides: Record<string, unknown> = {}) {
  const res = await t.json("POST", "/api/admin/campaigns", { ...fields, ...overrides }, as.csrf);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Campaign;
}

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
    const first = await save(sessions.marketing, created, {
      ...fields,
      subject: "Night driving, one year on",
      revision: 1,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as Campaign).revision).toBe(2);
    const stale = await save(sessions.second, created, { ...fields, subject: "Overwritten?", revision: 1 });
    expect(stale.status).toBe(409);
    expect(String(stale.body.message)).toMatch(/^Pat marketing changed this campaign at .* \(revision 2\)/);

    const invalid = await save(sessions.marketing, created, { ...fields, subject: "", latestPosts: 9, revision: 2 });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(["latestPosts", "subject"]);

    const past = await step(sessions.marketing, created, "schedule", { revision: 2, ...inThePast });
    expect(past.status).toBe(400);
    const nextYear = new Date().getUTCFullYear() + 1;
    const scheduled = await step(sessions.marketing, created, "schedule", {
      revision: 2,
      date: `${nextYear}-01-15`,
      time: "09:30",
      timeZone: "Asia/Kolkata",
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: "scheduled", sendAt: `${nextYear}-01-15T04:00:00.000Z` });
    const pause = await step(sessions.marketing, created, "pause", { revision: 3 });
    expect(pause.status).toBe(409);
    expect(pause.body.message).toBe("Only a campaign that is sending can be paused.");
    const back = await step(sessions.marketing, created, "unschedule", { revision: 3 });
    expect(back.body.data).toMatchObject({ status: "draft", sendAt: null, revision: 4 });

    expect(await auditedActions(created)).toEqual([
      "campaign.create",
      "campaign.update",
      "campaign.schedule",
      "campaign.unschedule",
    ]);

    expect(
      (await t.json("DELETE", `/api/admin/campaigns/${created.id}`, undefined, sessions.marketing.csrf)).status,
    ).toBe(200);
  });

  it("previews the email and sends a test to the staff member's own address", async () => {
    const created = await create();
    const preview = await t.json(
      "GET",
      `/api/admin/campaigns/${created.id}/preview`,
      undefined,
      sessions.marketing.csrf,
    );
    expect(preview.status).toBe(200);
    const email = preview.body.data as { subject: string; html: string; text: string };
    expect(email.subject).toBe(fields.subject);
    expect(email.html).toContain('href="http://localhost:3000/insights/blogs"');
    expect(email.html).toContain('href="https://example.org/feedback?from=newsletter&amp;issue=12"');
    expect(email.text).toContain("Read the study http://localhost:3000/insights/blogs");
    expect(email.text).toContain("unsubscribe http://localhost:3000/newsletter/unsubscribe");

    const test = await t.json("POST", `/api/admin/campaigns/${created.id}/test`, undefined, sessions.marketing.csrf);
    expect(test.status).toBe(202);
    expect(test.body.data).toEqual({ to: "marketing@marut.test" });
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

    const sent = await step(sessions.marketing, created, "send-now", { revision: 1 });
    expect(sent.status).toBe(200);
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

    const after = await t.json("GET", `/api/admin/campaigns/${created.id}`, undefined, sessions.marketing.csrf);
    const campaign = after.body.data as Campaign;
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
    const edit = await save(sessions.marketing, created, { ...fields, revision: campaign.revision });
    expect(edit.status).toBe(409);
  });
});

describe("pausing, resuming and cancelling", () => {
  it("holds a paused send, goes on when resumed, and leaves a cancelled one's rest unsent", async () => {
    await subscribers(6);
    const action = (id: string, verb: string, revision: number) =>
      t.json("POST", `/api/admin/campaigns/${id}/${verb}`, { revision }, sessions.marketing.csrf);
    const paused = await create();
    await action(paused.id, "send-now", 1);
    await t.campaigns.startDue();
    expect(await t.worker.deliverCampaignBatch(2)).toBe(2);
    const pause = await action(paused.id, "pause", 2);
    expect(pause.body.data).toMatchObject({ status: "paused", stats: { sent: 2, pending: 4 } });
    expect(await t.worker.deliverCampaignBatch(10)).toBe(0);
    const resume = await action(paused.id, "resume", 3);
    expect(resume.body.data).toMatchObject({ status: "sending" });
    await sendEverything();
    const finished = await t.json("GET", `/api/admin/campaigns/${paused.id}`, undefined, sessions.marketing.csrf);
    expect(finished.body.data).toMatchObject({ status: "sent", stats: { sent: 6, pending: 0 } });

    const cancelled = await create(sessions.marketing, { subject: "A second issue" });
    await action(cancelled.id, "send-now", 1);
    await t.campaigns.startDue();
    expect(await t.worker.deliverCampaignBatch(3)).toBe(3);
    const cancel = await action(cancelled.id, "cancel", 2);
    expect(cancel.body.data).toMatchObject({ status: "cancelled", stats: { sent: 3, pending: 3 } });
    await sendEverything();
    expect((await action(cancelled.id, "resume", 3)).status).toBe(409);
    const after = await t.json("GET", `/api/admin/campaigns/${cancelled.id}`, undefined, sessions.marketing.csrf);
    expect(after.body.data).toMatchObject({ status: "cancelled", stats: { sent: 3, pending: 3 } });
    expect(await auditedActions(cancelled)).toEqual([
      "campaign.create",
      "campaign.send-now",
      "campaign.start",
      "campaign.cancel",
    ]);
  });
});

describe("roles, sessions and CSRF", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const routes: GuardedCall[] = [
    ["GET", "/api/admin/campaigns"],
    ["POST", "/api/admin/campaigns", {}],
    ["GET", `/api/admin/campaigns/${id}`],
    ["PUT", `/api/admin/campaigns/${id}`, {}],
    ["DELETE", `/api/admin/campaigns/${id}`],
    ["POST", `/api/admin/campaigns/${id}/schedule`, { revision: 1 }],
    ["POST", `/api/admin/campaigns/${id}/send-now`, { revision: 1 }],
    ["POST", `/api/admin/campaigns/${id}/unschedule`, { revision: 1 }],
    ["POST", `/api/admin/campaigns/${id}/pause`, { revision: 1 }],
    ["POST", `/api/admin/campaigns/${id}/resume`, { revision: 1 }],
    ["POST", `/api/admin/campaigns/${id}/cancel`, { revision: 1 }],
    ["POST", `/api/admin/campaigns/${id}/test`],
    ["GET", `/api/admin/campaigns/${id}/preview`],
    ["GET", `/api/admin/campaigns/${id}/deliveries.csv`],
  ];

  it("answers 403 to hr and sales and 401 without a session on every campaign route", async () => {
    await expectOtherRolesRefused(routes);
    await expectSessionRequired(routes);
  });

  it("refuses writes without the CSRF token and lets marketing and admin through with it", async () => {
    await expectCsrfGuarded(routes, [200, 201, 202, 400, 404, 409]);
  });
});
