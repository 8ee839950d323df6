import { eq, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit.server.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { hashPassword } from "#app/lib/passwords.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import type { Services } from "#app/lib/services.ts";
import { findEmailToken, generateToken, issueEmailToken } from "#app/lib/tokens.server.ts";
import { emailTokens, staffUsers } from "#db/schema.ts";
import { staffMessages } from "./schemas.ts";
import { actorOf, normaliseStaffEmail, revokeStaffSessions, staffPasswordProblem } from "./staff.server.ts";

// "Forgot your password?" for staff: a single-use link, stored only as its
// hash, valid for an hour, emailed through the outbox. The request answers the
// same whether or not the address has an account; the reset ends every
// session of the account and is audited. See app/features/admin/README.md.

export const STAFF_RESET_TTL_MS = 60 * 60 * 1000;
export const STAFF_RESET_PURPOSE = "staff-password-reset";

/** Limits of the two steps; each names its bucket in the rate limiter. */
export const staffRecoveryRateLimits = {
  forgotPerIp: { bucket: "staff-forgot-ip", limit: 10, windowMs: 15 * 60_000 },
  /** Exceeding this sends no more mail but answers the same, so it reveals nothing. */
  forgotPerAddress: { bucket: "staff-forgot-address", limit: 3, windowMs: 60 * 60_000 },
  resetPerIp: { bucket: "staff-reset-ip", limit: 20, windowMs: 15 * 60_000 },
} as const;

type Client = { ip: string | null };

/**
 * Emails a reset link when the address belongs to an active staff account. The
 * caller answers the same either way; the per-address limit is counted for
 * every address, known or not, and silently stops floods of mail.
 */
export async function requestStaffPasswordReset(services: Services, rawEmail: string, client: Client): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  const limit = await consumeRateLimit(services, staffRecoveryRateLimits.forgotPerAddress, email);
  if (!limit.allowed) return;
  const [row] = await services.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (!row || row.disabledAt !== null) return;
  const token = generateToken();
  const message = await services.renderEmail("staff-password-reset", {
    name: row.name,
    resetUrl: `${services.publicUrl}/admin/reset-password?token=${token}`,
    validMinutes: STAFF_RESET_TTL_MS / 60_000,
  });
  await services.db.transaction(async (tx) => {
    await issueEmailToken(tx, { token, purpose: STAFF_RESET_PURPOSE, subjectId: row.id, ttlMs: STAFF_RESET_TTL_MS });
    await enqueueEmail(tx, { kind: "staff-password-reset", to: row.email, email: message });
    await recordAudit(tx, {
      staff: actorOf(row),
      action: "auth.password_reset_requested",
      entityType: "staff",
      entityId: row.id,
      ip: client.ip,
    });
  });
  services.wakeOutbox();
}

export type StaffResetOutcome = { ok: true } | Problem<"invalid" | "gone">;

/** A link this server did not issue, one already used, or one of a disabled account. */
const invalidLink = () => problem("invalid", staffMessages.resetLinkInvalid);

/**
 * Sets a new password from a reset link: the token works once, the account's
 * password rules apply, every session of the account ends, and the change is
 * audited. A disabled account's link does not work.
 */
export async function resetStaffPassword(
  services: Services,
  token: string,
  password: string,
  client: Client,
): Promise<StaffResetOutcome> {
  const stored = await findEmailToken(services.db, STAFF_RESET_PURPOSE, token);
  if (!stored || stored.usedAt !== null) return invalidLink();
  if (stored.expiresAt.getTime() <= Date.now()) return problem("gone", staffMessages.resetLinkExpired);
  const [current] = await services.db.select().from(staffUsers).where(eq(staffUsers.id, stored.subjectId));
  if (!current || current.disabledAt !== null) return invalidLink();
  const weak = staffPasswordProblem(password, current);
  if (weak) return problem("invalid", weak, "password");
  const passwordHash = await hashPassword(password);
  return services.db.transaction(async (tx) => {
    // Re-check under the lock: of two requests with the same link, only one wins.
    const locked = await findEmailToken(tx, STAFF_RESET_PURPOSE, token);
    if (!locked || locked.usedAt !== null) return invalidLink();
    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, locked.id));
    await tx.update(staffUsers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(staffUsers.id, current.id));
    await revokeStaffSessions(tx, current.id);
    await recordAudit(tx, {
      staff: actorOf(current),
      action: "auth.password_reset",
      entityType: "staff",
      entityId: current.id,
      ip: client.ip,
    });
    return { ok: true } as const;
  });
}
