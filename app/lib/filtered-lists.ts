import { optional, pageParam, sortParamOr } from "./list-query.ts";
import { z } from "./validation.ts";

// The back office's filtered lists with a CSV export (leads, subscribers,
// downloads and registrations): the export takes a list's filters, the list
// itself the same filters with a sort and a page.

/** The list's search box: at most 200 characters; blank searches for nothing. */
export const searchParam = optional(z.string().trim().max(200, "Search for at most 200 characters."));

/** A list's query: its filters, then the sort (`fallback` when none is given) and the page. */
export function sortedPageQuery<Shape extends z.ZodRawShape>(
  filters: z.ZodObject<Shape>,
  sortKeys: readonly string[],
  fallback: string,
) {
  return filters.extend({ sort: sortParamOr(sortKeys, fallback), page: pageParam });
}
