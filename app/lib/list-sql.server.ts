import { and, asc, desc, ilike, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { likePattern, type Page } from "./list-query.ts";

// The back office's lists in SQL: the search box, the sort column and the page
// of results, the same way in every list (./list-query.ts holds their query
// contracts).

type Searchable = Parameters<typeof ilike>[0];

/** Rows where any of `columns` contains `text` (case-insensitive); no condition when nothing is typed. */
export function containsText(text: string | undefined, columns: Searchable[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Rows where each word typed (the first ten) is in one of `columns`, so "fleet engineer" finds "Fleet Safety Engineer". */
export function containsWords(text: string | undefined, columns: Searchable[]): SQL | undefined {
  const words = (text ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
  return and(...words.map((word) => containsText(word, columns)));
}

/**
 * The order of a list sorted by `sort`, a key of `columns` ascending or, after "-", descending; `fallback` for a
 * key the list does not know. With `nullsLast`, empty values end the list whichever the direction.
 */
export function sortOrder(
  sort: string,
  columns: Record<string, SQLWrapper>,
  fallback: SQLWrapper,
  { nullsLast = false } = {},
): SQL {
  const descending = sort.startsWith("-");
  const key = descending ? sort.slice(1) : sort;
  const column = Object.hasOwn(columns, key) ? (columns[key] ?? fallback) : fallback;
  const order = descending ? desc(column) : asc(column);
  return nullsLast ? sql`${order} nulls last` : order;
}

/** One page of a list, from its rows and the count of the whole list. */
export function pageOf<T>(data: T[], totals: { total: number } | undefined, page: number, pageSize: number): Page<T> {
  return { data, meta: { total: totals?.total ?? 0, page, pageSize } };
}
