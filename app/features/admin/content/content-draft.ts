import { type CollectionName, coverMotifs } from "#app/features/content/collections.ts";
import type {
  ContentDraftFields,
  ContentDraftRow,
  ContentFieldSpec,
  ContentRowPart,
} from "#app/features/content/content-fields.ts";
import { collectionFields } from "#app/features/content/schema.ts";

// The content editor's fields (the shared ones here, each collection's own beside its
// front matter in app/features/content/schema.ts) and how an item's `data` becomes
// the form's values and back. Simple lists are edited one
// item a line; outcomes and agenda items as rows of their own fields; an
// event's start and end as a date and a time in its chosen IANA zone, kept as
// the ISO string with its UTC offset the schema asks for. The API checks the
// result with the collection's schema (app/features/content/schema.ts).

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

/** Every field the editor shows for a collection, the shared ones first. */
export function contentFields(collection: CollectionName): ContentFieldSpec[] {
  return [...common, ...collectionFields[collection]];
}

export const contentFieldId = (path: string) => `content-${path.replace(/\./g, "-")}`;

/** A field's text ("" for a rows field). */
export const draftText = (draft: ContentDraftFields, path: string): string => {
  const value = draft[path];
  return typeof value === "string" ? value : "";
};

/** A rows field's rows. */
export const draftRows = (draft: ContentDraftFields, path: string): ContentDraftRow[] => {
  const value = draft[path];
  return Array.isArray(value) ? value : [];
};

let rowKeys = 0;
/** A new row of a rows field, empty unless `values` are given. */
export function newDraftRow(parts: readonly ContentRowPart[], values: Record<string, unknown> = {}): ContentDraftRow {
  rowKeys += 1;
  return {
    key: `row-${rowKeys}`,
    values: Object.fromEntries(
      parts.map((part) => [part.key, values[part.key] == null ? "" : String(values[part.key])]),
    ),
  };
}

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

/** An item's `data` as the form's values, one entry per field. */
export function fieldsToDraft(collection: CollectionName, data: Record<string, unknown>): ContentDraftFields {
  const draft: ContentDraftFields = {};
  for (const field of contentFields(collection)) {
    const value = read(data, field.path);
    if (field.kind === "rows") {
      const parts = field.parts ?? [];
      draft[field.path] = Array.isArray(value)
        ? (value as Record<string, unknown>[]).map((entry) => newDraftRow(parts, entry))
        : [newDraftRow(parts)];
    } else if (value === undefined || value === null)
      draft[field.path] = field.initial ?? (field.kind === "select" ? (field.options?.[0] ?? "") : "");
    else if (field.kind === "tags") draft[field.path] = (value as string[]).join(", ");
    else if (field.kind === "lines") draft[field.path] = (value as string[]).join("\n");
    else draft[field.path] = String(value);
  }
  return draft;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's values as the item's `data`: empty optional fields, hidden fields and empty rows are left out. */
export function draftToFields(collection: CollectionName, draft: ContentDraftFields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of contentFields(collection)) {
    if (field.when && !field.when(draft)) continue;
    if (field.kind === "rows") {
      const rows = draftRows(draft, field.path)
        .map((row) => {
          const entry: Record<string, string> = {};
          for (const part of field.parts ?? []) {
            const value = (row.values[part.key] ?? "").trim();
            if (value) entry[part.key] = value;
          }
          return entry;
        })
        .filter((entry) => Object.keys(entry).length > 0);
      write(data, field.path, rows);
      continue;
    }
    const text = draftText(draft, field.path).trim();
    if (text === "" && (field.optional || field.omitEmpty)) continue;
    switch (field.kind) {
      case "number":
        write(data, field.path, text === "" ? undefined : Number(text));
        break;
      case "boolean":
        write(data, field.path, text === "true");
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
      if (key === "coverImageId") return [key, "content-cover-choose"];
      // A part of a row ("agenda.1.time") has its own input.
      const row = /^([a-zA-Z]+)\.(\d+)\.([a-zA-Z]+)$/.exec(key);
      if (row && contentFields(collection).some((field) => field.kind === "rows" && field.path === row[1])) {
        return [key, contentFieldId(key)];
      }
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
