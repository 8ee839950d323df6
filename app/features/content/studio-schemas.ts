import { contentCollectionNames, contentStatuses } from "#app/domain/content.ts";
import { documentActionSchema, documentScheduleSchema } from "#app/lib/document-requests.ts";
import { blank, optional, pageParam } from "#app/lib/list-query.ts";
import { markdownText } from "#app/lib/markdown-field.ts";
import { revisionSchema } from "#app/lib/revisions.ts";
import { type FieldErrors, fieldErrorsOf, z } from "#app/lib/validation.ts";
import { type CollectionName, insightCollections } from "./collections.ts";
import { collectionSchemas, withoutRetiredFields } from "./schema.ts";

// The content studio's contracts (/admin/content): one zod schema per request,
// shared by the editor in the back office and server/api/admin/content.routes.ts.
// An item's fields are checked by its collection's schema, the one the site
// renders with (schema.ts), and its body by the site's own rule (content/README.md).

export const CONTENT_PAGE_SIZE = 20;
/** The site shows no item whose body is shorter (app/features/content/content.server.ts). */
export const BODY_MIN_LENGTH = 200;
export const BODY_MAX_LENGTH = 100_000;

export const contentSlugSchema = z
  .string()
  .trim()
  .min(1, "Give the item an address.")
  .max(100, "Use at most 100 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase words joined by hyphens, e.g. fatigue-on-long-haul-routes.");

export const contentCollectionSchema = z.enum(contentCollectionNames, {
  message:
    "Choose one of the collections: blogs, articles, customer-stories, whitepapers, newsroom, announcements or events.",
});

export const contentListSchema = z.object({
  q: optional(z.string().trim().max(100)),
  collection: z.preprocess(blank, contentCollectionSchema.optional()),
  status: z.preprocess(blank, z.enum(contentStatuses, { message: "Choose a status." }).optional()),
  page: pageParam,
});
export type ContentListQuery = z.infer<typeof contentListSchema>;

const body = markdownText(
  z
    .string()
    .max(BODY_MAX_LENGTH, `Keep the body to ${BODY_MAX_LENGTH.toLocaleString("en")} characters.`)
    .refine(
      (text) => text.trim().length >= BODY_MIN_LENGTH,
      `Write at least ${BODY_MIN_LENGTH} characters of body text.`,
    ),
);

/** The item's fields as sent: checked against its collection's schema by `checkItemFields`. */
const fields = z.record(z.string(), z.unknown());

/** The item's cover photo: an image of the library (content_images), or null for the drawn cover. */
export const coverImageIdSchema = z.uuid("Choose an image from the library.").nullable();

export const contentCreateSchema = z.object({
  collection: contentCollectionSchema,
  slug: contentSlugSchema,
  data: fields,
  body,
  coverImageId: coverImageIdSchema.optional(),
});
export type ContentCreateInput = z.infer<typeof contentCreateSchema>;

export const contentUpdateSchema = z.object({
  revision: revisionSchema,
  slug: contentSlugSchema,
  data: fields,
  body,
  /** Left out: the cover stays as it is. */
  coverImageId: coverImageIdSchema.optional(),
});
export type ContentUpdateInput = z.infer<typeof contentUpdateSchema>;

/** A workflow action (publish, unpublish, back to draft, restore) on the revision the editor shows. */
export const contentActionSchema = documentActionSchema;
export const contentScheduleSchema = documentScheduleSchema;
export type ContentScheduleInput = z.infer<typeof contentScheduleSchema>;

export const contentPreviewSchema = z.object({ markdown: markdownText(z.string().max(BODY_MAX_LENGTH)) });

/**
 * Checks an item's fields against its collection's schema. Field errors are
 * keyed by the field's path ("title", "cover.alt", "venue.city"), as the
 * editor's fields are named.
 */
export function checkItemFields(
  collection: CollectionName,
  data: Record<string, unknown>,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = collectionSchemas[collection].safeParse(withoutRetiredFields(collection, data));
  if (!result.success) return { ok: false, errors: fieldErrorsOf(result.error) };
  const checked = result.data as Record<string, unknown>;
  // New and edited events say where online attendees join (imported ones may predate the field).
  if (collection === "events" && checked.format !== "in-person" && !checked.onlineUrl) {
    return { ok: false, errors: { onlineUrl: [eventOnlineUrlRequired] } };
  }
  return { ok: true, data: checked };
}

export const eventOnlineUrlRequired =
  "Give the link online attendees join with (https://…) for online and hybrid events.";

/** The collections whose slugs must differ from `collection`'s: the four insights share /insights/<slug>. */
export function slugSiblings(collection: CollectionName): CollectionName[] {
  return (insightCollections as readonly CollectionName[]).includes(collection)
    ? [...insightCollections]
    : [collection];
}

/** The IANA zones an event's time zone is chosen from (an item's own zone is offered too when it is another). */
export const eventTimeZones = [
  "Asia/Kolkata",
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Singapore",
  "Asia/Jakarta",
  "Africa/Dar_es_Salaam",
  "Africa/Nairobi",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Europe/London",
  "Europe/Berlin",
  "America/New_York",
  "UTC",
] as const;

/** Common IANA zones offered first when scheduling; any other valid zone may be typed. */
export const scheduleTimeZones = [
  "Asia/Kolkata",
  "Asia/Dubai",
  "Africa/Dar_es_Salaam",
  "Africa/Nairobi",
  "Europe/London",
  "UTC",
] as const;
