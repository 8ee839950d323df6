import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { applicantRateLimits } from "#app/features/careers/applicants.server.ts";
import { contentFiles } from "#app/features/content/content.server.ts";
import { contentRateLimits } from "#app/features/content/requests.server.ts";
import { newsletterRateLimits } from "#app/features/newsletter/newsletter.server.ts";
import { outboxMessages } from "#db/schema.ts";
import { pageCsp, securityHeaders } from "#server/security-headers.ts";
import { expectStatus } from "../support/expect-status.ts";
import { setUpTestApp } from "../support/test-app.ts";

// The security suite (docs/security.md): cross-cutting checks in one place.
// Some overlap the feature tests on purpose, kept short here: headers on every
// response, a strict script policy, rate limits, no user enumeration, and
// tokens that stop working when they should.

const { database, t } = setUpTestApp({ once: true });
let nextIp = 0;
/** A client address of its own, so one test's rate-limit counts never reach another's. */
const freshIp = () => ({ "x-forwarded-for": `198.51.100.${++nextIp}` });

const password = "Tanzania-Fleet-Night-Shift";
const known = { firstName: "Neema", lastName: "Kweka", email: "neema.kweka@example.com", password };

/** The applicant API from an address of its own, or with the session `token`. */
const applicant = (token?: string) =>
  t.client(token === undefined ? freshIp() : { authorization: `Bearer ${token}` }).api.applicant;
const register = (email: string) => applicant().register.$post({ json: { ...known, email } });
const login = (email: string, pass: string) => applicant().login.$post({ json: { email, password: pass } });
const forgotPassword = (email: string) => applicant()["forgot-password"].$post({ json: { email } });
const resetPassword = (token: string, pass: string) =>
  applicant()["reset-password"].$post({ json: { token, password: pass } });
/** The token of a new session of the known applicant. */
const signIn = async () => (await expectStatus(login(known.email, password), 200)).token;
/** The status `GET /api/applicant/me` answers the session `token`. */
const meStatus = async (token: string) => (await applicant(token).me.$get()).status;

beforeAll(async () => {
  await expectStatus(register(known.email), 201);
}, 60_000);

function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers.get("content-security-policy"), what).toBeTruthy();
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("permissions-policy"), what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

describe("security headers", () => {
  it("are on the answer of every operation in the OpenAPI document, and on unknown API paths", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const paths = Object.entries(doc.paths);
    expect(paths.length).toBeGreaterThan(15);
    for (const [path, item] of paths) {
      for (const method of Object.keys(item)) {
        const url = `/api${path.replace(/\{\w+\}/g, "x")}`;
        const res = await t.app.request(url, { method: method.toUpperCase(), headers: freshIp() });
        expectSecurityHeaders(res.headers, `${method.toUpperCase()} ${url} (${res.status})`);
        if ((res.headers.get("content-type") ?? "").startsWith("application/json")) {
          expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
        }
      }
    }
    expectSecurityHeaders((await t.app.request("/api/openapi.json")).headers, "the OpenAPI document");
    expectSecurityHeaders((await t.app.request("/api/no-such-thing")).headers, "an unknown API path");
  });

  it("are on HTML answers: the API docs page here, the built pages in tests/e2e/pages.spec.ts", async () => {
    // The test app has no React Router build, so pages are covered by the e2e
    // suite; here the API's own HTML page and the middleware on an HTML answer.
    const docs = await t.app.request("/api/docs");
    expect(docs.headers.get("content-type")).toMatch(/^text\/html/);
    expectSecurityHeaders(docs.headers, "/api/docs");
    expect(docs.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(docs.headers.get("content-security-policy")).not.toMatch(/script-src/);

    for (const production of [false, true]) {
      const app = new Hono();
      app.use(securityHeaders({ production, dev: false, httpsPublicUrl: true }));
      app.get("/", (c) => c.html("<!doctype html><title>x</title>"));
      const res = await app.request("/");
      expectSecurityHeaders(res.headers, `an HTML page (production: ${production})`);
      const csp = res.headers.get("content-security-policy") ?? "";
      // Pages list their inline scripts' hashes (server/pages.ts); this one names none.
      expect(csp).toContain("script-src 'self'; ");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.has("strict-transport-security")).toBe(production);
    }
  });
});

describe("the page Content-Security-Policy", () => {
  const scriptSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const variants = [
    { dev: false, upgradeInsecure: true },
    { dev: true, upgradeInsecure: false },
    { scriptHashes: ["sha256-abc="], dev: false, upgradeInsecure: true },
    { scriptHashes: ["sha256-abc=", "sha256-def="], dev: true, upgradeInsecure: false },
    { scriptHashes: [], dev: false, upgradeInsecure: false },
  ];

  it.each(variants)("allows no inline or evaluated script: %o", (options) => {
    const csp = pageCsp(options);
    const scripts = scriptSrc(csp);
    expect(scripts).toMatch(/^\s*script-src 'self'/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("*");
    expect(scripts).not.toMatch(/https?:/);
    // No default-src fallback that could allow more either.
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(scripts).not.toContain("nonce-");
    for (const hash of options.scriptHashes ?? []) expect(scripts).toContain(`'${hash}'`);
    expect(scripts.trim().split(" ")).toHaveLength(2 + (options.scriptHashes?.length ?? 0));
  });
});

describe("rate limits answer 429 with Retry-After and a JSON message", () => {
  const paper = contentFiles().byCollection.whitepapers[0];
  if (!paper) throw new Error("content/ needs a whitepaper");
  // The per-IP limiter runs before validation, so empty bodies count (and cost no hashing): they are
  // outside the contract on purpose, so they go as raw JSON.
  const cases = [
    ["newsletter subscribe", "/api/newsletters/subscribe", newsletterRateLimits.subscribePerIp.limit],
    ["lead send-code", "/api/leads/send-code", 10], // server/api/leads/leads.routes.ts: 10 per 10 minutes
    ["applicant login", "/api/applicant/login", applicantRateLimits.loginPerIp.limit],
    ["applicant forgot-password", "/api/applicant/forgot-password", applicantRateLimits.forgotPerIp.limit],
    ["whitepaper request", `/api/whitepapers/${paper.slug}/requests`, contentRateLimits.whitepaperPerIp.limit],
  ] as const;

  it.each(cases)("%s: 429 on the first request past its documented limit", async (_name, path, limit) => {
    const ip = freshIp();
    for (let i = 1; i <= limit; i++) {
      const res = await t.json("POST", path, {}, ip);
      expect(res.status, `request ${i} of ${limit}`).not.toBe(429);
    }
    const limited = await t.json("POST", path, {}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("content-type")).toMatch(/^application\/json/);
    expect(limited.body.message).toEqual(expect.stringMatching(/\S/));
    // Another client is not affected.
    expect((await t.json("POST", path, {}, freshIp())).status).not.toBe(429);
  });
});

describe("no user enumeration", () => {
  it("login: an unknown email and a known email with a wrong password get the same answer", async () => {
    const unknown = await expectStatus(login("nobody.here@example.com", "Wrong-Password-123"), 401);
    const wrong = await expectStatus(login(known.email, "Wrong-Password-123"), 401);
    expect(wrong).toEqual(unknown);
  });

  it("forgot-password: a known and an unknown address get the same answer", async () => {
    const forKnown = await expectStatus(forgotPassword(known.email), 200);
    const forUnknown = await expectStatus(forgotPassword("ghost@example.com"), 200);
    expect(forUnknown).toEqual(forKnown);
  });

  it("register: an existing address gets the same status and body shape as a new one", async () => {
    const taken = await expectStatus(register("NEEMA.KWEKA@example.com"), 201);
    const fresh = await expectStatus(register("new.person@example.com"), 201);
    expect(Object.keys(taken)).toEqual(Object.keys(fresh));
    expect(Object.keys(taken.data)).toEqual(Object.keys(fresh.data));
  });
});

describe("tokens are revoked", () => {
  it("on logout", async () => {
    const token = await signIn();
    expect(await meStatus(token)).toBe(200);
    await expectStatus(applicant(token).logout.$post(), 204);
    const after = await expectStatus(applicant(token).me.$get(), 401);
    expect(after.message).toEqual(expect.any(String));
  });

  it("on password reset: every existing session ends", async () => {
    const first = await signIn();
    const second = await signIn();
    expect(await meStatus(first)).toBe(200);
    await expectStatus(forgotPassword(known.email), 200);
    await t.releaseBackground();
    const mail = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "password-reset"));
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.at(-1)?.text ?? "")?.[1];
    if (!resetToken) throw new Error("no reset link in the outbox");
    const newPassword = "Kilimanjaro-Convoy-Dawn-Route";
    await expectStatus(resetPassword(resetToken, newPassword), 200);
    for (const token of [first, second]) expect(await meStatus(token)).toBe(401);
    // The reset link is single use.
    await expectStatus(resetPassword(resetToken, password), 400);
    await expectStatus(login(known.email, newPassword), 200);
  });
});
