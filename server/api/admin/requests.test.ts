import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import { auditLog, contentItems, contentRequests } from "#db/schema.ts";
import { csvDownload } from "#tests/support/csv-download.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { openApiDocument, type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// Whitepaper downloads and event registrations in the back office (marketing,
// sales and admin): the list, the counts per item, the CSV export and the roles.

const { database, t } = setUpTestApp();

const staff = {} as Record<StaffRole, StaffSession>;

beforeEach(async () => {
  Object.assign(staff, await signInEveryRole(t));
});

/** The typed client as `who` (nobody signed in with null). */
const as = (who: StaffSession | null) => t.client(who?.headers).api.admin.requests;

async function insertRequest(values: Partial<typeof contentRequests.$inferInsert> & { slug: string }) {
  const [row] = await database.handle.db
    .insert(contentRequests)
    .values({
      kind: "whitepaper",
      name: "Asha Mwinyi",
      email: "asha@coastline.example",
      company: "Coastline Haulage",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no request stored");
  return row;
}

/** Three registrations for one event, one for another, two whitepaper requests; the first event is in the studio. */
async function seed() {
  await database.handle.db.insert(contentItems).values({
    collection: "events",
    slug: "east-africa-bus-safety-forum-2026",
    status: "published",
    data: { title: "East Africa Bus Safety Forum 2026" },
    body: "Agenda and venue.",
  });
  const at = (day: number) => new Date(`2026-10-${String(day).padStart(2, "0")}T09:00:00Z`);
  await insertRequest({
    kind: "event",
    slug: "east-africa-bus-safety-forum-2026",
    name: "Baraka Otieno",
    email: "baraka@matatu.example",
    company: "Matatu Lines",
    createdAt: at(1),
  });
  await insertRequest({
    kind: "event",
    slug: "east-africa-bus-safety-forum-2026",
    name: "Neema Said",
    email: "neema@dar-bus.example",
    company: "Dar Bus Co",
    createdAt: at(2),
  });
  await insertRequest({
    kind: "event",
    slug: "east-africa-bus-safety-forum-2026",
    name: "Joseph Kariuki",
    email: "joseph@rift.example",
    company: "Rift Valley Coaches",
    createdAt: at(3),
  });
  await insertRequest({
    kind: "event",
    slug: "webinar-reading-your-first-risk-report",
    name: "Meera Pillai",
    email: "meera@ghats.example",
    company: "Ghats Freight",
    createdAt: at(4),
  });
  await insertRequest({ slug: "retired-whitepaper", downloads: 2, createdAt: at(5) });
  await insertRequest({
    slug: "retired-whitepaper",
    name: "=cmd",
    email: "x@formula.example",
    company: "Formula Ltd",
    createdAt: at(6),
  });
}

describe("downloads and registrations", () => {
  it("lists the newest first, filters by kind, item and text, and pages", async () => {
    await seed();
    const list = async (who: StaffSession, query: Record<string, string>) =>
      (await expectStatus(as(who).$get({ query }), 200)).data;
    const all = await expectStatus(as(staff.marketing).$get({ query: {} }), 200);
    expect(all.meta).toEqual({ total: 6, page: 1, pageSize: 25 });
    expect(all.data.map((row) => row.name)).toEqual([
      "=cmd",
      "Asha Mwinyi",
      "Meera Pillai",
      "Joseph Kariuki",
      "Neema Said",
      "Baraka Otieno",
    ]);
    const [event] = await list(staff.sales, {
      kind: "event",
      item: "east-africa-bus-safety-forum-2026",
      sort: "name",
    });
    expect(event).toMatchObject({
      name: "Baraka Otieno",
      kind: "event",
      itemTitle: "East Africa Bus Safety Forum 2026",
      itemUrl: "/events/east-africa-bus-safety-forum-2026",
    });
    expect((await list(staff.sales, { q: "GHATS" })).map((row) => row.name)).toEqual(["Meera Pillai"]);
    const [paper] = await list(staff.admin, { kind: "whitepaper", sort: "-downloads" });
    // An item no longer in the studio is named by its address.
    expect(paper).toMatchObject({
      downloads: 2,
      itemTitle: "retired-whitepaper",
      itemUrl: "/insights/retired-whitepaper",
    });
    expect(await list(staff.marketing, { page: "2" })).toEqual([]);
  });

  it("counts the requests per whitepaper and event, an event's being its registrations", async () => {
    await seed();
    const { data } = await expectStatus(as(staff.marketing).items.$get({ query: {} }), 200);
    expect(data.map((item) => [item.slug, item.requests])).toEqual([
      ["east-africa-bus-safety-forum-2026", 3],
      ["retired-whitepaper", 2],
      ["webinar-reading-your-first-risk-report", 1],
    ]);
    expect(data[0]).toMatchObject({
      title: "East Africa Bus Safety Forum 2026",
      lastAt: "2026-10-03T09:00:00.000Z",
    });
    const events = await expectStatus(as(staff.marketing).items.$get({ query: { kind: "event" } }), 200);
    expect(events.data).toHaveLength(2);
  });

  it("refuses filters it cannot read with a message", async () => {
    for (const query of [{ kind: "newsletter" }, { item: "Not A Slug" }, { sort: "password" }, { page: "0" }]) {
      const res = await expectStatus(as(staff.marketing).$get({ query }), 400);
      expect(res.message, JSON.stringify(query)).toEqual(expect.any(String));
    }
  });

  it("exports CSV with the filters, neutralised formulas and an audit entry", async () => {
    await seed();
    const { res, bom, text } = await csvDownload(
      as(staff.marketing)["export.csv"].$get({ query: { kind: "whitepaper" } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(text)).toEqual([
      ["requested at", "kind", "item", "item address", "name", "email", "company", "downloads"],
      [
        "2026-10-05T09:00:00.000Z",
        "whitepaper",
        "retired-whitepaper",
        "/insights/retired-whitepaper",
        "Asha Mwinyi",
        "asha@coastline.example",
        "Coastline Haulage",
        "2",
      ],
      [
        "2026-10-06T09:00:00.000Z",
        "whitepaper",
        "retired-whitepaper",
        "/insights/retired-whitepaper",
        "'=cmd",
        "x@formula.example",
        "Formula Ltd",
        "0",
      ],
    ]);
    const [entry] = await database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "content-requests.export"))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({
      staffEmail: "marketing@marut.test",
      after: { filters: { kind: "whitepaper" }, rows: 2, truncated: false },
    });
  });

  it("is for marketing, sales and admin: hr gets 403, nobody signed in 401", async () => {
    await seed();
    const routes = [
      ["/admin/requests", (who: StaffSession | null) => as(who).$get({ query: {} })],
      ["/admin/requests/items", (who: StaffSession | null) => as(who).items.$get({ query: {} })],
      ["/admin/requests/export.csv", (who: StaffSession | null) => as(who)["export.csv"].$get({ query: {} })],
    ] as const;
    for (const [path, call] of routes) {
      expect((await call(staff.hr)).status, `hr ${path}`).toBe(403);
      expect((await call(null)).status, `anonymous ${path}`).toBe(401);
      for (const role of ["marketing", "sales", "admin"] as const) {
        expect((await call(staff[role])).status, `${role} ${path}`).toBe(200);
      }
    }
    expect(Object.keys((await openApiDocument(t)).paths)).toEqual(
      expect.arrayContaining(["/admin/requests", "/admin/requests/items", "/admin/requests/export.csv"]),
    );
  });
});
