import { timingSafeEqual } from "node:crypto";
import { and, between, eq, sql } from "drizzle-orm";
import type { SavingsInput, SavingsResult } from "#app/domain/savings.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import { estimateSummaryRows } from "#app/lib/savings.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { leadEstimates, leads, leadVerificationCodes } from "#db/schema.ts";
import { hashCode } from "./leads.server.ts";

// A savings-calculator estimate that travels with a lead. The lead wizard
// sends it right after the lead, by its own call, so the lead's own contract
// stays as it is. The call proves it comes from the visitor who sent the lead
// with what only they hold: the address and the emailed code the lead was
// verified with (its hash is kept, used, beside the lead). Sales hear of it in
// a short email of its own, queued in the same transaction (decision 0037).

/** How long after its lead an estimate is taken. */
export const ESTIMATE_WINDOW_MS = 60 * 60 * 1000;

/** How far apart the code's use and the lead's creation may be: one statement writes both. */
const SAME_STATEMENT_MS = 5 * 60 * 1000;

/** One answer for every lead that is not the caller's (unknown, another address, a wrong code, too late). */
export const estimateMessages = {
  notLinked: "We could not link this estimate to your enquiry.",
  alreadyLinked: "Your enquiry already has its estimate.",
} as const;

export type LeadEstimate = {
  id: string;
  inputs: SavingsInput;
  results: SavingsResult;
  currency: string;
  createdAt: Date;
};

export type RecordEstimateResult = { ok: true; id: string } | Problem<"not-found" | "conflict">;

/** Whether `code` is the code `email` verified the lead created at `createdAt` with. */
async function verifiedWith(db: Database, email: string, createdAt: Date, code: string): Promise<boolean> {
  const used = await db
    .select({ id: leadVerificationCodes.id, codeHash: leadVerificationCodes.codeHash })
    .from(leadVerificationCodes)
    .where(
      and(
        eq(leadVerificationCodes.email, email),
        between(
          leadVerificationCodes.consumedAt,
          new Date(createdAt.getTime() - SAME_STATEMENT_MS),
          new Date(createdAt.getTime() + SAME_STATEMENT_MS),
        ),
      ),
    );
  return used.some((row) => {
    const expected = Buffer.from(row.codeHash, "hex");
    const given = Buffer.from(hashCode(row.id, code), "hex");
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * Links an estimate to its lead and queues the email that tells sales, in one
 * transaction. The caller proves the lead is theirs with its address and code;
 * anything else gets the same refusal, so a lead id alone reveals nothing.
 */
export async function recordLeadEstimate(
  services: Services,
  request: { leadId: string; email: string; code: string; inputs: SavingsInput; results: SavingsResult },
): Promise<RecordEstimateResult> {
  const notLinked = problem("not-found", estimateMessages.notLinked);
  const email = request.email.trim().toLowerCase();
  const [lead] = await services.db
    .select({
      id: leads.id,
      email: leads.email,
      company: leads.company,
      firstName: leads.firstName,
      lastName: leads.lastName,
      fleetSize: leads.fleetSize,
      countryName: leads.countryName,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.id, request.leadId));
  if (!lead || lead.email !== email || Date.now() - lead.createdAt.getTime() > ESTIMATE_WINDOW_MS) return notLinked;
  if (!(await verifiedWith(services.db, email, lead.createdAt, request.code.trim()))) return notLinked;

  const notification = await services.renderEmail("lead-estimate", {
    lead: {
      company: lead.company,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      fleetSize: lead.fleetSize,
      country: lead.countryName,
    },
    rows: estimateSummaryRows(request.results),
    leadUrl: new URL(`/admin/leads/${lead.id}`, services.publicUrl).toString(),
  });
  const stored = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadEstimates)
      .values({
        leadId: lead.id,
        inputs: request.inputs,
        results: request.results,
        currency: request.results.currency,
      })
      .onConflictDoNothing({ target: leadEstimates.leadId })
      .returning({ id: leadEstimates.id });
    if (!row) return null;
    await enqueueEmail(tx, {
      kind: "lead-estimate",
      to: services.salesNotifyEmail,
      email: notification,
      headers: { "Reply-To": email },
    });
    return row;
  });
  if (!stored) return problem("conflict", estimateMessages.alreadyLinked);
  services.wakeOutbox();
  return { ok: true, id: stored.id };
}

/** The estimate a lead came with, if any (the back office's lead page). */
export async function estimateOfLead(db: Database, leadId: string): Promise<LeadEstimate | undefined> {
  const [row] = await db
    .select({
      id: leadEstimates.id,
      inputs: leadEstimates.inputs,
      results: leadEstimates.results,
      currency: leadEstimates.currency,
      createdAt: leadEstimates.createdAt,
    })
    .from(leadEstimates)
    .where(eq(leadEstimates.leadId, leadId))
    .orderBy(sql`${leadEstimates.createdAt} desc`)
    .limit(1);
  return row;
}
