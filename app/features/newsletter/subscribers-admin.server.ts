import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { NewsletterTopic } from "#app/domain/campaigns.ts";
import type { SubscriberStatus } from "#app/domain/newsletter.ts";
import { type AuditActor, recordAudit, recordExport } from "#app/lib/audit.server.ts";
import type { CsvColumn } from "#app/lib/csv.ts";
import { EXPORT_MAX_ROWS, type Page } from "#app/lib/list-query.ts";
import { containsText, pageOf, sortOrder } from "#app/lib/list-sql.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import type { Database } from "#db/client.ts";
import { newsletterSubscribers } from "#db/schema.ts";
import { markUnsubscribed } from "./newsletter.server.ts";
import {
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberFilters,
  type SubscriberListQuery,
  subscriberListMessages,
} from "./subscribers-admin-schemas.ts";

// Newsletter subscribers in the back office: list, search,
// manual unsubscribe, CSV export. Every change and export is audited.

export type SubscriberItem = {
  id: string;
  email: string;
  status: SubscriberStatus;
  /** The topics chosen on the preferences page (every topic until they choose). */
  topics: NewsletterTopic[];
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

type Row = typeof newsletterSubscribers.$inferSelect;

const toItem = (row: Row): SubscriberItem => ({
  id: row.id,
  email: row.email,
  status: row.status,
  topics: row.topics,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

function conditions(filters: SubscriberFilters): SQL | undefined {
  return and(
    filters.status ? eq(newsletterSubscribers.status, filters.status) : undefined,
    containsText(filters.q, [newsletterSubscribers.email]),
  );
}

const sortColumns = {
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

function order(sort: string): SQL[] {
  return [
    sortOrder(sort, sortColumns, newsletterSubscribers.createdAt, { nullsLast: true }),
    asc(newsletterSubscribers.email),
  ];
}

export async function listSubscribers(db: Database, query: SubscriberListQuery): Promise<Page<SubscriberItem>> {
  const where = conditions(query);
  const [totalRow] = await db.select({ total: count() }).from(newsletterSubscribers).where(where);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(...order(query.sort))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((query.page - 1) * SUBSCRIBERS_PAGE_SIZE);
  return pageOf(rows.map(toItem), totalRow, query.page, SUBSCRIBERS_PAGE_SIZE);
}

export type UnsubscribeResult = { ok: true; subscriber: SubscriberItem } | Problem<"not-found" | "conflict">;

/**
 * Unsubscribes an address by hand (status unsubscribed, unsubscribedAt now).
 * An open confirmation link stops working, as when the reader unsubscribes.
 * Already unsubscribed: a conflict (the API answers 409) and nothing is written.
 */
export async function unsubscribeByStaff(
  db: Database,
  id: string,
  actor: AuditActor,
  ip: string | null,
): Promise<UnsubscribeResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .for("update");
    if (!current) return problem("not-found", subscriberListMessages.subscriberNotFound);
    if (current.status === "unsubscribed") return problem("conflict", subscriberListMessages.alreadyUnsubscribed);
    const updated = await markUnsubscribed(tx, id);
    await recordAudit(tx, {
      staff: actor,
      action: "subscriber.unsubscribe",
      entityType: "subscriber",
      entityId: id,
      before: { status: current.status },
      after: { status: "unsubscribed" },
      ip,
    });
    return { ok: true as const, subscriber: toItem(updated) };
  });
}

export const subscriberCsvColumns: CsvColumn<SubscriberItem>[] = [
  { header: "email", value: (row) => row.email },
  { header: "status", value: (row) => row.status },
  { header: "topics", value: (row) => row.topics.join(" ") },
  { header: "subscribed at", value: (row) => row.createdAt },
  { header: "confirmed at", value: (row) => row.confirmedAt },
  { header: "unsubscribed at", value: (row) => row.unsubscribedAt },
];

/** Rows of the export (oldest first, at most EXPORT_MAX_ROWS), audited as "subscribers.export". */
export async function exportSubscribers(
  db: Database,
  filters: SubscriberFilters,
  actor: AuditActor,
  ip: string | null,
): Promise<SubscriberItem[]> {
  const entry = { staff: actor, action: "subscribers.export", entityType: "subscriber", filters, ip };
  return recordExport(db, entry, async (tx) => {
    const rows = await tx
      .select()
      .from(newsletterSubscribers)
      .where(conditions(filters))
      .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
      .limit(EXPORT_MAX_ROWS);
    return rows.map(toItem);
  });
}
