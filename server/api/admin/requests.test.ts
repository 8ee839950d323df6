import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentItems, contentRequests } from "#db/schema.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();

const staff = {} as Record<"admin" | "hr" | "sales" | "marketing", StaffSession>;

beforeEach(async () => {
  Object.assign(staff, await signInEveryRole(t));
});

type Row = Record<string, unknown> & { name: string; slug: string; requests: number };
/** The rows of a list answer. */
const data = (res: { body: Record<string, unknown> }) => res.body.data as Row[];

function as(who: StaffSession | null, path: string) {
  return t.json("GET", path, undefined, who ? { cookie: who.cookie } : {});
}

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
    const all = await as(staff.marketing, "/api/admin/requests");
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 6, page: 1, pageSize: 25 });
    const names = (res: { body: Record<string, unknown> }) => data(res).map((row) => row.name);
    expect(names(all)).toEqual([
      "=cmd",
      "Asha Mwinyi",
      "Meera Pillai",
      "Joseph Kariuki",
      "Neema Said",
      "Baraka Otieno",
    ]);
    const [event] = data(
      await as(staff.sales, "/api/admin/requests?kind=event&item=east-africa-bus-safety-forum-2026&sort=name"),
    );
    expect(event).toMatchObject({
      name: "Baraka Otieno",
      kind: "event",
      itemTitle: "East Africa Bus Safety Forum 2026",
      itemUrl: "/events/east-africa-bus-safety-forum-2026",
    });
    expect(names(await as(staff.sales, "/api/admin/requests?q=GHATS"))).toEqual(["Meera Pillai"]);
    const [paper] = data(await as(staff.admin, "/api/admin/requests?kind=whitepaper&sort=-downloads"));
    // An item no longer in the studio is named by its address.
    expect(paper).toMatchObject({
      downloads: 2,
      itemTitle: "retired-whitepaper",
      itemUrl: "/insights/retired-whitepaper",
    });
    expect(data(await as(staff.marketing, "/api/admin/requests?page=2"))).toEqual([]);
  });

  it("counts the requests per whitepaper and event, an event's being its registrations", async () => {
    await seed();
    const res = await as(staff.marketing, "/api/admin/requests/items");
    expect(res.status).toBe(200);
    expect(data(res).map((item) => [item.slug, item.requests])).toEqual([
      ["east-africa-bus-safety-forum-2026", 3],
      ["retired-whitepaper", 2],
      ["webinar-reading-your-first-risk-report", 1],
    ]);
    expect(data(res)[0]).toMatchObject({
      title: "East Africa Bus Safety Forum 2026",
      lastAt: "2026-10-03T09:00:00.000Z",
    });
    const events = await as(staff.marketing, "/api/admin/requests/items?kind=event");
    expect(data(events)).toHaveLength(2);
  });

  it("refuses filters it cannot read with a message", async () => {
    for (const query of ["kind=newsletter", "item=Not%20A%20Slug", "sort=password", "page=0"]) {
      const res = await as(staff.marketing, `/api/admin/requests?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("exports CSV with the filters, neutralised formulas and an audit entry", async () => {
    await seed();
    const res = await t.app.request("/api/admin/requests/export.csv?kind=whitepaper", {
      headers: { cookie: staff.marketing.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(new TextDecoder().decode(bytes.slice(3)))).toEqual([
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
    const paths = ["/api/admin/requests", "/api/admin/requests/items", "/api/admin/requests/export.csv"];
    for (const path of paths) {
      expect((await as(staff.hr, path)).status, `hr ${path}`).toBe(403);
      expect((await as(null, path)).status, `anonymous ${path}`).toBe(401);
      for (const role of ["marketing", "sales", "admin"] as const) {
        expect((await as(staff[role], path)).status, `${role} ${path}`).toBe(200);
      }
    }
    const openapi = await t.json("GET", "/api/openapi.json");
    expect(Object.keys(openapi.body.paths as Record<string, unknown>)).toEqual(
      expect.arrayContaining(["/admin/requests", "/admin/requests/items", "/admin/requests/export.csv"]),
    );
  });
});
