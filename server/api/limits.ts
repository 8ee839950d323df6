import { rateLimit } from "../rate-limit.ts";
import type { ApiServices } from "./types.ts";

/** A limit per client address as the features name theirs, e.g. `newsletterRateLimits.subscribePerIp`. */
export type PerIpRule = { bucket: string; limit: number; windowMs: number };

/** Middleware holding each client address to `rule` (server/rate-limit.ts; decision 0006). */
export function perIp(services: ApiServices, rule: PerIpRule) {
  return rateLimit(services.rateLimiter, rule.bucket, {
    limit: rule.limit,
    windowMs: rule.windowMs,
    trustProxy: services.trustProxy,
  });
}
