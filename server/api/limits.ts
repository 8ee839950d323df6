import type { RateLimitRule } from "#app/lib/rate-limiter.ts";
import { rateLimit } from "../rate-limit.ts";
import type { ApiServices } from "./types.ts";

/** Middleware holding each client address to `rule` (server/rate-limit.ts; decision 0006). */
export function perIp(services: ApiServices, rule: RateLimitRule) {
  return rateLimit(services.rateLimiter, rule.bucket, {
    limit: rule.limit,
    windowMs: rule.windowMs,
    trustProxy: services.trustProxy,
  });
}
