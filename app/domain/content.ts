import { namedValues } from "./named-values.ts";

// Content of the studio (/admin/content): where an item is in its workflow.
// db/schema.ts stores it; the public site shows only published items (and
// scheduled ones once their time has come, which the scheduler turns into
// published).

export const [contentStatuses, contentStatusSchema, contentStatusLabels] = namedValues(
  ["draft", "scheduled", "published", "unpublished"],
  {
    draft: "Draft",
    scheduled: "Scheduled",
    published: "Published",
    unpublished: "Unpublished",
  },
);
export type ContentStatus = (typeof contentStatuses)[number];

/** The collections of the studio, as db/schema.ts stores them (labels and URLs: app/features/content/collections.ts). */
export const contentCollectionNames = [
  "blogs",
  "articles",
  "customer-stories",
  "whitepapers",
  "newsroom",
  "announcements",
  "events",
] as const;
