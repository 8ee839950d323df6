import { Hono } from "hono";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../tests/support/test-database.ts";
import {
  createMemoryStore,
  createPostgresStore,
  createRateLimiter,
  createRedisStore,
  type RateLimitStore,
  rateLimit,
} from "./rate-limit.ts";

const logger = pino({ level: "silent" });
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

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
    async () => ({ store: createRedisStore(redisUrl), second: createRedisStore(redisUrl) }),
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
