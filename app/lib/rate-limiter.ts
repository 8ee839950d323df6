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
