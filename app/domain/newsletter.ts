import { namedValues } from "./named-values.ts";

// A newsletter subscriber's state (double opt-in): db/schema.ts, the newsletter
// feature and the back office's subscribers list take it from here.

export const [subscriberStatuses, subscriberStatusSchema, subscriberStatusLabels] = namedValues(
  ["pending", "confirmed", "unsubscribed", "bounced"],
  {
    pending: "Pending",
    confirmed: "Confirmed",
    unsubscribed: "Unsubscribed",
    /** The mail server refused the address for good (5xx) while a campaign went out: never mailed again. */
    bounced: "Bounced",
  },
);
export type SubscriberStatus = (typeof subscriberStatuses)[number];
