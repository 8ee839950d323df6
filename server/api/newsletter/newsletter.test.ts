import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "#app/features/newsletter/messages.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { emailTokens, newsletterSubscribers, outboxMessages } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();

const subscribe = (email: string, extra: { website?: string } = {}, ip = "198.51.100.7") =>
  t.client({ "x-forwarded-for": ip }).api.newsletters.subscribe.$post({ json: { email, ...extra } });

describe("POST /api/newsletters/subscribe", () => {
  it("stores a new address as pending and queues one confirmation email in the same transaction", async () => {
    const { data } = await expectStatus(subscribe("  Driver.Safety@Example.COM "), 200);
    expect(data).toEqual({ status: "pending" });

    const [subscriber] = await database.handle.db.select().from(newsletterSubscribers);
    expect(subscriber).toMatchObject({ email: "driver.safety@example.com", status: "pending" });

    const mail = await database.handle.db.select().from(outboxMessages);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "newsletter-confirmation", toAddress: "driver.safety@example.com" });
    expect(mail[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The link carries a 256-bit token; only its hash is stored, valid 48 hours.
    const token = /verify-email\?token=([\w-]+)/.exec(mail[0]?.text ?? "")?.[1];
    expect(token).toBeDefined();
    expect(token?.length).toBeGreaterThanOrEqual(43);
    const [stored] = await database.handle.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token ?? "")));
    expect(stored?.purpose).toBe("newsletter-confirm");
    const hours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(mail[0]?.text).not.toContain(stored?.tokenHash);
  });

  it("answers 200 again for a pending address but sends at most one email per 10 minutes", async () => {
    expect((await subscribe("fleet@example.com")).status).toBe(200);
    expect((await subscribe("fleet@example.com")).status).toBe(200);
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(1);

    // Ten minutes later a new confirmation goes out and the old link stops working.
    await database.handle.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) });
    expect((await subscribe("fleet@example.com")).status).toBe(200);
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(2);
    const confirmTokens = await database.handle.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, "newsletter-confirm"));
    expect(confirmTokens.filter((row) => row.usedAt === null)).toHaveLength(1);
  });

  it("answers 409 with its fixed message for a confirmed address", async () => {
    await subscribe("ops@example.com");
    await database.handle.db.update(newsletterSubscribers).set({ status: "confirmed" });
    expect(await expectStatus(subscribe("OPS@example.com"), 409)).toEqual({
      message: newsletterMessages.apiAlreadySubscribed,
    });
  });

  it("runs the double opt-in again for an address that unsubscribed", async () => {
    await subscribe("back@example.com");
    await database.handle.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", confirmationSentAt: new Date() });
    expect((await subscribe("back@example.com")).status).toBe(200);
    const [row] = await database.handle.db.select().from(newsletterSubscribers);
    expect(row?.status).toBe("pending");
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(2);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not an address", "not-an-email"],
    ["a number", 12345],
    ["an object", { address: "a@b.co" }],
    ["too long", `${"a".repeat(250)}@example.com`],
    ["with a newline", "a@b.co\nBcc: victim@example.com"],
  ])("answers 400 with a message for an email that is %s, and stores nothing", async (_label, email) => {
    // Not every one of these is a string: the contract cannot express them, so they go as raw JSON.
    const res = await t.json("POST", "/api/newsletters/subscribe", { email }, { "x-forwarded-for": "198.51.100.7" });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.errors).toHaveProperty("email");
    expect(await database.handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("gives a bot that fills the honeypot the normal answer and stores nothing", async () => {
    const res = await subscribe("bot@example.com", { website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(await database.handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it("limits each IP to 10 attempts per 10 minutes with 429 and Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await subscribe(`reader${i}@example.com`)).status).toBe(200);
    const limited = await subscribe("reader11@example.com");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await expectStatus(limited, 429)).message).toMatch(/Too many requests/);
    // Another client is not affected.
    expect((await subscribe("other@example.com", {}, "203.0.113.9")).status).toBe(200);
  });

  it("limits each address to 5 attempts per hour across IPs", async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe("same@example.com", {}, `192.0.2.${i}`)).status).toBe(200);
    expect((await subscribe("same@example.com", {}, "192.0.2.99")).status).toBe(429);
  });
});
