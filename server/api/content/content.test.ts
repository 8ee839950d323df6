import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentFiles } from "#app/features/content/content.server.ts";
import { importContent } from "#app/features/content/import.server.ts";
import { contentRateLimits, eventRegistrationClosed, registerForEvent } from "#app/features/content/requests.server.ts";
import { contentItems, contentRequests, outboxMessages } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, setUpTestApp, type TestApp } from "#tests/support/test-app.ts";

// The whitepapers and events of content/, published in the test database as the demo seed does.
const { database, t } = setUpTestApp({ seed: (db) => importContent(db, contentFiles()) });
let ip = 0;

const visitor = (app: TestApp = t) => app.client({ "x-forwarded-for": `203.0.113.${++ip % 250}` }).api;
type Person = { name: string; email: string; company: string; website?: string };
const requestPaper = (slug: string, json: Person, app?: TestApp) =>
  visitor(app).whitepapers[":slug"].requests.$post({ param: { slug }, json });
const register = (slug: string, json: Person, app?: TestApp) =>
  visitor(app).events[":slug"].registrations.$post({ param: { slug }, json });
/** Raw JSON, for bodies outside the contract on purpose (a field missing, random input). */
const postRaw = (path: string, body: unknown) =>
  t.json("POST", path, body, { "x-forwarded-for": `203.0.113.${++ip % 250}` });
const person = { name: "Neema Mushi", email: "Neema@Pwani-Express.example", company: "Pwani Express" };
const rows = () => database.handle.db.select().from(contentRequests);
const mails = () => database.handle.db.select().from(outboxMessages);

const paper = contentFiles().byCollection.whitepapers[0];
const now = Date.now();
const upcoming = contentFiles().byCollection.events.find(
  (event) => Date.parse(event.data.start) > now && Date.parse(`${event.data.registration.deadline}T23:59:59Z`) > now,
);
const past = contentFiles().byCollection.events.find((event) => Date.parse(event.data.end) < now);
if (!paper || !upcoming || !past) throw new Error("content/ needs a whitepaper, an upcoming and a past event");
const paperSlug = paper.slug;

/** Requests the whitepaper and answers the download link the answer hands out. */
async function downloadLink(json: Person): Promise<string> {
  const { data } = await expectStatus(requestPaper(paperSlug, json), 201);
  if (!data.downloadUrl) throw new Error("the answer has no download link");
  return data.downloadUrl;
}

describe("whitepaper requests", () => {
  it("refuse control characters and NUL in the name or company with 400 and store nothing", async () => {
    // Found by tests/security/fuzz.test.ts: a NUL reached PostgreSQL and answered 500.
    for (const [field, value] of [
      ["name", "Neema\u0000Mushi"],
      ["company", "Pwani\u0001Express"],
      ["name", "Neema\u001bMushi"],
    ] as const) {
      for (const [form, send] of [
        ["whitepaper", () => requestPaper(paper.slug, { ...person, [field]: value })],
        ["event", () => register(upcoming.slug, { ...person, [field]: value })],
      ] as const) {
        const res = await send();
        expect(res.status, `${form} ${field}`).toBe(400);
        expect((await expectStatus(res, 400)).message).toEqual(expect.any(String));
      }
    }
    expect(await rows()).toEqual([]);
  });

  it("record the lead, mail a link and return it; the link downloads the PDF", async () => {
    const downloadUrl = await downloadLink(person);
    expect(downloadUrl).toMatch(new RegExp(`^/api/whitepapers/${paper.slug}/download\\?token=[A-Za-z0-9_-]{43}$`));
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "whitepaper",
      slug: paper.slug,
      email: "neema@pwani-express.example",
      company: "Pwani Express",
    });
    expect(row?.downloadTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await mails();
    expect(mail?.toAddress).toBe("neema@pwani-express.example");
    expect(mail?.text).toContain(`http://localhost:3000${downloadUrl}`);

    // The address the answer hands out, opened as the email's link is.
    const pdf = await t.app.request(downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${paper.slug}.pdf"`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(5_000);
    const [after] = await rows();
    expect(after?.downloads).toBe(1);
  });

  it("refuse a wrong, tampered or expired link with 404 and a message", async () => {
    const url = await downloadLink(person);
    // Links altered from the one handed out: raw addresses, as a browser would open them.
    const wrong = await t.json("GET", `${url.slice(0, -4)}AAAA`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toMatch(/wrong or has expired/);
    const otherPaper = contentFiles().byCollection.whitepapers[1];
    if (otherPaper) expect((await t.json("GET", url.replace(paper.slug, otherPaper.slug))).status).toBe(404);
    await database.handle.db.update(contentRequests).set({ downloadExpiresAt: new Date(Date.now() - 1000) });
    expect((await t.json("GET", url)).status).toBe(404);
    // Without the token the contract requires.
    expect((await t.json("GET", `/api/whitepapers/${paper.slug}/download`)).status).toBe(400);
  });

  it.each([
    ["a missing name", { email: "a@b.co", company: "Acme" }, "name"],
    ["a malformed email", { ...person, email: "not-an-email" }, "email"],
    ["a one-letter company", { ...person, company: "A" }, "company"],
    ["a 500-character name", { ...person, name: "x".repeat(500) }, "name"],
  ])("answer %s with 400 naming the field and store nothing", async (_case, body, field) => {
    // One of these bodies lacks a field the contract requires: raw JSON for all of them.
    const res = await postRaw(`/api/whitepapers/${paper.slug}/requests`, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object)).toEqual([field]);
    expect(typeof res.body.message).toBe("string");
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it("answer 404 for an unknown whitepaper, and keep nothing from bots that fill the hidden field", async () => {
    expect((await expectStatus(requestPaper("no-such-paper", person), 404)).message).toBe(
      "There is no whitepaper at this address.",
    );
    // A path parameter goes in as given, so encoded as a browser sends it.
    await expectStatus(requestPaper("Bad%20Slug", person), 400);
    await expectStatus(requestPaper(paper.slug, { ...person, website: "https://spam.example" }), 201);
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });
});

describe("event registrations", () => {
  it("register once per address with a confirmation email, then answer 409", async () => {
    const first = await expectStatus(register(upcoming.slug, person), 201);
    expect(first.data.message).toContain("You are registered");
    const [mail] = await mails();
    expect(mail?.subject).toBe(`You are registered: ${upcoming.title}`);
    const again = await expectStatus(register(upcoming.slug, { ...person, email: "neema@pwani-express.example" }), 409);
    expect(again.message).toBe("This email address is already registered for this event.");
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it("refuse past events and closed registration with 410, unknown events with 404", async () => {
    expect((await expectStatus(register(past.slug, person), 410)).message).toBe(
      "This event has already taken place, so registration is closed.",
    );
    const afterDeadline = await registerForEvent(t.services, upcoming.slug, person, {
      userAgent: null,
      now: new Date(Date.parse(`${upcoming.data.registration.deadline}T23:59:59Z`) + 60_000),
    });
    expect(afterDeadline).toEqual({ ok: false, kind: "gone", message: "Registration for this event has closed." });
    await expectStatus(register("no-such-event", person), 404);
    expect(await rows()).toHaveLength(0);
  });

  it("refuse with 409 and a human message while marketing has closed registration, and take it again once reopened", async () => {
    const [row] = await database.handle.db
      .select({ id: contentItems.id, data: contentItems.data })
      .from(contentItems)
      .where(eq(contentItems.slug, upcoming.slug));
    if (!row) throw new Error("the upcoming event was not imported");
    const setOpen = (open: boolean) =>
      database.handle.db
        .update(contentItems)
        .set({ data: { ...row.data, registrationOpen: open } })
        .where(eq(contentItems.id, row.id));
    await setOpen(false);
    expect((await expectStatus(register(upcoming.slug, person), 409)).message).toBe(eventRegistrationClosed);
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    await setOpen(true);
    await expectStatus(register(upcoming.slug, person), 201);
  });

  it("never answer 500 to random bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const res = await postRaw(`/api/events/${upcoming.slug}/registrations`, JSON.stringify(body) ?? "null");
        expect(res.status).toBeLessThan(500);
        expect(
          typeof (res.body as { message?: unknown; data?: unknown }).message === "string" || res.status === 201,
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
    const kept = await database.handle.db.select().from(contentRequests).where(eq(contentRequests.kind, "event"));
    expect(kept.length).toBeLessThanOrEqual(1);
  });
});

describe("emails to addresses nobody has verified", () => {
  const lure = {
    name: "Hello Your account is suspended - restore at https://evil.example/restore",
    email: "target@victim.example",
    company: "Restore now at https://evil.example/co",
  };

  it("never carry the visitor's name or company, so a link typed there never reaches the recipient", async () => {
    const smtp = await new SmtpSink().start();
    const s = createTestApp({ database: database.handle, smtpUrl: smtp.url });
    try {
      s.worker.start();
      await expectStatus(requestPaper(paper.slug, lure, s), 201);
      await expectStatus(register(upcoming.slug, lure, s), 201);
      const delivered = await smtp.waitFor(2);
      expect(delivered.map((mail) => mail.subject).sort()).toEqual(
        [`Your copy of “${paper.title}”`, `You are registered: ${upcoming.title}`].sort(),
      );
      for (const mail of delivered) {
        expect(mail.to).toEqual([lure.email]);
        expect(mail.text).toMatch(/^\s*MARUT\s+Hello,/);
        for (const part of [mail.raw, mail.text, mail.html]) {
          expect(part).not.toContain("evil.example");
          expect(part).not.toContain("suspended");
        }
      }
      // What the visitor typed is still recorded for the sales team.
      expect((await rows()).map((row) => row.name)).toEqual([lure.name, lure.name]);
    } finally {
      await s.close();
      await smtp.stop();
    }
  });

  it("send one address at most 3 of them a day from both forms: the 4th request gets 429 and sends nothing", async () => {
    const { limit, windowMs } = contentRateLimits.perRecipient;
    expect({ limit, windowMs }).toEqual({ limit: 3, windowMs: 24 * 60 * 60_000 });
    const target = { ...person, email: "target@victim.example" };
    // From different IPs, and with the address written differently: still one recipient.
    await expectStatus(requestPaper(paper.slug, target), 201);
    await expectStatus(register(upcoming.slug, target), 201);
    await expectStatus(requestPaper(paper.slug, { ...target, email: " TARGET@Victim.example" }), 201);
    expect(await mails()).toHaveLength(3);

    for (const [form, send] of [
      ["whitepaper", () => requestPaper(paper.slug, target)],
      ["event", () => register(upcoming.slug, target)],
    ] as const) {
      const limited = await send();
      expect(limited.status, form).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
      expect((await expectStatus(limited, 429)).message).toBe(
        "This address has already had several emails from these forms today. Please try again later.",
      );
    }
    expect(await mails()).toHaveLength(3);
    expect(await rows()).toHaveLength(3);
    // Another address is not affected.
    await expectStatus(requestPaper(paper.slug, person), 201);
  });
});
