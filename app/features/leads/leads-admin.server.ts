import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { fleetSizes, type LeadStatus, leadOwnerRoles, leadStatuses } from "#app/domain/leads.ts";
import { type AuditActor, recordAudit, recordExport } from "#app/lib/audit.server.ts";
import type { CsvColumn } from "#app/lib/csv.ts";
import { EXPORT_MAX_ROWS, type Page } from "#app/lib/list-query.ts";
import { containsText, pageOf, sortOrder } from "#app/lib/list-sql.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import type { Database } from "#db/client.ts";
import { auditLog, leadNotes, leads, staffUsers } from "#db/schema.ts";
import {
  LEADS_PAGE_SIZE,
  type LeadFilters,
  type LeadListQuery,
  type LeadUpdate,
  leadInboxMessages,
} from "./leads-admin-schemas.ts";

// The sales team's side of the leads (the back office's inbox): list with filters,
// detail, status, owner, notes and the CSV export. Shared by server/api/admin
// and the /admin/leads pages. Every change is audited in its own transaction.

export type LeadListItem = {
  id: string;
  createdAt: string;
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  countryId: string;
  countryName: string;
  state: string;
  fleetSize: string;
  interestedIn: string[];
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
};

export type LeadNote = {
  id: string;
  body: string;
  createdAt: string;
  staffId: string | null;
  staffName: string | null;
};
export type LeadHistoryEntry = {
  at: string;
  staffEmail: string | null;
  before: { status?: string; ownerId?: string | null } | null;
  after: { status?: string; ownerId?: string | null } | null;
};

export type LeadDetail = LeadListItem & {
  phone: string;
  vehicles: { available: boolean; qty: number };
  assets: { available: boolean; qty: number };
  sourcePage: string | null;
  userAgent: string | null;
  updatedAt: string;
  notes: LeadNote[];
  history: LeadHistoryEntry[];
};

function leadConditions(filters: LeadFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.from) conditions.push(gte(leads.createdAt, sql`${filters.from}::date`));
  if (filters.to) conditions.push(lt(leads.createdAt, sql`${filters.to}::date + 1`));
  if (filters.country) conditions.push(eq(leads.countryId, filters.country));
  if (filters.fleetSize) conditions.push(eq(leads.fleetSize, filters.fleetSize));
  if (filters.feature) conditions.push(sql`${leads.interestedIn} @> ${JSON.stringify([filters.feature])}::jsonb`);
  if (filters.owner === "none") conditions.push(isNull(leads.ownerId));
  else if (filters.owner) conditions.push(eq(leads.ownerId, filters.owner));
  const search = containsText(filters.q, [
    leads.company,
    leads.firstName,
    leads.lastName,
    leads.email,
    leads.phone,
    sql`${leads.firstName} || ' ' || ${leads.lastName}`,
  ]);
  if (search) conditions.push(search);
  return and(...conditions);
}

/** Position in a fixed list, so fleet sizes and statuses sort in their natural order. */
const positionIn = (column: SQL | typeof leads.fleetSize, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

const sortColumns = {
  company: sql`lower(${leads.company})`,
  country: leads.countryName,
  fleetSize: positionIn(leads.fleetSize, fleetSizes),
  status: positionIn(leads.status as unknown as SQL, leadStatuses),
};

function leadOrder(sort: string): SQL[] {
  return [sortOrder(sort, sortColumns, leads.createdAt), desc(leads.createdAt), asc(leads.id)];
}

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  company: leads.company,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  countryId: leads.countryId,
  countryName: leads.countryName,
  state: leads.state,
  fleetSize: leads.fleetSize,
  interestedIn: leads.interestedIn,
  status: leads.status,
  ownerId: leads.ownerId,
  ownerName: staffUsers.name,
};

/** The list's columns and the rest of the visitor's answers: what the detail and the export show. */
const answerColumns = {
  ...listColumns,
  phone: leads.phone,
  vehicles: leads.vehicles,
  assets: leads.assets,
  sourcePage: leads.sourcePage,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  createdAt: Date;
  status: LeadStatus;
  ownerName: string | null;
};

const toListItem = (row: ListRow): LeadListItem => ({
  ...(row as unknown as LeadListItem),
  createdAt: row.createdAt.toISOString(),
  ownerName: row.ownerName ?? null,
});

/** One page of the inbox. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<Page<LeadListItem>> {
  const where = leadConditions(query);
  const [totalRow] = await db.select({ total: count() }).from(leads).where(where);
  const rows = await db
    .select(listColumns)
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(where)
    .orderBy(...leadOrder(query.sort))
    .limit(LEADS_PAGE_SIZE)
    .offset((query.page - 1) * LEADS_PAGE_SIZE);
  return pageOf(
    rows.map((row) => toListItem(row as ListRow)),
    totalRow,
    query.page,
    LEADS_PAGE_SIZE,
  );
}

/** Everything about one lead, with its notes and the history of its status and owner. */
export async function getLead(db: Database, id: string): Promise<LeadDetail | undefined> {
  const [row] = await db
    .select({
      ...answerColumns,
      userAgent: leads.userAgent,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(eq(leads.id, id));
  if (!row) return undefined;
  const notes = await db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      staffId: leadNotes.staffId,
      staffName: staffUsers.name,
    })
    .from(leadNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, leadNotes.staffId))
    .where(eq(leadNotes.leadId, id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const history = await db
    .select({ at: auditLog.at, staffEmail: auditLog.staffEmail, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, id), eq(auditLog.action, "lead.update")))
    .orderBy(desc(auditLog.at))
    .limit(100);
  return {
    ...toListItem(row as ListRow),
    phone: row.phone,
    vehicles: row.vehicles,
    assets: row.assets,
    sourcePage: row.sourcePage,
    userAgent: row.userAgent,
    updatedAt: row.updatedAt.toISOString(),
    notes: notes.map((note) => ({
      ...note,
      createdAt: note.createdAt.toISOString(),
      staffName: note.staffName ?? null,
    })),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      staffEmail: entry.staffEmail,
      before: entry.before as LeadHistoryEntry["before"],
      after: entry.after as LeadHistoryEntry["after"],
    })),
  };
}

export type LeadChangeResult = { ok: true } | Problem<"not-found" | "invalid">;

/** Sets the status and/or owner; audits what changed (before and after) in the same transaction. */
export async function updateLead(
  db: Database,
  id: string,
  change: LeadUpdate,
  actor: AuditActor,
  ip: string | null,
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status, ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!current) return problem("not-found", leadInboxMessages.leadNotFound);
    if (change.ownerId) {
      const [owner] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(
          and(
            eq(staffUsers.id, change.ownerId),
            isNull(staffUsers.disabledAt),
            inArray(staffUsers.role, [...leadOwnerRoles]),
          ),
        );
      if (!owner) return problem("invalid", leadInboxMessages.ownerNotFound, "ownerId");
    }
    const before: { status?: LeadStatus; ownerId?: string | null } = {};
    const after: { status?: LeadStatus; ownerId?: string | null } = {};
    if (change.status !== undefined && change.status !== current.status) {
      before.status = current.status;
      after.status = change.status;
    }
    if (change.ownerId !== undefined && change.ownerId !== current.ownerId) {
      before.ownerId = current.ownerId;
      after.ownerId = change.ownerId;
    }
    if (Object.keys(after).length === 0) return { ok: true as const };
    await tx
      .update(leads)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    await recordAudit(tx, { staff: actor, action: "lead.update", entityType: "lead", entityId: id, before, after, ip });
    return { ok: true as const };
  });
}

/** Adds a private note; audited in the same transaction. Undefined when the lead does not exist. */
export async function addLeadNote(
  db: Database,
  leadId: string,
  body: string,
  actor: NonNullable<AuditActor>,
  ip: string | null,
): Promise<LeadNote | undefined> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return undefined;
    const [note] = await tx.insert(leadNotes).values({ leadId, staffId: actor.id, body }).returning();
    if (!note) return undefined;
    await tx.update(leads).set({ updatedAt: sql`now()` }).where(eq(leads.id, leadId));
    await recordAudit(tx, {
      staff: actor,
      action: "lead.note",
      entityType: "lead",
      entityId: leadId,
      after: { noteId: note.id, length: body.length },
      ip,
    });
    const [author] = await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, actor.id));
    return {
      id: note.id,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
      staffId: note.staffId,
      staffName: author?.name ?? null,
    };
  });
}

export type LeadExportRow = LeadListItem & {
  phone: string;
  vehicles: { available: boolean; qty: number };
  assets: { available: boolean; qty: number };
  sourcePage: string | null;
};

/** The export's columns: what the leads table holds, in the order sales reads it. */
export const leadCsvColumns: CsvColumn<LeadExportRow>[] = [
  { header: "id", value: (row) => row.id },
  { header: "created at", value: (row) => row.createdAt },
  { header: "status", value: (row) => row.status },
  { header: "owner", value: (row) => row.ownerName },
  { header: "company", value: (row) => row.company },
  { header: "first name", value: (row) => row.firstName },
  { header: "last name", value: (row) => row.lastName },
  { header: "email", value: (row) => row.email },
  { header: "phone", value: (row) => row.phone },
  { header: "country", value: (row) => row.countryName },
  { header: "state", value: (row) => row.state },
  { header: "fleet size", value: (row) => row.fleetSize },
  { header: "features", value: (row) => row.interestedIn.join("; ") },
  { header: "vehicles", value: (row) => (row.vehicles.available ? row.vehicles.qty : "") },
  { header: "assets", value: (row) => (row.assets.available ? row.assets.qty : "") },
  { header: "source", value: (row) => row.sourcePage },
];

/**
 * The rows of an export with the inbox's filters, newest first (at most
 * EXPORT_MAX_ROWS), and the audit entry "leads.export" with the filters.
 */
export async function exportLeads(
  db: Database,
  filters: LeadFilters,
  actor: AuditActor,
  ip: string | null,
): Promise<LeadExportRow[]> {
  return recordExport(db, { staff: actor, action: "leads.export", entityType: "lead", filters, ip }, async (tx) => {
    const rows = await tx
      .select(answerColumns)
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(leadConditions(filters))
      .orderBy(desc(leads.createdAt), asc(leads.id))
      .limit(EXPORT_MAX_ROWS);
    return rows.map((row) => ({
      ...toListItem(row as ListRow),
      phone: row.phone,
      vehicles: row.vehicles,
      assets: row.assets,
      sourcePage: row.sourcePage,
    }));
  });
}
