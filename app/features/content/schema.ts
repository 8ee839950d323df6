import { solutionSlugs } from "#app/domain/solutions.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";
import { type CollectionName, type ContentSummary, coverMotifs } from "./collections.ts";
import type { ContentDraftFields, ContentFieldSpec } from "./content-fields.ts";

/**
 * The front matter of every content file, per collection (content/README.md).
 * The build validates each file against these schemas and stops with the file
 * and field named when one does not match.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "is not a real date");

const isoDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/,
    "must be an ISO 8601 date and time with its UTC offset, e.g. 2027-02-18T10:00:00+05:30",
  );

const slugWord = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const common = {
  title: z.string().min(10).max(100),
  description: z.string().min(50).max(170),
  date: isoDate,
  author: z.string().min(2).max(80),
  tags: z.array(z.string().regex(slugWord, "tags are lowercase words joined by hyphens")).min(1).max(5),
  cover: z.object({ motif: z.enum(coverMotifs), alt: z.string().min(10).max(200) }).strict(),
};

export const blogSchema = z.object(common).strict();
export const articleSchema = z.object(common).strict();
export const customerStorySchema = z
  .object({
    ...common,
    customer: z.string().min(2),
    industry: z.string().min(2),
    region: z.string().min(2),
    fleetSize: z.string().min(1),
    products: z
      .array(z.enum(solutionSlugs, { message: "Name a product by its solution slug, e.g. cabin-vision." }))
      .min(1),
    outcomes: z
      .array(z.object({ value: z.string().min(1).max(12), label: z.string().min(5).max(140) }).strict())
      .min(2)
      .max(4),
  })
  .strict();
export const whitepaperSchema = z
  .object({
    ...common,
    summary: z.string().min(80),
    highlights: z.array(z.string().min(10)).min(3).max(5),
  })
  .strict();
export const newsSchema = z.object({ ...common, location: z.string().min(2) }).strict();
export const announcementSchema = z.object({ ...common, effective: isoDate.optional() }).strict();
export const eventSchema = z
  .object({
    ...common,
    start: isoDateTime,
    end: isoDateTime,
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "is not an IANA time zone such as Asia/Kolkata"),
    format: z.enum(["in-person", "online", "hybrid"]),
    /** Where online attendees join: required by the studio for online and hybrid events. */
    onlineUrl: z
      .url({ protocol: /^https$/, message: "must be an https:// address" })
      .max(500)
      .optional(),
    venue: z
      .object({
        name: z.string().min(2),
        address: z.string().min(2),
        city: z.string().min(2),
        country: z.string().min(2),
      })
      .strict()
      .optional(),
    agenda: z
      .array(
        z
          .object({ time: z.string().regex(/^\d{2}:\d{2}$/), title: z.string().min(2), speaker: z.string().optional() })
          .strict(),
      )
      .min(1),
    registration: z
      .object({ deadline: isoDate, capacity: z.number().int().positive().optional(), price: z.string().min(1) })
      .strict(),
    /** Marketing can close registration before the deadline; open unless set. */
    registrationOpen: z.boolean().default(true),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.format !== "online" && !event.venue) {
      ctx.addIssue({ code: "custom", path: ["venue"], message: "is required for in-person and hybrid events" });
    }
    if (Date.parse(event.end) <= Date.parse(event.start)) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "must be after start" });
    }
  });

export const collectionSchemas = {
  blogs: blogSchema,
  articles: articleSchema,
  "customer-stories": customerStorySchema,
  whitepapers: whitepaperSchema,
  newsroom: newsSchema,
  announcements: announcementSchema,
  events: eventSchema,
} as const satisfies Record<CollectionName, z.ZodType>;

const notOnline = (draft: ContentDraftFields) => draft.format !== "online";

/**
 * The studio editor's fields of each collection's own front matter, after the shared ones (title, description,
 * date, author, tags, cover); the API checks what they send with the schema above.
 */
export const collectionFields: Record<CollectionName, ContentFieldSpec[]> = {
  blogs: [],
  articles: [],
  "customer-stories": [
    { path: "customer", label: "Customer", kind: "text" },
    { path: "industry", label: "Industry", kind: "text" },
    { path: "region", label: "Region", kind: "text" },
    { path: "fleetSize", label: "Fleet size", kind: "text", hint: 'e.g. "1,200 trucks".' },
    {
      path: "products",
      label: "Products",
      kind: "lines",
      hint: `One solution a line: ${solutionSlugs.join(", ")}.`,
    },
    {
      path: "outcomes",
      label: "Outcomes",
      kind: "rows",
      rowName: "outcome",
      parts: [
        { key: "value", label: "Value" },
        { key: "label", label: "What it measures" },
      ],
      hint: "2–4 outcomes, e.g. -41% (at most 12 characters) and harsh-braking events per 1,000 km after 90 days.",
    },
  ],
  whitepapers: [
    {
      path: "summary",
      label: "Public summary",
      kind: "textarea",
      hint: "At least 80 characters, shown before download.",
    },
    { path: "highlights", label: "Highlights", kind: "lines", hint: "3–5 sentences, one a line." },
  ],
  newsroom: [{ path: "location", label: "Dateline city", kind: "text", hint: 'e.g. "Bengaluru".' }],
  announcements: [{ path: "effective", label: "Takes effect on", kind: "date", optional: true }],
  events: [
    {
      path: "timeZone",
      label: "Time zone",
      kind: "zone",
      initial: "Asia/Kolkata",
      hint: "The event's local time zone: the start and end are times there.",
    },
    { path: "start", label: "Starts", kind: "datetime" },
    { path: "end", label: "Ends", kind: "datetime", hint: "After the start." },
    {
      path: "format",
      label: "Format",
      kind: "select",
      options: ["in-person", "online", "hybrid"],
      optionLabels: { "in-person": "In person", online: "Online", hybrid: "Hybrid (in person and online)" },
    },
    { path: "venue.name", label: "Venue", kind: "text", omitEmpty: true, when: notOnline },
    { path: "venue.address", label: "Venue address", kind: "text", omitEmpty: true, when: notOnline },
    { path: "venue.city", label: "Venue city", kind: "text", omitEmpty: true, when: notOnline },
    { path: "venue.country", label: "Venue country", kind: "text", omitEmpty: true, when: notOnline },
    {
      path: "onlineUrl",
      label: "Online link",
      kind: "url",
      omitEmpty: true,
      when: (draft) => draft.format !== "in-person",
      hint: "Where online attendees join, starting https://.",
    },
    {
      path: "agenda",
      label: "Agenda",
      kind: "rows",
      rowName: "agenda item",
      parts: [
        { key: "time", label: "Time", type: "time" },
        { key: "title", label: "Session" },
        { key: "speaker", label: "Speaker", optional: true },
      ],
      hint: "At least one item; times are the event's local time.",
    },
    {
      path: "registrationOpen",
      label: "Registration is open",
      kind: "boolean",
      initial: "true",
      hint: "Untick to close registration before the deadline: the page then says registration is closed.",
    },
    { path: "registration.deadline", label: "Registration deadline", kind: "date" },
    { path: "registration.capacity", label: "Capacity", kind: "number", optional: true },
    { path: "registration.price", label: "Price", kind: "text", hint: 'e.g. "Free" or "AED 250".' },
  ],
};

/**
 * Fields a collection no longer has, dropped from stored items before they are checked, so an item saved with one
 * keeps its place on the site. A whitepaper's page count is read from its PDF now, never typed.
 */
const retiredFields: Partial<Record<CollectionName, readonly string[]>> = { whitepapers: ["pages"] };

/** An item's stored fields without those its collection has retired. */
export function withoutRetiredFields(collection: CollectionName, data: unknown): unknown {
  const retired = retiredFields[collection];
  if (!retired || typeof data !== "object" || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !retired.includes(key)));
}

export type FrontMatter<C extends CollectionName> = z.infer<(typeof collectionSchemas)[C]>;

/** What a whitepaper's page says about its download, read from the generated file (whitepaper-pdf.server.ts). */
export type PdfFacts = { pages: number; bytes: number };

/** The short form in front of a whitepaper download or an event registration. */
export const contentRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Please enter your full name.")
    .max(120, "Please shorten your name to 120 characters.")
    .refine((value) => !hasControlCharacters(value), "Your name contains characters we cannot accept."),
  email: z
    .string()
    .trim()
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid work email address.")),
  company: z
    .string()
    .trim()
    .min(2, "Please enter your company's name.")
    .max(120, "Please shorten the company name to 120 characters.")
    .refine((value) => !hasControlCharacters(value), "The company name contains characters we cannot accept."),
  /** Hidden from people; bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ContentRequestInput = z.infer<typeof contentRequestSchema>;

export type ContentItem<C extends CollectionName = CollectionName> = ContentSummary & {
  collection: C;
  data: FrontMatter<C>;
  /** Sanitized HTML of the Markdown body. */
  html: string;
  /** The body's second-level headings, for a table of contents. */
  headings: { id: string; text: string }[];
  /** The Markdown source of the body (server only: loaders send `html`). */
  body: string;
};

/** What a content page's loader sends to the browser. */
export type ContentPage<C extends CollectionName = CollectionName> = Omit<ContentItem<C>, "body">;
