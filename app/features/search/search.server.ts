import { desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { SEARCH_RESULT_LIMIT, type SearchHit, type SearchKind, type SearchPageOutcome } from "#app/domain/search.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { contentItems, departments, jobs, locations, searchPages } from "#db/schema.ts";
import { isOpen } from "../careers/jobs.server.ts";
import { type CollectionName, contentUrl } from "../content/collections.ts";
import { tryRenderMarkdown } from "../content/markdown.server.ts";
import { htmlToText } from "./page-text.ts";

// Site search over PostgreSQL full-text search (decision 0022): the site's own
// pages from `search_pages` (written by each server from its own renders,
// server/search-indexer.ts), every published content item and every open job
// straight from their tables, so a publish, an unpublish or a closed job
// shows at the next query on every instance. One
// statement ranks the three together; their stored documents (generated
// columns, db/schema.ts) weigh alike: title (A), summary and tags (B), body (D). Read-only: the content and careers features own
// their tables and their writes.

/** One of the site's own pages as a server extracted it from its render: its address, title and text. */
export type SearchPage = { url: string; title: string; body: string };

/** Writes `pages` into `search_pages` (each address once, in address order, so instances writing together agree). */
async function upsertSearchPages(db: Database, pages: readonly SearchPage[]): Promise<void> {
  const sorted = [...new Map(pages.map((page) => [page.url, page])).values()].sort((a, b) =>
    a.url < b.url ? -1 : a.url > b.url ? 1 : 0,
  );
  if (sorted.length === 0) return;
  await db
    .insert(searchPages)
    .values(sorted.map(({ url, title, body }) => ({ url, title, body })))
    .onConflictDoUpdate({ target: searchPages.url, set: { title: sql`excluded.title`, body: sql`excluded.body` } });
}

/**
 * Makes `search_pages` hold exactly `pages`, and the addresses of `kept` (pages
 * the servers index from their own renders) as they are. Safe when several
 * instances start together: rows are upserted in address order, then the others removed.
 */
export async function replaceSearchPages(
  db: Database,
  pages: readonly SearchPage[],
  kept: readonly string[] = [],
): Promise<void> {
  const sorted = [...new Map(pages.map((page) => [page.url, page])).values()].sort((a, b) =>
    a.url < b.url ? -1 : a.url > b.url ? 1 : 0,
  );
  await db.transaction(async (tx) => {
    await upsertSearchPages(tx, sorted);
    const listed = [...sorted.map((page) => page.url), ...kept];
    if (listed.length === 0) await tx.delete(searchPages);
    else await tx.delete(searchPages).where(notInArray(searchPages.url, listed));
  });
}

/** A job's stored document with its team and place, which live in their own tables. */
const jobDocument = () =>
  sql`${jobs.searchVector} || setweight(to_tsvector('english', ${departments.name} || ' ' || ${locations.name}), 'B')`;

/**
 * The results for `query` (websearch syntax: words, "a phrase", -not), best
 * first, each address once. An empty query or one of stop words only finds nothing.
 */
export async function searchSite(db: Database, query: string, limit = SEARCH_RESULT_LIMIT): Promise<SearchHit[]> {
  const text = query.trim();
  if (text === "") return [];
  const tsquery = sql`websearch_to_tsquery('english', ${text})`;
  // How well a result answers: its whole document, long ones damped (1 + log of
  // their length), plus its title, by the share of the title the query covers,
  // so a result named for the query comes before longer items that only
  // mention it often. The site's own pages (products, company, careers) weigh
  // half as much again: at equal relevance they are what visitors look for
  // ("cabin vision" is the product page before the firmware announcement).
  const rankOf = (vector: SQL, title: SQL, weight = 1) =>
    sql<number>`(${weight} * (ts_rank(${vector}, ${tsquery}, 1) + ts_rank(setweight(to_tsvector('english', ${title}), 'A'), ${tsquery}, 2)))`;

  const pageVector = sql`${searchPages.vector}`;
  const pageHits = db
    .select({
      kind: sql<string>`'page'`.as("kind"),
      url: sql<string | null>`${searchPages.url}`.as("url"),
      slug: sql<string | null>`null`.as("slug"),
      title: sql<string>`${searchPages.title}`.as("title"),
      text: sql<string>`${searchPages.body}`.as("text"),
      rank: rankOf(pageVector, sql`${searchPages.title}`, 1.5).as("rank"),
    })
    .from(searchPages)
    .where(sql`${pageVector} @@ ${tsquery}`);

  const itemTitle = sql`coalesce(${contentItems.data}->>'title', '')`;
  const itemVector = sql`${contentItems.searchVector}`;
  const itemHits = db
    .select({
      kind: sql<string>`${contentItems.collection}`.as("kind"),
      url: sql<string | null>`null`.as("url"),
      slug: sql<string | null>`${contentItems.slug}`.as("slug"),
      title: sql<string>`${itemTitle}`.as("title"),
      text: sql<string>`coalesce(${contentItems.data}->>'description', '') || E'\n\n' || ${contentItems.body}`.as(
        "text",
      ),
      rank: rankOf(itemVector, itemTitle).as("rank"),
    })
    .from(contentItems)
    .where(sql`${eq(contentItems.status, "published")} and ${itemVector} @@ ${tsquery}`);

  const jobVector = sql`(${jobDocument()})`;
  const jobHits = db
    .select({
      kind: sql<string>`'job'`.as("kind"),
      url: sql<string | null>`null`.as("url"),
      slug: sql<string | null>`${jobs.slug}`.as("slug"),
      // The job page's title: "<title>, <location> | Careers at …" (routes/careers-job.tsx).
      title: sql<string>`${jobs.title} || ', ' || ${locations.name}`.as("title"),
      text: sql<string>`${jobs.summary} || E'\n\n' || ${jobs.about}`.as("text"),
      rank: rankOf(jobVector, sql`${jobs.title}`).as("rank"),
    })
    .from(jobs)
    .innerJoin(departments, eq(jobs.departmentId, departments.id))
    .innerJoin(locations, eq(jobs.locationId, locations.id))
    .where(sql`${isOpen} and ${jobVector} @@ ${tsquery}`);

  // A few more than asked for, in case one address comes from two places
  // (a page that is also a published item): it is shown once, at its best rank.
  const rows = await unionAll(pageHits, itemHits, jobHits)
    .orderBy(desc(sql`rank`), sql`title`)
    .limit(limit + 10);

  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const kind = row.kind as SearchKind;
    const url =
      kind === "page"
        ? (row.url ?? "/")
        : kind === "job"
          ? `/careers/jobs/${row.slug}`
          : contentUrl(kind as CollectionName, row.slug ?? "");
    if (seen.has(url)) continue;
    seen.add(url);
    let plain = row.text;
    if (kind !== "page" && kind !== "job") {
      // An item whose body cannot be rendered is not on the site, so it is not a result either.
      const render = tryRenderMarkdown(row.text);
      if (!render.ok) continue;
      plain = htmlToText(render.rendered.html);
    }
    hits.push({ url, title: row.title, excerpt: excerptAround(plain, text), kind });
    if (hits.length === limit) break;
  }
  return hits;
}

const EXCERPT_LENGTH = 200;

/** The words of a query that should appear in a result (not the excluded ones), lower case. */
function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/-?[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => !word.startsWith("-") && word.length > 2)
    .map((word) => word.slice(0, Math.max(4, word.length - 2)));
}

/** About 200 characters of plain text around the first word of the query it contains (its start when none). */
export function excerptAround(text: string, query: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const lower = flat.toLowerCase();
  let at = -1;
  for (const word of queryWords(query)) {
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
    const match = pattern.exec(lower);
    if (match && (at === -1 || match.index < at)) at = match.index + (match[1]?.length ?? 0);
  }
  if (flat.length <= EXCERPT_LENGTH) return flat;
  let start = at <= 60 ? 0 : at - 60;
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space === -1 || space > at ? start : space + 1;
  }
  let end = Math.min(flat.length, start + EXCERPT_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start + EXCERPT_LENGTH / 2) end = space;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}

/** Searches one client may run per minute, through the API and the /search page together. */
export const searchRateLimit = { bucket: "search-ip", limit: 120, windowMs: 60_000 } as const;

/**
 * The /search page's search: the same search as GET /api/search, charged to
 * the same limit per client. No query costs nothing and finds nothing.
 */
export async function searchForPage(services: Services, query: string, clientIp: string): Promise<SearchPageOutcome> {
  if (query === "") return { state: "empty", query: "" };
  const allowance = await consumeRateLimit(services, searchRateLimit, clientIp);
  if (!allowance.allowed) return { state: "rate-limited", query, retryAfterSeconds: allowance.retryAfterSeconds };
  return { state: "results", query, hits: await searchSite(services.db, query) };
}
