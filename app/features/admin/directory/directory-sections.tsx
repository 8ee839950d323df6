import { ArrowDown, ArrowUp } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { checkedInput } from "#app/components/ui/form-check.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  smallSecondaryButtonClass,
} from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { Options } from "#app/components/ui/options.tsx";
import type { FaqRow, FigureRow, OfficeRow, PersonRow } from "#app/features/content/directory.server.ts";
import type { DirectoryInput } from "#app/features/content/directory-schemas.ts";
import {
  type DirectoryKind,
  faqInputSchema,
  figureInputSchema,
  officeInputSchema,
  personInputSchema,
} from "#app/features/content/directory-schemas.ts";
import type { Client } from "#app/lib/api-client.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { z } from "#app/lib/validation.ts";
import { type Column, ListTable } from "../careers/careers-lists.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import type { StaffChangeMutation } from "../use-staff-change.tsx";
import type { DirectoryUse } from "./directory-uses.server.ts";

// The directory page's sections (routes/admin/directory.tsx): people, headline
// figures, offices and FAQs. Each lists its entries with Edit, Delete (after a
// confirmation) and, for ordered lists, Move up and Move down; one form adds or
// edits an entry, checked with the API's zod schema before it is sent. Every
// change goes through the page's one `useStaffChange`, whose outcome the page
// shows (role="status" or the error summary).

/** Where the pages, studio items and campaigns quote an entry. */
type Quoted = { uses: DirectoryUse[] };
/** Each section's entries as the page's loader hands them: the stored rows, without when they last changed. */
export type DirectoryPersonRow = Omit<PersonRow, "updatedAt"> & Quoted;
export type DirectoryFigureRow = Omit<FigureRow, "updatedAt"> & Quoted;
export type DirectoryOfficeRow = Omit<OfficeRow, "updatedAt">;
export type DirectoryFaqRow = Omit<FaqRow, "updatedAt">;
export type PortraitOption = { id: string; alt: string };

type Rows = {
  people: DirectoryPersonRow;
  figures: DirectoryFigureRow & { id: string };
  offices: DirectoryOfficeRow;
  faqs: DirectoryFaqRow;
};

type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  type?: "text" | "textarea" | "date" | "number" | "email" | "select";
  options?: { value: string; label: string }[];
  /** Content quotes the entry by this field: it is set when the entry is added and read-only after. */
  fixed?: true;
};

/** The hint of a key field once the entry exists. */
const fixedHint = "Fixed once added: content quotes the entry by it.";

/** Where an entry is quoted, each with a link to it; an entry quoted anywhere cannot be deleted. */
function QuotedOn({ uses }: { uses: DirectoryUse[] }) {
  if (uses.length === 0) return <span className="mt-0.5 block text-sm text-muted">Not quoted anywhere yet.</span>;
  return (
    <span className="mt-0.5 block text-sm">
      Quoted on{" "}
      {uses.map((use, index) => (
        <span key={use.href}>
          {index > 0 ? ", " : null}
          <a href={use.href} className="underline">
            {use.label}
          </a>
        </span>
      ))}
      .
    </span>
  );
}

/** The calls of a kind, each taking what the kind's form sends. */
type KindCalls<K extends DirectoryKind> = {
  create: (c: Client, json: DirectoryInput[K]) => Promise<unknown>;
  update: (c: Client, id: string, json: DirectoryInput[K]) => Promise<unknown>;
  remove: (c: Client, id: string) => Promise<unknown>;
  order: ((c: Client, ids: string[]) => Promise<unknown>) | null;
};

/** The part of the API client that serves one kind: add, change and delete an entry. */
type KindRoute<J> = {
  $post: (args: { json: J }) => Promise<unknown>;
  ":id": {
    $put: (args: { param: { id: string }; json: J }) => Promise<unknown>;
    $delete: (args: { param: { id: string } }) => Promise<unknown>;
  };
};

/** The same for a kind kept in order, which can also be put in a new order. */
type OrderedKindRoute<J> = KindRoute<J> & { order: { $put: (args: { json: { ids: string[] } }) => Promise<unknown> } };

const unorderedCalls = <J,>(route: (c: Client) => KindRoute<J>) => ({
  create: (c: Client, json: J) => route(c).$post({ json }),
  update: (c: Client, id: string, json: J) => route(c)[":id"].$put({ param: { id }, json }),
  remove: (c: Client, id: string) => route(c)[":id"].$delete({ param: { id } }),
  order: null,
});

const orderedCalls = <J,>(route: (c: Client) => OrderedKindRoute<J>) => ({
  ...unorderedCalls(route),
  order: (c: Client, ids: string[]) => route(c).order.$put({ json: { ids } }),
});

/** The typed calls of each kind. */
const calls: { [K in DirectoryKind]: KindCalls<K> } = {
  people: orderedCalls((c) => c.api.admin.directory.people),
  figures: unorderedCalls((c) => c.api.admin.directory.figures),
  offices: orderedCalls((c) => c.api.admin.directory.offices),
  faqs: orderedCalls((c) => c.api.admin.directory.faqs),
};

const schemas: { [K in DirectoryKind]: z.ZodType<DirectoryInput[K]> } = {
  people: personInputSchema,
  figures: figureInputSchema,
  offices: officeInputSchema,
  faqs: faqInputSchema,
} as const;

type KindSpec<K extends DirectoryKind> = {
  title: string;
  /** One entry, as in "Add a person", with its article. */
  one: string;
  article: "a" | "an";
  caption: string;
  empty: string;
  nameOf: (row: Rows[K]) => string;
  columns: Column<Rows[K]>[];
  fields: (portraits: PortraitOption[], categories: string[]) => FieldSpec[];
  /** The form's values from an entry (text, as the controls hold them). */
  valuesOf: (row: Rows[K]) => Record<string, string>;
  /** What the form sends (before the schema's check), from its text values and the entry it edits. */
  inputOf: (values: Record<string, string>, row: Rows[K] | null) => unknown;
};

const orNull = (value: string | undefined) => (value ? value : null);
const numberOrNull = (value: string | undefined) => {
  const text = value?.trim() ?? "";
  return text === "" ? null : Number(text);
};

export const kindSpecs: { [K in DirectoryKind]: KindSpec<K> } = {
  people: {
    title: "People",
    one: "person",
    article: "a",
    caption: "People, in the order Team and About show them",
    empty: "No people yet.",
    nameOf: (row) => row.name,
    columns: [
      { header: "Name", cell: (row) => row.name },
      {
        header: "Title and team group",
        cell: (row) => (
          <>
            {row.title}
            <span className="block text-sm text-muted">
              {row.teamGroup === "leadership" ? "Leadership" : "No team group"}
            </span>
            <QuotedOn uses={row.uses} />
          </>
        ),
      },
    ],
    fields: (portraits) => [
      { name: "name", label: "Name" },
      {
        name: "slug",
        label: "Address",
        hint: "How content quotes the person: lowercase words joined by hyphens, e.g. arjun-raghavan.",
        fixed: true,
      },
      { name: "title", label: "Title", hint: "As shown under the name, e.g. Managing director, Gulf." },
      {
        name: "teamGroup",
        label: "Team group",
        type: "select",
        hint: "Leadership is shown on Team and About; otherwise the person is only quoted and named as an author.",
        options: [
          { value: "", label: "None" },
          { value: "leadership", label: "Leadership" },
        ],
      },
      { name: "city", label: "City", optional: true },
      { name: "bio", label: "Biography", type: "textarea", optional: true },
      {
        name: "portraitImageId",
        label: "Portrait",
        type: "select",
        hint: "An image from the content image library, or none to show the initials.",
        options: [
          { value: "", label: "None (initials)" },
          ...portraits.map((image) => ({ value: image.id, label: image.alt })),
        ],
      },
    ],
    valuesOf: (row) => ({
      name: row.name,
      slug: row.slug,
      title: row.title,
      teamGroup: row.teamGroup ?? "",
      city: row.city ?? "",
      bio: row.bio,
      portraitImageId: row.portraitImageId ?? "",
    }),
    inputOf: (values, row) => ({
      name: values.name,
      slug: values.slug,
      title: values.title,
      teamGroup: orNull(values.teamGroup),
      city: values.city,
      bio: values.bio,
      portraitImageId: orNull(values.portraitImageId),
      links: row?.links ?? [],
    }),
  },
  figures: {
    title: "Figures",
    one: "figure",
    article: "a",
    caption: "Headline figures, with their source and date",
    empty: "No figures yet.",
    nameOf: (row) => `${row.value} ${row.label}`,
    columns: [
      {
        header: "Value and date",
        cell: (row) => (
          <>
            <span>{row.value}</span>
            <span className="block text-sm font-normal whitespace-nowrap text-muted">{formatDate(row.asOf)}</span>
          </>
        ),
      },
      {
        header: "Label and source",
        cell: (row) => (
          <>
            {row.label}
            <span className="block text-sm wrap-anywhere text-muted">{row.source}</span>
            <QuotedOn uses={row.uses} />
          </>
        ),
      },
    ],
    fields: () => [
      {
        name: "key",
        label: "Key",
        hint: "How content quotes it: lowercase words joined by hyphens, e.g. vehicles-protected.",
        fixed: true,
      },
      { name: "value", label: "Value", hint: "As shown, e.g. 31,000." },
      { name: "label", label: "Label", hint: "What it counts, e.g. vehicles protected every day." },
      { name: "source", label: "Source", hint: "Where the figure comes from." },
      { name: "asOf", label: "As of", type: "date", hint: "The date the figure was measured." },
    ],
    valuesOf: (row) => ({ key: row.key, value: row.value, label: row.label, source: row.source, asOf: row.asOf }),
    inputOf: (values) => values,
  },
  offices: {
    title: "Offices",
    one: "office",
    article: "an",
    caption: "Offices, in the order the footer and Contact show them; the first is the head office",
    empty: "No offices yet.",
    nameOf: (row) => row.name,
    columns: [
      { header: "Name", cell: (row) => row.name },
      {
        header: "Place and phone",
        cell: (row) => (
          <>
            {row.city}, {row.country}
            <span className="block text-sm whitespace-nowrap text-muted">{row.phone ?? "No phone"}</span>
          </>
        ),
      },
    ],
    fields: () => [
      { name: "name", label: "Name", hint: "e.g. Dubai office." },
      { name: "slug", label: "Address", hint: "Lowercase words joined by hyphens, e.g. tanzania." },
      { name: "city", label: "City" },
      { name: "country", label: "Country" },
      { name: "role", label: "Role", optional: true, hint: "e.g. Headquarters and engineering." },
      { name: "address", label: "Postal address", type: "textarea", hint: "One line per line." },
      { name: "phone", label: "Phone", optional: true },
      { name: "email", label: "Email", type: "email", optional: true },
      { name: "hours", label: "Opening hours", optional: true },
      { name: "timeZone", label: "Time zone", hint: "e.g. Asia/Dubai." },
      { name: "latitude", label: "Latitude", type: "number", optional: true },
      { name: "longitude", label: "Longitude", type: "number", optional: true },
    ],
    valuesOf: (row) => ({
      name: row.name,
      slug: row.slug,
      city: row.city,
      country: row.country,
      role: row.role,
      address: row.address,
      phone: row.phone ?? "",
      email: row.email ?? "",
      hours: row.hours,
      timeZone: row.timeZone,
      latitude: row.latitude === null ? "" : String(row.latitude),
      longitude: row.longitude === null ? "" : String(row.longitude),
    }),
    inputOf: (values) => ({
      ...values,
      latitude: numberOrNull(values.latitude),
      longitude: numberOrNull(values.longitude),
    }),
  },
  faqs: {
    title: "FAQs",
    one: "FAQ",
    article: "a",
    caption: "Frequently asked questions, by category, in the order the FAQs page shows them",
    empty: "No questions yet.",
    nameOf: (row) => row.question,
    columns: [
      { header: "Question", cell: (row) => row.question },
      { header: "Category", cell: (row) => row.category },
    ],
    fields: (_portraits, categories) => [
      {
        name: "category",
        label: "Category",
        hint: `Lowercase words joined by hyphens${categories.length ? `; in use: ${categories.join(", ")}` : ""}.`,
      },
      { name: "question", label: "Question" },
      { name: "answer", label: "Answer", type: "textarea", hint: "Markdown: links as [text](/address)." },
    ],
    valuesOf: (row) => ({ category: row.category, question: row.question, answer: row.answer }),
    inputOf: (values) => values,
  },
};

/** Where the error summary links each field of the open form. */
export function directoryFieldIds(kind: DirectoryKind): Record<string, string> {
  return Object.fromEntries(
    kindSpecs[kind].fields([], []).map((field) => [field.name, `directory-${kind}-${field.name}`]),
  );
}

/** Asks before an entry is deleted; a modal `<dialog>` open while `name` is set. */
function ConfirmDeleteDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      id="directory-delete-heading"
      open={name !== null}
      heading={<>Delete “{name}”?</>}
      confirm={{ label: "Delete", className: dangerButtonClass }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      It disappears from every page that shows it at once. This cannot be undone.
    </ConfirmDialog>
  );
}

/** The add or edit form of one entry (`row` null adds one). */
function EntryForm<K extends DirectoryKind>({
  kind,
  row,
  change,
  portraits,
  categories,
  onDone,
  onCancel,
}: {
  kind: K;
  row: Rows[K] | null;
  change: StaffChangeMutation;
  portraits: PortraitOption[];
  categories: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const spec = kindSpecs[kind] as KindSpec<K>;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const values = row ? spec.valuesOf(row) : {};
  const heading = row ? `Edit ${spec.nameOf(row)}` : `Add ${spec.article} ${spec.one}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const json = checkedInput(change, schemas[kind], spec.inputOf(formText(event.currentTarget), row));
    if (!json) return;
    const kindCalls = calls[kind];
    const name = spec.nameOf({ ...(row ?? {}), ...(json as object) } as Rows[K]);
    const result = await change.run({
      call: (client) => (row ? kindCalls.update(client, row.id, json) : kindCalls.create(client, json)),
      done: row ? `Saved ${name}.` : `Added ${name}.`,
    });
    if (result.ok) onDone();
  }

  const error = (name: string) => change.fieldErrors[name]?.[0];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`directory-${kind}-form-heading`}
      className="mt-2 max-w-3xl rounded-lg border border-black/15 bg-white p-2"
    >
      <h3 id={`directory-${kind}-form-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {heading}
      </h3>
      <div className="mt-1 grid gap-1.5 sm:grid-cols-2">
        {spec.fields(portraits, categories).map((field) => {
          const fixed = field.fixed && row !== null;
          const common = {
            id: `directory-${kind}-${field.name}`,
            name: field.name,
            label: field.label,
            hint: fixed ? fixedHint : field.hint,
            optional: field.optional,
            required: field.optional ? undefined : true,
            error: error(field.name),
            defaultValue: values[field.name] ?? "",
          };
          if (field.type === "textarea")
            return <TextAreaField key={field.name} {...common} rows={4} className="sm:col-span-2" />;
          if (field.type === "select")
            return (
              <SelectField key={field.name} {...common} required={undefined}>
                <Options
                  values={field.options ?? []}
                  idOf={(option) => option.value}
                  label={(option) => option.label}
                />
              </SelectField>
            );
          return (
            <TextField
              key={field.name}
              {...common}
              type={field.type ?? "text"}
              step={field.type === "number" ? "any" : undefined}
              autoComplete="off"
              readOnly={fixed || undefined}
              inputClassName={fixed ? "bg-black/5" : undefined}
            />
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        <button type="submit" aria-disabled={change.busy || undefined} className={primaryButtonClass}>
          {row ? "Save changes" : `Add ${spec.one}`}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One section: its list with each entry's actions, and the form that adds or edits one. */
export function DirectorySection<K extends DirectoryKind>({
  kind,
  rows,
  change,
  portraits = [],
}: {
  kind: K;
  rows: Rows[K][];
  change: StaffChangeMutation;
  portraits?: PortraitOption[];
}) {
  const spec = kindSpecs[kind] as KindSpec<K>;
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<Rows[K] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ordered = calls[kind].order !== null;
  const categories = kind === "faqs" ? [...new Set((rows as DirectoryFaqRow[]).map((row) => row.category))] : [];
  const editedRow = editing && editing !== "new" ? (rows.find((row) => row.id === editing) ?? null) : null;

  const open = (id: string | "new") => {
    change.reset();
    setEditing(id);
  };
  const close = () => {
    setEditing(null);
    headingRef.current?.focus();
  };

  async function move(row: Rows[K], by: -1 | 1) {
    const order = calls[kind].order;
    if (!order) return;
    const ids = rows.map((entry) => entry.id);
    const from = ids.indexOf(row.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    const result = await change.run({
      call: (client) => order(client, ids),
      done: `Moved ${spec.nameOf(row)} ${by < 0 ? "up" : "down"}: now ${to + 1} of ${ids.length}.`,
    });
    if (result.ok) {
      // Keeps the focus on the moved entry's button (or its other one at either end).
      const direction = (to === 0 && by < 0) || (to === ids.length - 1 && by > 0) ? -by : by;
      requestAnimationFrame(() =>
        document.getElementById(`directory-${kind}-${row.id}-${direction < 0 ? "up" : "down"}`)?.focus(),
      );
    }
  }

  async function remove() {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await change.run({
      call: (client) => calls[kind].remove(client, row.id),
      done: `Deleted ${spec.nameOf(row)}.`,
    });
    if (result.ok) headingRef.current?.focus();
  }

  const actions: Column<Rows[K]> = {
    header: "Actions",
    cell: (row) => {
      const index = rows.indexOf(row);
      const name = spec.nameOf(row);
      return (
        <div className="flex flex-wrap gap-0.5 lg:flex-nowrap">
          <button type="button" className={smallSecondaryButtonClass} onClick={() => open(row.id)}>
            Edit<span className="sr-only"> {name}</span>
          </button>
          {ordered ? (
            <>
              <button
                type="button"
                id={`directory-${kind}-${row.id}-up`}
                className={smallSecondaryButtonClass}
                disabled={index === 0}
                aria-disabled={change.busy || undefined}
                onClick={() => move(row, -1)}
              >
                <ArrowUp aria-hidden="true" size={18} className="sm:hidden" />
                <span className="max-sm:sr-only">Move up</span>
                <span className="sr-only"> {name}</span>
              </button>
              <button
                type="button"
                id={`directory-${kind}-${row.id}-down`}
                className={smallSecondaryButtonClass}
                disabled={index === rows.length - 1}
                aria-disabled={change.busy || undefined}
                onClick={() => move(row, 1)}
              >
                <ArrowDown aria-hidden="true" size={18} className="sm:hidden" />
                <span className="max-sm:sr-only">Move down</span>
                <span className="sr-only"> {name}</span>
              </button>
            </>
          ) : null}
          <button type="button" className={smallSecondaryButtonClass} onClick={() => setDeleting(row)}>
            Delete<span className="sr-only"> {name}</span>
          </button>
        </div>
      );
    },
  };

  return (
    <section aria-labelledby={`directory-${kind}-heading`} className="mt-3">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h2 id={`directory-${kind}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
          {spec.title}
        </h2>
        <button type="button" className={primaryButtonClass} onClick={() => open("new")}>
          Add {spec.article} {spec.one}
        </button>
      </div>
      {editing !== null ? (
        <EntryForm
          key={editing}
          kind={kind}
          row={editedRow}
          change={change}
          portraits={portraits}
          categories={categories}
          onDone={close}
          onCancel={close}
        />
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-1">{spec.empty}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <ListTable caption={spec.caption} rows={rows} columns={[...spec.columns, actions]} className="max-w-6xl" />
        </div>
      )}
      <ConfirmDeleteDialog
        name={deleting ? spec.nameOf(deleting) : null}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
