import { and, asc, count, desc, eq, max, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordExport } from "#app/lib/audit.server.ts";
import type { CsvColumn } from "#app/lib/csv.ts";
import { EXPORT_MAX_ROWS, type Page } from "#app/lib/list-query.ts";
import { containsText, pageOf, sortOrder } from "#app/lib/list-sql.server.ts";
import type { Database } from "#db/client.ts";
import { contentItems, contentRequests } from "#db/schema.ts";
import { contentUrl } from "./collections.ts";
import {
  type ContentRequestKind,
  REQUESTS_PAGE_SIZE,
  type RequestFilters,
  type RequestListQuery,
} from "./requests-admin-schemas.ts";

// Whitepaper downloads and event registrations for the marketing and sales
// teams: who asked for what, filtered, per item, and exported as CSV (audited).

export type ContentRequestRow = {
  id: string;
  kind: ContentRequestKind;
  slug: string;
  /** The item's title, or its address when the item is no longer in the studio. */
  itemTitle: string;
  itemUrl: string;
  name: string;
  email: string;
  company: string;
  downloads: number;
  createdAt: string;
};

/** One item with requests: how many, and the latest. */
export type RequestedItem = {
  kind: ContentRequestKind;
  slug: string;
  title: string;
  url: string;
  requests: number;
  lastAt: string;
};

const collectionOf = (kind: ContentRequestKind) => (kind === "whitepaper" ? "whitepapers" : "events");

/** An item's title from the studio, else its address (an item since removed). */
const titleOf = (slug: string, stored: string | null) => stored ?? slug;

/** The studio's item a request is about: same slug, in whitepapers or events by the request's kind. */
const item = sql`(select ${contentItems.data} ->> 'title' from ${contentItems}
  where ${contentItems.slug} = ${contentRequests.slug}
  and ${contentItems.collection} = (case ${contentRequests.kind} when 'whitepaper' then 'whitepapers' else 'events' end)
  limit 1)`;

function conditions(filters: RequestFilters): SQL | undefined {
  return and(
    filters.kind ? eq(contentRequests.kind, filters.kind) : undefined,
    filters.item ? eq(contentRequests.slug, filters.item) : undefined,
    containsText(filters.q, [contentRequests.name, contentRequests.email, contentRequests.company]),
  );
}

const sortColumns = {
  name: contentRequests.name,
  email: contentRequests.email,
  company: contentRequests.company,
  downloads: contentRequests.downloads,
};

function order(sort: string): SQL[] {
  return [
    sortOrder(sort, sortColumns, contentRequests.createdAt),
    desc(contentRequests.createdAt),
    asc(contentRequests.id),
  ];
}

const columns = {
  id: contentRequests.id,
  kind: contentRequests.kind,
  slug: contentRequests.slug,
  itemTitle: sql<string | null>`${item}`,
  name: contentRequests.name,
  email: contentRequests.email,
  company: contentRequests.company,
  downloads: contentRequests.downloads,
  createdAt: contentRequests.createdAt,
};

type Selected = {
  id: string;
  kind: ContentRequestKind;
  slug: string;
  itemTitle: string | null;
  name: string;
  email: string;
  company: string;
  downloads: number;
  createdAt: Date;
};

const toRow = (row: Selected): ContentRequestRow => ({
  ...row,
  itemTitle: titleOf(row.slug, row.itemTitle),
  itemUrl: contentUrl(collectionOf(row.kind), row.slug),
  createdAt: row.createdAt.toISOString(),
});

export async function listContentRequests(db: Database, query: RequestListQuery): Promise<Page<ContentRequestRow>> {
  const where = conditions(query);
  const [totalRow] = await db.select({ total: count() }).from(contentRequests).where(where);
  const rows = (await db
    .select(columns)
    .from(contentRequests)
    .where(where)
    .orderBy(...order(query.sort))
    .limit(REQUESTS_PAGE_SIZE)
    .offset((query.page - 1) * REQUESTS_PAGE_SIZE)) as Selected[];
  return pageOf(rows.map(toRow), totalRow, query.page, REQUESTS_PAGE_SIZE);
}

/** Every item that has requests, with its count (an event's registrations, a whitepaper's requests), most requested first. */
export async function requestedItems(db: Database, kind?: ContentRequestKind): Promise<RequestedItem[]> {
  const rows = await db
    .select({
      kind: contentRequests.kind,
      slug: contentRequests.slug,
      title: sql<string | null>`${item}`,
      requests: count(),
      lastAt: max(contentRequests.createdAt),
    })
    .from(contentRequests)
    .where(kind ? eq(contentRequests.kind, kind) : undefined)
    .groupBy(contentRequests.kind, contentRequests.slug)
    .orderBy(desc(count()), asc(contentRequests.slug));
  return rows.map((row) => ({
    kind: row.kind,
    slug: row.slug,
    title: titleOf(row.slug, row.title),
    url: contentUrl(collectionOf(row.kind), row.slug),
    requests: row.requests,
    lastAt: (row.lastAt ?? new Date(0)).toISOString(),
  }));
}

/** How many people registered for the event `slug`. */
export async function registrationCount(db: Database, slug: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentRequests)
    .where(and(eq(contentRequests.kind, "event"), eq(contentRequests.slug, slug)));
  return row?.n ?? 0;
}

export const contentRequestCsvColumns: CsvColumn<ContentRequestRow>[] = [
  { header: "requested at", value: (row) => row.createdAt },
  { header: "kind", value: (row) => row.kind },
  { header: "item", value: (row) => row.itemTitle },
  { header: "item address", value: (row) => row.itemUrl },
  { header: "name", value: (row) => row.name },
  { header: "email", value: (row) => row.email },
  { header: "company", value: (row) => row.company },
  { header: "downloads", value: (row) => row.downloads },
];

/** Rows of the export (oldest first, at most EXPORT_MAX_ROWS), audited as "content-requests.export". */
export async function exportContentRequests(
  db: Database,
  filters: RequestFilters,
  actor: AuditActor,
  ip: string | null,
): Promise<ContentRequestRow[]> {
  const entry = { staff: actor, action: "content-requests.export", entityType: "content-request", filters, ip };
  return recordExport(db, entry, async (tx) => {
    const rows = (await tx
      .select(columns)
      .from(contentRequests)
      .where(conditions(filters))
      .orderBy(asc(contentRequests.createdAt), asc(contentRequests.id))
      .limit(EXPORT_MAX_ROWS)) as Selected[];
    return rows.map(toRow);
  });
}
