import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import { subscriberListMessages } from "#app/features/newsletter/subscribers-admin-schemas.ts";
import type { Client } from "#app/lib/api-client.ts";
import { auditLog, emailTokens, newsletterSubscribers } from "#db/schema.ts";
import { csvDownload } from "#tests/support/csv-download.ts";
import { type AnyAnswer, expectStatus } from "#tests/support/expect-status.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { openApiDocument, type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// The newsletter's subscribers in the back office (role marketing; admin passes):
// the list, unsubscribing by hand, the CSV export, roles and CSRF.

const { database, t } = setUpTestApp();

const staff = {} as Record<StaffRole, StaffSession>;

beforeEach(async () => {
  Object.assign(staff, await signInEveryRole(t));
});

/** The typed client as `who`: state changes carry the CSRF token. */
const as = (who: StaffSession) => t.client(who.csrf).api.admin.subscribers;

async function insertSubscriber(values: Partial<typeof newsletterSubscribers.$inferInsert>) {
  const [row] = await database.handle.db
    .insert(newsletterSubscribers)
    .values({ email: "reader@example.com", ...values })
    .returning();
  if (!row) throw new Error("no subscriber");
  return row;
}

const auditRows = (action: string) =>
  database.handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at));

/** The CSV export as `who`. */
const csvExport = (who: StaffSession, query: { status?: string } = {}) =>
  csvDownload(as(who)["export.csv"].$get({ query }));

describe("subscribers", () => {
  it("lists with status and dates, searches and filters by status", async () => {
    await insertSubscriber({
      email: "ann@example.com",
      status: "pending",
      createdAt: new Date("2025-01-01T00:00:00Z"),
    });
    await insertSubscriber({
      email: "ben@fleet.example",
      status: "confirmed",
      confirmedAt: new Date("2025-01-03T00:00:00Z"),
      createdAt: new Date("2025-01-02T00:00:00Z"),
    });
    await insertSubscriber({
      email: "cat_1@example.com",
      status: "unsubscribed",
      unsubscribedAt: new Date("2025-01-05T00:00:00Z"),
      createdAt: new Date("2025-01-04T00:00:00Z"),
    });
    const all = await expectStatus(as(staff.marketing).$get({ query: {} }), 200);
    expect(all.meta).toEqual({ total: 3, page: 1, pageSize: 25 });
    expect(all.data).toEqual([
      expect.objectContaining({
        email: "cat_1@example.com",
        status: "unsubscribed",
        unsubscribedAt: expect.any(String),
      }),
      expect.objectContaining({ email: "ben@fleet.example", confirmedAt: "2025-01-03T00:00:00.000Z" }),
      expect.objectContaining({ email: "ann@example.com", confirmedAt: null, createdAt: "2025-01-01T00:00:00.000Z" }),
    ]);
    const emails = async (query: Record<string, string>) =>
      (await expectStatus(as(staff.marketing).$get({ query }), 200)).data.map((row) => row.email);
    expect(await emails({ q: "FLEET" })).toEqual(["ben@fleet.example"]);
    expect(await emails({ q: "_" })).toEqual(["cat_1@example.com"]);
    expect(await emails({ status: "pending" })).toEqual(["ann@example.com"]);
    expect(await emails({ sort: "email" })).toEqual(["ann@example.com", "ben@fleet.example", "cat_1@example.com"]);
    expect(await emails({ sort: "-confirmedAt" })).toEqual([
      "ben@fleet.example",
      "ann@example.com",
      "cat_1@example.com",
    ]);
    await expectStatus(as(staff.marketing).$get({ query: { status: "gone" } }), 400);
    await expectStatus(as(staff.marketing).$get({ query: { sort: "hash" } }), 400);
  });

  it("unsubscribes by hand, closes open confirmation links, audits, and answers 409 the second time", async () => {
    const row = await insertSubscriber({ email: "dan@example.com", status: "pending" });
    await database.handle.db.insert(emailTokens).values({
      purpose: "newsletter-confirm",
      tokenHash: "a".repeat(64),
      subjectId: row.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const unsubscribe = (id: string) => as(staff.marketing)[":id"].unsubscribe.$post({ param: { id } });
    const res = await expectStatus(unsubscribe(row.id), 200);
    expect(res.data).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(String) });
    const [token] = await database.handle.db.select().from(emailTokens);
    expect(token?.usedAt).not.toBeNull();
    const [entry] = await auditRows("subscriber.unsubscribe");
    expect(entry).toMatchObject({
      staffId: staff.marketing.id,
      entityId: row.id,
      before: { status: "pending" },
      after: { status: "unsubscribed" },
    });
    const again = await expectStatus(unsubscribe(row.id), 409);
    expect(again.message).toBe(subscriberListMessages.alreadyUnsubscribed);
    expect(await auditRows("subscriber.unsubscribe")).toHaveLength(1);
    await expectStatus(unsubscribe("00000000-0000-4000-8000-000000000000"), 404);
    await expectStatus(unsubscribe("nope"), 400);
  });

  it("exports CSV with the columns, the filters, neutralised values and an audit entry", async () => {
    await insertSubscriber({
      email: "ben@fleet.example",
      status: "confirmed",
      createdAt: new Date("2025-01-02T00:00:00Z"),
      confirmedAt: new Date("2025-01-03T00:00:00Z"),
    });
    await insertSubscriber({ email: "-x@example.com", status: "pending", createdAt: new Date("2025-01-01T00:00:00Z") });
    const { res, bom, text } = await csvExport(staff.marketing);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(text)).toEqual([
      ["email", "status", "topics", "subscribed at", "confirmed at", "unsubscribed at"],
      ["'-x@example.com", "pending", "research product-news events", "2025-01-01T00:00:00.000Z", "", ""],
      [
        "ben@fleet.example",
        "confirmed",
        "research product-news events",
        "2025-01-02T00:00:00.000Z",
        "2025-01-03T00:00:00.000Z",
        "",
      ],
    ]);
    const filtered = parseCsv((await csvExport(staff.admin, { status: "confirmed" })).text);
    expect(filtered).toHaveLength(2);
    expect(await auditRows("subscribers.export")).toHaveLength(2);
  });
});

describe("roles, sessions and CSRF", () => {
  const subscriberRoutes = (id: string): [string, (api: Client) => Promise<AnyAnswer>][] => [
    ["GET /admin/subscribers", (api) => api.api.admin.subscribers.$get({ query: {} })],
    ["GET /admin/subscribers/export.csv", (api) => api.api.admin.subscribers["export.csv"].$get({ query: {} })],
    [
      "POST /admin/subscribers/{id}/unsubscribe",
      (api) => api.api.admin.subscribers[":id"].unsubscribe.$post({ param: { id } }),
    ],
  ];

  it("gives hr and sales 403 on every subscriber route, and marketing and admin pass", async () => {
    const first = await insertSubscriber({ email: "one@example.com", status: "confirmed" });
    for (const role of ["hr", "sales"] as const) {
      for (const [name, call] of subscriberRoutes(first.id)) {
        expect((await call(t.client(staff[role].csrf))).status, `${role} ${name}`).toBe(403);
      }
    }
    for (const role of ["marketing", "admin"] as const) {
      const row = await insertSubscriber({ email: `${role}-reader@example.com`, status: "confirmed" });
      for (const [name, call] of subscriberRoutes(row.id)) {
        expect((await call(t.client(staff[role].csrf))).status, `${role} ${name}`).toBe(200);
      }
    }
  });

  it("answers 401 without a session, and 403 to a state change without the CSRF token", async () => {
    const subscriber = await insertSubscriber({ email: "two@example.com", status: "confirmed" });
    for (const [name, call] of subscriberRoutes(subscriber.id)) {
      const res = await call(t.client());
      expect(res.status, name).toBe(401);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
    // The session's cookie without its token.
    const noCsrf = t.client(staff.admin.headers).api.admin.subscribers[":id"].unsubscribe;
    const res = await expectStatus(noCsrf.$post({ param: { id: subscriber.id } }), 403);
    expect(res.message).toBe("Missing or invalid CSRF token");
    expect(await database.handle.db.select().from(auditLog).where(eq(auditLog.entityType, "subscriber"))).toHaveLength(
      0,
    );
  });

  it("lists every subscriber route in the OpenAPI document", async () => {
    const { paths } = await openApiDocument(t);
    for (const path of ["/admin/subscribers", "/admin/subscribers/export.csv", "/admin/subscribers/{id}/unsubscribe"]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });
});
