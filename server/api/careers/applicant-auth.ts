import type { Context, MiddlewareHandler } from "hono";
import { applicantMessages } from "#app/features/careers/applicant-schemas.ts";
import { type AuthenticatedApplicant, authenticateApplicant } from "#app/features/careers/applicants.server.ts";
import type { ApiEnv, ApiServices } from "../types.ts";

// Applicant authentication for API routes: the bearer token from the
// Authorization header, looked up by its hash on every request so that a
// revoked or expired session stops working at once.

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([\w-]{1,200})\s*$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * Middleware for applicant-only routes: answers 401 `{message}` when the token
 * is missing, unknown, expired or revoked; otherwise the applicant is available
 * to the handler through `currentApplicant(c)`.
 *
 *   api.use("/applicant/applications/*", requireApplicant(services));
 *   api.openapi(route, (c) => { const { applicant } = currentApplicant(c); … });
 */
export function requireApplicant(services: ApiServices): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const auth = token ? await authenticateApplicant(services, token) : null;
    if (!auth) {
      const message = token ? applicantMessages.sessionEnded : applicantMessages.unauthenticated;
      return c.json({ message }, 401, { "WWW-Authenticate": 'Bearer realm="applicant"' });
    }
    c.set("applicantAuth", auth);
    await next();
  };
}

/** The signed-in applicant and session of a request that passed `requireApplicant`. */
export function currentApplicant(c: Context<ApiEnv>): AuthenticatedApplicant {
  const auth = c.get("applicantAuth");
  if (!auth) throw new Error("currentApplicant() used on a route without requireApplicant()");
  return auth;
}
