import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadCsvColumns } from "#app/features/leads/leads-admin.server.ts";
import { leadInboxMessages } from "#app/features/leads/leads-admin-schemas.ts";
import { countries, regionsOf } from "#app/features/leads/reference-data.ts";
import { subscriberListMessages } from "#app/features/newsletter/subscribers-admin-schemas.ts";
import { auditLog, emailTokens, leads, newsletterSubscribers, outboxMessages } from "#db/schema.ts";
import { leadDraft } from "#tests/support/lead-draft.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { type StaffSession, setUpTestApp, signInStaff } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();
let ip = 0;

type Session = StaffSession;
const staff = {} as Record<"admin" | "hr" | "sales" | "marketing" | "sales2", Session>;

const PASSWORD = "Ochre-Lantern-Harbour-42";

const createSession = (role: "admin" | "hr" | "sales" | "marketing", key: string) =>
  signInStaff(t, {
    email: `${key}@marut.test`,
    name: `${key[0]?.toUpperCase()}${key.slice(1)} Person`,
    role,
    password: PASSWORD,
  });

beforeEach(async () => {
  staff.admin = await createSession("admin", "admin");
  staff.hr = await createSession("hr", "hr");
  staff.sales = await createSession("sales", "sales");
  staff.sales2 = await createSession("sales", "seller");
  staff.marketing = await createSession("marketing", "marketing");
});

/** A request as a signed-in staff member; state changes carry the CSRF token unless `csrf: false`. */
function as(who: Session | null, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = who.cookie;
  if (who && method !== "GET" && options.csrf !== false) headers["x-csrf-token"] = who.csrfToken;
  return t.json(method, path, body, headers);
}

/** A CSV download: the response, and its text after the BOM (which must be there). */
async function download(who: Session, path: string) {
  const res = await t.app.request(path, { headers: { cookie: who.cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const bom = [...bytes.slice(0, 3)];
  return { res, bom, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3)) };
}

const india = countries.find((country) => country.name === "India");
const germany = countries.find((country) => country.name === "Germany");
if (!india || !germany) throw new Error("reference data lacks India or Germany");
const karnataka = regionsOf(india.id).find((region) => region.name === "Karnataka");
if (!karnataka) throw new Error("reference data lacks Karnataka");

/** A lead stored as the wizard stores one: the usual draft's answers, with `values` over them. */
async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const { country, code: _code, ...answers } = leadDraft("asha@deccan.example", "");
  const [row] = await database.handle.db
    .insert(leads)
    .values({ ...answers, countryId: country.id, countryName: country.name, ...values })
    .returning();
  if (!row) throw new Error("no lead");
  return row;
}

/** The visitor's answers in the wizard, over the usual draft. */
const wizardAnswers = {
  fleetSize: "50-149",
  interestedIn: ["Real-time tracking", "Fuel monitoring"],
  company: "Wizard Fleet Co",
  firstName: "Vikram",
  lastName: "Shah",
  phone: "+91 80 1234 5678",
  vehicles: { available: false, qty: 0 },
};

/** A lead through the real wizard API: send-code, the code from the outbox, then POST /api/leads. */
async function leadFromWizard(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? "visitor@fleet.example";
  const from = { "x-forwarded-for": `203.0.113.${++ip % 250}` };
  expect((await t.json("POST", "/api/leads/send-code", { email }, from)).status).toBe(200);
  const [mail] = await database.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, "lead-verification-code")))
    .orderBy(desc(outboxMessages.createdAt));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error("no code mailed");
  const res = await t.json("POST", "/api/leads", { ...leadDraft(email, code), ...wizardAnswers, ...overrides }, from);
  expect(res.status).toBe(201);
  const [row] = await database.handle.db.select().from(leads).where(eq(leads.email, email));
  if (!row) throw new Error("the wizard stored no lead");
  return row;
}

const auditRows = (action: string) =>
  database.handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at));

describe("leads inbox", () => {
  it("shows a lead from the wizard, with every answer and the country and state names", async () => {
    const lead = await leadFromWizard();
    const list = await as(staff.sales, "GET", "/api/admin/leads");
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ total: 1, page: 1, pageSize: 25 });
    expect((list.body.data as { id: string; company: string; status: string }[])[0]).toMatchObject({
      id: lead.id,
      company: "Wizard Fleet Co",
      status: "new",
      countryName: "India",
      ownerId: null,
    });
    const detail = await as(staff.sales, "GET", `/api/admin/leads/${lead.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      ...wizardAnswers,
      countryId: india?.id,
      countryName: "India",
      state: "Karnataka",
      email: "visitor@fleet.example",
      sourcePage: "/solutions/road-sense",
      status: "new",
      notes: [],
      history: [],
    });
  });

  it("filters by status, dates, country, fleet size, feature, owner and search", async () => {
    const a = await insertLead({
      company: "Alpha Haulage",
      status: "new",
      createdAt: new Date("2025-01-10T10:00:00Z"),
    });
    const b = await insertLead({
      company: "Bravo Buses",
      status: "contacted",
      fleetSize: "400+",
      interestedIn: ["Fleet Management", "ADAS"],
      countryId: germany?.id,
      countryName: "Germany",
      state: "Bavaria",
      email: "b@bravo.example",
      ownerId: staff.sales.id,
      createdAt: new Date("2025-02-15T10:00:00Z"),
    });
    const c = await insertLead({
      company: "Charlie 100%_Cargo",
      status: "won",
      fleetSize: "1",
      interestedIn: ["Fuel monitoring"],
      createdAt: new Date("2025-03-20T23:30:00Z"),
    });
    const ids = async (query: string) => {
      const res = await as(staff.sales, "GET", `/api/admin/leads${query}`);
      expect(res.status).toBe(200);
      return (res.body.data as { id: string }[]).map((row) => row.id);
    };
    expect(await ids("")).toEqual([c.id, b.id, a.id]);
    expect(await ids("?status=contacted")).toEqual([b.id]);
    expect(await ids("?from=2025-02-01&to=2025-03-20")).toEqual([c.id, b.id]);
    expect(await ids("?to=2025-01-10")).toEqual([a.id]);
    expect(await ids(`?country=${germany?.id}`)).toEqual([b.id]);
    expect(await ids("?fleetSize=400%2B")).toEqual([b.id]);
    expect(await ids("?feature=ADAS")).toEqual([b.id, a.id]);
    expect(await ids(`?owner=${staff.sales.id}`)).toEqual([b.id]);
    expect(await ids("?owner=none")).toEqual([c.id, a.id]);
    expect(await ids("?q=bravo")).toEqual([b.id]);
    expect(await ids("?q=100%25_")).toEqual([c.id]);
    expect(await ids("?q=%25")).toEqual([c.id]);
    expect(await ids("?q=asha%20rao")).toEqual([c.id, b.id, a.id]);
    expect(await ids("?status=&q=&country=")).toEqual([c.id, b.id, a.id]);
    expect(await ids("?sort=company")).toEqual([a.id, b.id, c.id]);
    expect(await ids("?sort=-fleetSize")).toEqual([b.id, a.id, c.id]);
    expect(await ids("?sort=status")).toEqual([a.id, b.id, c.id]);
  });

  it("pages 25 at a time", async () => {
    for (let i = 0; i < 27; i++) {
      await insertLead({
        company: `Fleet ${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, i)),
      });
    }
    const first = await as(staff.sales, "GET", "/api/admin/leads");
    expect((first.body.data as unknown[]).length).toBe(25);
    expect(first.body.meta).toEqual({ total: 27, page: 1, pageSize: 25 });
    const second = await as(staff.sales, "GET", "/api/admin/leads?page=2");
    expect((second.body.data as { company: string }[]).map((row) => row.company)).toEqual(["Fleet 01", "Fleet 00"]);
  });

  it.each([
    ["?status=maybe", "status"],
    ["?from=31-01-2025", "from"],
    ["?from=2025-03-01&to=2025-01-01", "to"],
    ["?country=DE", "country"],
    ["?fleetSize=12", "fleetSize"],
    ["?feature=Teleportation", "feature"],
    ["?owner=bob", "owner"],
    ["?sort=password", "sort"],
    ["?page=0", "page"],
    ["?page=x", "page"],
    [`?q=${"x".repeat(201)}`, "q"],
  ])("answers the bad query %s with 400 and a message", async (query, field) => {
    const res = await as(staff.sales, "GET", `/api/admin/leads${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors).toHaveProperty(field);
  });

  it("answers an unknown or malformed id with 404 or 400", async () => {
    expect((await as(staff.sales, "GET", "/api/admin/leads/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await as(staff.sales, "GET", "/api/admin/leads/42")).status).toBe(400);
    const patch = await as(staff.sales, "PATCH", "/api/admin/leads/00000000-0000-4000-8000-000000000000", {
      status: "won",
    });
    expect(patch.status).toBe(404);
    expect(patch.body.message).toBe(leadInboxMessages.leadNotFound);
  });

  it("changes the status and owner and audits before and after in the same change", async () => {
    const lead = await insertLead();
    const res = await as(staff.sales, "PATCH", `/api/admin/leads/${lead.id}`, {
      status: "contacted",
      ownerId: staff.sales2.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "contacted", ownerId: staff.sales2.id, ownerName: "Seller Person" });
    const [entry] = await auditRows("lead.update");
    expect(entry).toMatchObject({
      staffId: staff.sales.id,
      entityType: "lead",
      entityId: lead.id,
      before: { status: "new", ownerId: null },
      after: { status: "contacted", ownerId: staff.sales2.id },
    });
    const detail = await as(staff.sales, "GET", `/api/admin/leads/${lead.id}`);
    expect(detail.body.data).toMatchObject({
      history: [{ staffEmail: "sales@marut.test", before: { status: "new" }, after: { status: "contacted" } }],
    });

    // Clearing the owner; an unchanged status is not recorded.
    const cleared = await as(staff.admin, "PATCH", `/api/admin/leads/${lead.id}`, {
      status: "contacted",
      ownerId: null,
    });
    expect(cleared.status).toBe(200);
    const entries = await auditRows("lead.update");
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ before: { ownerId: staff.sales2.id }, after: { ownerId: null } });
  });

  it.each([
    ["an unknown status", { status: "maybe" }],
    ["nothing", {}],
    ["an unknown field", { status: "won", priority: "high" }],
    ["a malformed owner", { ownerId: "bob" }],
  ])("refuses %s with 400", async (_label, body) => {
    const lead = await insertLead();
    const res = await as(staff.sales, "PATCH", `/api/admin/leads/${lead.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("refuses an owner outside sales and admin with 400 and changes nothing", async () => {
    const lead = await insertLead();
    const res = await as(staff.sales, "PATCH", `/api/admin/leads/${lead.id}`, { ownerId: staff.hr.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(leadInboxMessages.ownerNotFound);
    expect(await auditRows("lead.update")).toHaveLength(0);
  });

  it("adds notes, shown oldest first with their author, and audits them", async () => {
    const lead = await insertLead();
    const first = await as(staff.sales, "POST", `/api/admin/leads/${lead.id}/notes`, {
      body: "  Called, wants a demo. ",
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ body: "Called, wants a demo.", staffName: "Sales Person" });
    await as(staff.admin, "POST", `/api/admin/leads/${lead.id}/notes`, { body: "Demo booked." });
    const detail = await as(staff.sales, "GET", `/api/admin/leads/${lead.id}`);
    expect((detail.body.data as { notes: { body: string }[] }).notes.map((n) => n.body)).toEqual([
      "Called, wants a demo.",
      "Demo booked.",
    ]);
    expect(await auditRows("lead.note")).toHaveLength(2);
    expect((await as(staff.sales, "POST", `/api/admin/leads/${lead.id}/notes`, { body: "   " })).status).toBe(400);
    expect((await as(staff.sales, "POST", `/api/admin/leads/${lead.id}/notes`, { body: 5 })).status).toBe(400);
    expect((await as(staff.sales, "POST", `/api/admin/leads/${lead.id}/notes`, "not json{")).status).toBe(400);
    const missing = await as(staff.sales, "POST", "/api/admin/leads/00000000-0000-4000-8000-000000000000/notes", {
      body: "x",
    });
    expect(missing.status).toBe(404);
  });

  it("offers active sales and admin staff as owners", async () => {
    const res = await as(staff.sales, "GET", "/api/admin/lead-owners");
    expect(res.status).toBe(200);
    expect((res.body.data as { email: string }[]).map((row) => row.email).sort()).toEqual([
      "admin@marut.test",
      "sales@marut.test",
      "seller@marut.test",
    ]);
    const onlySales = await as(staff.sales, "GET", "/api/admin/lead-owners?role=sales");
    expect((onlySales.body.data as unknown[]).length).toBe(2);
  });
});

describe("leads CSV export", () => {
  it("has the header, one row per lead with the filters, and an audit entry with the filters", async () => {
    const lead = await leadFromWizard();
    await insertLead({ company: "Other Co", status: "lost" });
    const { res, bom, text } = await download(staff.sales, "/api/admin/leads/export.csv?status=new&country=");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(leadCsvColumns.map((column) => column.header));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      lead.id,
      lead.createdAt.toISOString(),
      "new",
      "",
      "Wizard Fleet Co",
      "Vikram",
      "Shah",
      "visitor@fleet.example",
      "'+91 80 1234 5678",
      "India",
      "Karnataka",
      "50-149",
      "Real-time tracking; Fuel monitoring",
      "",
      "",
      "/solutions/road-sense",
    ]);
    const [entry] = await auditRows("leads.export");
    expect(entry).toMatchObject({ staffId: staff.sales.id, after: { filters: { status: "new" }, rows: 1 } });
  });

  it("neutralises formula-looking values with an apostrophe and quotes them", async () => {
    await insertLead({ company: '=HYPERLINK("http://x")', firstName: "@Bob", lastName: "-Smith", phone: "+1 555" });
    const { text } = await download(staff.admin, "/api/admin/leads/export.csv");
    expect(text).toContain('"\'=HYPERLINK(""http://x"")"');
    const [, row] = parseCsv(text);
    expect(row?.slice(4, 9)).toEqual([
      '\'=HYPERLINK("http://x")',
      "'@Bob",
      "'-Smith",
      "asha@deccan.example",
      "'+1 555",
    ]);
  });

  it("answers bad filters with 400 and writes no audit entry", async () => {
    const res = await as(staff.sales, "GET", "/api/admin/leads/export.csv?fleetSize=lots");
    expect(res.status).toBe(400);
    expect(await auditRows("leads.export")).toHaveLength(0);
  });
});

async function insertSubscriber(values: Partial<typeof newsletterSubscribers.$inferInsert>) {
  const [row] = await database.handle.db
    .insert(newsletterSubscribers)
    .values({ email: "reader@example.com", ...values })
    .returning();
  if (!row) throw new Error("no subscriber");
  return row;
}

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
    const all = await as(staff.marketing, "GET", "/api/admin/subscribers");
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 3, page: 1, pageSize: 25 });
    expect(all.body.data).toEqual([
      expect.objectContaining({
        email: "cat_1@example.com",
        status: "unsubscribed",
        unsubscribedAt: expect.any(String),
      }),
      expect.objectContaining({ email: "ben@fleet.example", confirmedAt: "2025-01-03T00:00:00.000Z" }),
      expect.objectContaining({ email: "ann@example.com", confirmedAt: null, createdAt: "2025-01-01T00:00:00.000Z" }),
    ]);
    const emails = async (query: string) =>
      ((await as(staff.marketing, "GET", `/api/admin/subscribers${query}`)).body.data as { email: string }[]).map(
        (row) => row.email,
      );
    expect(await emails("?q=FLEET")).toEqual(["ben@fleet.example"]);
    expect(await emails("?q=_")).toEqual(["cat_1@example.com"]);
    expect(await emails("?status=pending")).toEqual(["ann@example.com"]);
    expect(await emails("?sort=email")).toEqual(["ann@example.com", "ben@fleet.example", "cat_1@example.com"]);
    expect(await emails("?sort=-confirmedAt")).toEqual(["ben@fleet.example", "ann@example.com", "cat_1@example.com"]);
    expect((await as(staff.marketing, "GET", "/api/admin/subscribers?status=gone")).status).toBe(400);
    expect((await as(staff.marketing, "GET", "/api/admin/subscribers?sort=hash")).status).toBe(400);
  });

  it("unsubscribes by hand, closes open confirmation links, audits, and answers 409 the second time", async () => {
    const row = await insertSubscriber({ email: "dan@example.com", status: "pending" });
    await database.handle.db.insert(emailTokens).values({
      purpose: "newsletter-confirm",
      tokenHash: "a".repeat(64),
      subjectId: row.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await as(staff.marketing, "POST", `/api/admin/subscribers/${row.id}/unsubscribe`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(String) });
    const [token] = await database.handle.db.select().from(emailTokens);
    expect(token?.usedAt).not.toBeNull();
    const [entry] = await auditRows("subscriber.unsubscribe");
    expect(entry).toMatchObject({
      staffId: staff.marketing.id,
      entityId: row.id,
      before: { status: "pending" },
      after: { status: "unsubscribed" },
    });
    const again = await as(staff.marketing, "POST", `/api/admin/subscribers/${row.id}/unsubscribe`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(subscriberListMessages.alreadyUnsubscribed);
    expect(await auditRows("subscriber.unsubscribe")).toHaveLength(1);
    const missing = await as(
      staff.marketing,
      "POST",
      "/api/admin/subscribers/00000000-0000-4000-8000-000000000000/unsubscribe",
    );
    expect(missing.status).toBe(404);
    expect((await as(staff.marketing, "POST", "/api/admin/subscribers/nope/unsubscribe")).status).toBe(400);
  });

  it("exports CSV with the columns, the filters, neutralised values and an audit entry", async () => {
    await insertSubscriber({
      email: "ben@fleet.example",
      status: "confirmed",
      createdAt: new Date("2025-01-02T00:00:00Z"),
      confirmedAt: new Date("2025-01-03T00:00:00Z"),
    });
    await insertSubscriber({ email: "-x@example.com", status: "pending", createdAt: new Date("2025-01-01T00:00:00Z") });
    const { res, bom, text } = await download(staff.marketing, "/api/admin/subscribers/export.csv");
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
    const filtered = parseCsv((await download(staff.admin, "/api/admin/subscribers/export.csv?status=confirmed")).text);
    expect(filtered).toHaveLength(2);
    expect(await auditRows("subscribers.export")).toHaveLength(2);
  });
});

describe("roles, sessions and CSRF", () => {
  const leadRoutes = (id: string): [string, string, unknown?][] => [
    ["GET", "/api/admin/leads"],
    ["GET", "/api/admin/leads/export.csv"],
    ["GET", `/api/admin/leads/${id}`],
    ["PATCH", `/api/admin/leads/${id}`, { status: "won" }],
    ["POST", `/api/admin/leads/${id}/notes`, { body: "hello" }],
    ["GET", "/api/admin/lead-owners"],
  ];
  const subscriberRoutes = (id: string): [string, string, unknown?][] => [
    ["GET", "/api/admin/subscribers"],
    ["GET", "/api/admin/subscribers/export.csv"],
    ["POST", `/api/admin/subscribers/${id}/unsubscribe`],
  ];

  it("gives hr and marketing 403 on every leads route, and sales and admin pass", async () => {
    const lead = await insertLead();
    for (const role of ["hr", "marketing"] as const) {
      for (const [method, path, body] of leadRoutes(lead.id)) {
        const res = await as(staff[role], method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(res.body.message).toBe("You do not have access to this area");
      }
    }
    for (const role of ["sales", "admin"] as const) {
      for (const [method, path, body] of leadRoutes(lead.id)) {
        const res = await as(staff[role], method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBeLessThan(300);
      }
    }
    const [row] = await database.handle.db.select().from(leads);
    expect(row?.status).toBe("won");
  });

  it("gives hr and sales 403 on every subscriber route, and marketing and admin pass", async () => {
    const first = await insertSubscriber({ email: "one@example.com", status: "confirmed" });
    for (const role of ["hr", "sales"] as const) {
      for (const [method, path, body] of subscriberRoutes(first.id)) {
        const res = await as(staff[role], method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    for (const role of ["marketing", "admin"] as const) {
      const row = await insertSubscriber({ email: `${role}-reader@example.com`, status: "confirmed" });
      for (const [method, path, body] of subscriberRoutes(row.id)) {
        const res = await as(staff[role], method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(200);
      }
    }
  });

  it("answers 401 without a session, and 403 to a state change without the CSRF token", async () => {
    const lead = await insertLead();
    const subscriber = await insertSubscriber({ email: "two@example.com", status: "confirmed" });
    for (const [method, path, body] of [...leadRoutes(lead.id), ...subscriberRoutes(subscriber.id)]) {
      const res = await as(null, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const noCsrf = [
      ["PATCH", `/api/admin/leads/${lead.id}`, { status: "won" }],
      ["POST", `/api/admin/leads/${lead.id}/notes`, { body: "hello" }],
      ["POST", `/api/admin/subscribers/${subscriber.id}/unsubscribe`],
    ] as const;
    for (const [method, path, body] of noCsrf) {
      const res = await as(staff.admin, method, path, body, { csrf: false });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe("Missing or invalid CSRF token");
    }
    const wrong = await t.json(
      "PATCH",
      `/api/admin/leads/${lead.id}`,
      { status: "won" },
      {
        cookie: staff.admin.cookie,
        "x-csrf-token": "x".repeat(43),
      },
    );
    expect(wrong.status).toBe(403);
    const [row] = await database.handle.db.select().from(leads);
    expect(row?.status).toBe("new");
    expect(await database.handle.db.select().from(auditLog).where(eq(auditLog.entityType, "subscriber"))).toHaveLength(
      0,
    );
  });

  it("lists every sales route in the OpenAPI document", async () => {
    const res = await t.json("GET", "/api/openapi.json");
    const paths = Object.keys(res.body.paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/admin/leads",
        "/admin/leads/export.csv",
        "/admin/leads/{id}",
        "/admin/leads/{id}/notes",
        "/admin/lead-owners",
        "/admin/subscribers",
        "/admin/subscribers/export.csv",
        "/admin/subscribers/{id}/unsubscribe",
      ]),
    );
  });
});
