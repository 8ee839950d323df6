import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "#app/features/newsletter/messages.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import { emailTokens, newsletterSubscribers, outboxMessages } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { openApiDocument, setUpTestApp } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();

const newsletters = (ip = "198.51.100.20") => t.client({ "x-forwarded-for": ip }).api.newsletters;
const subscribe = (email: string) => newsletters("198.51.100.7").subscribe.$post({ json: { email } });
const confirm = (token: string, ip?: string) => newsletters(ip).confirm.$post({ json: { token } });
const unsubscribe = (token: string, ip?: string) => newsletters(ip).unsubscribe.$post({ json: { token } });
/** Raw JSON, for the malformed bodies the contract cannot express on purpose. */
const postRaw = (path: string, body: unknown) => t.json("POST", path, body, { "x-forwarded-for": "198.51.100.20" });

/** The links of the newest confirmation email sent to `email`. */
async function linksFor(email: string) {
  const mail = await database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));
  const newest = mail.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const confirmToken = /verify-email\?token=([\w-]+)&type=newsletter/.exec(newest?.text ?? "")?.[1];
  const unsubscribeToken = /newsletter\/unsubscribe\?token=([\w-]+)/.exec(newest?.text ?? "")?.[1];
  if (!confirmToken || !unsubscribeToken) throw new Error(`no newsletter links in the email to ${email}`);
  return { confirmToken, unsubscribeToken };
}

/** Subscribes `email` and answers the links of the confirmation email it gets. */
async function subscribed(email: string) {
  await subscribe(email);
  return linksFor(email);
}

async function subscriber(email: string) {
  const [row] = await database.handle.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

const expire = (token: string) =>
  database.handle.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.tokenHash, hashToken(token)));

const malformedBodies: [string, unknown][] = [
  ["an empty object", {}],
  ["a null token", { token: null }],
  ["an empty token", { token: "" }],
  ["a number", { token: 12345 }],
  ["a boolean", { token: true }],
  ["an array", { token: ["abc"] }],
  ["an object", { token: { value: "abc" } }],
  ["characters a token never has", { token: "abc def/../<script>" }],
  ["a token that is far too long", { token: "a".repeat(5000) }],
  ["an array body", [{ token: "abc" }]],
  ["a JSON string body", JSON.stringify("abc")],
];

for (const [path, name] of [
  ["/api/newsletters/confirm", "confirm"],
  ["/api/newsletters/unsubscribe", "unsubscribe"],
] as const) {
  const redeem = async (token: string, ip?: string) =>
    name === "confirm" ? await confirm(token, ip) : await unsubscribe(token, ip);
  // Malformed JSON, no body, a form and random input are outside the contract on purpose: raw requests.
  describe(`POST ${path}: malformed requests`, () => {
    it("answers malformed JSON with 400 and a message", async () => {
      const res = await postRaw(path, "{ token: ");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The request body is not valid JSON.");
    });

    it("answers a missing body with 400 and a message", async () => {
      const res = await t.json("POST", path, undefined, { "content-type": "application/json" });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe("string");
    });

    it("answers a form-encoded body with 415", async () => {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "token=abc",
      });
      expect(res.status).toBe(415);
    });

    it.each(malformedBodies)(`answers ${name} with %s with 400 and a message`, async (_label, body) => {
      const res = await postRaw(path, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe("string");
    });

    it("names the field for a missing or mistyped token", async () => {
      const missing = await postRaw(path, {});
      expect(missing.body.errors).toEqual({ token: ["The token from the link is missing."] });
      const mistyped = await postRaw(path, { token: 7 });
      expect(mistyped.body.errors).toEqual({ token: ["The token must be a string."] });
    });

    it("answers a well-formed but unknown token with 404 and a message", async () => {
      expect((await expectStatus(redeem(generateToken()), 404)).message).toMatch(/not valid/);
    });

    it("limits each IP to 30 requests per 10 minutes", async () => {
      for (let i = 0; i < 30; i++) await expectStatus(redeem(generateToken()), 404);
      const limited = await redeem(generateToken());
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
      await expectStatus(limited, 429);
      await expectStatus(redeem(generateToken(), "203.0.113.50"), 404);
    });

    it("answers random input with a 4xx JSON message or success, never a 5xx", async () => {
      const fc = await import("fast-check");
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.jsonValue(), fc.record({ token: fc.anything() }), fc.record({ token: fc.string() }), fc.string()),
          async (body) => {
            n += 1;
            const res = await t.app.request(path, {
              method: "POST",
              headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${n >> 8}.${n & 255}` },
              body: typeof body === "string" ? body : JSON.stringify(body),
            });
            expect(res.status).toBeLessThan(500);
            const json = (await res.json()) as { message?: unknown };
            if (res.status >= 400) expect(typeof json.message).toBe("string");
          },
        ),
        { numRuns: 100 },
      );
    });
  });
}

describe("POST /api/newsletters/confirm", () => {
  it("confirms the address, marks the token used, and answers a repeat with 200 as well", async () => {
    const { confirmToken } = await subscribed("reader@example.com");

    expect(await expectStatus(confirm(confirmToken), 200)).toEqual({ data: { status: "confirmed" } });
    const row = await subscriber("reader@example.com");
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const [token] = await database.handle.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(confirmToken)));
    expect(token?.usedAt).toBeInstanceOf(Date);

    // Opening the link again (or a mail scanner after the reader) changes nothing.
    expect(await expectStatus(confirm(confirmToken), 200)).toEqual({ data: { status: "confirmed" } });
    expect((await subscriber("reader@example.com"))?.confirmedAt).toEqual(row?.confirmedAt);
  });

  it("answers an expired token with 410 and leaves the address pending", async () => {
    const { confirmToken } = await subscribed("late@example.com");
    await expire(confirmToken);
    expect((await expectStatus(confirm(confirmToken), 410)).message).toMatch(/expired/);
    expect((await subscriber("late@example.com"))?.status).toBe("pending");
  });

  it("answers a token replaced by a newer confirmation email with 404", async () => {
    const first = await subscribed("twice@example.com");
    await database.handle.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) });
    const second = await subscribed("twice@example.com");
    expect(second.confirmToken).not.toBe(first.confirmToken);

    expect((await confirm(first.confirmToken)).status).toBe(404);
    expect((await subscriber("twice@example.com"))?.status).toBe("pending");
    expect((await confirm(second.confirmToken)).status).toBe(200);
    // Once confirmed, the old link says so instead of failing.
    expect((await confirm(first.confirmToken)).status).toBe(200);
  });

  it("does not accept an unsubscribe token", async () => {
    const { unsubscribeToken } = await subscribed("mixed@example.com");
    expect((await confirm(unsubscribeToken)).status).toBe(404);
    expect((await subscriber("mixed@example.com"))?.status).toBe("pending");
  });

  it("makes a later sign-up with the same address answer 409 with its fixed message", async () => {
    await confirm((await subscribed("done@example.com")).confirmToken);
    expect(await expectStatus(subscribe("Done@Example.com"), 409)).toEqual({
      message: newsletterMessages.apiAlreadySubscribed,
    });
  });

  it("confirms once when the same link is redeemed several times at once", async () => {
    const { confirmToken } = await subscribed("race@example.com");
    const results = await Promise.all([confirm(confirmToken), confirm(confirmToken), confirm(confirmToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await subscriber("race@example.com"))?.status).toBe("confirmed");
  });
});

describe("POST /api/newsletters/unsubscribe", () => {
  it("unsubscribes a confirmed address and answers a repeat with 200 as well", async () => {
    const { confirmToken, unsubscribeToken } = await subscribed("leaving@example.com");
    await confirm(confirmToken);

    expect(await expectStatus(unsubscribe(unsubscribeToken), 200)).toEqual({ data: { status: "unsubscribed" } });
    const row = await subscriber("leaving@example.com");
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    expect(await expectStatus(unsubscribe(unsubscribeToken), 200)).toEqual({ data: { status: "unsubscribed" } });
    expect((await subscriber("leaving@example.com"))?.unsubscribedAt).toEqual(row?.unsubscribedAt);
  });

  it("answers an expired token with 410 and keeps the subscription", async () => {
    const { confirmToken, unsubscribeToken } = await subscribed("old@example.com");
    await confirm(confirmToken);
    await expire(unsubscribeToken);
    expect((await expectStatus(unsubscribe(unsubscribeToken), 410)).message).toMatch(/expired/);
    expect((await subscriber("old@example.com"))?.status).toBe("confirmed");
  });

  it("does not accept a confirmation token", async () => {
    const { confirmToken } = await subscribed("mixed@example.com");
    expect((await unsubscribe(confirmToken)).status).toBe(404);
    expect((await subscriber("mixed@example.com"))?.status).toBe("pending");
  });

  it("lets the address subscribe again afterwards: 200 and a new confirmation email", async () => {
    const first = await subscribed("again@example.com");
    await confirm(first.confirmToken);
    await unsubscribe(first.unsubscribeToken);

    expect((await expectStatus(subscribe("again@example.com"), 200)).data).toEqual({ status: "pending" });
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(2);
    const second = await linksFor("again@example.com");
    expect(second.confirmToken).not.toBe(first.confirmToken);
    expect((await confirm(second.confirmToken)).status).toBe(200);
    expect((await subscriber("again@example.com"))?.status).toBe("confirmed");

    // The unsubscribe link of the first email still works: it is in that email's List-Unsubscribe header.
    expect((await unsubscribe(first.unsubscribeToken)).status).toBe(200);
    expect((await subscriber("again@example.com"))?.status).toBe("unsubscribed");
  });

  it("stops a confirmation link still waiting in the inbox from signing the address up", async () => {
    const { confirmToken, unsubscribeToken } = await subscribed("changed-mind@example.com");
    expect((await unsubscribe(unsubscribeToken)).status).toBe(200);
    expect((await confirm(confirmToken)).status).toBe(404);
    expect((await subscriber("changed-mind@example.com"))?.status).toBe("unsubscribed");
  });
});

describe("OpenAPI document", () => {
  it("describes both endpoints with their answers", async () => {
    const { paths } = await openApiDocument(t);
    for (const path of ["/newsletters/confirm", "/newsletters/unsubscribe"]) {
      expect(Object.keys(paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(["200", "400", "404", "410", "429"]),
      );
    }
  });
});
