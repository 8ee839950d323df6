import { isTimeZone } from "#app/lib/dates.ts";
import { markdownText } from "#app/lib/markdown-field.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";

// The directory's contracts (/admin/directory): people, headline figures,
// offices and FAQs. One zod schema per request, shared by the back-office forms
// and server/api/admin/directory.routes.ts.

export const directoryKinds = ["people", "figures", "offices", "faqs"] as const;
export type DirectoryKind = (typeof directoryKinds)[number];

const slug = (example: string) =>
  z
    .string()
    .trim()
    .min(1, "Give it an address.")
    .max(80, "Use at most 80 characters.")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `Use lowercase words joined by hyphens, e.g. ${example}.`);

const typed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, { multiline: true }), "Remove the control characters.");
const text = (max: number, message: string) => typed(max).refine((value) => value.length > 0, message);
const optionalText = (max: number) =>
  typed(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const personInputSchema = z.object({
  slug: slug("arjun-raghavan"),
  name: text(120, "Write the person's name."),
  title: text(160, "Write their title, e.g. Managing director, Gulf."),
  bio: markdownText(typed(2000)).default(""),
  city: optionalText(80),
  /** Shown on Team and About when "leadership"; otherwise only quoted and named as an author. */
  teamGroup: z.enum(["leadership"]).nullable().default(null),
  portraitImageId: z.string().uuid("Choose an image from the library.").nullable().default(null),
  links: z
    .array(
      z.object({
        label: text(60, "Name the link, e.g. LinkedIn."),
        url: z
          .string()
          .trim()
          .url("Write a full address starting with https://.")
          .max(300)
          .refine((value) => value.startsWith("https://"), "Write a full address starting with https://."),
      }),
    )
    .max(5, "Give at most 5 links.")
    .default([]),
});
export type PersonInput = z.infer<typeof personInputSchema>;

export const figureInputSchema = z.object({
  key: slug("vehicles-protected"),
  value: text(40, "Write the figure as shown, e.g. 31,000.").refine((value) => /\d/.test(value), "Give a number."),
  label: text(160, "Say what it counts, e.g. vehicles protected every day."),
  source: text(300, "Say where the figure comes from."),
  asOf: z.iso.date({ message: "Give the date the figure was measured." }),
});
export type FigureInput = z.infer<typeof figureInputSchema>;

export const officeInputSchema = z.object({
  slug: slug("tanzania"),
  name: text(120, "Name the office, e.g. Dubai office."),
  city: text(80, "Write the city."),
  country: text(80, "Write the country."),
  role: typed(200).default(""),
  address: text(400, "Write the address, one line per line."),
  phone: optionalText(40),
  email: z
    .string()
    .trim()
    .max(200)
    .transform((value) => (value === "" ? null : value))
    .pipe(z.email("Write an email address.").nullable())
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  hours: typed(120).default(""),
  timeZone: z.string().trim().max(64).refine(isTimeZone, "Choose a time zone, e.g. Asia/Dubai."),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type OfficeInput = z.infer<typeof officeInputSchema>;

export const faqInputSchema = z.object({
  category: slug("data-and-privacy"),
  question: text(300, "Write the question."),
  answer: markdownText(text(4000, "Write the answer (Markdown).")),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** A new order: every entry of the list, by id (people, offices, FAQs) or key (figures). */
export const reorderInputSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(80)).min(1).max(500),
});

/** What each section's form sends. */
export type DirectoryInput = {
  people: PersonInput;
  figures: FigureInput;
  offices: OfficeInput;
  faqs: FaqInput;
};
