import { namedValues } from "./named-values.ts";

// Newsletter campaigns (the back office's /admin/campaigns): db/schema.ts, the
// campaigns feature, the preferences page and the API take these value sets
// from here.

/**
 * A campaign's life: written as a draft, scheduled (or sent now, which
 * schedules it for the present), sending once its time has come, paused and
 * resumed by staff, cancelled (what was sent stays sent), sent when every
 * recipient has been tried.
 */
export const [campaignStatuses, campaignStatusSchema, campaignStatusLabels] = namedValues(
  ["draft", "scheduled", "sending", "paused", "cancelled", "sent"],
  {
    draft: "Draft",
    scheduled: "Scheduled",
    sending: "Sending",
    paused: "Paused",
    cancelled: "Cancelled",
    sent: "Sent",
  },
);
export type CampaignStatus = (typeof campaignStatuses)[number];

/** What subscribers may choose to receive on their preferences page; a campaign names the topics it is about. */
export const [newsletterTopics, newsletterTopicSchema, newsletterTopicLabels] = namedValues(
  ["research", "product-news", "events"],
  {
    research: "Research and road-safety insights",
    "product-news": "Product news",
    events: "Events and webinars",
  },
);
export type NewsletterTopic = (typeof newsletterTopics)[number];

/** One recipient of one campaign: waiting, accepted by the mail server, given up on, or refused for good (5xx). */
export const [deliveryStatuses, deliveryStatusSchema, deliveryStatusLabels] = namedValues(
  ["pending", "sent", "failed", "bounced"],
  {
    pending: "Waiting",
    sent: "Sent",
    failed: "Failed",
    bounced: "Bounced",
  },
);
export type DeliveryStatus = (typeof deliveryStatuses)[number];
