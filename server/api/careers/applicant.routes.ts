import { createRoute, z } from "@hono/zod-openapi";
import {
  applicantMessages,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "#app/features/careers/applicant-schemas.ts";
import {
  applicantRateLimits,
  applicantSignInRules,
  changePassword,
  deleteApplicant,
  exportApplicantData,
  loginApplicant,
  normaliseEmail,
  registerApplicant,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  revokeSession,
  toApplicant,
  updateApplicantProfile,
  verifyApplicantEmail,
} from "#app/features/careers/applicants.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import { clientIp } from "#server/client-ip.ts";
import { refusal, signInSucceeded, throttleSignIn } from "#server/rate-limit.ts";
import { commonErrors, errorResponse, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { perIp } from "../limits.ts";
import { applicantBearer, applicantUnauthorized, dateTime, json, jsonBody } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { currentApplicant, requireApplicant } from "./applicant-auth.ts";

// The applicant account API (decision 0010). Business logic lives in
// app/features/careers/applicants.server.ts; this file is the contract.

export const applicantSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    headline: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    portfolioUrl: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.literal("applicant"),
    createdAt: z.string(),
  })
  .openapi("Applicant");

const exportSchema = z
  .object({
    exportedAt: dateTime,
    profile: applicantSchema.extend({ emailVerifiedAt: dateTime.nullable(), updatedAt: dateTime }),
    sessions: z.array(
      z.object({
        id: z.string().uuid(),
        userAgent: z.string().nullable(),
        createdAt: dateTime,
        lastUsedAt: dateTime,
        expiresAt: dateTime,
        revokedAt: dateTime.nullable(),
      }),
    ),
    emailLinks: z.array(
      z.object({ purpose: z.string(), createdAt: dateTime, expiresAt: dateTime, usedAt: dateTime.nullable() }),
    ),
  })
  .catchall(z.unknown())
  .openapi("ApplicantDataExport");
const sessionBody = z.object({ token: z.string(), data: applicantSchema });
const dataBody = z.object({ data: applicantSchema });
const messageBody = z.object({ message: z.string() });

const tags = ["Applicant accounts"];

const routes = {
  register: createRoute({
    method: "post",
    path: "/applicant/register",
    tags,
    summary: "Create an applicant account",
    description:
      "Passwords: 10–128 characters, not a common password, not containing the name or email. Emails a verification link valid for 48 hours and signs the applicant in. An address that already has an account (in any letter case) gets the same answer, so registration does not reveal which addresses have accounts: that account is left untouched, the returned token opens no session, and the owner is emailed that someone tried to register with their address.",
    request: jsonBody(registerSchema),
    responses: {
      201: { description: "Account created; a session token is returned.", ...json(sessionBody) },
      ...commonErrors,
    },
  }),
  login: createRoute({
    method: "post",
    path: "/applicant/login",
    tags,
    summary: "Sign in with email and password",
    description:
      'Any wrong pair answers 401 `{message: "Invalid email or password"}`. 429 with Retry-After after 30 attempts per IP, or 10 on one account from one IP, in 15 minutes. Attempts on an account from anywhere are never refused: past 10 in 15 minutes each waits before the password is checked (from 250 ms, doubling, at most 3 s). A successful login starts the account\'s counts over.',
    request: jsonBody(loginSchema),
    responses: {
      200: { description: "Signed in; the token is valid for 30 days.", ...json(sessionBody) },
      ...commonErrors,
      401: errorResponse("Invalid email or password."),
    },
  }),
  me: createRoute({
    method: "get",
    path: "/applicant/me",
    tags,
    summary: "The signed-in applicant",
    security: applicantBearer,
    responses: { 200: { description: "The applicant.", ...json(dataBody) }, ...applicantUnauthorized },
  }),
  profile: createRoute({
    method: "put",
    path: "/applicant/profile",
    tags,
    summary: "Update the profile (fields left out stay as they are; empty strings clear optional fields)",
    security: applicantBearer,
    request: jsonBody(profileSchema),
    responses: {
      200: { description: "The updated applicant.", ...json(dataBody) },
      ...commonErrors,
      ...applicantUnauthorized,
    },
  }),
  logout: createRoute({
    method: "post",
    path: "/applicant/logout",
    tags,
    summary: "Sign out: revokes the token",
    security: applicantBearer,
    responses: { 204: { description: "Signed out." }, ...applicantUnauthorized },
  }),
  verifyEmail: createRoute({
    method: "post",
    path: "/applicant/verify-email",
    tags,
    summary: "Redeem the email verification link's token",
    description: "Single use; valid for 48 hours.",
    request: jsonBody(verifyEmailSchema),
    responses: {
      200: { description: "The address is verified.", ...json(dataBody) },
      ...commonErrors,
      400: errorResponse("The token is malformed, unknown, used or expired."),
    },
  }),
  resendVerification: createRoute({
    method: "post",
    path: "/applicant/resend-verification",
    tags,
    summary: "Email a new verification link",
    description:
      "At most 3 an hour per account; the new link replaces older ones. An optional body `{returnTo}` names the careers page (a path under /careers/) the link leads back to once the address is verified.",
    security: applicantBearer,
    request: { body: { required: false, ...json(resendVerificationSchema) } },
    responses: {
      200: { description: "Sent, or already verified.", ...json(dataBody.extend({ message: z.string() })) },
      400: commonErrors[400],
      ...applicantUnauthorized,
      429: commonErrors[429],
    },
  }),
  forgotPassword: createRoute({
    method: "post",
    path: "/applicant/forgot-password",
    tags,
    summary: "Email a password reset link",
    description:
      "Answers the same, in the same time, whether or not the address has an account: the answer goes out before the address is looked up, and the link (valid for 1 hour) is emailed afterwards.",
    request: jsonBody(forgotPasswordSchema),
    responses: { 200: { description: "Accepted.", ...json(messageBody) }, ...commonErrors },
  }),
  resetPassword: createRoute({
    method: "post",
    path: "/applicant/reset-password",
    tags,
    summary: "Set a new password with the reset link's token",
    description: "Single use; signs the applicant out everywhere.",
    request: jsonBody(resetPasswordSchema),
    responses: {
      200: { description: "Password changed.", ...json(messageBody) },
      ...commonErrors,
      400: errorResponse("A weak password, or a malformed, unknown, used or expired token."),
    },
  }),
  changePassword: createRoute({
    method: "post",
    path: "/applicant/change-password",
    tags,
    summary: "Change the password",
    description: "Revokes every session and returns a new token for this browser.",
    security: applicantBearer,
    request: jsonBody(changePasswordSchema),
    responses: {
      200: { description: "Password changed; a new session token.", ...json(sessionBody) },
      ...commonErrors,
      ...applicantUnauthorized,
      400: errorResponse("The current password is wrong, or the new one is weak."),
    },
  }),
  export: createRoute({
    method: "get",
    path: "/applicant/export",
    tags,
    summary: "Download everything held about the applicant (JSON)",
    security: applicantBearer,
    responses: {
      200: {
        description:
          "Profile, sessions (without tokens) and emailed links, then one section per kind of data kept (e.g. applications).",
        ...json(exportSchema),
      },
      ...applicantUnauthorized,
    },
  }),
  deleteAccount: createRoute({
    method: "delete",
    path: "/applicant/account",
    tags,
    summary: "Delete the account and everything held about it",
    security: applicantBearer,
    request: jsonBody(deleteAccountSchema),
    responses: {
      204: { description: "Deleted." },
      ...commonErrors,
      ...applicantUnauthorized,
      400: errorResponse("The password is wrong."),
    },
  }),
};

export function applicantRoutes(services: ApiServices) {
  const api = routeGroup();
  api.openAPIRegistry.registerComponent("securitySchemes", "applicantBearer", {
    type: "http",
    scheme: "bearer",
    description: "The token from register or login.",
  });
  const auth = requireApplicant(services);
  const userAgent = (header: string | undefined) => header ?? null;
  /** Counts a password check on the account; the refusal once it has had its checks. */
  const passwordCheckLimited = async (applicantId: string) => {
    const limit = await consumeRateLimit(services, applicantRateLimits.passwordCheckPerAccount, applicantId);
    return limit.allowed ? null : refusal(limit.retryAfterSeconds);
  };

  // Answers carry tokens and personal data: never cache them.
  api.use("/applicant/*", async (c, next) => {
    await next();
    // Downloads set their own ("private, no-store").
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  api.use("/applicant/register", perIp(services, applicantRateLimits.registerPerIp));
  api.use("/applicant/login", perIp(services, applicantRateLimits.loginPerIp));
  api.use("/applicant/me", auth);
  api.use("/applicant/profile", auth);
  api.use("/applicant/logout", auth);
  api.use("/applicant/verify-email", perIp(services, applicantRateLimits.verifyPerIp));
  api.use("/applicant/resend-verification", auth);
  api.use("/applicant/forgot-password", perIp(services, applicantRateLimits.forgotPerIp));
  api.use("/applicant/reset-password", perIp(services, applicantRateLimits.resetPerIp));
  api.use("/applicant/change-password", auth);
  api.use("/applicant/export", auth);
  api.use("/applicant/account", auth);
  return api
    .openapi(routes.register, async (c) => {
      const input = c.req.valid("json");
      // An address that has an account gets the same answer (its owner is emailed instead): no enumeration.
      const result = await registerApplicant(services, input, { userAgent: userAgent(c.req.header("user-agent")) });
      return c.json({ token: result.token, data: result.applicant }, 201);
    })
    .openapi(routes.login, async (c) => {
      const input = c.req.valid("json");
      // The per-IP limit above and these run before any password is hashed.
      const target = { account: normaliseEmail(input.email), ip: clientIp(c, services.trustProxy) };
      const refused = await throttleSignIn(
        services.rateLimiter,
        applicantSignInRules,
        target,
        applicantMessages.tooManyLogins,
      );
      if (refused) return tooManyRequestsAnswer(c, refused);
      const result = await loginApplicant(services, input, { userAgent: userAgent(c.req.header("user-agent")) });
      if (!result.ok) return c.json({ message: applicantMessages.invalidCredentials }, 401);
      await signInSucceeded(services.rateLimiter, applicantSignInRules, target);
      return c.json({ token: result.token, data: result.applicant }, 200);
    })
    .openapi(routes.me, (c) => c.json({ data: toApplicant(currentApplicant(c).applicant) }, 200))
    .openapi(routes.profile, async (c) => {
      const updated = await updateApplicantProfile(services, currentApplicant(c).applicant.id, c.req.valid("json"));
      if (!updated) return c.json({ message: applicantMessages.sessionEnded }, 401);
      return c.json({ data: updated }, 200);
    })
    .openapi(routes.logout, async (c) => {
      await revokeSession(services, currentApplicant(c).sessionId);
      return c.body(null, 204);
    })
    .openapi(routes.verifyEmail, async (c) => {
      const result = await verifyApplicantEmail(services, c.req.valid("json").token);
      if (!result.ok) {
        const message =
          result.reason === "expired" ? applicantMessages.verifyLinkExpired : applicantMessages.verifyLinkInvalid;
        return c.json({ message }, 400);
      }
      return c.json({ data: result.applicant }, 200);
    })
    .openapi(routes.resendVerification, async (c) => {
      const { applicant } = currentApplicant(c);
      if (applicant.emailVerifiedAt !== null) {
        return c.json({ data: toApplicant(applicant), message: applicantMessages.alreadyVerified }, 200);
      }
      const limit = await consumeRateLimit(services, applicantRateLimits.resendPerAccount, applicant.id);
      if (!limit.allowed) return tooManyRequestsAnswer(c, refusal(limit.retryAfterSeconds));
      await resendVerificationEmail(services, applicant, c.req.valid("json")?.returnTo);
      return c.json({ data: toApplicant(applicant), message: applicantMessages.verificationSent }, 200);
    })
    .openapi(routes.forgotPassword, async (c) => {
      // Answered before the lookup and the mail, so the timing cannot tell whether the address has an account.
      const { email } = c.req.valid("json");
      services.background.run("applicant-password-reset", () => requestPasswordReset(services, email));
      return c.json({ message: applicantMessages.forgotPasswordAccepted }, 200);
    })
    .openapi(routes.resetPassword, async (c) => {
      const { token, password } = c.req.valid("json");
      const result = await resetPassword(services, token, password);
      if (!result.ok) {
        if ("weak" in result) return c.json({ message: result.weak, errors: { password: [result.weak] } }, 400);
        const message =
          result.reason === "expired" ? applicantMessages.resetLinkExpired : applicantMessages.resetLinkInvalid;
        return c.json({ message }, 400);
      }
      return c.json({ message: applicantMessages.passwordReset }, 200);
    })
    .openapi(routes.changePassword, async (c) => {
      const current = currentApplicant(c);
      const limited = await passwordCheckLimited(current.applicant.id);
      if (limited) return tooManyRequestsAnswer(c, limited);
      const result = await changePassword(services, current, c.req.valid("json"), {
        userAgent: userAgent(c.req.header("user-agent")),
      });
      if (!result.ok) {
        if ("weak" in result) return c.json({ message: result.weak, errors: { newPassword: [result.weak] } }, 400);
        const message = applicantMessages.wrongCurrentPassword;
        return c.json({ message, errors: { currentPassword: [message] } }, 400);
      }
      return c.json({ token: result.token, data: result.applicant }, 200);
    })
    .openapi(routes.export, async (c) => {
      const data = await exportApplicantData(services, currentApplicant(c).applicant.id);
      if (!data) return c.json({ message: applicantMessages.sessionEnded }, 401);
      c.header("Content-Disposition", 'attachment; filename="marut-careers-my-data.json"');
      return c.json(data, 200);
    })
    .openapi(routes.deleteAccount, async (c) => {
      const current = currentApplicant(c);
      const limited = await passwordCheckLimited(current.applicant.id);
      if (limited) return tooManyRequestsAnswer(c, limited);
      const outcome = await deleteApplicant(services, current.applicant, c.req.valid("json").password);
      if (outcome === "wrong-password") {
        const message = applicantMessages.wrongPassword;
        return c.json({ message, errors: { password: [message] } }, 400);
      }
      return c.body(null, 204);
    });
}
