import { useState } from "react";
import { CheckboxField, SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { fieldErrorClass, primaryButtonClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { contentStatusLabels } from "#app/domain/content.ts";
import { ZoneOptions } from "#app/features/booking/components/zone-options.tsx";
import { slugify } from "#app/features/careers/careers-admin-schemas.ts";
import type { ContentFieldSpec } from "#app/features/content/content-fields.ts";
import { eventTimeZones, scheduleTimeZones } from "#app/features/content/studio-schemas.ts";
import { formatClockTime, formatDateTime, zonedIsoDateTime } from "#app/lib/dates.ts";
import { DeleteDraftDialog } from "../components/delete-draft.tsx";
import { ConflictAlert, EditorPanel, SaveStateLine, ScheduleBox } from "../components/document-editor-parts.tsx";
import { RevisionsPanel } from "../components/revisions-panel.tsx";
import type { ScheduleInput } from "../components/schedule-fields.tsx";
import { useMarkdownPreview } from "../components/use-markdown-preview.ts";
import { sendAsStaff } from "../staff-client.ts";
import { contentFieldId, contentFields, draftRows, draftText, newDraftRow } from "./content-draft.ts";
import { CoverPicker, MarkdownBodyField } from "./content-images.tsx";
import type { ContentEditor, SaveState } from "./use-content-editor.ts";

// The content editor's parts (routes/admin/content-edit.tsx composes them):
// the collection's fields, the Markdown body beside its live preview, the
// workflow (save state, publish, schedule, unpublish) and the revision history
// with a line diff and restore.

function FieldControl({ editor, field }: { editor: ContentEditor; field: ContentFieldSpec }) {
  const id = contentFieldId(field.path);
  const value = draftText(editor.fields, field.path);
  const common = {
    id,
    label: field.label,
    hint: field.hint,
    optional: field.optional,
    error: editor.error(field.path) ?? errorUnder(editor, field.path),
    className: "mt-2",
    value,
  };
  const onChange = (event: { target: { value: string } }) => {
    editor.setField(field.path, event.target.value);
    if (field.path === "title" && !editor.slugEdited) editor.setSlug(slugify(event.target.value), false);
  };
  switch (field.kind) {
    case "rows":
      return <RowsControl editor={editor} field={field} />;
    case "datetime":
      return <DateTimeControl editor={editor} field={field} />;
    case "boolean":
      return (
        <div className="mt-2 md:col-span-2">
          <CheckboxField
            id={id}
            label={field.label}
            checked={value === "true"}
            error={common.error}
            onChange={(event) => editor.setField(field.path, event.target.checked ? "true" : "false")}
          />
          {field.hint ? <p className="mt-0.5 text-sm text-muted">{field.hint}</p> : null}
        </div>
      );
    case "zone": {
      // Changing the zone keeps the wall-clock start and end and gives them the new zone's offset.
      const zones: string[] = [...eventTimeZones];
      if (value && !zones.includes(value)) zones.unshift(value);
      return (
        <SelectField
          {...common}
          onChange={(event) => {
            const zone = event.target.value;
            editor.setField(field.path, zone);
            for (const path of ["start", "end"]) {
              const { date, time } = splitDateTime(draftText(editor.fields, path));
              if (date && time) editor.setField(path, zonedIsoDateTime(date, time, zone));
            }
          }}
        >
          <ZoneOptions zones={zones} />
        </SelectField>
      );
    }
    case "select":
      return (
        <SelectField {...common} onChange={onChange}>
          <Options values={field.options ?? []} label={(option) => field.optionLabels?.[option] ?? option} />
        </SelectField>
      );
    case "textarea":
    case "lines":
      return <TextAreaField {...common} rows={field.kind === "textarea" ? 3 : 4} onChange={onChange} />;
    default:
      return (
        <TextField
          {...common}
          type={field.kind === "date" ? "date" : field.kind === "url" ? "url" : "text"}
          inputMode={field.kind === "number" ? "numeric" : undefined}
          onChange={onChange}
        />
      );
  }
}

/** The date and the time of a stored "2027-02-18T10:00:00+05:30" (or of what was typed so far). */
function splitDateTime(text: string): { date: string; time: string } {
  return {
    date: /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? "",
    time: /T(\d{2}:\d{2})/.exec(text)?.[1] ?? "",
  };
}

/** An event's start or end: a date and a time in the event's zone, stored with that zone's offset. */
function DateTimeControl({ editor, field }: { editor: ContentEditor; field: ContentFieldSpec }) {
  const id = contentFieldId(field.path);
  const { date, time } = splitDateTime(draftText(editor.fields, field.path));
  const zone = draftText(editor.fields, "timeZone");
  const error = editor.error(field.path);
  const set = (nextDate: string, nextTime: string) =>
    editor.setField(
      field.path,
      nextDate && nextTime && zone ? zonedIsoDateTime(nextDate, nextTime, zone) : `${nextDate}T${nextTime}`,
    );
  return (
    <fieldset className="mt-2 min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{field.label}</legend>
      <p className="text-sm text-muted">
        {field.hint ? `${field.hint} ` : ""}In {zone ? zone.replace(/_/g, " ") : "the event's time zone"}.
      </p>
      <div className="grid grid-cols-2 gap-1">
        <TextField
          id={id}
          label="Date"
          type="date"
          value={date}
          describedBy={error ? `${id}-error` : undefined}
          labelClassName="block text-sm font-semibold"
          onChange={(event) => set(event.target.value, time)}
        />
        <TextField
          id={`${id}-time`}
          label="Time"
          type="time"
          value={time}
          describedBy={error ? `${id}-error` : undefined}
          labelClassName="block text-sm font-semibold"
          onChange={(event) => set(date, event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Agenda items, outcomes: one row of fields each, added and removed with buttons. */
function RowsControl({ editor, field }: { editor: ContentEditor; field: ContentFieldSpec }) {
  const id = contentFieldId(field.path);
  const parts = field.parts ?? [];
  const rows = draftRows(editor.fields, field.path);
  const rowName = field.rowName ?? "row";
  const listError = editor.error(field.path);
  const focusLater = (target: string) => requestAnimationFrame(() => document.getElementById(target)?.focus());
  const update = (next: typeof rows) => editor.setField(field.path, next);
  return (
    <fieldset
      className="mt-2 min-w-0 rounded border border-black/20 p-1.5 md:col-span-2"
      aria-describedby={[field.hint ? `${id}-hint` : "", listError ? `${id}-error` : ""].join(" ").trim() || undefined}
    >
      <legend className="px-0.5 font-semibold">{field.label}</legend>
      {field.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {field.hint}
        </p>
      ) : null}
      <ol className="mt-1 space-y-1">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded bg-paper p-1">
            <fieldset className="min-w-0">
              <legend className="text-sm font-semibold">
                {rowName.charAt(0).toUpperCase() + rowName.slice(1)} {index + 1}
              </legend>
              <div className="flex flex-wrap items-end gap-1">
                {parts.map((part) => {
                  const partPath = `${field.path}.${index}.${part.key}`;
                  return (
                    <TextField
                      key={part.key}
                      id={contentFieldId(partPath)}
                      label={part.label}
                      optional={part.optional}
                      type={part.type ?? "text"}
                      value={row.values[part.key] ?? ""}
                      error={editor.error(partPath)}
                      labelClassName="block text-sm font-semibold"
                      className={part.type === "time" ? "w-[9rem]" : "min-w-[12rem] flex-1"}
                      onChange={(event) =>
                        update(
                          rows.map((other) =>
                            other.key === row.key
                              ? { ...other, values: { ...other.values, [part.key]: event.target.value } }
                              : other,
                          ),
                        )
                      }
                    />
                  );
                })}
                <button
                  type="button"
                  className={`${secondaryButtonClass} mt-0.5 bg-white`}
                  onClick={() => {
                    update(rows.filter((other) => other.key !== row.key));
                    const next = rows[index + 1] ? index : index - 1;
                    focusLater(next >= 0 ? contentFieldId(`${field.path}.${next}.${parts[0]?.key}`) : id);
                  }}
                >
                  Remove
                  <span className="sr-only">
                    {" "}
                    {rowName} {index + 1}
                  </span>
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        id={id}
        type="button"
        className={`${secondaryButtonClass} mt-1 bg-white`}
        onClick={() => {
          update([...rows, newDraftRow(parts)]);
          focusLater(contentFieldId(`${field.path}.${rows.length}.${parts[0]?.key}`));
        }}
      >
        Add {rowName}
      </button>
      {listError ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The first API message about a part of a field ("tags.0", "outcomes.1.label"). */
function errorUnder(editor: ContentEditor, path: string): string | undefined {
  const key = Object.keys(editor.action.fieldErrors).find((name) => name.startsWith(`${path}.`));
  return key ? editor.action.fieldErrors[key]?.[0] : undefined;
}

/** The address and the collection's fields. */
export function ContentFieldsSection({ editor, prefix }: { editor: ContentEditor; prefix: string }) {
  return (
    <fieldset className="mt-2 rounded border border-black/20 p-1.5">
      <legend className="px-0.5 font-semibold">Details</legend>
      <div className="grid gap-x-2 md:grid-cols-2">
        {contentFields(editor.collection)
          .slice(0, 1)
          .map((field) => (
            <FieldControl key={field.path} editor={editor} field={field} />
          ))}
        <TextField
          id="content-slug"
          label="Address (slug)"
          hint={`The page is ${prefix} followed by the address.`}
          className="mt-2"
          value={editor.slug}
          error={editor.error("slug")}
          onChange={(event) => editor.setSlug(event.target.value)}
        />
        {contentFields(editor.collection)
          .slice(1)
          .filter((field) => !field.when || field.when(editor.fields))
          .map((field) => (
            <FieldControl key={field.path} editor={editor} field={field} />
          ))}
      </div>
      <CoverPicker editor={editor} />
    </fieldset>
  );
}

/** The Markdown body beside a live preview rendered by the server, as the page renders it. */
export function ContentBodySection({ editor }: { editor: ContentEditor }) {
  const previewHtml = useMarkdownPreview(editor.body, "content");
  return (
    <div className="grid gap-x-2 lg:grid-cols-2">
      <div className="min-w-0">
        <MarkdownBodyField
          id="content-body"
          hint="## headings, **bold**, *italic*, lists with -, links as [text](/path), images inserted below at the cursor. At least 200 characters."
          rows={18}
          minHeightClass="min-h-[24rem]"
          text={editor.body}
          setText={editor.setBody}
          error={editor.error("body")}
        />
      </div>
      <div className="mt-2 min-w-0">
        <h2 id="content-preview-heading" className="font-semibold">
          Live preview
        </h2>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-labelledby="content-preview-heading"
          className="prose-content mt-0.5 max-h-[40rem] min-h-[24rem] overflow-auto rounded-md border-2 border-black/20 bg-white p-2"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's Markdown renderer
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
      </div>
    </div>
  );
}

function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case "new":
      return "Not saved yet: save the draft to start autosaving.";
    case "saved":
      return `Saved ${formatClockTime(state.at)}`;
    case "saving":
      return "Saving…";
    case "unsaved":
      return "Unsaved changes";
    case "invalid":
      return "Not saved automatically: some fields need attention. Save to see which.";
    case "conflict":
      return "Not saved: someone else saved this item.";
  }
}

/** Whether the form is saved, saving or in conflict; a conflict offers to load the other version. */
export function SaveStatus({ editor }: { editor: ContentEditor }) {
  const { state } = editor;
  return (
    <div className="space-y-1">
      <SaveStateLine id="content-save-state">{saveStateText(state)}</SaveStateLine>
      {state.kind === "conflict" ? (
        <ConflictAlert message={state.message} loadLabel="Load their version" onLoad={editor.loadLatest} />
      ) : null}
    </div>
  );
}

/** Status, publish or unpublish, schedule at a date and time in a named zone, back to draft. */
export function ContentWorkflowPanel({ editor }: { editor: ContentEditor }) {
  const item = editor.item;
  const [schedule, setSchedule] = useState<ScheduleInput>({ date: "", time: "09:00", timeZone: scheduleTimeZones[0] });
  if (!item) return null;
  const busy = editor.action.busy || undefined;
  return (
    <EditorPanel
      id="content-workflow-heading"
      title="Publishing"
      status={{
        label: contentStatusLabels[item.status],
        when: item.status === "scheduled" && item.publishAt ? formatDateTime(item.publishAt) : null,
        revision: item.revision,
      }}
    >
      <div className="mt-1 flex flex-wrap gap-1">
        {item.status !== "published" ? (
          <button
            type="button"
            className={primaryButtonClass}
            aria-disabled={busy}
            onClick={() => editor.run({ kind: "publish" })}
          >
            Publish now
          </button>
        ) : (
          <button
            type="button"
            className={secondaryButtonClass}
            aria-disabled={busy}
            onClick={() => editor.run({ kind: "unpublish" })}
          >
            Unpublish
          </button>
        )}
        {item.status === "scheduled" || item.status === "unpublished" ? (
          <button
            type="button"
            className={secondaryButtonClass}
            aria-disabled={busy}
            onClick={() => editor.run({ kind: "draft" })}
          >
            Back to draft
          </button>
        ) : null}
        <a href={`/admin/content/${item.id}/preview`} target="_blank" rel="noreferrer" className={secondaryButtonClass}>
          Preview the page<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {item.status === "draft" && !item.publishedAt ? <DeleteDraft editor={editor} /> : null}
      </div>
      {item.status !== "published" ? (
        <ScheduleBox
          legend="Schedule"
          ids={{ date: "content-schedule-date", time: "content-schedule-time", timeZone: "content-schedule-zone" }}
          value={schedule}
          onChange={setSchedule}
          error={editor.error}
          busy={editor.action.busy}
          onSchedule={() => editor.run({ kind: "schedule", ...schedule })}
        />
      ) : null}
    </EditorPanel>
  );
}

/** Deletes a draft that was never published, after asking in a modal dialog. */
function DeleteDraft({ editor }: { editor: ContentEditor }) {
  const title = draftText(editor.fields, "title") || "this draft";
  return (
    <DeleteDraftDialog id="content-delete-heading" removal={editor.removal}>
      “{title}” and its revision history are deleted for good. It was never published, so no page goes away.
    </DeleteDraftDialog>
  );
}

/** Every revision with who saved it and when; a revision's diff to the current text, and Restore. */
export function ContentRevisionsPanel({ editor }: { editor: ContentEditor }) {
  const item = editor.item;
  if (!item) return null;
  return (
    <RevisionsPanel
      documentId={item.id}
      currentRevision={item.revision}
      statusLabels={contentStatusLabels}
      list={(client, id) => sendAsStaff(client.api.admin.content[":id"].revisions.$get({ param: { id } }))}
      detail={(client, id, revision) =>
        sendAsStaff(
          client.api.admin.content[":id"].revisions[":revision"].$get({ param: { id, revision: String(revision) } }),
        )
      }
      busy={editor.action.busy}
      restore={async (revision) => (await editor.run({ kind: "restore", revision })).ok}
    />
  );
}
