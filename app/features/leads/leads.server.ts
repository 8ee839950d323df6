import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { leads, leadVerificationCodes } from "../../../db/schema.ts";
import type { LeadSummary } from "../../emails/types.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { enqueueEmail } from "../../lib/outbox.server.ts";
import type { Services } from "../../lib/services.ts";
import { findCountry, isPlausiblePhone, regionBelongsTo, regionsOf } from "./reference-data.ts";
import type { LeadDraft } from "./schemas.ts";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** A new code for the same address at most this often… */
export const RESEND_INTERVAL_MS = 30 * 1000;
/** …and at most this many per hour. */
export const MAX_CODES_PER_HOUR = 5;

function hashCode(codeId: string, code: string): string {
  return createHash("sha256").update(`${codeId}:${code}`).digest("hex");
}

export type SendCodeResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/**
 * Emails a 6-digit code (CSPRNG) to `rawEmail`. Earlier unused codes for the
 * address stop working. Limited to one code per 30 s and five per hour.
 */
export async function sendVerificationCode(services: Services, rawEmail: string): Promise<SendCodeResult> {
  const email = rawEmail.trim().toLowerCase();
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

    await tx
      .update(leadVerificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(leadVerificationCodes.email, email), isNull(leadVerificationCodes.consumedAt)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const [row] = await tx
      .insert(leadVerificationCodes)
      .values({ email, codeHash: "pending", expiresAt: new Date(now + CODE_TTL_MS) })
      .returning({ id: leadVerificationCodes.id });
    if (!row) throw new Error("code insert returned no row");
    await tx
      .update(leadVerificationCodes)
      .set({ codeHash: hashCode(row.id, code) })
      .where(eq(leadVerificationCodes.id, row.id));
    await enqueueEmail(tx, {
      kind: "lead-verification-code",
      to: email,
      email: await services.renderEmail("lead-verification-code", { code, validMinutes: CODE_TTL_MS / 60_000 }),
    });
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

export type SubmitLeadResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid-code" | "expired-code" | "too-many-attempts" };

/**
 * Checks the emailed code and stores the lead. The code's use, the lead row,
 * the visitor's confirmation and the sales notification commit together; a
 * wrong code only counts an attempt.
 */
export async function submitLead(
  services: Services,
  draft: LeadDraft,
  meta: { userAgent: string | null },
): Promise<SubmitLeadResult> {
  const email = draft.email.trim().toLowerCase();
  const country = findCountry(draft.country.id);
  const countryName = country?.name ?? draft.country.name;
  const result = await services.db.transaction(async (tx): Promise<SubmitLeadResult> => {
    const [code] = await tx
      .select()
      .from(leadVerificationCodes)
      .where(and(eq(leadVerificationCodes.email, email), isNull(leadVerificationCodes.consumedAt)))
      .orderBy(desc(leadVerificationCodes.createdAt))
      .limit(1)
      .for("update");
    if (!code) return { ok: false, reason: "invalid-code" };
    if (code.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: "too-many-attempts" };
    if (code.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired-code" };
    const expected = Buffer.from(code.codeHash, "hex");
    const given = Buffer.from(hashCode(code.id, draft.code.trim()), "hex");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(leadVerificationCodes)
        .set({ attempts: sql`${leadVerificationCodes.attempts} + 1` })
        .where(eq(leadVerificationCodes.id, code.id));
      return { ok: false, reason: "invalid-code" };
    }
    await tx.update(leadVerificationCodes).set({ consumedAt: sql`now()` }).where(eq(leadVerificationCodes.id, code.id));

    const [lead] = await tx
      .insert(leads)
      .values({
        fleetSize: draft.fleetSize,
        interestedIn: draft.interestedIn,
        countryId: draft.country.id,
        countryName,
        state: draft.state.trim(),
        company: draft.company.trim(),
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        email,
        phone: draft.phone.trim(),
        vehicles: draft.vehicles,
        assets: draft.assets,
        sourcePage: draft.sourcePage ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!lead) throw new Error("lead insert returned no row");

    const summary: LeadSummary = {
      name: `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim(),
      company: draft.company.trim(),
      email,
      phone: draft.phone.trim(),
      country: countryName,
      state: draft.state.trim(),
      fleetSize: draft.fleetSize,
      interestedIn: draft.interestedIn,
      sourcePage: draft.sourcePage ?? null,
    };
    await enqueueEmail(tx, {
      kind: "lead-confirmation",
      to: email,
      email: await services.renderEmail("lead-confirmation", {
        firstName: draft.firstName.trim(),
        lead: summary,
        siteUrl: services.publicUrl,
      }),
    });
    await enqueueEmail(tx, {
      kind: "lead-sales-notification",
      to: services.salesNotifyEmail,
      email: await services.renderEmail("lead-sales-notification", {
        lead: summary,
        receivedAt: formatDateTime(lead.createdAt),
      }),
      headers: { "Reply-To": email },
    });
    return { ok: true, id: lead.id };
  });
  if (result.ok) services.wakeOutbox();
  return result;
}
