import type { Database } from "#db/client.ts";
import { auditLog } from "#db/schema.ts";
import { EXPORT_MAX_ROWS, withoutEmpty } from "./list-query.ts";

// The audit log: who did what, when, and what changed. Below the features, like
// the outbox: every feature that changes data for a staff member records it here
// (the back office reads the log in app/features/admin/audit.server.ts). Call recordAudit with the
// transaction of the change itself, so the record and the change commit together:
//
//   await services.db.transaction(async (tx) => {
//     const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
//     const [after] = await tx.update(jobs).set({ status: "published" }).where(eq(jobs.id, id)).returning();
//     await recordAudit(tx, { staff: currentStaff(c), action: "job.publish", entityType: "job",
//       entityId: id, before: { status: before.status }, after: { status: after.status }, ip: clientIp(c, services.trustProxy) });
//   });

/** Who acted: the signed-in staff member, or null (a failed sign-in, the command line). */
export type AuditActor = { id: string; email: string } | null;

export type AuditEntryInput = {
  staff: AuditActor;
  /** `<entity>.<verb>`, e.g. "job.publish", "staff.create", "auth.login". */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** Only the fields that matter; never passwords, hashes or tokens. */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Writes one audit entry with `dbOrTx` (pass the transaction of the change). */
export async function recordAudit(dbOrTx: Database, entry: AuditEntryInput): Promise<void> {
  await dbOrTx.insert(auditLog).values({
    staffId: entry.staff?.id ?? null,
    staffEmail: entry.staff?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/**
 * A CSV export: reads its rows (`rowsOf`, cut at EXPORT_MAX_ROWS) and audits it with its
 * filters and row count, in one transaction.
 */
export function recordExport<T>(
  db: Database,
  entry: { staff: AuditActor; action: string; entityType: string; filters: object; ip: string | null },
  rowsOf: (tx: Database) => Promise<T[]>,
): Promise<T[]> {
  return db.transaction(async (tx) => {
    const rows = await rowsOf(tx);
    await recordAudit(tx, {
      staff: entry.staff,
      action: entry.action,
      entityType: entry.entityType,
      after: {
        filters: withoutEmpty(entry.filters as Record<string, unknown>),
        rows: rows.length,
        truncated: rows.length === EXPORT_MAX_ROWS,
      },
      ip: entry.ip,
    });
    return rows;
  });
}
