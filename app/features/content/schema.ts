import { solutionSlugs } from "#app/domain/solutions.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";
import { type CollectionName, type ContentSummary, coverMotifs } from "./collections.ts";

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
