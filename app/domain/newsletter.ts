import { z } from "../lib/validation.ts";

// A newsletter subscriber's state (double opt-in): db/schema.ts, the newsletter
// feature and the back office's subscribers list take it from here.

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const subscriberStatusSchema = z.enum(subscriberStatuses);
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
