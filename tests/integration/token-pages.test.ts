import { beforeAll, describe, expect, it } from "vitest";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import { emailTokens, newsletterSubscribers } from "#db/schema.ts";
import { setUpBuiltApp } from "../support/server-build.ts";

// The pages a link's token opens show its holder's data (a subscriber's
// address, a reset form with the token in it) or an email's links: the
// production build answers them, their data requests and their form posts
// with Cache-Control: no-store, so neither the browser's history cache nor a
// shared cache keeps them, with the render cache running as in production.

const app = setUpBuiltApp();
let token: string;

beforeAll(async () => {
  token = generateToken();
  const [subscriber] = await app.t.services.db
    .insert(newsletterSubscribers)
    .values({ email: "night.dispatcher@example.com", status: "confirmed" })
    .returning();
  await app.t.services.db.insert(emailTokens).values({
    purpose: "newsletter-unsubscribe",
    tokenHash: hashToken(token),
    subjectId: subscriber?.id ?? "",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
});

const tokenPages = [
  "/newsletter/preferences",
  "/newsletter/unsubscribe",
  "/verify-email",
  "/careers/jobs/reset-password",
  "/dev/mailbox",
];

describe("pages opened by a token", () => {
  it("answer the subscriber's preferences page with no-store, and never from the render cache", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const res = await app.t.app.request(`/newsletter/preferences?token=${token}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("n•••r@example.com");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(app.renderCache.get("/newsletter/preferences")).toBeUndefined();
  });

  it("answer every token page, with or without a token, and its data request with no-store", async () => {
    for (const path of tokenPages) {
      for (const address of [path, `${path}?token=${token}`, `${path}.data?token=${token}`]) {
        const res = await app.t.app.request(address);
        expect(res.status, address).toBeLessThan(500);
        expect(res.headers.get("cache-control"), address).toBe("no-store");
      }
    }
  });

  it("answer a form posted to a token page with no-store", async () => {
    const res = await app.t.app.request("/newsletter/preferences", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams({ token, topics: "product-news" }).toString(),
    });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("leave the site's other pages to the render cache", async () => {
    const res = await app.t.app.request("/about");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).not.toBe("no-store");
  });
});
