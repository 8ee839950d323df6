import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { BOOKING_LINK_DAYS, bookingLinkPurpose, bookingPagePath } from "#app/domain/booking.ts";
import type { LeadSummary } from "#app/emails/types.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { emailPlaceholderValues, enqueueEmail, enqueueEmailFor, type OutgoingEmail } from "#app/lib/outbox.server.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import { insertFrom } from "#db/insert-from.ts";
import { placeholders, preparedPerDatabase, preparedStatement } from "#db/prepared.ts";
import { emailTokens, leads, leadVerificationCodes } from "#db/schema.ts";
import { findCountry, isPlausiblePhone, regionBelongsTo, regionsOf } from "./reference-data.ts";
import type { LeadDraft } from "./schemas.ts";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** A new code for the same address at most this often… */
export const RESEND_INTERVAL_MS = 30 * 1000;
/** …and at most this many per hour. */
export const MAX_CODES_PER_HOUR = 5;

/** The stored hash of a code: the code bound to its row, so equal codes of two rows differ. */
export function hashCode(codeId: string, code: string): string {
  return createHash("sha256").update(`${codeId}:${code}`).digest("hex");
}

export type SendCodeResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/**
 * Emails a 6-digit code (CSPRNG) to `rawEmail`. Earlier unused codes for the
 * address stop working. Limited to one code per 30 s and five per hour.
 */
export async function sendVerificationCode(services: Services, rawEmail: string): Promise<SendCodeResult> {
  const email = rawEmail.trim().toLowerCase();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const codeId = randomUUID();
  const message: OutgoingEmail = {
    kind: "lead-verification-code",
    to: email,
    email: await services.renderEmail("lead-verification-code", { code, validMinutes: CODE_TTL_MS / 60_000 }),
  };
  const result = await services.db.transaction(async (tx): Promise<SendCodeResult> => {
    // Serialise concurrent requests for one address so the limits hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-code:${email}`}))`);
    const recent = await tx
      .select({ createdAt: leadVerificationCodes.createdAt })
      .from(leadVerificationCodes)
      .where(
        and(
          eq(leadVerificationCodes.email, email),
          gt(leadVerificationCodes.createdAt, sql`now() - interval '1 hour'`),
        ),
      )
      .orderBy(desc(leadVerificationCodes.createdAt));
    const now = Date.now();
    const latest = recent[0]?.createdAt.getTime();
    if (latest !== undefined && now - latest < RESEND_INTERVAL_MS) {
      const wait = Math.ceil((RESEND_INTERVAL_MS - (now - latest)) / 1000);
      return {
        ok: false,
        retryAfterSeconds: wait,
        message: `Please wait ${wait} seconds before asking for a new code.`,
      };
    }
    if (recent.length >= MAX_CODES_PER_HOUR) {
      const oldest = recent.at(-1)?.createdAt.getTime() ?? now;
      const wait = Math.max(1, Math.ceil((oldest + 60 * 60 * 1000 - now) / 1000));
      return {
        ok: false,
        retryAfterSeconds: wait,
        message: `Too many codes requested for this address. Please try again in ${Math.ceil(wait / 60)} minutes.`,
      };
    }

    // One statement: the earlier unused codes stop working, the new one is
    // stored (its hash only) and its email queued. The update does not see the
    // row the insert adds: both read the statement's snapshot.
    const superseded = tx.$with("superseded").as(
      tx
        .update(leadVerificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(leadVerificationCodes.email, email), isNull(leadVerificationCodes.consumedAt)))
        .returning({ id: leadVerificationCodes.id }),
    );
    const issued = tx.$with("issued").as(
      tx
        .insert(leadVerificationCodes)
        .values({ id: codeId, email, codeHash: hashCode(codeId, code), expiresAt: new Date(now + CODE_TTL_MS) })
        .returning({ id: leadVerificationCodes.id }),
    );
    await enqueueEmail(tx.with(superseded, issued), message);
    return { ok: true };
  });
  if (result.ok) services.wakeOutbox();
  return result;
}

/** Field problems the schema cannot see: they need the reference data. */
export function checkAgainstReferenceData(draft: LeadDraft): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const country = findCountry(draft.country.id);
  if (!country) {
    errors.country = ["Please choose a country from the list."];
    return errors;
  }
  const hasRegions = regionsOf(country.id).length > 0;
  if (hasRegions && !regionBelongsTo(country.id, draft.state)) {
    errors.state = [`Please choose a state or region of ${country.name}.`];
  }
  if (!isPlausiblePhone(country, draft.phone)) {
    errors.phone = [`Please enter a phone number that can be reached in ${country.name}.`];
  }
  return errors;
}

/** The code an address was sent last, unless used or superseded (db/prepared.ts: every lead runs it). */
const latestUnusedCode = preparedPerDatabase((db) =>
  db
    .select({
      id: leadVerificationCodes.id,
      codeHash: leadVerificationCodes.codeHash,
      attempts: leadVerificationCodes.attempts,
      expiresAt: leadVerificationCodes.expiresAt,
    })
    .from(leadVerificationCodes)
    .where(and(eq(leadVerificationCodes.email, sql.placeholder("email")), isNull(leadVerificationCodes.consumedAt)))
    .orderBy(desc(leadVerificationCodes.createdAt))
    .limit(1)
    .prepare("lead_latest_unused_code"),
);

/** The lead row's columns, each a placeholder of `storeLead`. */
const leadColumns = [
  "id",
  "fleetSize",
  "interestedIn",
  "countryId",
  "countryName",
  "state",
  "company",
  "firstName",
  "lastName",
  "email",
  "phone",
  "vehicles",
  "assets",
  "sourcePage",
  "userAgent",
  "createdAt",
] as const;

/**
 * The code's use, the lead row, the visitor's confirmation and the sales
 * notification in one statement, prepared (db/prepared.ts): every lead runs it.
 * Nothing is written unless the code is still unused, within its attempts and
 * unexpired when the statement runs.
 */
const storeLead = preparedPerDatabase((db) =>
  preparedStatement<{ stored: boolean }>(
    db,
    "lead_store",
    sql`
    with used as (
      update ${leadVerificationCodes} set consumed_at = now()
       where id = ${sql.placeholder("codeId")} and consumed_at is null and attempts < ${MAX_CODE_ATTEMPTS} and expires_at > now()
       returning id),
    lead as (
      ${insertFrom(leads, placeholders(leadColumns), sql`used`)}
      returning id),
    confirmation as (${enqueueEmailFor(sql`lead`, "confirmation")}),
    notification as (${enqueueEmailFor(sql`lead`, "notification")}),
    booking_link as (
      insert into ${emailTokens} (purpose, token_hash, subject_id, expires_at)
      select ${bookingLinkPurpose}, ${sql.placeholder("bookingTokenHash")}, id, ${sql.placeholder("bookingLinkExpiresAt")}::timestamptz from lead)
    select exists (select 1 from lead) as stored`,
  ),
);

export type SubmitLeadResult =
  /** `bookingToken`: the signed link's token that lets the visitor book a demo (/book-a-demo?t=…), stored hashed. */
  | { ok: true; id: string; bookingToken: string }
  | { ok: false; reason: "invalid-code" | "expired-code" | "too-many-attempts" };

type UnusableCode = Extract<SubmitLeadResult, { ok: false }>["reason"];

/**
 * Checks the emailed code and stores the lead. The code's use, the lead row,
 * the visitor's confirmation and the sales notification commit together, in
 * one statement; a wrong code only counts an attempt.
 *
 * The code is read and compared first, without a lock, so the emails are
 * rendered only for a right code and before any transaction. The statement
 * that uses it checks again that it is unused, within its attempts and
 * unexpired: of two requests with the same code, one stores its lead.
 */
export async function submitLead(
  services: Services,
  draft: LeadDraft,
  meta: { userAgent: string | null },
): Promise<SubmitLeadResult> {
  const email = draft.email.trim().toLowerCase();
  const [code] = await latestUnusedCode(services.db).execute({ email });
  if (!code) return { ok: false, reason: "invalid-code" };
  if (code.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: "too-many-attempts" };
  if (code.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired-code" };
  const expected = Buffer.from(code.codeHash, "hex");
  const given = Buffer.from(hashCode(code.id, draft.code.trim()), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const [counted] = await services.db
      .update(leadVerificationCodes)
      .set({ attempts: sql`${leadVerificationCodes.attempts} + 1` })
      .where(
        and(
          eq(leadVerificationCodes.id, code.id),
          isNull(leadVerificationCodes.consumedAt),
          lt(leadVerificationCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: leadVerificationCodes.id });
    return { ok: false, reason: counted ? "invalid-code" : await whyUnusable(services, code.id) };
  }

  const country = findCountry(draft.country.id);
  const summary: LeadSummary = {
    name: `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim(),
    company: draft.company.trim(),
    email,
    phone: draft.phone.trim(),
    country: country?.name ?? draft.country.name,
    state: draft.state.trim(),
    fleetSize: draft.fleetSize,
    interestedIn: draft.interestedIn,
    sourcePage: draft.sourcePage ?? null,
  };
  // The lead's creation time, which the sales notification states.
  const receivedAt = new Date();
  const bookingToken = generateToken();
  const [confirmation, notification] = await Promise.all([
    services.renderEmail("lead-confirmation", {
      firstName: draft.firstName.trim(),
      lead: summary,
      siteUrl: services.publicUrl,
      bookingUrl: `${services.publicUrl}${bookingPagePath(bookingToken)}`,
    }),
    services.renderEmail("lead-sales-notification", { lead: summary, receivedAt: formatDateTime(receivedAt) }),
  ]);
  const id = randomUUID();
  const written = await storeLead(services.db).execute({
    codeId: code.id,
    id,
    fleetSize: draft.fleetSize,
    interestedIn: draft.interestedIn,
    countryId: draft.country.id,
    countryName: summary.country,
    state: summary.state,
    company: summary.company,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email,
    phone: summary.phone,
    vehicles: draft.vehicles,
    assets: draft.assets,
    sourcePage: summary.sourcePage,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    createdAt: receivedAt,
    bookingTokenHash: hashToken(bookingToken),
    bookingLinkExpiresAt: new Date(receivedAt.getTime() + BOOKING_LINK_DAYS * 24 * 60 * 60_000),
    ...emailPlaceholderValues("confirmation", { kind: "lead-confirmation", to: email, email: confirmation }),
    ...emailPlaceholderValues("notification", {
      kind: "lead-sales-notification",
      to: services.salesNotifyEmail,
      email: notification,
      headers: { "Reply-To": email },
    }),
  });
  // Used by another request, or out of attempts or time since it was read: nothing was written.
  if (!written.rows[0]?.stored) {
    return { ok: false, reason: await whyUnusable(services, code.id) };
  }
  services.wakeOutbox();
  return { ok: true, id, bookingToken };
}

/** Why a code that was usable when read could not be used a moment later. */
async function whyUnusable(services: Services, codeId: string): Promise<UnusableCode> {
  const [code] = await services.db
    .select({
      attempts: leadVerificationCodes.attempts,
      expiresAt: leadVerificationCodes.expiresAt,
      consumedAt: leadVerificationCodes.consumedAt,
    })
    .from(leadVerificationCodes)
    .where(eq(leadVerificationCodes.id, codeId));
  if (!code || code.consumedAt !== null) return "invalid-code";
  if (code.attempts >= MAX_CODE_ATTEMPTS) return "too-many-attempts";
  if (code.expiresAt.getTime() <= Date.now()) return "expired-code";
  return "invalid-code";
}
