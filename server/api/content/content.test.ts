import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentFiles } from "#app/features/content/content.server.ts";
import { importContent } from "#app/features/content/import.server.ts";
import { contentRateLimits, eventRegistrationClosed, registerForEvent } from "#app/features/content/requests.server.ts";
import { contentItems, contentRequests, outboxMessages } from "#db/schema.ts";
import { SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, setUpTestApp } from "#tests/support/test-app.ts";

// The whitepapers and events of content/, published in the test database as the demo seed does.
const { database, t } = setUpTestApp({ seed: (db) => importContent(db, contentFiles()) });
let ip = 0;

const post = (path: string, body: unknown) =>
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

describe("whitepaper requests", () => {
  it("refuse control characters and NUL in the name or company with 400 and store nothing", async () => {
    // Found by tests/security/fuzz.test.ts: a NUL reached PostgreSQL and answered 500.
    for (const [field, value] of [
      ["name", "Neema\u0000Mushi"],
      ["company", "Pwani\u0001Express"],
      ["name", "Neema\u001bMushi"],
    ] as const) {
      for (const path of [`/api/whitepapers/${paper.slug}/requests`, `/api/events/${upcoming.slug}/registrations`]) {
        const res = await post(path, { ...person, [field]: value });
        expect(res.status, `${path} ${field}`).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
    }
    expect(await rows()).toEqual([]);
  });

  it("record the lead, mail a link and return it; the link downloads the PDF", async () => {
    const res = await post(`/api/whitepapers/${paper.slug}/requests`, person);
    expect(res.status).toBe(201);
    const data = res.body.data as { message: string; downloadUrl: string };
    expect(data.downloadUrl).toMatch(new RegExp(`^/api/whitepapers/${paper.slug}/download\\?token=[A-Za-z0-9_-]{43}$`));
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
    expect(mail?.text).toContain(`http://localhost:3000${data.downloadUrl}`);

    const pdf = await t.app.request(data.downloadUrl);
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
    const res = await post(`/api/whitepapers/${paper.slug}/requests`, person);
    const url = (res.body.data as { downloadUrl: string }).downloadUrl;
    const wrong = await t.json("GET", `${url.slice(0, -4)}AAAA`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toMatch(/wrong or has expired/);
    const otherPaper = contentFiles().byCollection.whitepapers[1];
    if (otherPaper) expect((await t.json("GET", url.replace(paper.slug, otherPaper.slug))).status).toBe(404);
    await database.handle.db.update(contentRequests).set({ downloadExpiresAt: new Date(Date.now() - 1000) });
    expect((await t.json("GET", url)).status).toBe(404);
    expect((await t.json("GET", `/api/whitepapers/${paper.slug}/download`)).status).toBe(400);
  });

  it.each([
    ["a missing name", { email: "a@b.co", company: "Acme" }, "name"],
    ["a malformed email", { ...person, email: "not-an-email" }, "email"],
    ["a one-letter company", { ...person, company: "A" }, "company"],
    ["a 500-character name", { ...person, name: "x".repeat(500) }, "name"],
  ])("answer %s with 400 naming the field and store nothing", async (_case, body, field) => {
    const res = await post(`/api/whitepapers/${paper.slug}/requests`, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object)).toEqual([field]);
    expect(typeof res.body.message).toBe("string");
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it("answer 404 for an unknown whitepaper, and keep nothing from bots that fill the hidden field", async () => {
    const unknown = await post("/api/whitepapers/no-such-paper/requests", person);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("There is no whitepaper at this address.");
    const bad = await post("/api/whitepapers/Bad%20Slug/requests", person);
    expect(bad.status).toBe(400);
    const bot = await post(`/api/whitepapers/${paper.slug}/requests`, { ...person, website: "https://spam.example" });
    expect(bot.status).toBe(201);
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });
});

describe("event registrations", () => {
  it("register once per address with a confirmation email, then answer 409", async () => {
    const first = await post(`/api/events/${upcoming.slug}/registrations`, person);
    expect(first.status).toBe(201);
    expect((first.body.data as { message: string }).message).toContain("You are registered");
    const [mail] = await mails();
    expect(mail?.subject).toBe(`You are registered: ${upcoming.title}`);
    const again = await post(`/api/events/${upcoming.slug}/registrations`, {
      ...person,
      email: "neema@pwani-express.example",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This email address is already registered for this event.");
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it("refuse past events and closed registration with 410, unknown events with 404", async () => {
    const gone = await post(`/api/events/${past.slug}/registrations`, person);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe("This event has already taken place, so registration is closed.");
    const afterDeadline = await registerForEvent(t.services, upcoming.slug, person, {
      userAgent: null,
      now: new Date(Date.parse(`${upcoming.data.registration.deadline}T23:59:59Z`) + 60_000),
    });
    expect(afterDeadline).toEqual({ ok: false, kind: "gone", message: "Registration for this event has closed." });
    expect((await post("/api/events/no-such-event/registrations", person)).status).toBe(404);
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
    const closed = await post(`/api/events/${upcoming.slug}/registrations`, person);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(eventRegistrationClosed);
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    await setOpen(true);
    expect((await post(`/api/events/${upcoming.slug}/registrations`, person)).status).toBe(201);
  });

  it("never answer 500 to random bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const res = await post(`/api/events/${upcoming.slug}/registrations`, JSON.stringify(body) ?? "null");
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
      const headers = { "x-forwarded-for": "198.51.100.7" };
      expect((await s.json("POST", `/api/whitepapers/${paper.slug}/requests`, lure, headers)).status).toBe(201);
      expect((await s.json("POST", `/api/events/${upcoming.slug}/registrations`, lure, headers)).status).toBe(201);
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
    expect((await post(`/api/whitepapers/${paper.slug}/requests`, target)).status).toBe(201);
    expect((await post(`/api/events/${upcoming.slug}/registrations`, target)).status).toBe(201);
    const shouted = { ...target, email: " TARGET@Victim.example" };
    expect((await post(`/api/whitepapers/${paper.slug}/requests`, shouted)).status).toBe(201);
    expect(await mails()).toHaveLength(3);

    for (const path of [`/api/whitepapers/${paper.slug}/requests`, `/api/events/${upcoming.slug}/registrations`]) {
      const limited = await post(path, target);
      expect(limited.status, path).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
      expect(limited.body.message).toBe(
        "This address has already had several emails from these forms today. Please try again later.",
      );
    }
    expect(await mails()).toHaveLength(3);
    expect(await rows()).toHaveLength(3);
    // Another address is not affected.
    expect((await post(`/api/whitepapers/${paper.slug}/requests`, person)).status).toBe(201);
  });
});
