import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Page } from "#app/lib/list-query.ts";
import type { Database } from "#db/client.ts";
import { auditLog } from "#db/schema.ts";
import type { AuditQuery } from "./schemas.ts";

// Reading the audit log (the back office's /admin/audit page and its API). Every
// feature writes its entries with recordAudit (app/lib/audit.server.ts), in the
// transaction of the change it records.

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = {
  id: string;
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
};

/** One page of the log, newest first, with the filters of `query`. */
export async function listAudit(db: Database, query: AuditQuery): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (query.staffId) conditions.push(eq(auditLog.staffId, query.staffId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.from) conditions.push(gte(auditLog.at, sql`${query.from}::date`));
  if (query.to) conditions.push(lt(auditLog.at, sql`${query.to}::date + 1`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  return {
    data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    meta: { total: totalRow?.total ?? 0, page: query.page, pageSize: AUDIT_PAGE_SIZE },
  };
}

/** The distinct actions and entity types logged so far, for the filter menus. */
export async function auditFilterOptions(db: Database): Promise<{ actions: string[]; entityTypes: string[] }> {
  const actions = await db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  const types = await db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType);
  return { actions: actions.map((row) => row.value), entityTypes: types.map((row) => row.value) };
}
