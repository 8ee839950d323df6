import { useEffect, useState } from "react";
import { adminFetch, useAdmin } from "../admin-client.ts";
import { employmentTypes, questionKinds, slugify, workplaceTypes } from "../hr-schemas.ts";
import type { JobDraft, JobQuestionDraft } from "../job-draft.ts";
import type { JobEditor } from "../use-job-editor.ts";
import { Field, inputClass, ListEditor, secondaryButtonClass } from "./hr-fields.tsx";

// The job editor's sections (routes/admin/job-edit.tsx composes them): each one
// edits part of the editor's draft and shows the API's errors for its fields.

type Option = { id: string; name: string };

function Select({
  id,
  label,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (string | Option)[];
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          className={inputClass}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) =>
            typeof option === "string" ? (
              <option key={option} value={option}>
                {option}
              </option>
            ) : (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ),
          )}
        </select>
      )}
    </Field>
  );
}

function TextInput({
  id,
  label,
  hint,
  editor,
  field,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  editor: JobEditor;
  field: "salaryMin" | "salaryMax" | "salaryCurrency" | "validThrough";
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, "inputMode" | "maxLength" | "type">) {
  return (
    <Field id={id} label={label} hint={hint} error={editor.error(field)}>
      {(describedBy) => (
        <input
          id={id}
          className={inputClass}
          value={editor.draft[field]}
          aria-describedby={describedBy}
          onChange={(event) => editor.set(field, event.target.value)}
          {...input}
        />
      )}
    </Field>
  );
}

/** Title, address, department, location, employment and workplace types, summary. */
export function JobBasicsSection({
  editor,
  departments,
  locations,
}: {
  editor: JobEditor;
  departments: Option[];
  locations: Option[];
}) {
  const { draft, set, error } = editor;
  return (
    <>
      <Field id="job-title" label="Title" error={error("title")}>
        {(describedBy) => (
          <input
            id="job-title"
            className={inputClass}
            value={draft.title}
            required
            aria-invalid={Boolean(error("title"))}
            aria-describedby={describedBy}
            onChange={(event) => {
              set("title", event.target.value);
              if (!editor.slugEdited) set("slug", slugify(event.target.value));
            }}
          />
        )}
      </Field>
      <Field
        id="job-slug"
        label="Address (slug)"
        hint="The job's page is /careers/jobs/ followed by this."
        error={error("slug")}
      >
        {(describedBy) => (
          <input
            id="job-slug"
            className={inputClass}
            value={draft.slug}
            aria-invalid={Boolean(error("slug"))}
            aria-describedby={describedBy}
            onChange={(event) => editor.editSlug(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-x-2 sm:grid-cols-2">
        <Select
          id="job-department"
          label="Department"
          value={draft.departmentId}
          options={departments}
          error={error("departmentId")}
          onChange={(value) => set("departmentId", value)}
        />
        <Select
          id="job-location"
          label="Location"
          value={draft.locationId}
          options={locations}
          error={error("locationId")}
          onChange={(value) => set("locationId", value)}
        />
        <Select
          id="job-employment"
          label="Employment type"
          value={draft.employmentType}
          options={employmentTypes}
          error={error("employmentType")}
          onChange={(value) => set("employmentType", value)}
        />
        <Select
          id="job-workplace"
          label="Workplace type"
          value={draft.workplaceType}
          options={workplaceTypes}
          error={error("workplaceType")}
          onChange={(value) => set("workplaceType", value)}
        />
      </div>
      <Field
        id="job-summary"
        label="Summary"
        hint="One or two sentences for listings and search engines."
        error={error("summary")}
      >
        {(describedBy) => (
          <textarea
            id="job-summary"
            className={inputClass}
            rows={2}
            value={draft.summary}
            aria-invalid={Boolean(error("summary"))}
            aria-describedby={describedBy}
            onChange={(event) => set("summary", event.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/** The Markdown description beside a live preview rendered by the server, as the job page renders it. */
export function JobDescriptionSection({ editor }: { editor: JobEditor }) {
  const { csrfToken } = useAdmin();
  const [previewHtml, setPreviewHtml] = useState("");
  const about = editor.draft.about;
  useEffect(() => {
    const timer = setTimeout(() => {
      adminFetch<{ data: { html: string } }>("/api/admin/jobs/preview", {
        method: "POST",
        json: { markdown: about },
        csrfToken,
      })
        .then((body) => setPreviewHtml(body.data.html))
        .catch(() => {});
    }, 300);
    return () => clearTimeout(timer);
  }, [about, csrfToken]);
  const error = editor.error("about");
  return (
    <div className="grid gap-x-2 lg:grid-cols-2">
      <Field
        id="job-about"
        label="About the role (Markdown)"
        hint="**bold**, *italic*, lists with -, links as [text](https://…)."
        error={error}
      >
        {(describedBy) => (
          <textarea
            id="job-about"
            className={`${inputClass} font-mono`}
            rows={10}
            value={about}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => editor.set("about", event.target.value)}
          />
        )}
      </Field>
      <section aria-labelledby="job-preview-heading" className="mt-2">
        <h2 id="job-preview-heading" className="font-semibold">
          Preview
        </h2>
        <div
          className="prose-content min-h-8 rounded border border-black/20 bg-white p-1.5"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's Markdown renderer
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
      </section>
    </div>
  );
}

const jobLists: {
  field: keyof Pick<JobDraft, "responsibilities" | "requirements" | "niceToHave" | "benefits">;
  id: string;
  legend: string;
  itemLabel: string;
}[] = [
  {
    field: "responsibilities",
    id: "job-responsibilities",
    legend: "What you will do (responsibilities)",
    itemLabel: "Responsibility",
  },
  { field: "requirements", id: "job-requirements", legend: "What you bring (requirements)", itemLabel: "Requirement" },
  { field: "niceToHave", id: "job-nice", legend: "Nice to have", itemLabel: "Nice-to-have" },
  { field: "benefits", id: "job-benefits", legend: "Benefits", itemLabel: "Benefit" },
];

/** Responsibilities, requirements, nice-to-haves and benefits: one list editor each. */
export function JobListsSection({ editor }: { editor: JobEditor }) {
  return jobLists.map(({ field, id, legend, itemLabel }) => (
    <ListEditor
      key={field}
      id={id}
      legend={legend}
      itemLabel={itemLabel}
      items={editor.draft[field]}
      onChange={(items) => editor.set(field, items)}
      error={editor.error(field)}
    />
  ));
}

/** The optional salary range and the last day applications are accepted. */
export function JobTermsSection({ editor }: { editor: JobEditor }) {
  return (
    <>
      <fieldset className="mt-2 rounded border border-black/20 p-1.5">
        <legend className="px-0.5 font-semibold">Salary (optional)</legend>
        <div className="grid gap-x-2 sm:grid-cols-4">
          <TextInput id="job-salary-min" label="Minimum" editor={editor} field="salaryMin" inputMode="numeric" />
          <TextInput id="job-salary-max" label="Maximum" editor={editor} field="salaryMax" inputMode="numeric" />
          <TextInput id="job-salary-currency" label="Currency" editor={editor} field="salaryCurrency" maxLength={3} />
          <Select
            id="job-salary-period"
            label="Per"
            value={editor.draft.salaryPeriod}
            options={["year", "month"]}
            error={editor.error("salaryPeriod")}
            onChange={(value) => editor.set("salaryPeriod", value)}
          />
        </div>
      </fieldset>
      <TextInput
        id="job-valid-through"
        label="Valid through (optional)"
        hint="The last day applications are accepted."
        editor={editor}
        field="validThrough"
        type="date"
      />
    </>
  );
}

/** The screening questions applicants answer: label, answer type, required, a select's options. */
export function JobQuestionsSection({ editor }: { editor: JobEditor }) {
  const { draft, set, error } = editor;
  const update = (index: number, change: Partial<JobQuestionDraft>) =>
    set(
      "questions",
      draft.questions.map((question, i) => (i === index ? { ...question, ...change } : question)),
    );
  return (
    <fieldset id="job-questions" tabIndex={-1} className="mt-2 rounded border border-black/20 p-1.5">
      <legend className="px-0.5 font-semibold">Screening questions</legend>
      {error("questions") ? <p className="text-sm font-semibold text-red-800">{error("questions")}</p> : null}
      {draft.questions.map((question, index) => {
        const prefix = `job-question-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place
          <div key={index} className="mt-1 rounded border border-black/10 p-1">
            <Field id={`${prefix}-label`} label={`Question ${index + 1}`} error={error(`questions.${index}.label`)}>
              {(describedBy) => (
                <input
                  id={`${prefix}-label`}
                  className={inputClass}
                  value={question.label}
                  aria-describedby={describedBy}
                  onChange={(event) => update(index, { label: event.target.value })}
                />
              )}
            </Field>
            <div className="flex flex-wrap items-end gap-2">
              <Select
                id={`${prefix}-kind`}
                label="Answer type"
                value={question.kind}
                options={questionKinds}
                onChange={(value) => update(index, { kind: value as JobQuestionDraft["kind"] })}
              />
              <div className="mt-2 flex items-center gap-0.5">
                <input
                  id={`${prefix}-required`}
                  type="checkbox"
                  checked={question.required}
                  onChange={(event) => update(index, { required: event.target.checked })}
                />
                <label htmlFor={`${prefix}-required`}>Required</label>
              </div>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() =>
                  set(
                    "questions",
                    draft.questions.filter((_, i) => i !== index),
                  )
                }
              >
                Remove question {index + 1}
              </button>
            </div>
            {question.kind === "select" ? (
              <Field id={`${prefix}-options`} label="Options, one a line" error={error(`questions.${index}.options`)}>
                {(describedBy) => (
                  <textarea
                    id={`${prefix}-options`}
                    className={inputClass}
                    rows={3}
                    value={question.options}
                    aria-describedby={describedBy}
                    onChange={(event) => update(index, { options: event.target.value })}
                  />
                )}
              </Field>
            ) : null}
          </div>
        );
      })}
      <button
        type="button"
        className={`${secondaryButtonClass} mt-1`}
        onClick={() =>
          set("questions", [...draft.questions, { id: "", label: "", kind: "text", required: false, options: "" }])
        }
      >
        Add question
      </button>
    </fieldset>
  );
}
