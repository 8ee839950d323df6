import { eq, lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { RateLimiter, RateLimitResult, RateLimitRule } from "#app/lib/rate-limiter.ts";
import type { Database } from "#db/client.ts";
import { preparedPerDatabase } from "#db/prepared.ts";
import { rateLimitCounters } from "#db/schema.ts";
import { clientIp } from "./client-ip.ts";

/** Counts hits in fixed windows; implementations share the counts across instances or not. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createMemoryStore(now = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= t) {
        entry = { count: 0, resetAt: t + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { ...entry };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** One hit on a counter: a new window, or one more in the current one (db/prepared.ts: every limited request runs it). */
const countHit = preparedPerDatabase((db) => {
  const window = sql`make_interval(secs => ${sql.placeholder("seconds")})`;
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then now() + ${window} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .prepare("rate_limit_hit");
});

/** Shared counters in PostgreSQL: limits hold across every instance on the database. */
export function createPostgresStore(db: Database): RateLimitStore {
  const sweep = setInterval(() => {
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, sql`now()`))
      .catch(() => {});
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const [row] = await countHit(db).execute({ key, seconds: windowMs / 1000 });
      if (!row) throw new Error("rate limit upsert returned no row");
      return { count: row.count, resetAt: row.resetAt.getTime() };
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

const redisHitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Shared counters in Redis (REDIS_URL). The client is loaded only then (about 20 MiB resident). */
export async function createRedisStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import("ioredis");
  // Commands wait briefly for a (re)connection, then fail open through createRateLimiter.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  redis.on("error", () => {});
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(redisHitScript, 1, `rl:${key}`, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * The limiter every route uses. When the shared store cannot be reached the
 * request is let through (and logged): an outage of the counter store must not
 * take the site down with it.
 */
export function createRateLimiter(store: RateLimitStore, logger: Logger): RateLimiter {
  return {
    async consume(bucket, key, { limit, windowMs }): Promise<RateLimitResult> {
      try {
        const { count, resetAt } = await store.hit(`${bucket}:${key}`, windowMs);
        const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds, count };
      } catch (error) {
        logger.warn({ err: error, bucket }, "rate limiter store unavailable; request allowed");
        return { allowed: true, remaining: limit, retryAfterSeconds: 0, count: 0 };
      }
    },
    async reset(bucket, key) {
      try {
        await store.reset(`${bucket}:${key}`);
      } catch (error) {
        logger.warn({ err: error, bucket }, "rate limiter store unavailable; count not reset");
      }
    },
  };
}

/** A client that has used up a limit: how long it waits, and the sentence its 429 answer gives. */
export type Refusal = { retryAfterSeconds: number; message: string };

/** The refusal of a used-up limit; the sentence names the wait unless `message` is given. */
export function refusal(retryAfterSeconds: number, message?: string): Refusal {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
  return { retryAfterSeconds, message: message ?? `Too many requests. Please try again in ${wait}.` };
}

/** The 429 answer of middleware; API operations answer theirs with `tooManyRequestsAnswer` (server/api/errors.ts). */
export function tooManyRequests(retryAfterSeconds: number, message?: string): Response {
  const refused = refusal(retryAfterSeconds, message);
  return Response.json(
    { message: refused.message },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/** Hono middleware: at most `limit` requests per `windowMs` per client IP for this bucket. */
export function rateLimit(
  limiter: RateLimiter,
  bucket: string,
  options: { limit: number; windowMs: number; trustProxy: boolean },
): MiddlewareHandler {
  return async (c, next) => {
    const result = await limiter.consume(bucket, clientIp(c, options.trustProxy), options);
    if (!result.allowed) return tooManyRequests(result.retryAfterSeconds);
    await next();
  };
}

/**
 * How password sign-ins of one account are limited, besides the per-IP limit
 * in front of the route (docs/decisions/0006-rate-limiting.md).
 */
export type SignInRules = {
  /** Attempts on one account from one client (IP) before that client is refused with 429. */
  perAccountClient: RateLimitRule;
  /** Attempts on one account from anywhere before each further one waits (never refused). */
  perAccount: RateLimitRule;
};

/** The first wait once an account is past its free attempts; it doubles with every further attempt. */
export const SIGN_IN_DELAY_BASE_MS = 250;
/** The longest wait, so a slowed request holds its connection only briefly. */
export const SIGN_IN_DELAY_CAP_MS = 3_000;

/** The wait before the `attempts`-th attempt in the account's window is checked. */
export function signInDelayMs(attempts: number, freeAttempts: number): number {
  if (attempts <= freeAttempts) return 0;
  return Math.min(SIGN_IN_DELAY_CAP_MS, SIGN_IN_DELAY_BASE_MS * 2 ** (attempts - freeAttempts - 1));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs before the password is hashed. A client that has used up its attempts
 * on this account gets a 429 (returned); any other client goes on, after the
 * account's delay when the account has had many attempts from anywhere. So
 * guessing from one client stops, guessing from many slows down, and nobody
 * can lock the owner out: a client that has not failed is never refused here.
 * A successful sign-in calls `signInSucceeded`.
 */
export async function throttleSignIn(
  limiter: RateLimiter,
  rules: SignInRules,
  target: { account: string; ip: string },
  message?: string,
): Promise<Refusal | null> {
  const client = await limiter.consume(
    rules.perAccountClient.bucket,
    `${target.account} ${target.ip}`,
    rules.perAccountClient,
  );
  if (!client.allowed) return refusal(client.retryAfterSeconds, message);
  const account = await limiter.consume(rules.perAccount.bucket, target.account, rules.perAccount);
  const delay = signInDelayMs(account.count, rules.perAccount.limit);
  if (delay > 0) await wait(delay);
  return null;
}

/** The right password ends a run of failures: the account's counts (this client's and everyone's) start over. */
export async function signInSucceeded(
  limiter: RateLimiter,
  rules: SignInRules,
  target: { account: string; ip: string },
): Promise<void> {
  await Promise.all([
    limiter.reset(rules.perAccountClient.bucket, `${target.account} ${target.ip}`),
    limiter.reset(rules.perAccount.bucket, target.account),
  ]);
}
