import { fleetSizes, leadFeatures, leadStatuses } from "../../domain/leads.ts";
import { subscriberStatuses } from "../../domain/newsletter.ts";
import { staffRoles } from "../../domain/staff.ts";
import { z } from "../../lib/validation.ts";

// Contracts of the leads inbox and the newsletter subscribers list (issue #8
// items 4, 5, 8), shared by the pages under /admin and server/api/admin. The
// fixed lists (statuses, fleet sizes, features, roles) are the domain's.

export const SALES_PAGE_SIZE = 25;
/** The most rows one export holds; a larger export is cut here (and says so in the audit log). */
export const EXPORT_MAX_ROWS = 50_000;

/** An empty query parameter (`?status=`) means "no filter". */
const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const date = z.iso.date("Use a date like 2025-01-31.");
const page = z.preprocess(blank, z.coerce.number().int().min(1, "Pages start at 1.").max(100_000).default(1));
const search = optional(z.string().trim().max(200, "Search for at most 200 characters."));

export const leadSortKeys = ["createdAt", "company", "country", "fleetSize", "status"] as const;
export const subscriberSortKeys = ["email", "status", "createdAt", "confirmedAt", "unsubscribedAt"] as const;

/** `createdAt` (ascending) or `-createdAt` (descending). */
const sortOf = <K extends readonly [string, ...string[]]>(keys: K, fallback: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(new RegExp(`^-?(${keys.join("|")})$`), `Sort by one of ${keys.join(", ")} (prefix - for descending).`)
      .default(fallback),
  );

const leadFilterShape = {
  status: optional(z.enum(leadStatuses, { message: `Choose a status: ${leadStatuses.join(", ")}.` })),
  from: optional(date),
  to: optional(date),
  country: optional(z.string().regex(/^\d{1,4}$/, "Choose a country from the list.")),
  fleetSize: optional(z.enum(fleetSizes, { message: "Choose a fleet size from the list." })),
  feature: optional(z.enum(leadFeatures, { message: "Choose a feature from the list." })),
  q: search,
  /** A staff id, or "none" for leads nobody owns yet. */
  owner: optional(z.union([z.uuid(), z.literal("none")], { message: 'Choose an owner, or "none".' })),
};

const datesInOrder: [(value: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (value) => !value.from || !value.to || value.from <= value.to,
  { message: "The start date must not be after the end date.", path: ["to"] },
];

export const leadFiltersSchema = z.object(leadFilterShape).refine(...datesInOrder);
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export const leadListQuerySchema = z
  .object({ ...leadFilterShape, sort: sortOf(leadSortKeys, "-createdAt"), page })
  .refine(...datesInOrder);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses, { message: `Choose a status: ${leadStatuses.join(", ")}.` }).optional(),
    ownerId: z.uuid("Choose an owner from the list.").nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.ownerId !== undefined, "Send a status or an ownerId.");
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const NOTE_MAX_LENGTH = 5_000;
export const leadNoteSchema = z.object({
  body: z
    .string({ message: "Write a note." })
    .trim()
    .min(1, "Write a note.")
    .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`),
});

export const subscriberFiltersSchema = z.object({
  status: optional(z.enum(subscriberStatuses, { message: `Choose a status: ${subscriberStatuses.join(", ")}.` })),
  q: search,
});
export type SubscriberFilters = z.infer<typeof subscriberFiltersSchema>;

export const subscriberListQuerySchema = subscriberFiltersSchema.extend({
  sort: sortOf(subscriberSortKeys, "-createdAt"),
  page,
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const idSchema = z.object({ id: z.uuid("Not a valid id.") });

export const staffOptionsQuerySchema = z.object({
  role: optional(z.enum(staffRoles, { message: "Choose a role." })),
});

export const salesMessages = {
  leadNotFound: "There is no lead with this id.",
  ownerNotFound: "The owner must be an active sales or admin staff member.",
  subscriberNotFound: "There is no subscriber with this id.",
  alreadyUnsubscribed: "This address is already unsubscribed.",
} as const;

/** Removes empty values, so a URL carries only the filters in use. */
export function filterParams(filters: Record<string, string | number | undefined | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params;
}
