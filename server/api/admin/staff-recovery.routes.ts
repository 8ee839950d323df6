import { createRoute, z } from "@hono/zod-openapi";
import { staffForgotPasswordSchema, staffMessages, staffResetPasswordSchema } from "#app/features/admin/schemas.ts";
import {
  requestStaffPasswordReset,
  resetStaffPassword,
  staffRecoveryRateLimits,
} from "#app/features/admin/staff-recovery.server.ts";
import { clientIp } from "#server/client-ip.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup } from "../errors.ts";
import { perIp } from "../limits.ts";
import { json, jsonBody } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { foreignOriginRefusal } from "./staff-auth.ts";

// Staff password recovery from the sign-in page: no session, so these sit
// outside /api/admin (where every route but sign-in needs one). Business
// logic: app/features/admin/staff-recovery.server.ts.

const messageBody = z.object({ message: z.string() }).openapi("StaffRecoveryMessage");
const tags = ["Back office"];
const foreignOrigin = { 403: errorResponse("The Origin header is not the site's.") };

const routes = {
  forgotPassword: createRoute({
    method: "post",
    path: "/staff/forgot-password",
    tags,
    summary: "Email a staff member a password reset link",
    description:
      "Answers the same whether or not the address has an active staff account. The link works once and is valid for 1 hour. Limited per IP (429 with Retry-After) and, silently, per address.",
    request: jsonBody(staffForgotPasswordSchema),
    responses: { 200: { description: "Accepted.", ...json(messageBody) }, ...commonErrors, ...foreignOrigin },
  }),
  resetPassword: createRoute({
    method: "post",
    path: "/staff/reset-password",
    tags,
    summary: "Set a new staff password with the reset link's token",
    description: "Single use; the staff password rules apply; every session of the account ends. Audited.",
    request: jsonBody(staffResetPasswordSchema),
    responses: {
      200: { description: "Password changed.", ...json(messageBody) },
      ...commonErrors,
      400: errorResponse("A weak password, or a malformed, unknown or used token."),
      410: errorResponse("The link has expired."),
      ...foreignOrigin,
    },
  }),
};

export function staffRecoveryRoutes(services: ApiServices) {
  const api = routeGroup();
  const client = (c: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(c, services.trustProxy) });

  // Answers about passwords: never cached, and only from the site's own pages.
  api.use("/staff/*", async (c, next) => {
    const refusal = foreignOriginRefusal(c, services);
    if (refusal) return c.json({ message: refusal }, 403, { "Cache-Control": "no-store" });
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use("/staff/forgot-password", perIp(services, staffRecoveryRateLimits.forgotPerIp));
  api.use("/staff/reset-password", perIp(services, staffRecoveryRateLimits.resetPerIp));

  return api
    .openapi(routes.forgotPassword, async (c) => {
      await requestStaffPasswordReset(services, c.req.valid("json").email, client(c));
      return c.json({ message: staffMessages.forgotPasswordAccepted }, 200);
    })
    .openapi(routes.resetPassword, async (c) => {
      const { token, password } = c.req.valid("json");
      const result = await resetStaffPassword(services, token, password, client(c));
      if (!result.ok) return problemAnswer(c, result);
      return c.json({ message: staffMessages.passwordReset }, 200);
    });
}
