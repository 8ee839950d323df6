import { subscriberStatuses } from "#app/domain/newsletter.ts";
import { searchParam, sortedPageQuery } from "#app/lib/filtered-lists.ts";
import { optional } from "#app/lib/list-query.ts";
import { z } from "#app/lib/validation.ts";

// The marketing team's subscribers list: filters, sort and
// page. Shared by the page /admin/subscribers and server/api/admin/leads.routes.ts.

export const SUBSCRIBERS_PAGE_SIZE = 25;

export const subscriberSortKeys = ["email", "status", "createdAt", "confirmedAt", "unsubscribedAt"] as const;

export const subscriberFiltersSchema = z.object({
  status: optional(z.enum(subscriberStatuses, { message: `Choose a status: ${subscriberStatuses.join(", ")}.` })),
  q: searchParam,
});
export type SubscriberFilters = z.infer<typeof subscriberFiltersSchema>;

export const subscriberListQuerySchema = sortedPageQuery(subscriberFiltersSchema, subscriberSortKeys, "-createdAt");
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const subscriberListMessages = {
  subscriberNotFound: "There is no subscriber with this id.",
  alreadyUnsubscribed: "This address is already unsubscribed.",
} as const;
