import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import { leadCsvColumns } from "#app/features/leads/leads-admin.server.ts";
import { leadInboxMessages } from "#app/features/leads/leads-admin-schemas.ts";
import { countries, regionsOf } from "#app/features/leads/reference-data.ts";
import { leadDraftSchema } from "#app/features/leads/schemas.ts";
import type { Client } from "#app/lib/api-client.ts";
import { auditLog, leads, outboxMessages } from "#db/schema.ts";
import { csvDownload } from "#tests/support/csv-download.ts";
import { type AnyAnswer, expectStatus } from "#tests/support/expect-status.ts";
import { leadDraft, leadRow } from "#tests/support/lead-draft.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import {
  openApiDocument,
  type StaffSession,
  setUpTestApp,
  signInEveryRoleWithSecond,
} from "#tests/support/test-app.ts";

// The leads inbox of the back office (role sales; admin passes): the list, its
// filters, one lead, status and owner changes, notes, the CSV export, roles and CSRF.

const { database, t } = setUpTestApp();
let ip = 0;

/** Every role, and a second seller (`second`) to hand leads to. */
const staff = {} as Record<StaffRole | "second", StaffSession>;

beforeEach(async () => {
  Object.assign(staff, await signInEveryRoleWithSecond(t, "sales"));
});

/** The typed client as `who`: state changes carry the CSRF token. */
const as = (who: StaffSession) => t.client(who.csrf).api.admin;

const india = countries.find((country) => country.name === "India");
const germany = countries.find((country) => country.name === "Germany");
if (!india || !germany) throw new Error("reference data lacks India or Germany");
const karnataka = regionsOf(india.id).find((region) => region.name === "Karnataka");
if (!karnataka) throw new Error("reference data lacks Karnataka");

/** A lead stored as the wizard stores one: the usual draft's answers, with `values` over them. */
async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await database.handle.db
    .insert(leads)
    .values({ ...leadRow("asha@deccan.example"), ...values })
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
async function leadFromWizard() {
  const email = "visitor@fleet.example";
  const visitor = t.client({ "x-forwarded-for": `203.0.113.${++ip % 250}` }).api.leads;
  await expectStatus(visitor["send-code"].$post({ json: { email } }), 200);
  const [mail] = await database.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, "lead-verification-code")))
    .orderBy(desc(outboxMessages.createdAt));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error("no code mailed");
  // The draft's answers as the wizard sends them (the schema types its lists and choices).
  const json = leadDraftSchema.parse({ ...leadDraft(email, code), ...wizardAnswers });
  await expectStatus(visitor.$post({ json }), 201);
  const [row] = await database.handle.db.select().from(leads).where(eq(leads.email, email));
  if (!row) throw new Error("the wizard stored no lead");
  return row;
}

const auditRows = (action: string) =>
  database.handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at));

const unknownId = "00000000-0000-4000-8000-000000000000";

describe("leads inbox", () => {
  it("shows a lead from the wizard, with every answer and the country and state names", async () => {
    const lead = await leadFromWizard();
    const list = await expectStatus(as(staff.sales).leads.$get({ query: {} }), 200);
    expect(list.meta).toEqual({ total: 1, page: 1, pageSize: 25 });
    expect(list.data[0]).toMatchObject({
      id: lead.id,
      company: "Wizard Fleet Co",
      status: "new",
      countryName: "India",
      ownerId: null,
    });
    const detail = await expectStatus(as(staff.sales).leads[":id"].$get({ param: { id: lead.id } }), 200);
    expect(detail.data).toMatchObject({
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
    const ids = async (query: Record<string, string>) =>
      (await expectStatus(as(staff.sales).leads.$get({ query }), 200)).data.map((row) => row.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ status: "contacted" })).toEqual([b.id]);
    expect(await ids({ from: "2025-02-01", to: "2025-03-20" })).toEqual([c.id, b.id]);
    expect(await ids({ to: "2025-01-10" })).toEqual([a.id]);
    expect(await ids({ country: String(germany?.id) })).toEqual([b.id]);
    expect(await ids({ fleetSize: "400+" })).toEqual([b.id]);
    expect(await ids({ feature: "ADAS" })).toEqual([b.id, a.id]);
    expect(await ids({ owner: staff.sales.id })).toEqual([b.id]);
    expect(await ids({ owner: "none" })).toEqual([c.id, a.id]);
    expect(await ids({ q: "bravo" })).toEqual([b.id]);
    expect(await ids({ q: "100%_" })).toEqual([c.id]);
    expect(await ids({ q: "%" })).toEqual([c.id]);
    expect(await ids({ q: "asha rao" })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ status: "", q: "", country: "" })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ sort: "company" })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ sort: "-fleetSize" })).toEqual([b.id, a.id, c.id]);
    expect(await ids({ sort: "status" })).toEqual([a.id, b.id, c.id]);
  });

  it("pages 25 at a time", async () => {
    for (let i = 0; i < 27; i++) {
      await insertLead({
        company: `Fleet ${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, i)),
      });
    }
    const first = await expectStatus(as(staff.sales).leads.$get({ query: {} }), 200);
    expect(first.data.length).toBe(25);
    expect(first.meta).toEqual({ total: 27, page: 1, pageSize: 25 });
    const second = await expectStatus(as(staff.sales).leads.$get({ query: { page: "2" } }), 200);
    expect(second.data.map((row) => row.company)).toEqual(["Fleet 01", "Fleet 00"]);
  });

  it.each([
    [{ status: "maybe" }, "status"],
    [{ from: "31-01-2025" }, "from"],
    [{ from: "2025-03-01", to: "2025-01-01" }, "to"],
    [{ country: "DE" }, "country"],
    [{ fleetSize: "12" }, "fleetSize"],
    [{ feature: "Teleportation" }, "feature"],
    [{ owner: "bob" }, "owner"],
    [{ sort: "password" }, "sort"],
    [{ page: "0" }, "page"],
    [{ page: "x" }, "page"],
    [{ q: "x".repeat(201) }, "q"],
  ])("answers the bad query %o with 400 and a message", async (query, field) => {
    const res = await expectStatus(as(staff.sales).leads.$get({ query }), 400);
    expect(res.message).toEqual(expect.any(String));
    expect(res.errors).toHaveProperty(field);
  });

  it("answers an unknown or malformed id with 404 or 400", async () => {
    await expectStatus(as(staff.sales).leads[":id"].$get({ param: { id: unknownId } }), 404);
    await expectStatus(as(staff.sales).leads[":id"].$get({ param: { id: "42" } }), 400);
    const patch = await expectStatus(
      as(staff.sales).leads[":id"].$patch({ param: { id: unknownId }, json: { status: "won" } }),
      404,
    );
    expect(patch.message).toBe(leadInboxMessages.leadNotFound);
  });

  it("changes the status and owner and audits before and after in the same change", async () => {
    const lead = await insertLead();
    const res = await expectStatus(
      as(staff.sales).leads[":id"].$patch({
        param: { id: lead.id },
        json: { status: "contacted", ownerId: staff.second.id },
      }),
      200,
    );
    expect(res.data).toMatchObject({ status: "contacted", ownerId: staff.second.id, ownerName: "Sam Second" });
    const [entry] = await auditRows("lead.update");
    expect(entry).toMatchObject({
      staffId: staff.sales.id,
      entityType: "lead",
      entityId: lead.id,
      before: { status: "new", ownerId: null },
      after: { status: "contacted", ownerId: staff.second.id },
    });
    const detail = await expectStatus(as(staff.sales).leads[":id"].$get({ param: { id: lead.id } }), 200);
    expect(detail.data).toMatchObject({
      history: [{ staffEmail: "sales@marut.test", before: { status: "new" }, after: { status: "contacted" } }],
    });

    // Clearing the owner; an unchanged status is not recorded.
    await expectStatus(
      as(staff.admin).leads[":id"].$patch({ param: { id: lead.id }, json: { status: "contacted", ownerId: null } }),
      200,
    );
    const entries = await auditRows("lead.update");
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ before: { ownerId: staff.second.id }, after: { ownerId: null } });
  });

  // Bodies the contract refuses, sent on purpose: typed as `never` to get past the compiler.
  it.each([
    ["an unknown status", { status: "maybe" }],
    ["nothing", {}],
    ["an unknown field", { status: "won", priority: "high" }],
    ["a malformed owner", { ownerId: "bob" }],
  ])("refuses %s with 400", async (_label, json) => {
    const lead = await insertLead();
    const res = await expectStatus(
      as(staff.sales).leads[":id"].$patch({ param: { id: lead.id }, json: json as never }),
      400,
    );
    expect(res.message).toEqual(expect.any(String));
  });

  it("refuses an owner outside sales and admin with 400 and changes nothing", async () => {
    const lead = await insertLead();
    const res = await expectStatus(
      as(staff.sales).leads[":id"].$patch({ param: { id: lead.id }, json: { ownerId: staff.hr.id } }),
      400,
    );
    expect(res.message).toBe(leadInboxMessages.ownerNotFound);
    expect(await auditRows("lead.update")).toHaveLength(0);
  });

  it("adds notes, shown oldest first with their author, and audits them", async () => {
    const lead = await insertLead();
    const notes = (who: StaffSession) => as(who).leads[":id"].notes;
    const first = await expectStatus(
      notes(staff.sales).$post({ param: { id: lead.id }, json: { body: "  Called, wants a demo. " } }),
      201,
    );
    expect(first.data).toMatchObject({ body: "Called, wants a demo.", staffName: staff.sales.name });
    await expectStatus(notes(staff.admin).$post({ param: { id: lead.id }, json: { body: "Demo booked." } }), 201);
    const detail = await expectStatus(as(staff.sales).leads[":id"].$get({ param: { id: lead.id } }), 200);
    expect(detail.data.notes.map((n) => n.body)).toEqual(["Called, wants a demo.", "Demo booked."]);
    expect(await auditRows("lead.note")).toHaveLength(2);
    await expectStatus(notes(staff.sales).$post({ param: { id: lead.id }, json: { body: "   " } }), 400);
    // A number for the note, then a body that is not JSON: outside the contract on purpose.
    await expectStatus(notes(staff.sales).$post({ param: { id: lead.id }, json: { body: 5 as never } }), 400);
    expect((await t.json("POST", `/api/admin/leads/${lead.id}/notes`, "not json{", staff.sales.csrf)).status).toBe(400);
    await expectStatus(notes(staff.sales).$post({ param: { id: unknownId }, json: { body: "x" } }), 404);
  });

  it("offers active sales and admin staff as owners", async () => {
    const res = await expectStatus(as(staff.sales)["lead-owners"].$get({ query: {} }), 200);
    expect(res.data.map((row) => row.email).sort()).toEqual([
      "admin@marut.test",
      "sales@marut.test",
      "second.sales@marut.test",
    ]);
    const onlySales = await expectStatus(as(staff.sales)["lead-owners"].$get({ query: { role: "sales" } }), 200);
    expect(onlySales.data.length).toBe(2);
  });
});

describe("leads CSV export", () => {
  it("has the header, one row per lead with the filters, and an audit entry with the filters", async () => {
    const lead = await leadFromWizard();
    await insertLead({ company: "Other Co", status: "lost" });
    const { res, bom, text } = await csvDownload(
      as(staff.sales).leads["export.csv"].$get({ query: { status: "new", country: "" } }),
    );
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
    const { text } = await csvDownload(as(staff.admin).leads["export.csv"].$get({ query: {} }));
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
    await expectStatus(as(staff.sales).leads["export.csv"].$get({ query: { fleetSize: "lots" } }), 400);
    expect(await auditRows("leads.export")).toHaveLength(0);
  });
});

describe("roles, sessions and CSRF", () => {
  const leadRoutes = (id: string): [string, (api: Client) => Promise<AnyAnswer>][] => [
    ["GET /admin/leads", (api) => api.api.admin.leads.$get({ query: {} })],
    ["GET /admin/leads/export.csv", (api) => api.api.admin.leads["export.csv"].$get({ query: {} })],
    ["GET /admin/leads/{id}", (api) => api.api.admin.leads[":id"].$get({ param: { id } })],
    ["PATCH /admin/leads/{id}", (api) => api.api.admin.leads[":id"].$patch({ param: { id }, json: { status: "won" } })],
    [
      "POST /admin/leads/{id}/notes",
      (api) => api.api.admin.leads[":id"].notes.$post({ param: { id }, json: { body: "hello" } }),
    ],
    ["GET /admin/lead-owners", (api) => api.api.admin["lead-owners"].$get({ query: {} })],
  ];

  it("gives hr and marketing 403 on every leads route, and sales and admin pass", async () => {
    const lead = await insertLead();
    for (const role of ["hr", "marketing"] as const) {
      for (const [name, call] of leadRoutes(lead.id)) {
        const res = await call(t.client(staff[role].csrf));
        expect(res.status, `${role} ${name}`).toBe(403);
        expect(await res.json()).toMatchObject({ message: "You do not have access to this area" });
      }
    }
    for (const role of ["sales", "admin"] as const) {
      for (const [name, call] of leadRoutes(lead.id)) {
        const res = await call(t.client(staff[role].csrf));
        expect(res.status, `${role} ${name}`).toBeLessThan(300);
      }
    }
    const [row] = await database.handle.db.select().from(leads);
    expect(row?.status).toBe("won");
  });

  it("answers 401 without a session, and 403 to a state change without the CSRF token", async () => {
    const lead = await insertLead();
    for (const [name, call] of leadRoutes(lead.id)) {
      const res = await call(t.client());
      expect(res.status, name).toBe(401);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
    // The session's cookie without its token.
    const noCsrf = t.client(staff.admin.headers).api.admin.leads[":id"];
    for (const res of [
      await noCsrf.$patch({ param: { id: lead.id }, json: { status: "won" } }),
      await noCsrf.notes.$post({ param: { id: lead.id }, json: { body: "hello" } }),
    ]) {
      expect((await expectStatus(res, 403)).message).toBe("Missing or invalid CSRF token");
    }
    const wrong = t.client({ cookie: staff.admin.cookie, "x-csrf-token": "x".repeat(43) });
    await expectStatus(wrong.api.admin.leads[":id"].$patch({ param: { id: lead.id }, json: { status: "won" } }), 403);
    const [row] = await database.handle.db.select().from(leads);
    expect(row?.status).toBe("new");
  });

  it("lists every sales route in the OpenAPI document", async () => {
    expect(Object.keys((await openApiDocument(t)).paths)).toEqual(
      expect.arrayContaining([
        "/admin/leads",
        "/admin/leads/export.csv",
        "/admin/leads/{id}",
        "/admin/leads/{id}/notes",
        "/admin/lead-owners",
      ]),
    );
  });
});
