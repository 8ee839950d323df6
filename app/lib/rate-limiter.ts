// The rate limiter's interface, shared by API handlers and route actions.

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** Hits of the key in the current window, this one included (0 when the store could not be reached). */
  count: number;
};

export type RateLimiter = {
  /** Counts one hit of `key` in `bucket`; `allowed` is false once the limit is passed in the window. */
  consume(bucket: string, key: string, rule: { limit: number; windowMs: number }): Promise<RateLimitResult>;
  /** Starts `key`'s count in `bucket` over (e.g. a successful sign-in clears the account's failed attempts). */
  reset(bucket: string, key: string): Promise<void>;
};

/** A limit as a feature declares it: its bucket in the limiter, and how many hits a window allows. */
export type RateLimitRule = { bucket: string; limit: number; windowMs: number };

/** Counts one request by `key` (an IP, an address or an account id) against a feature's limit. */
export function consumeRateLimit(services: { rateLimiter: RateLimiter }, rule: RateLimitRule, key: string) {
  return services.rateLimiter.consume(rule.bucket, key, { limit: rule.limit, windowMs: rule.windowMs });
}

/**
 * The per-account sign-in rules (`throttleSignIn` in server/rate-limit.ts) of
 * an area whose limits name them `loginPerAccountClient` and `loginPerAccount`.
 */
export function signInRulesOf(limits: { loginPerAccountClient: RateLimitRule; loginPerAccount: RateLimitRule }) {
  return { perAccountClient: limits.loginPerAccountClient, perAccount: limits.loginPerAccount };
}
