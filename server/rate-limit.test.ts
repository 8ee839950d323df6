import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { createTestDatabase, databaseKinds } from "#tests/support/test-database.ts";
import {
  createMemoryStore,
  createPostgresStore,
  createRateLimiter,
  createRedisStore,
  type RateLimitStore,
  rateLimit,
  SIGN_IN_DELAY_BASE_MS,
  SIGN_IN_DELAY_CAP_MS,
  signInDelayMs,
  signInSucceeded,
  throttleSignIn,
} from "./rate-limit.ts";

const logger = pino({ level: "silent" });
const cleanup = cleanupAfterEach();

type StoreFactory = () => Promise<{ store: RateLimitStore; second?: RateLimitStore }>;

const factories: [string, StoreFactory][] = [["memory", async () => ({ store: createMemoryStore() })]];
for (const kind of databaseKinds) {
  factories.push([
    `${kind} (shared)`,
    async () => {
      const db = await createTestDatabase(kind);
      cleanup.push(() => db.drop());
      return { store: createPostgresStore(db.handle.db) };
    },
  ]);
}
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  factories.push([
    "redis (shared)",
    async () => ({ store: await createRedisStore(redisUrl), second: await createRedisStore(redisUrl) }),
  ]);
}

describe.each(factories)("rate limit store: %s", (_name, factory) => {
  it("counts hits per key within a window and starts over after it", async () => {
    const { store, second } = await factory();
    cleanup.push(() => store.close());
    if (second) cleanup.push(() => second.close());
    const key = `k-${Math.random()}`;
    expect((await store.hit(key, 300)).count).toBe(1);
    expect((await (second ?? store).hit(key, 300)).count).toBe(2);
    const third = await store.hit(key, 300);
    expect(third.count).toBe(3);
    expect(third.resetAt).toBeGreaterThan(Date.now());
    expect((await store.hit(`other-${key}`, 300)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await store.hit(key, 300)).count).toBe(1);
  });

  it("starts a key over when reset, on every instance, leaving other keys alone", async () => {
    const { store, second } = await factory();
    cleanup.push(() => store.close());
    if (second) cleanup.push(() => second.close());
    const key = `r-${Math.random()}`;
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    await store.hit(`other-${key}`, 60_000);
    await (second ?? store).reset(key);
    expect((await store.hit(key, 60_000)).count).toBe(1);
    expect((await store.hit(`other-${key}`, 60_000)).count).toBe(2);
  });
});

describe("rate limit middleware", () => {
  it("answers 429 with Retry-After and a JSON message after the limit, per client", async () => {
    const store = createMemoryStore();
    cleanup.push(() => store.close());
    const app = new Hono();
    app.use(
      "/limited",
      rateLimit(createRateLimiter(store, logger), "test", { limit: 2, windowMs: 60_000, trustProxy: true }),
    );
    app.get("/limited", (c) => c.json({ data: "ok" }));
    const call = (ip: string) => app.request("/limited", { headers: { "x-forwarded-for": `10.9.9.9, ${ip}` } });
    expect((await call("192.0.2.1")).status).toBe(200);
    expect((await call("192.0.2.1")).status).toBe(200);
    const limited = await call("192.0.2.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    expect(await limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in/),
    });
    expect((await call("192.0.2.2")).status).toBe(200);
  });

  it("lets requests through, and logs, when the shared store is unreachable", async () => {
    const failing: RateLimitStore = {
      hit: () => Promise.reject(new Error("store down")),
      reset: () => Promise.reject(new Error("store down")),
      close: async () => {},
    };
    const limiter = createRateLimiter(failing, logger);
    const result = await limiter.consume("b", "k", { limit: 1, windowMs: 1000 });
    expect(result.allowed).toBe(true);
    await expect(limiter.reset("b", "k")).resolves.toBeUndefined();
  });
});

describe("sign-in throttle", () => {
  const rules = {
    perAccountClient: { bucket: "test-sign-in-ip", limit: 3, windowMs: 60_000 },
    perAccount: { bucket: "test-sign-in-account", limit: 2, windowMs: 60_000 },
  };

  it("slows an account's attempts past its free ones, doubling, capped at a few seconds", () => {
    expect([1, 2].map((n) => signInDelayMs(n, 2))).toEqual([0, 0]);
    expect([3, 4, 5].map((n) => signInDelayMs(n, 2))).toEqual([
      SIGN_IN_DELAY_BASE_MS,
      SIGN_IN_DELAY_BASE_MS * 2,
      SIGN_IN_DELAY_BASE_MS * 4,
    ]);
    expect(signInDelayMs(1_000, 2)).toBe(SIGN_IN_DELAY_CAP_MS);
    expect(SIGN_IN_DELAY_CAP_MS).toBeLessThanOrEqual(5_000);
  });

  it("refuses only the client that used up its attempts on the account, and a success starts both counts over", async () => {
    const store = createMemoryStore();
    cleanup.push(() => store.close());
    const limiter = createRateLimiter(store, logger);
    const guesser = { account: "ada@example.com", ip: "198.51.100.1" };
    for (let i = 0; i < 3; i++) expect(await throttleSignIn(limiter, rules, guesser)).toBeNull();
    const refused = await throttleSignIn(limiter, rules, guesser, "Slow down.");
    expect(refused).toEqual({ retryAfterSeconds: expect.any(Number), message: "Slow down." });
    // Another client on the same account, and the same client on another account, go on.
    expect(await throttleSignIn(limiter, rules, { ...guesser, ip: "198.51.100.2" })).toBeNull();
    expect(await throttleSignIn(limiter, rules, { ...guesser, account: "bo@example.com" })).toBeNull();
    await signInSucceeded(limiter, rules, guesser);
    expect(await throttleSignIn(limiter, rules, guesser)).toBeNull();
    // The account's count started over: this was its first attempt, so it was not slowed (signInDelayMs(1, …) is 0).
    expect((await store.hit(`${rules.perAccount.bucket}:${guesser.account}`, 60_000)).count).toBe(2);
  });
});
