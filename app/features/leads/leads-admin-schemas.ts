import { fleetSizes, leadFeatures, leadStatuses } from "#app/domain/leads.ts";
import { searchParam } from "#app/lib/filtered-lists.ts";
import { optional, pageParam, sortParamOr } from "#app/lib/list-query.ts";
import { z } from "#app/lib/validation.ts";

// The sales team's leads inbox: list filters, status and
// owner changes, notes. Shared by the pages under /admin/leads and
// server/api/admin/leads.routes.ts.

export const LEADS_PAGE_SIZE = 25;

const date = z.iso.date("Use a date like 2025-01-31.");

export const leadSortKeys = ["createdAt", "company", "country", "fleetSize", "status"] as const;

const leadFilterShape = {
  status: optional(z.enum(leadStatuses, { message: `Choose a status: ${leadStatuses.join(", ")}.` })),
  from: optional(date),
  to: optional(date),
  country: optional(z.string().regex(/^\d{1,4}$/, "Choose a country from the list.")),
  fleetSize: optional(z.enum(fleetSizes, { message: "Choose a fleet size from the list." })),
  feature: optional(z.enum(leadFeatures, { message: "Choose a feature from the list." })),
  q: searchParam,
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
  .object({ ...leadFilterShape, sort: sortParamOr(leadSortKeys, "-createdAt"), page: pageParam })
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

export const leadInboxMessages = {
  leadNotFound: "There is no lead with this id.",
  ownerNotFound: "The owner must be an active sales or admin staff member.",
} as const;
