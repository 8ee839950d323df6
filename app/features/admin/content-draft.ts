import { solutionSlugs } from "../../domain/solutions.ts";
import { type CollectionName, coverMotifs } from "../content/collections.ts";

// The content editor's fields per collection (content/README.md) and how an
// item's `data` becomes the form's text and back. Lists are edited one item a
// line; outcomes and agenda items as "part | part" lines. The API checks the
// result with the collection's schema (app/features/content/schema.ts).

export type ContentFieldKind = "text" | "textarea" | "date" | "number" | "select" | "lines" | "tags" | "pairs";

export type ContentFieldSpec = {
  /** The field's path in `data`, e.g. "cover.alt". */
  path: string;
  label: string;
  kind: ContentFieldKind;
  hint?: string;
  options?: readonly string[];
  optional?: boolean;
  /** For "pairs": the keys of each line's parts, in order. */
  parts?: readonly string[];
};

const common: ContentFieldSpec[] = [
  { path: "title", label: "Title", kind: "text", hint: "10–100 characters; the page's heading." },
  {
    path: "description",
    label: "Description",
    kind: "textarea",
    hint: "50–170 characters: the listing excerpt and the description search engines show.",
  },
  { path: "date", label: "Publication date", kind: "date" },
  { path: "author", label: "Author", kind: "text", hint: 'A person, or "Marut Communications".' },
  {
    path: "tags",
    label: "Tags",
    kind: "tags",
    hint: "1–5 tags separated by commas, lowercase words joined by hyphens, e.g. fatigue, long-haul.",
  },
  { path: "cover.motif", label: "Cover illustration", kind: "select", options: coverMotifs },
  { path: "cover.alt", label: "Cover alt text", kind: "text", hint: "What the cover shows, 10–200 characters." },
];

const ownFields: Record<CollectionName, ContentFieldSpec[]> = {
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
      kind: "pairs",
      parts: ["value", "label"],
      hint: "2–4 lines written value | label, e.g. -41% | harsh-braking events per 1,000 km after 90 days.",
    },
  ],
  whitepapers: [
    { path: "pages", label: "Pages in the PDF", kind: "number" },
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
      path: "start",
      label: "Starts",
      kind: "text",
      hint: "ISO 8601 with its UTC offset, e.g. 2027-02-18T10:00:00+05:30.",
    },
    { path: "end", label: "Ends", kind: "text", hint: "ISO 8601 with its UTC offset, after the start." },
    { path: "timeZone", label: "Time zone", kind: "text", hint: "IANA name, e.g. Asia/Kolkata." },
    { path: "format", label: "Format", kind: "select", options: ["in-person", "online", "hybrid"] },
    { path: "venue.name", label: "Venue", kind: "text", optional: true, hint: "Required unless online." },
    { path: "venue.address", label: "Venue address", kind: "text", optional: true },
    { path: "venue.city", label: "Venue city", kind: "text", optional: true },
    { path: "venue.country", label: "Venue country", kind: "text", optional: true },
    {
      path: "agenda",
      label: "Agenda",
      kind: "pairs",
      parts: ["time", "title", "speaker"],
      hint: "One item a line: time | title | speaker (optional), e.g. 10:00 | Welcome | Priya Raman.",
    },
    { path: "registration.deadline", label: "Registration deadline", kind: "date" },
    { path: "registration.capacity", label: "Capacity", kind: "number", optional: true },
    { path: "registration.price", label: "Price", kind: "text", hint: 'e.g. "Free" or "AED 250".' },
  ],
};

/** Every field the editor shows for a collection, the shared ones first. */
export function contentFields(collection: CollectionName): ContentFieldSpec[] {
  return [...common, ...ownFields[collection]];
}

export const contentFieldId = (path: string) => `content-${path.replace(/\./g, "-")}`;

export type ContentDraftFields = Record<string, string>;

function read(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function write(data: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let target = data;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1) as string] = value;
}

/** An item's `data` as the form's text, one entry per field. */
export function fieldsToDraft(collection: CollectionName, data: Record<string, unknown>): ContentDraftFields {
  const draft: ContentDraftFields = {};
  for (const field of contentFields(collection)) {
    const value = read(data, field.path);
    if (value === undefined || value === null)
      draft[field.path] = field.kind === "select" ? (field.options?.[0] ?? "") : "";
    else if (field.kind === "tags") draft[field.path] = (value as string[]).join(", ");
    else if (field.kind === "lines") draft[field.path] = (value as string[]).join("\n");
    else if (field.kind === "pairs") {
      draft[field.path] = (value as Record<string, unknown>[])
        .map((entry) =>
          (field.parts ?? [])
            .map((part) => String(entry[part] ?? ""))
            .filter(Boolean)
            .join(" | "),
        )
        .join("\n");
    } else draft[field.path] = String(value);
  }
  return draft;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's text as the item's `data`: empty optional fields (and an empty venue) are left out. */
export function draftToFields(collection: CollectionName, draft: ContentDraftFields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of contentFields(collection)) {
    const text = (draft[field.path] ?? "").trim();
    if (text === "" && field.optional) continue;
    switch (field.kind) {
      case "number":
        write(data, field.path, text === "" ? undefined : Number(text));
        break;
      case "tags":
        write(
          data,
          field.path,
          text
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean),
        );
        break;
      case "lines":
        write(data, field.path, lines(text));
        break;
      case "pairs":
        write(
          data,
          field.path,
          lines(text).map((line) => {
            const values = line.split("|").map((part) => part.trim());
            const entry: Record<string, string> = {};
            (field.parts ?? []).forEach((part, index) => {
              const value = values[index];
              if (value) entry[part] = value;
            });
            return entry;
          }),
        );
        break;
      default:
        write(data, field.path, text);
    }
  }
  return data;
}

/**
 * Where the error summary links each field error of the API ("tags.0",
 * "outcomes.1.label", "venue"): the field with the longest path it starts
 * with, else the first field of its group, else the title.
 */
export function contentErrorTargets(
  collection: CollectionName,
  fieldErrors: Record<string, unknown>,
): Record<string, string> {
  const paths = contentFields(collection).map((field) => field.path);
  return Object.fromEntries(
    Object.keys(fieldErrors).map((key) => {
      if (key === "body") return [key, "content-body"];
      if (key === "slug") return [key, "content-slug"];
      if (key === "date" && !paths.includes("date")) return [key, "content-schedule-date"];
      const exact = paths
        .filter((path) => key === path || key.startsWith(`${path}.`))
        .sort((a, b) => b.length - a.length)[0];
      const group = exact ?? paths.find((path) => path.startsWith(`${key}.`));
      return [key, contentFieldId(group ?? "title")];
    }),
  );
}

/** Empty fields for a new item of the collection. */
export function emptyDraft(collection: CollectionName): ContentDraftFields {
  return fieldsToDraft(collection, {});
}
