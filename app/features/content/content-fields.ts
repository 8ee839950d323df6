// How the studio's editor asks for a field of an item's front matter: the kinds of
// input and their options. Each collection's own fields are declared beside its
// schema (schema.ts, `collectionFields`); the editor (app/features/admin/content)
// adds the fields every collection shares and turns the values into `data`.

export type ContentFieldKind =
  | "text"
  | "textarea"
  | "date"
  | "number"
  | "select"
  | "lines"
  | "tags"
  | "rows"
  | "datetime"
  | "zone"
  | "boolean"
  | "url";

/** One part of a row (an agenda item's time, an outcome's value). */
export type ContentRowPart = { key: string; label: string; optional?: boolean; type?: "text" | "time" };

export type ContentFieldSpec = {
  /** The field's path in `data`, e.g. "cover.alt". */
  path: string;
  label: string;
  kind: ContentFieldKind;
  hint?: string;
  options?: readonly string[];
  /** What each option says, when not its value. */
  optionLabels?: Record<string, string>;
  /** Shows "(optional)" and leaves the field out when empty. */
  optional?: boolean;
  /** Left out when empty, without "(optional)" (the schema says when it is needed). */
  omitEmpty?: boolean;
  /** The value of a new item. */
  initial?: string;
  /** For "rows": the parts of each row, and what one row is called ("agenda item"). */
  parts?: readonly ContentRowPart[];
  rowName?: string;
  /** Shown (and sent) only while this holds for the form's values, e.g. a venue unless the event is online. */
  when?: (draft: ContentDraftFields) => boolean;
};

/** A row of a "rows" field: its parts as typed, and a key that stays with it while rows come and go. */
export type ContentDraftRow = { key: string; values: Record<string, string> };

/** The form's values: text per field, rows for "rows" fields. */
export type ContentDraftFields = Record<string, string | ContentDraftRow[]>;
