import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countries, regionsOf } from "#app/features/leads/reference-data.ts";
import { codeMessages, type LeadDraft } from "#app/features/leads/schemas.ts";
import { leads, leadVerificationCodes, outboxMessages } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { latestLeadCode } from "#tests/support/lead-code.ts";
import { leadDraft } from "#tests/support/lead-draft.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();
let ip = 0;

const india = countries.find((country) => country.name === "India");
if (!india) throw new Error("reference data has no India");
const karnataka = regionsOf(india.id).find((region) => region.name === "Karnataka");
if (!karnataka) throw new Error("reference data has no Karnataka");

// Each call comes from its own address, so the per-IP limits stay out of the way.
const visitor = (headers: Record<string, string> = {}) =>
  t.client({ "x-forwarded-for": `198.51.100.${++ip % 250}`, ...headers }).api.leads;
const sendCode = (email: string) => visitor()["send-code"].$post({ json: { email } });
const submit = (body: LeadDraft) => visitor().$post({ json: body });
/** Raw JSON for what the contract cannot express on purpose: fields missing or of the wrong type. */
const postRaw = (path: string, body: unknown) =>
  t.json("POST", path, body, { "x-forwarded-for": `198.51.100.${++ip % 250}` });

const draft = (overrides: Partial<LeadDraft> = {}): LeadDraft => ({
  ...leadDraft("asha@deccan-logistics.example", "000000"),
  ...overrides,
});

const latestCode = (email: string) => latestLeadCode(database.handle.db, email);

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const leadCount = async () => (await database.handle.db.select().from(leads)).length;

describe("POST /api/leads/send-code", () => {
  it("mails a 6-digit code and keeps only its hash", async () => {
    expect(await expectStatus(sendCode("Asha@Deccan-Logistics.example"), 200)).toEqual({
      data: { sent: true, expiresInSeconds: 600 },
    });
    const code = await latestCode("asha@deccan-logistics.example");
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await database.handle.db.select().from(leadVerificationCodes);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it("answers a second request within 30 s with 429, a message and Retry-After", async () => {
    await expectStatus(sendCode("a@b.co"), 200);
    const again = await sendCode("a@b.co");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await expectStatus(again, 429)).message).toMatch(
      /^Please wait \d+ seconds before asking for a new code\.$/,
    );
  });

  it("allows five codes an hour per address, and a new code replaces the old one", async () => {
    for (let i = 0; i < 5; i++) {
      await expectStatus(sendCode("a@b.co"), 200);
      await database.handle.db
        .update(leadVerificationCodes)
        .set({ createdAt: sql`${leadVerificationCodes.createdAt} - interval '31 seconds'` });
    }
    expect((await expectStatus(sendCode("a@b.co"), 429)).message).toMatch(/Too many codes requested/);
    const open = await database.handle.db
      .select()
      .from(leadVerificationCodes)
      .where(sql`${leadVerificationCodes.consumedAt} is null`);
    expect(open).toHaveLength(1);
  });

  it.each([
    ["missing", {}],
    ["malformed", { email: "asha@" }],
    ["a number", { email: 7 }],
  ])("answers an email that is %s with 400 and a message", async (_label, body) => {
    // Missing or not a string: outside the contract's types on purpose, so raw JSON.
    const res = await postRaw("/api/leads/send-code", body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("email");
  });
});

describe("POST /api/leads", () => {
  it("refuses control characters in the typed fields with 400, before the code is spent", async () => {
    // The fuzz suite's finding in the content forms applied here too: a NUL would reach PostgreSQL.
    await sendCode("asha@deccan-logistics.example");
    const code = await latestCode("asha@deccan-logistics.example");
    for (const overrides of [
      { company: "Deccan\u0001Logistics" },
      { firstName: "As\u0007ha" },
      { state: "Karnataka\u0000" },
      { sourcePage: "/solutions\u0000" },
    ]) {
      const res = await submit(draft({ code, ...overrides }));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await expectStatus(res, 400)).message).toEqual(expect.any(String));
    }
    expect(await leadCount()).toBe(0);
    await expectStatus(submit(draft({ code })), 201);
  });

  it("stores the lead with its source and queues the visitor's confirmation and the sales notification", async () => {
    await sendCode("asha@deccan-logistics.example");
    const code = await latestCode("asha@deccan-logistics.example");
    const created = t.client({ "user-agent": "FleetBrowser/1.0", "x-forwarded-for": "192.0.2.1" }).api.leads.$post({
      json: draft({ code }),
    });
    expect((await expectStatus(created, 201)).data).toEqual({
      id: expect.any(String),
      status: "new",
      bookingToken: expect.any(String),
    });

    const [lead] = await database.handle.db.select().from(leads);
    expect(lead).toMatchObject({
      status: "new",
      fleetSize: "16-49",
      interestedIn: ["ADAS", "Driver Status Monitoring (DSM)"],
      countryId: india.id,
      countryName: "India",
      state: "Karnataka",
      company: "Deccan Logistics",
      email: "asha@deccan-logistics.example",
      vehicles: { available: true, qty: 20 },
      sourcePage: "/solutions/road-sense",
      userAgent: "FleetBrowser/1.0",
    });
    const mail = await database.handle.db.select().from(outboxMessages);
    expect(mail.map((m) => m.kind).sort()).toEqual([
      "lead-confirmation",
      "lead-sales-notification",
      "lead-verification-code",
    ]);
    const sales = mail.find((m) => m.kind === "lead-sales-notification");
    expect(sales?.toAddress).toBe("sales@marut.test");
    expect(sales?.subject).toBe("New lead: Deccan Logistics (16-49 vehicles, India)");
    expect(sales?.headers["Reply-To"]).toBe("asha@deccan-logistics.example");

    // The code is used up.
    expect((await expectStatus(submit(draft({ code })), 400)).message).toBe(codeMessages.invalid);
    expect(await leadCount()).toBe(1);
  });

  it("accepts a single name, as the wizard does", async () => {
    await sendCode("ops@example.com");
    const code = await latestCode("ops@example.com");
    await expectStatus(submit(draft({ email: "ops@example.com", firstName: "", lastName: "Okafor", code })), 201);
  });

  it.each([
    ["a missing field", { company: undefined }, "company"],
    ["an unknown fleet size", { fleetSize: "10" }, "fleetSize"],
    ["an unknown feature", { interestedIn: ["Teleportation"] }, "interestedIn.0"],
    ["no feature", { interestedIn: [] }, "interestedIn"],
    ["a state not in the country", { state: "Texas" }, "state"],
    ["an unknown country", { country: { id: "9999", name: "Atlantis" } }, "country"],
    ["a malformed email", { email: "asha@deccan" }, "email"],
    ["both names empty", { firstName: "", lastName: " " }, "firstName"],
    ["a phone number for another country", { phone: "+44 20 7946 0000" }, "phone"],
    ["a phone number with letters", { phone: "call me" }, "phone"],
    ["a code that is not 6 digits", { code: "12ab" }, "code"],
    ["vehicles of the wrong type", { vehicles: { available: "no", qty: -1 } }, "vehicles.available"],
  ])("answers %s with 400, a message and the field, and stores nothing", async (_label, overrides, field) => {
    // Several of these drafts are outside the contract's types on purpose, so they go as raw JSON.
    const res = await postRaw("/api/leads", { ...draft(), ...overrides });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await leadCount()).toBe(0);
  });

  it('answers a wrong code with 400 "Invalid verification code" and counts the attempt', async () => {
    await sendCode("asha@deccan-logistics.example");
    const code = await latestCode("asha@deccan-logistics.example");
    expect(await expectStatus(submit(draft({ code: wrongCode(code) })), 400)).toEqual({
      message: "Invalid verification code",
    });
    const [row] = await database.handle.db.select().from(leadVerificationCodes);
    expect(row?.attempts).toBe(1);
    expect(await leadCount()).toBe(0);
  });

  it("answers a code nobody asked for with 400", async () => {
    expect((await expectStatus(submit(draft({ code: "123456" })), 400)).message).toBe(codeMessages.invalid);
  });

  it("answers an expired code with 400 and tells the visitor to request a new one", async () => {
    await sendCode("asha@deccan-logistics.example");
    const code = await latestCode("asha@deccan-logistics.example");
    await database.handle.db.update(leadVerificationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await expectStatus(submit(draft({ code })), 400)).message).toBe(
      "Verification code expired. Request a new one.",
    );
    expect(await leadCount()).toBe(0);
  });

  it("answers the sixth attempt with 429, even with the right code", async () => {
    await sendCode("asha@deccan-logistics.example");
    const code = await latestCode("asha@deccan-logistics.example");
    for (let i = 0; i < 5; i++) await expectStatus(submit(draft({ code: wrongCode(code) })), 400);
    const sixth = await submit(draft({ code }));
    expect(sixth.headers.get("retry-after")).toBeTruthy();
    expect((await expectStatus(sixth, 429)).message).toBe(codeMessages.tooManyAttempts);
    expect(await leadCount()).toBe(0);
  });

  it("drops a bot that fills the honeypot without storing anything", async () => {
    await expectStatus(submit(draft({ website: "http://spam.example" })), 201);
    expect(await leadCount()).toBe(0);
  });

  it("never answers random drafts with a server error", async () => {
    const fc = await import("fast-check");
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            fleetSize: fc.oneof(fc.constantFrom("1", "400+"), fc.string()),
            interestedIn: fc.oneof(fc.array(fc.string()), fc.anything()),
            country: fc.oneof(fc.record({ id: fc.string(), name: fc.string() }), fc.anything()),
            state: fc.oneof(fc.constant("Karnataka"), fc.string()),
            company: fc.string(),
            firstName: fc.string(),
            lastName: fc.string(),
            email: fc.oneof(fc.emailAddress(), fc.string()),
            phone: fc.string(),
            code: fc.stringMatching(/^\d{6}$/),
            vehicles: fc.anything(),
            assets: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          // Random input of any shape: raw JSON, outside the contract on purpose.
          const res = await postRaw("/api/leads", body);
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.message).toBe("string");
        },
      ),
      { numRuns: 100 },
    );
    expect(karnataka.countryId).toBe(india.id);
  });
});
