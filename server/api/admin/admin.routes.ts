import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { staffRoleSchema } from "#app/domain/staff.ts";
import { auditFilterOptions, listAudit } from "#app/features/admin/audit.server.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import {
  auditQuerySchema,
  changeOwnPasswordSchema,
  createStaffSchema,
  setStaffPasswordSchema,
  staffLoginSchema,
  staffMessages,
  updateStaffSchema,
} from "#app/features/admin/schemas.ts";
import {
  actorOf,
  changeOwnStaffPassword,
  createStaffUser,
  listStaff,
  loginStaff,
  logoutStaff,
  normaliseStaffEmail,
  STAFF_SESSION_MAX_MS,
  setStaffPassword,
  staffCookieName,
  staffRateLimits,
  staffSignInRules,
  toStaff,
  updateStaffUser,
} from "#app/features/admin/staff.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import { clientIp } from "#server/client-ip.ts";
import { refusal, signInSucceeded, throttleSignIn } from "#server/rate-limit.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { answer, dataOf, jsonBody, pageMeta, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentStaff, currentStaffSession, foreignOriginRefusal, requireStaff } from "./staff-auth.ts";

// The back-office core API: staff sessions, staff management, the
// audit log. Every /api/admin route except POST /admin/session sits behind
// requireStaff (a 401 without a session), whoever registers it.

const staffSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("Staff");
const staffListItemSchema = staffSchema
  .extend({ disabled: z.boolean(), disabledAt: z.string().nullable() })
  .openapi("StaffListItem");
const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    staffId: z.string().nullable(),
    staffEmail: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
  })
  .openapi("AuditEntry");

const idParam = z.object({ id: z.string().uuid("Not a staff id.") });
const tags = ["Back office"];

const routes = {
  login: createRoute({
    method: "post",
    path: "/admin/session",
    tags,
    summary: "Staff sign-in",
    description:
      'Sets the httpOnly, SameSite=Strict `marut_staff` cookie (`__Host-marut_staff`, Secure, in production). Any wrong pair (or a disabled account) answers 401 `{message: "Invalid email or password"}`. 429 with Retry-After after 20 attempts per IP, or 5 on one account from one IP, in 15 minutes. Attempts on an account from anywhere are never refused: past 5 in 15 minutes each waits before the password is checked (from 250 ms, doubling, at most 3 s). A successful sign-in starts the account\'s counts over.',
    request: jsonBody(staffLoginSchema),
    responses: {
      200: answer("Signed in.", z.object({ data: staffSchema, csrfToken: z.string() })),
      ...commonErrors,
      401: errorResponse("Invalid email or password."),
      403: errorResponse("The Origin header is not the site's."),
    },
  }),
  session: createRoute({
    method: "get",
    path: "/admin/session",
    tags,
    summary: "The signed-in staff member and the session's CSRF token",
    security: staffCookie,
    responses: { 200: answer("Signed in.", z.object({ data: staffSchema, csrfToken: z.string() })), ...staffGuarded },
  }),
  logout: createRoute({
    method: "delete",
    path: "/admin/session",
    tags,
    summary: "Sign out (revokes the session)",
    security: staffCookie,
    responses: { 204: { description: "Signed out." }, ...staffGuarded },
  }),
  changeOwnPassword: createRoute({
    method: "post",
    path: "/admin/me/password",
    tags,
    summary: "Change your own password (your other sessions end)",
    security: staffCookie,
    request: jsonBody(changeOwnPasswordSchema),
    responses: {
      204: { description: "Changed." },
      ...commonErrors,
      ...staffGuarded,
      400: errorResponse("The current password is wrong, or the new one breaks a rule."),
    },
  }),
  listStaff: createRoute({
    method: "get",
    path: "/admin/staff",
    tags,
    summary: "Every staff account (admin)",
    security: staffCookie,
    responses: { 200: answer("Staff.", dataOf(z.array(staffListItemSchema))), ...staffGuarded },
  }),
  createStaff: createRoute({
    method: "post",
    path: "/admin/staff",
    tags,
    summary: "Create a staff account (admin)",
    description: "Passwords: 12–128 characters, not a common password, not containing the name or email.",
    security: staffCookie,
    request: jsonBody(createStaffSchema),
    responses: {
      201: answer("Created.", dataOf(staffListItemSchema)),
      ...commonErrors,
      ...staffGuarded,
      409: errorResponse("The address has an account."),
    },
  }),
  updateStaff: createRoute({
    method: "patch",
    path: "/admin/staff/{id}",
    tags,
    summary: "Rename, change the role of, disable or enable an account (admin)",
    description:
      "Disabling revokes the account's sessions. You cannot disable or demote yourself; the last active admin stays.",
    security: staffCookie,
    request: { params: idParam, ...jsonBody(updateStaffSchema) },
    responses: {
      200: answer("Updated.", dataOf(staffListItemSchema)),
      ...commonErrors,
      ...staffGuarded,
      404: errorResponse("No such account."),
      409: errorResponse("The change would leave no active admin, or disable or demote yourself."),
    },
  }),
  setStaffPassword: createRoute({
    method: "post",
    path: "/admin/staff/{id}/password",
    tags,
    summary: "Set a staff member's password (admin; their sessions end)",
    security: staffCookie,
    request: { params: idParam, ...jsonBody(setStaffPasswordSchema) },
    responses: {
      204: { description: "Set." },
      ...commonErrors,
      ...staffGuarded,
      404: errorResponse("No such account."),
    },
  }),
  audit: createRoute({
    method: "get",
    path: "/admin/audit",
    tags,
    summary: "The audit log, newest first, 50 a page (admin)",
    security: staffCookie,
    request: { query: auditQuerySchema },
    responses: {
      200: answer(
        "One page.",
        z.object({
          data: z.array(auditEntrySchema),
          meta: pageMeta,
          filters: z.object({ actions: z.array(z.string()), entityTypes: z.array(z.string()) }),
        }),
      ),
      ...commonErrors,
      ...staffGuarded,
    },
  }),
};

/** Every admin operation in an OpenAPI document: the list the "no session → 401" test walks. */
export function adminOperations(document: { paths?: Record<string, Record<string, unknown>> }) {
  const methods = ["get", "post", "put", "patch", "delete"];
  return Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith("/admin/") || path === "/admin")
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => methods.includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
}

/** The routes that answer without a session. */
export const publicAdminOperations = [{ method: "POST", path: "/admin/session" }];

export function adminRoutes(services: ApiServices) {
  const api = routeGroup();
  api.openAPIRegistry.registerComponent("securitySchemes", "staffCookie", {
    type: "apiKey",
    in: "cookie",
    name: staffCookieName(services),
    description: "Set by POST /admin/session. State changes also need the X-CSRF-Token header.",
  });
  const ip = (c: Context<ApiEnv>) => clientIp(c, services.trustProxy);
  const anyStaff = requireStaff(services);
  const adminOnly = requireStaff(services, [...areaRoles.staff]);

  // Nothing in the back office may be cached; every route but sign-in needs a session.
  api.use("/admin/*", async (c, next) => {
    const isSignIn = c.req.method === "POST" && /\/admin\/session$/.test(c.req.path);
    const refused: unknown = isSignIn ? await next() : await anyStaff(c, next);
    if (refused instanceof Response) {
      refused.headers.set("Cache-Control", "no-store");
      return refused;
    }
    c.header("Cache-Control", "no-store");
  });
  api.use("/admin/staff", adminOnly);
  api.use("/admin/staff/*", adminOnly);
  api.use("/admin/audit", requireStaff(services, [...areaRoles.audit]));

  return api
    .openapi(routes.login, async (c) => {
      const foreign = foreignOriginRefusal(c, services);
      if (foreign) return c.json({ message: foreign }, 403);
      const input = c.req.valid("json");
      // Every limit is applied before any password is hashed.
      const perIp = await consumeRateLimit(services, staffRateLimits.loginPerIp, ip(c));
      if (!perIp.allowed) return tooManyRequestsAnswer(c, refusal(perIp.retryAfterSeconds));
      const target = { account: normaliseStaffEmail(input.email), ip: ip(c) };
      const refused = await throttleSignIn(services.rateLimiter, staffSignInRules, target);
      if (refused) return tooManyRequestsAnswer(c, refused);
      const result = await loginStaff(services, input, {
        ip: ip(c),
        userAgent: c.req.header("user-agent") ?? null,
      });
      if (!result.ok) return c.json({ message: staffMessages.invalidLogin }, 401);
      await signInSucceeded(services.rateLimiter, staffSignInRules, target);
      // Secure, Path=/ and no Domain: what the `__Host-` prefix of the production name requires.
      setCookie(c, staffCookieName(services), result.token, {
        httpOnly: true,
        sameSite: "Strict",
        secure: services.secureCookies ?? false,
        path: "/",
        maxAge: STAFF_SESSION_MAX_MS / 1000,
      });
      return c.json({ data: result.staff, csrfToken: result.csrfToken }, 200);
    })
    .openapi(routes.session, (c) => {
      const auth = currentStaffSession(c);
      return c.json({ data: toStaff(auth.staff), csrfToken: auth.csrfToken }, 200);
    })
    .openapi(routes.logout, async (c) => {
      await logoutStaff(services, currentStaffSession(c), ip(c));
      deleteCookie(c, staffCookieName(services), {
        path: "/",
        secure: services.secureCookies ?? false,
        sameSite: "Strict",
      });
      return c.body(null, 204);
    })
    .openapi(routes.changeOwnPassword, async (c) => {
      const auth = currentStaffSession(c);
      const limit = await consumeRateLimit(services, staffRateLimits.passwordCheckPerAccount, auth.staff.id);
      if (!limit.allowed) return tooManyRequestsAnswer(c, refusal(limit.retryAfterSeconds));
      const result = await changeOwnStaffPassword(services.db, auth, c.req.valid("json"), ip(c));
      if (!result.ok) return problemAnswer(c, result);
      return c.body(null, 204);
    })
    .openapi(routes.listStaff, async (c) => c.json({ data: await listStaff(services.db) }, 200))
    .openapi(routes.createStaff, async (c) => {
      const result = await createStaffUser(services.db, c.req.valid("json"), actorOf(currentStaff(c)), ip(c));
      if (!result.ok) return problemAnswer(c, result);
      return c.json({ data: result.staff }, 201);
    })
    .openapi(routes.updateStaff, async (c) => {
      const { id } = c.req.valid("param");
      const result = await updateStaffUser(services.db, actorOf(currentStaff(c)), id, c.req.valid("json"), ip(c));
      if (!result.ok) return problemAnswer(c, result);
      return c.json({ data: result.staff }, 200);
    })
    .openapi(routes.setStaffPassword, async (c) => {
      const { id } = c.req.valid("param");
      const { password } = c.req.valid("json");
      const result = await setStaffPassword(services.db, actorOf(currentStaff(c)), id, password, ip(c));
      if (!result.ok) return problemAnswer(c, result);
      return c.body(null, 204);
    })
    .openapi(routes.audit, async (c) => {
      const page = await listAudit(services.db, c.req.valid("query"));
      return c.json({ ...page, filters: await auditFilterOptions(services.db) }, 200);
    });
}
