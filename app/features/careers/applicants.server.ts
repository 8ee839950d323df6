import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, ne, sql, TransactionRollbackError } from "drizzle-orm";
import type { RenderedEmail } from "#app/emails/types.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { passwordProblem } from "#app/lib/password-policy.ts";
import { hashPassword, verifyPassword } from "#app/lib/passwords.server.ts";
import { consumeRateLimit, signInRulesOf } from "#app/lib/rate-limiter.ts";
import type { Services } from "#app/lib/services.ts";
import { findEmailToken, generateToken, hashToken, issueEmailToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#db/client.ts";
import { applicantSessions, applicants, emailTokens } from "#db/schema.ts";
import { applicantDataSections } from "./applicant-data.server.ts";
import type { Applicant, ProfileInput } from "./applicant-schemas.ts";
import { safeNextPath } from "./auth/next-path.ts";

// Applicant accounts: registration, sessions, email verification, password
// reset and change, profile, export and deletion. Shared by the API handlers
// and the /verify-email page. See docs/decisions/0010-applicant-accounts.md.

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** `last_used_at` is written at most this often per session. */
const LAST_USED_GRANULARITY_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 256;

export const applicantTokenPurposes = {
  verifyEmail: "applicant-verify-email",
  passwordReset: "applicant-password-reset",
} as const;

/** Limits shared by the API and the pages; each names its bucket in the rate limiter. */
export const applicantRateLimits = {
  registerPerIp: { bucket: "applicant-register-ip", limit: 10, windowMs: 60 * 60_000 },
  /** Emails to an account's owner that someone tried to register their address; past it, none (same answer). */
  registerNoticePerAccount: { bucket: "applicant-register-notice", limit: 3, windowMs: 60 * 60_000 },
  loginPerIp: { bucket: "applicant-login-ip", limit: 30, windowMs: 15 * 60_000 },
  /** Attempts on one account from one IP; past it that IP is refused (a success starts it over). */
  loginPerAccountClient: { bucket: "applicant-login-account-ip", limit: 10, windowMs: 15 * 60_000 },
  /** Attempts on one account from anywhere; past it each attempt waits longer, never refused. */
  loginPerAccount: { bucket: "applicant-login-account", limit: 10, windowMs: 15 * 60_000 },
  forgotPerIp: { bucket: "applicant-forgot-ip", limit: 10, windowMs: 15 * 60_000 },
  /** Exceeding this sends no more mail but answers the same, so it reveals nothing. */
  forgotPerAccount: { bucket: "applicant-forgot-account", limit: 3, windowMs: 60 * 60_000 },
  resetPerIp: { bucket: "applicant-reset-ip", limit: 20, windowMs: 15 * 60_000 },
  verifyPerIp: { bucket: "applicant-verify-ip", limit: 30, windowMs: 10 * 60_000 },
  resendPerAccount: { bucket: "applicant-resend-account", limit: 3, windowMs: 60 * 60_000 },
  /** Password checks behind a session (change password, delete account). */
  passwordCheckPerAccount: { bucket: "applicant-password-check", limit: 10, windowMs: 15 * 60_000 },
  /** Résumé files received (profile uploads and applications with a file), whatever becomes of them. */
  resumeUploadPerAccount: { bucket: "applicant-resume-upload", limit: 20, windowMs: 60 * 60_000 },
} as const;

export const applicantSignInRules = signInRulesOf(applicantRateLimits);

type ApplicantRow = typeof applicants.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The public shape of an applicant: never the password hash. */
export function toApplicant(row: ApplicantRow): Applicant {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    location: row.location,
    headline: row.headline,
    linkedinUrl: row.linkedinUrl,
    portfolioUrl: row.portfolioUrl,
    emailVerified: row.emailVerifiedAt !== null,
    role: "applicant",
    createdAt: row.createdAt.toISOString(),
  };
}

/** Starts a session and returns its bearer token; only the token's hash is stored. */
async function createSession(tx: Database, applicantId: string, userAgent: string | null): Promise<string> {
  const token = generateToken();
  await tx.insert(applicantSessions).values({
    applicantId,
    tokenHash: hashToken(token),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** A verification link and its email, made before the transaction that stores the link's token. */
type Verification = { token: string; email: RenderedEmail };

/**
 * The link to the verify page; `returnTo` (a careers page the applicant was on, e.g. a job's apply page) rides along
 * as `next`, checked again by the page, so verifying leads back to it.
 */
function verifyUrl(services: Services, token: string, returnTo: string | null | undefined): string {
  const next = safeNextPath(returnTo);
  const query = new URLSearchParams({ token, type: "applicant", ...(next ? { next } : {}) });
  return `${services.publicUrl}/verify-email?${query}`;
}

async function prepareVerification(
  services: Services,
  firstName: string,
  returnTo?: string | null,
): Promise<Verification> {
  const token = generateToken();
  const email = await services.renderEmail("applicant-verify-email", {
    firstName,
    verifyUrl: verifyUrl(services, token, returnTo),
    validHours: VERIFY_EMAIL_TTL_MS / 3_600_000,
  });
  return { token, email };
}

async function queueVerificationEmail(tx: Database, applicant: ApplicantRow, verification: Verification) {
  await issueEmailToken(tx, {
    token: verification.token,
    purpose: applicantTokenPurposes.verifyEmail,
    subjectId: applicant.id,
    ttlMs: VERIFY_EMAIL_TTL_MS,
  });
  await enqueueEmail(tx, { kind: "applicant-verify-email", to: applicant.email, email: verification.email });
}

/** "Your password was changed", rendered before the transaction that changes it. */
function renderPasswordChanged(services: Services, firstName: string): Promise<RenderedEmail> {
  return services.renderEmail("password-changed", {
    firstName,
    changedAt: formatDateTime(new Date()),
    forgotPasswordUrl: `${services.publicUrl}/careers/jobs/forgot-password`,
  });
}

export type RegisterDetails = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string | null | undefined;
  /** The careers page to come back to once the address is verified. */
  returnTo?: string | undefined;
};

export type SessionResult = { token: string; applicant: Applicant };

/**
 * Creates the account, its first session and the verification email together.
 *
 * An address that already has an account gets an answer that cannot be told
 * from a new account's (docs/decisions/0010-applicant-accounts.md): the same
 * status and shape, built by the same work in a transaction that is rolled
 * back, so it takes the same time, and its token opens no session. The owner's
 * account is not touched; after the answer, the owner is emailed that someone
 * tried to register with their address.
 */
export async function registerApplicant(
  services: Services,
  details: RegisterDetails,
  client: { userAgent: string | null },
): Promise<SessionResult> {
  const email = normaliseEmail(details.email);
  const [existing] = await services.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.email, email));
  const account = { ...details, email, passwordHash: await hashPassword(details.password) };
  // The stand-in below queues the same email, so both answers take the same work.
  const verification = await prepareVerification(services, account.firstName, details.returnTo);
  if (!existing) {
    const created = await services.db.transaction((tx) => createAccount(tx, account, client, verification));
    if (created) {
      services.wakeOutbox();
      return created;
    }
    // Someone registered the same address between the check and the insert: it has an account now.
  }
  services.background.run("applicant-register-attempt", () => notifyRegisterAttempt(services, email));
  const decoy: { answer?: SessionResult } = {};
  try {
    await services.db.transaction(async (tx) => {
      const placeholder = `${randomUUID()}@registration.invalid`;
      decoy.answer = (await createAccount(tx, { ...account, email: placeholder }, client, verification)) ?? undefined;
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!decoy.answer) throw new Error("the stand-in registration created no account");
  return { token: decoy.answer.token, applicant: { ...decoy.answer.applicant, email } };
}

/** The account row, its first session and the queued verification email; null when the address is taken. */
async function createAccount(
  tx: Database,
  account: Omit<RegisterDetails, "password"> & { passwordHash: string },
  client: { userAgent: string | null },
  verification: Verification,
): Promise<SessionResult | null> {
  const [row] = await tx
    .insert(applicants)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
    })
    .onConflictDoNothing({ target: applicants.email })
    .returning();
  if (!row) return null;
  const token = await createSession(tx, row.id, client.userAgent);
  await queueVerificationEmail(tx, row, verification);
  return { token, applicant: toApplicant(row) };
}

/**
 * Tells the owner of `email` that someone tried to register with it, at most
 * `registerNoticePerAccount` times; runs after the register answer.
 */
async function notifyRegisterAttempt(services: Services, email: string): Promise<void> {
  const [owner] = await services.db.select().from(applicants).where(eq(applicants.email, email));
  if (!owner) return;
  const limit = await consumeRateLimit(services, applicantRateLimits.registerNoticePerAccount, owner.id);
  if (!limit.allowed) return;
  const message = await services.renderEmail("applicant-register-attempt", {
    firstName: owner.firstName,
    loginUrl: `${services.publicUrl}/careers/jobs/login`,
    forgotPasswordUrl: `${services.publicUrl}/careers/jobs/forgot-password`,
  });
  await services.db.transaction((tx) =>
    enqueueEmail(tx, { kind: "applicant-register-attempt", to: owner.email, email: message }),
  );
  services.wakeOutbox();
}

/**
 * Checks an email and password. Unknown addresses cost the same argon2 work as
 * known ones, and every failure looks the same to the caller.
 */
export async function loginApplicant(
  services: Services,
  credentials: { email: string; password: string },
  client: { userAgent: string | null },
): Promise<({ ok: true } & SessionResult) | { ok: false }> {
  const [row] = await services.db
    .select()
    .from(applicants)
    .where(eq(applicants.email, normaliseEmail(credentials.email)));
  const valid = await verifyPassword(row?.passwordHash ?? null, credentials.password);
  if (!row || !valid) return { ok: false };
  const token = await createSession(services.db, row.id, client.userAgent);
  return { ok: true, token, applicant: toApplicant(row) };
}

export type AuthenticatedApplicant = { applicant: ApplicantRow; sessionId: string };

/** The applicant behind a bearer token, or null when it is unknown, expired or revoked. */
export async function authenticateApplicant(services: Services, token: string): Promise<AuthenticatedApplicant | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [found] = await services.db
    .select({ applicant: applicants, session: applicantSessions })
    .from(applicantSessions)
    .innerJoin(applicants, eq(applicants.id, applicantSessions.applicantId))
    .where(
      and(
        eq(applicantSessions.tokenHash, hashToken(token)),
        isNull(applicantSessions.revokedAt),
        gt(applicantSessions.expiresAt, sql`now()`),
      ),
    );
  if (!found) return null;
  if (Date.now() - found.session.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await services.db
      .update(applicantSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(applicantSessions.id, found.session.id));
  }
  return { applicant: found.applicant, sessionId: found.session.id };
}

/** Ends one session (logout). */
export async function revokeSession(services: Services, sessionId: string): Promise<void> {
  await services.db
    .update(applicantSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(applicantSessions.id, sessionId), isNull(applicantSessions.revokedAt)));
}

/** Ends every live session of an applicant, except `keep` when given. */
async function revokeAllSessions(tx: Database, applicantId: string, keep?: string): Promise<void> {
  await tx
    .update(applicantSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(applicantSessions.applicantId, applicantId),
        isNull(applicantSessions.revokedAt),
        keep ? ne(applicantSessions.id, keep) : undefined,
      ),
    );
}

/** Applies a partial profile update; fields left out stay as they are. */
export async function updateApplicantProfile(
  services: Services,
  applicantId: string,
  input: { [K in keyof ProfileInput]?: string | null },
): Promise<Applicant | null> {
  const changes: Partial<typeof applicants.$inferInsert> = {};
  if (input.firstName) changes.firstName = input.firstName;
  if (input.lastName) changes.lastName = input.lastName;
  for (const key of ["phone", "location", "headline", "linkedinUrl", "portfolioUrl"] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  const [row] = await services.db
    .update(applicants)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(applicants.id, applicantId))
    .returning();
  return row ? toApplicant(row) : null;
}

type LinkOutcome = { ok: true; applicant: Applicant } | { ok: false; reason: "invalid" | "expired" };

/** Redeems an email verification link: single use, 48 hours. */
export async function verifyApplicantEmail(services: Services, token: string): Promise<LinkOutcome> {
  return services.db.transaction(async (tx) => {
    const stored = await findEmailToken(tx, applicantTokenPurposes.verifyEmail, token);
    if (!stored || stored.usedAt !== null) return { ok: false, reason: "invalid" } as const;
    if (stored.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" } as const;
    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, stored.id));
    const [row] = await tx
      .update(applicants)
      .set({ emailVerifiedAt: sql`coalesce(${applicants.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(applicants.id, stored.subjectId))
      .returning();
    if (!row) return { ok: false, reason: "invalid" } as const;
    return { ok: true, applicant: toApplicant(row) } as const;
  });
}

/** Sends a fresh verification link (superseding older ones) unless the address is verified. */
export async function resendVerificationEmail(
  services: Services,
  applicant: ApplicantRow,
  returnTo?: string,
): Promise<"sent" | "already-verified"> {
  if (applicant.emailVerifiedAt !== null) return "already-verified";
  const verification = await prepareVerification(services, applicant.firstName, returnTo);
  await services.db.transaction((tx) => queueVerificationEmail(tx, applicant, verification));
  services.wakeOutbox();
  return "sent";
}

/**
 * Emails a reset link when the address has an account. The API runs it through
 * `services.background` after answering, so neither the answer nor its timing
 * says whether the address has an account; the per-address limit silently
 * stops floods of mail.
 */
export async function requestPasswordReset(services: Services, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const [row] = await services.db.select().from(applicants).where(eq(applicants.email, email));
  if (!row) return;
  const limit = await consumeRateLimit(services, applicantRateLimits.forgotPerAccount, row.id);
  if (!limit.allowed) return;
  const token = generateToken();
  const message = await services.renderEmail("password-reset", {
    firstName: row.firstName,
    resetUrl: `${services.publicUrl}/careers/jobs/reset-password?token=${token}`,
    validMinutes: PASSWORD_RESET_TTL_MS / 60_000,
  });
  await services.db.transaction(async (tx) => {
    await issueEmailToken(tx, {
      token,
      purpose: applicantTokenPurposes.passwordReset,
      subjectId: row.id,
      ttlMs: PASSWORD_RESET_TTL_MS,
    });
    await enqueueEmail(tx, { kind: "password-reset", to: row.email, email: message });
  });
  services.wakeOutbox();
}

export type ResetOutcome = { ok: true } | { ok: false; reason: "invalid" | "expired" } | { ok: false; weak: string };

/**
 * Sets a new password from a reset link: the token is single use, every
 * session ends, and the applicant is told by email. Opening the link proves
 * the address, so it also counts as verifying it.
 */
export async function resetPassword(services: Services, token: string, password: string): Promise<ResetOutcome> {
  const stored = await findEmailToken(services.db, applicantTokenPurposes.passwordReset, token);
  if (!stored || stored.usedAt !== null) return { ok: false, reason: "invalid" };
  if (stored.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  const [current] = await services.db.select().from(applicants).where(eq(applicants.id, stored.subjectId));
  if (!current) return { ok: false, reason: "invalid" };
  const weak = passwordProblem(password, current);
  if (weak) return { ok: false, weak };
  const passwordHash = await hashPassword(password);
  const changed = await renderPasswordChanged(services, current.firstName);
  const outcome = await services.db.transaction(async (tx) => {
    // Re-check under the lock: two requests with the same link, only one wins.
    const locked = await findEmailToken(tx, applicantTokenPurposes.passwordReset, token);
    if (!locked || locked.usedAt !== null) return { ok: false, reason: "invalid" } as const;
    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, locked.id));
    const [row] = await tx
      .update(applicants)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${applicants.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(applicants.id, locked.subjectId))
      .returning();
    if (!row) return { ok: false, reason: "invalid" } as const;
    await revokeAllSessions(tx, row.id);
    await enqueueEmail(tx, { kind: "password-changed", to: row.email, email: changed });
    return { ok: true } as const;
  });
  if (outcome.ok) services.wakeOutbox();
  return outcome;
}

/**
 * Changes the password of a signed-in applicant: every session ends, including
 * the current one, and a fresh session is returned for the browser that asked.
 */
export async function changePassword(
  services: Services,
  auth: AuthenticatedApplicant,
  passwords: { currentPassword: string; newPassword: string },
  client: { userAgent: string | null },
): Promise<({ ok: true } & SessionResult) | { ok: false; reason: "wrong-password" } | { ok: false; weak: string }> {
  const { applicant } = auth;
  if (!(await verifyPassword(applicant.passwordHash, passwords.currentPassword))) {
    return { ok: false, reason: "wrong-password" };
  }
  const weak = passwordProblem(passwords.newPassword, applicant);
  if (weak) return { ok: false, weak };
  const passwordHash = await hashPassword(passwords.newPassword);
  const changed = await renderPasswordChanged(services, applicant.firstName);
  const result = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applicants)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(applicants.id, applicant.id))
      .returning();
    if (!row) throw new Error("applicant vanished while changing the password");
    await revokeAllSessions(tx, row.id);
    // Reset links sent before the change must not undo it.
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.purpose, applicantTokenPurposes.passwordReset),
          eq(emailTokens.subjectId, row.id),
          isNull(emailTokens.usedAt),
        ),
      );
    const token = await createSession(tx, row.id, client.userAgent);
    await enqueueEmail(tx, { kind: "password-changed", to: row.email, email: changed });
    return { ok: true as const, token, applicant: toApplicant(row) };
  });
  services.wakeOutbox();
  return result;
}

/** Everything held about an applicant, for "Download my data". No hashes, no tokens. */
export async function exportApplicantData(services: Services, applicantId: string) {
  const [row] = await services.db.select().from(applicants).where(eq(applicants.id, applicantId));
  if (!row) return null;
  const sessions = await services.db
    .select({
      id: applicantSessions.id,
      userAgent: applicantSessions.userAgent,
      createdAt: applicantSessions.createdAt,
      lastUsedAt: applicantSessions.lastUsedAt,
      expiresAt: applicantSessions.expiresAt,
      revokedAt: applicantSessions.revokedAt,
    })
    .from(applicantSessions)
    .where(eq(applicantSessions.applicantId, applicantId))
    .orderBy(desc(applicantSessions.createdAt));
  const links = await services.db
    .select({
      purpose: emailTokens.purpose,
      createdAt: emailTokens.createdAt,
      expiresAt: emailTokens.expiresAt,
      usedAt: emailTokens.usedAt,
    })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.subjectId, applicantId), inArray(emailTokens.purpose, Object.values(applicantTokenPurposes))),
    )
    .orderBy(desc(emailTokens.createdAt));
  const sections: Record<string, unknown> = {};
  for (const section of applicantDataSections) sections[section.key] = await section.collect(services.db, applicantId);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...toApplicant(row),
      emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    },
    sessions: sessions.map((session) => ({
      ...session,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
    })),
    emailLinks: links.map((link) => ({
      purpose: link.purpose,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      usedAt: link.usedAt?.toISOString() ?? null,
    })),
    ...sections,
  };
}

/** Deletes the account after checking its password; sessions and links go with it. */
export async function deleteApplicant(
  services: Services,
  applicant: ApplicantRow,
  password: string,
): Promise<"deleted" | "wrong-password"> {
  if (!(await verifyPassword(applicant.passwordHash, password))) return "wrong-password";
  const cleanUps: (() => Promise<void>)[] = [];
  await services.db.transaction(async (tx) => {
    for (const section of applicantDataSections) {
      const cleanUp = await section.erase?.(tx, applicant.id, services);
      if (cleanUp) cleanUps.push(cleanUp);
    }
    await tx
      .delete(emailTokens)
      .where(
        and(
          eq(emailTokens.subjectId, applicant.id),
          inArray(emailTokens.purpose, Object.values(applicantTokenPurposes)),
        ),
      );
    // Sessions reference the applicant with `on delete cascade`.
    await tx.delete(applicants).where(eq(applicants.id, applicant.id));
  });
  for (const cleanUp of cleanUps) {
    await cleanUp().catch((error: unknown) =>
      services.logger.error({ err: error }, "could not remove a deleted applicant's files"),
    );
  }
  return "deleted";
}
