import type { Context, MiddlewareHandler } from "hono";
import type { StaffRole } from "#app/domain/staff.ts";
import { roleAllowed } from "#app/features/admin/roles.ts";
import { foreignOriginMessage, staffMessages } from "#app/features/admin/schemas.ts";
import {
  type AuthenticatedStaff,
  authenticateStaff,
  csrfTokenMatches,
  readCookie,
  staffCookieName,
} from "#app/features/admin/staff.server.ts";
import type { ApiEnv, ApiServices } from "../types.ts";

// Back-office authentication for API routes: the httpOnly `marut_staff` cookie
// (`__Host-marut_staff` in production),
// looked up by its hash on every request, the role check, and CSRF protection
// on every state-changing request. See app/features/admin/README.md.

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Undefined when the request's Origin (if sent) is one of the site's own
 * (`services.siteOrigins`, else the public URL's); otherwise the 403's message,
 * which names the address to open the back office at.
 */
export function foreignOriginRefusal(
  c: Context,
  services: Pick<ApiServices, "publicUrl" | "siteOrigins">,
): string | undefined {
  const origin = c.req.header("origin");
  if (origin === undefined) return undefined;
  const own = services.siteOrigins ?? [new URL(services.publicUrl).origin];
  return own.includes(origin) ? undefined : foreignOriginMessage(origin, services.publicUrl);
}

/**
 * Middleware for back-office routes.
 *  - no, unknown, idle (30 min), expired (12 h) or revoked session → 401 `{message}`
 *  - `roles` given and the staff member's role is not among them → 403
 *    `{message: "You do not have access to this area"}` (admin passes every check)
 *  - POST/PUT/PATCH/DELETE from an `Origin` not the site's own → 403 with a
 *    message naming the address to open (`foreignOriginMessage`); without the
 *    session's `X-CSRF-Token` → 403 `{message: "Missing or invalid CSRF token"}`
 *
 *   api.use("/admin/jobs", requireStaff(services, areaRoles.careers));
 *   api.use("/admin/jobs/*", requireStaff(services, areaRoles.careers));
 *   api.openapi(route, (c) => { const staff = currentStaff(c); … });
 */
export function requireStaff(services: ApiServices, roles?: readonly StaffRole[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // A route may sit under several `requireStaff` (e.g. /admin/* and /admin/staff/*).
    let auth = c.get("staffAuth");
    if (!auth) {
      const found = await authenticateStaff(services, readCookie(c.req.header("cookie"), staffCookieName(services)));
      if (!found) return c.json({ message: staffMessages.unauthenticated }, 401);
      auth = found;
      c.set("staffAuth", auth);
    }
    if (!roleAllowed(auth.staff.role, roles)) return c.json({ message: staffMessages.forbidden }, 403);
    if (stateChanging.has(c.req.method)) {
      const refusal = foreignOriginRefusal(c, services);
      if (refusal) return c.json({ message: refusal }, 403);
      if (!csrfTokenMatches(auth.csrfToken, c.req.header("x-csrf-token"))) {
        return c.json({ message: staffMessages.csrf }, 403);
      }
    }
    await next();
  };
}

/** The signed-in staff member of a request that passed `requireStaff`. */
export function currentStaff(c: Context<ApiEnv>): { id: string; email: string; name: string; role: StaffRole } {
  const { staff } = currentStaffSession(c);
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role };
}

/** The full session (row, session id, CSRF token) behind `currentStaff`. */
export function currentStaffSession(c: Context<ApiEnv>): AuthenticatedStaff {
  const auth = c.get("staffAuth");
  if (!auth) throw new Error("currentStaff() used on a route without requireStaff()");
  return auth;
}
