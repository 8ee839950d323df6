import { searchParam, sortedPageQuery } from "#app/lib/filtered-lists.ts";
import { optional } from "#app/lib/list-query.ts";
import { z } from "#app/lib/validation.ts";

// Whitepaper downloads and event registrations in the back office: filters,
// sort and page. Shared by the page /admin/requests and
// server/api/admin/requests.routes.ts.

export const REQUESTS_PAGE_SIZE = 25;

export const contentRequestKinds = ["whitepaper", "event"] as const;
export type ContentRequestKind = (typeof contentRequestKinds)[number];
export const contentRequestKindLabels: Record<ContentRequestKind, string> = {
  whitepaper: "Whitepaper download",
  event: "Event registration",
};

export const requestSortKeys = ["createdAt", "name", "email", "company", "downloads"] as const;

const slug = z
  .string()
  .trim()
  .max(120, "An item's address is at most 120 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose an item from the list.");

export const requestFiltersSchema = z.object({
  kind: optional(z.enum(contentRequestKinds, { message: "Choose whitepaper downloads or event registrations." })),
  item: optional(slug),
  q: searchParam,
});
export type RequestFilters = z.infer<typeof requestFiltersSchema>;

export const requestListQuerySchema = sortedPageQuery(requestFiltersSchema, requestSortKeys, "-createdAt");
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;
