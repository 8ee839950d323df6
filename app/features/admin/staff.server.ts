import { timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { leadOwnerRoles } from "#app/domain/leads.ts";
import type { StaffRole } from "#app/domain/staff.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { passwordProblem, STAFF_PASSWORD_MIN_LENGTH } from "#app/lib/password-policy.ts";
import { hashPassword, verifyPassword } from "#app/lib/passwords.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import { signInRulesOf } from "#app/lib/rate-limiter.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#db/client.ts";
import {
  applications,
  campaigns,
  contentRequests,
  jobs,
  leads,
  newsletterSubscribers,
  staffSessions,
  staffUsers,
} from "#db/schema.ts";
import { type AdminArea, canUseArea, type Staff } from "./roles.ts";
import { staffMessages } from "./schemas.ts";

// Staff accounts and their cookie sessions. Shared by the API
// (server/api/admin/*), the page loaders under /admin and `npm run admin:create`.
// See docs/decisions/0016-staff-back-office-sessions-and-roles.md.

/** The session cookie's name in development (plain http://localhost). */
export const STAFF_COOKIE = "marut_staff";
/**
 * Its name where cookies are Secure (production): the `__Host-` prefix makes the
 * browser refuse it unless it is Secure, `Path=/` and has no `Domain`, so a
 * sibling subdomain or a plain-http page cannot plant or shadow a session.
 */
export const STAFF_COOKIE_SECURE = "__Host-marut_staff";

/** The staff session cookie's name for these services. */
export const staffCookieName = (services: Pick<Services, "secureCookies">) =>
  services.secureCookies ? STAFF_COOKIE_SECURE : STAFF_COOKIE;
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session. */
const LAST_SEEN_GRANULARITY_MS = 60 * 1000;
const USER_AGENT_MAX = 256;

export const staffRateLimits = {
  loginPerIp: { bucket: "staff-login-ip", limit: 20, windowMs: 15 * 60_000 },
  /** Attempts on one account from one IP; past it that IP is refused (a success starts it over). */
  loginPerAccountClient: { bucket: "staff-login-account-ip", limit: 5, windowMs: 15 * 60_000 },
  /** Attempts on one account from anywhere; past it each attempt waits longer, never refused. */
  loginPerAccount: { bucket: "staff-login-account", limit: 5, windowMs: 15 * 60_000 },
  passwordCheckPerAccount: { bucket: "staff-password-check", limit: 10, windowMs: 15 * 60_000 },
} as const;

export const staffSignInRules = signInRulesOf(staffRateLimits);

export type StaffRow = typeof staffUsers.$inferSelect;

export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

/** The public shape of a staff member: never the password hash. */
export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A staff member as the staff list shows them (with their status). */
export type StaffListItem = Staff & { disabled: boolean; disabledAt: string | null };

const toListItem = (row: StaffRow): StaffListItem => ({
  ...toStaff(row),
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** The first rule a staff password breaks (12+ characters, the common list, not the name or email). */
export function staffPasswordProblem(password: string, who: { email?: string; name?: string }): string | undefined {
  const [firstName, ...rest] = (who.name ?? "").trim().split(/\s+/);
  return passwordProblem(password, {
    email: who.email,
    firstName,
    lastName: rest.join(" "),
    minLength: STAFF_PASSWORD_MIN_LENGTH,
  });
}

/** The audit actor of a staff member. */
export const actorOf = (staff: { id: string; email: string }) => ({ id: staff.id, email: staff.email });

const emailTaken = () => problem("conflict", staffMessages.emailTaken, "email");
const noSuchStaff = () => problem("not-found", staffMessages.notFound);

export type CreateStaffResult = { ok: true; staff: StaffListItem } | Problem<"invalid" | "conflict">;

/**
 * Creates a staff account (the command line passes `actor: null`). Checks the
 * password rules; the caller has validated the shape.
 */
export async function createStaffUser(
  db: Database,
  input: { email: string; name: string; role: StaffRole; password: string },
  actor: { id: string; email: string } | null,
  ip: string | null = null,
): Promise<CreateStaffResult> {
  const email = normaliseStaffEmail(input.email);
  const weak = staffPasswordProblem(input.password, { email, name: input.name });
  if (weak) return problem("invalid", weak, "password");
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (existing) return emailTaken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name.trim(), role: input.role, passwordHash })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning();
    if (!row) return emailTaken();
    await recordAudit(tx, {
      staff: actor,
      action: "staff.create",
      entityType: "staff",
      entityId: row.id,
      after: { email: row.email, name: row.name, role: row.role },
      ip,
    });
    return { ok: true as const, staff: toListItem(row) };
  });
}

export type StaffSessionResult = { token: string; csrfToken: string; staff: Staff };

/**
 * Checks an email and password. Unknown, wrong and disabled all answer the same
 * (and cost the same argon2 work); each attempt is audited. Rate limits are the
 * caller's job and come first.
 */
export async function loginStaff(
  services: Services,
  credentials: { email: string; password: string },
  client: { ip: string | null; userAgent: string | null },
): Promise<({ ok: true } & StaffSessionResult) | { ok: false }> {
  const email = normaliseStaffEmail(credentials.email);
  const [row] = await services.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  const valid = await verifyPassword(row?.passwordHash ?? null, credentials.password);
  if (!row || !valid || row.disabledAt !== null) {
    await recordAudit(services.db, {
      staff: null,
      action: "auth.login_failed",
      entityType: "staff",
      entityId: row?.id ?? null,
      after: { email: email.slice(0, 254) },
      ip: client.ip,
    });
    return { ok: false };
  }
  const token = generateToken();
  const csrfToken = generateToken();
  const updated = await services.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      staffId: row.id,
      tokenHash: hashToken(token),
      csrfToken,
      userAgent: client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null,
      expiresAt: new Date(Date.now() + STAFF_SESSION_MAX_MS),
    });
    const [fresh] = await tx
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, row.id))
      .returning();
    await recordAudit(tx, {
      staff: actorOf(row),
      action: "auth.login",
      entityType: "staff",
      entityId: row.id,
      ip: client.ip,
    });
    return fresh ?? row;
  });
  return { ok: true, token, csrfToken, staff: toStaff(updated) };
}

export type AuthenticatedStaff = { staff: StaffRow; sessionId: string; csrfToken: string };

/**
 * The staff member behind a session cookie, or null when it is unknown,
 * revoked, idle for 30 minutes, older than 12 hours, or the account is disabled.
 * Seeing a session slides its idle expiry (written at most once a minute).
 */
export async function authenticateStaff(
  services: Services,
  token: string | undefined,
): Promise<AuthenticatedStaff | null> {
  if (!token || token.length > 200) return null;
  const idleCutoff = new Date(Date.now() - STAFF_IDLE_TIMEOUT_MS);
  const [found] = await services.db
    .select({ staff: staffUsers, session: staffSessions })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, idleCutoff),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!found) return null;
  if (Date.now() - found.session.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await services.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.id, found.session.id));
  }
  return { staff: found.staff, sessionId: found.session.id, csrfToken: found.session.csrfToken };
}

/** Constant-time comparison of the CSRF header with the session's token. */
export function csrfTokenMatches(expected: string, received: string | undefined | null): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ends one session (sign out) and records it. */
export async function logoutStaff(services: Services, auth: AuthenticatedStaff, ip: string | null): Promise<void> {
  await services.db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.id, auth.sessionId), isNull(staffSessions.revokedAt)));
    await recordAudit(tx, {
      staff: actorOf(auth.staff),
      action: "auth.logout",
      entityType: "staff",
      entityId: auth.staff.id,
      ip,
    });
  });
}

/** Ends every live session of a staff member, except `keep` when given. */
export async function revokeStaffSessions(tx: Database, staffId: string, keep?: string): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep ? ne(staffSessions.id, keep) : undefined,
      ),
    );
}

/** Every staff account, admins first, then by name. */
export async function listStaff(db: Database): Promise<StaffListItem[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.role), asc(staffUsers.name));
  return rows.map(toListItem);
}

export type UpdateStaffResult = { ok: true; staff: StaffListItem } | Problem<"not-found" | "conflict">;

/**
 * Renames, changes the role of, disables or enables an account. An admin
 * cannot disable or demote themselves, and the last active admin stays.
 * Disabling revokes the account's sessions.
 */
export async function updateStaffUser(
  db: Database,
  actor: { id: string; email: string },
  id: string,
  changes: { name?: string | undefined; role?: StaffRole | undefined; disabled?: boolean | undefined },
  ip: string | null,
): Promise<UpdateStaffResult> {
  return db.transaction(async (tx) => {
    // Serialise admin changes so two admins cannot demote each other at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marut:staff-admins'))`);
    const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for("update");
    if (!current) return noSuchStaff();
    const demoting = changes.role !== undefined && changes.role !== "admin" && current.role === "admin";
    const disabling = changes.disabled === true && current.disabledAt === null;
    if (current.id === actor.id && (demoting || disabling)) return problem("conflict", staffMessages.selfChange);
    if ((demoting || disabling) && current.role === "admin" && current.disabledAt === null) {
      const [others] = await tx
        .select({ n: count() })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, "admin"), isNull(staffUsers.disabledAt), ne(staffUsers.id, id)));
      if ((others?.n ?? 0) === 0) return problem("conflict", staffMessages.lastAdmin);
    }
    const set: Partial<typeof staffUsers.$inferInsert> = {};
    if (changes.name !== undefined) set.name = changes.name.trim();
    if (changes.role !== undefined) set.role = changes.role;
    if (changes.disabled === true && current.disabledAt === null) set.disabledAt = new Date();
    if (changes.disabled === false) set.disabledAt = null;
    const [row] = await tx
      .update(staffUsers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, id))
      .returning();
    if (!row) return noSuchStaff();
    if (disabling) await revokeStaffSessions(tx, id);
    const pick = (r: StaffRow) => ({ name: r.name, role: r.role, disabled: r.disabledAt !== null });
    await recordAudit(tx, {
      staff: actor,
      action: disabling
        ? "staff.disable"
        : changes.disabled === false && current.disabledAt
          ? "staff.enable"
          : "staff.update",
      entityType: "staff",
      entityId: id,
      before: pick(current),
      after: pick(row),
      ip,
    });
    return { ok: true, staff: toListItem(row) } as const;
  });
}

/** An admin sets someone's password: their sessions end. */
export async function setStaffPassword(
  db: Database,
  actor: { id: string; email: string },
  id: string,
  password: string,
  ip: string | null,
): Promise<{ ok: true } | Problem<"not-found" | "invalid">> {
  const [current] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!current) return noSuchStaff();
  const weak = staffPasswordProblem(password, current);
  if (weak) return problem("invalid", weak, "password");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(staffUsers.id, id));
    await revokeStaffSessions(tx, id);
    await recordAudit(tx, { staff: actor, action: "staff.password_reset", entityType: "staff", entityId: id, ip });
  });
  return { ok: true };
}

/** A signed-in staff member changes their own password; their other sessions end. */
export async function changeOwnStaffPassword(
  db: Database,
  auth: AuthenticatedStaff,
  passwords: { currentPassword: string; newPassword: string },
  ip: string | null,
): Promise<{ ok: true } | Problem<"invalid">> {
  if (!(await verifyPassword(auth.staff.passwordHash, passwords.currentPassword))) {
    return problem("invalid", staffMessages.wrongPassword, "currentPassword");
  }
  const weak = staffPasswordProblem(passwords.newPassword, auth.staff);
  if (weak) return problem("invalid", weak, "newPassword");
  const passwordHash = await hashPassword(passwords.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(staffUsers.id, auth.staff.id));
    await revokeStaffSessions(tx, auth.staff.id, auth.sessionId);
    await recordAudit(tx, {
      staff: actorOf(auth.staff),
      action: "staff.password_change",
      entityType: "staff",
      entityId: auth.staff.id,
      ip,
    });
  });
  return { ok: true };
}

export type DashboardCard = { area: AdminArea; label: string; count: number; to: string; description: string };

/** The dashboard's cards in the order it shows them, each with the rows of its table it counts. */
const dashboardFigures: (Omit<DashboardCard, "count"> & { table: PgTable; where: SQL | undefined })[] = [
  {
    area: "careers",
    label: "Open jobs",
    to: "/admin/jobs",
    description: "Published positions",
    table: jobs,
    where: eq(jobs.status, "published"),
  },
  {
    area: "careers",
    label: "New applications",
    to: "/admin/applications",
    description: "Waiting in the Applied stage",
    table: applications,
    where: and(eq(applications.stage, "applied"), eq(applications.status, "active")),
  },
  {
    area: "leads",
    label: "New leads",
    to: "/admin/leads",
    description: "Not yet contacted",
    table: leads,
    where: eq(leads.status, "new"),
  },
  {
    area: "subscribers",
    label: "Subscribers",
    to: "/admin/subscribers",
    description: "Confirmed newsletter subscribers",
    table: newsletterSubscribers,
    where: eq(newsletterSubscribers.status, "confirmed"),
  },
  {
    area: "campaigns",
    label: "Campaigns under way",
    to: "/admin/campaigns",
    description: "Newsletter campaigns scheduled, sending or paused",
    table: campaigns,
    where: inArray(campaigns.status, ["scheduled", "sending", "paused"]),
  },
  {
    area: "requests",
    label: "Downloads & registrations",
    to: "/admin/requests",
    description: "Whitepapers asked for and event sign-ups in the last 30 days",
    table: contentRequests,
    where: gt(contentRequests.createdAt, sql`now() - interval '30 days'`),
  },
];

/** The dashboard's live counts, only for the areas `role` may use. */
export async function dashboardCards(db: Database, role: StaffRole): Promise<DashboardCard[]> {
  const cards: DashboardCard[] = [];
  for (const { area, label, to, description, table, where } of dashboardFigures) {
    if (!canUseArea(role, area)) continue;
    const [row] = await db.select({ n: count() }).from(table).where(where);
    cards.push({ area, label, count: row?.n ?? 0, to, description });
  }
  return cards;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export type StaffOption = { id: string; name: string; email: string; role: string };

/** Active staff of the given roles (default: those who may own a lead), by name. */
export async function staffOptions(db: Database, roles: readonly StaffRole[] = leadOwnerRoles): Promise<StaffOption[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .where(and(isNull(staffUsers.disabledAt), inArray(staffUsers.role, [...roles])))
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
}
