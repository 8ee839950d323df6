import { CheckboxField, SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import {
  employmentTypeLabel,
  employmentTypes,
  questionKindLabel,
  questionKinds,
  workplaceTypeLabel,
  workplaceTypes,
} from "#app/domain/jobs.ts";
import { slugify } from "#app/features/careers/careers-admin-schemas.ts";
import { bindText, type TextKey } from "../components/bind-text.ts";
import { ListEditor } from "../components/list-editor.tsx";
import { useMarkdownPreview } from "../components/use-markdown-preview.ts";
import type { JobDraft, JobQuestionDraft } from "./job-draft.ts";
import type { JobEditor } from "./use-job-editor.ts";

// The job editor's sections (routes/admin/job-edit.tsx composes them): each one
// edits part of the editor's draft and shows the API's errors for its fields.

type Option = { id: string; name: string };

/** The props that bind a control to one text field of the draft. */
const bind = (editor: JobEditor, field: TextKey<JobDraft>) => bindText(editor.draft, editor, field);

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
  return (
    <>
      <TextField
        id="job-title"
        label="Title"
        className="mt-2"
        required
        {...bind(editor, "title")}
        onChange={(event) => {
          editor.set("title", event.target.value);
          if (!editor.slugEdited) editor.set("slug", slugify(event.target.value));
        }}
      />
      <TextField
        id="job-slug"
        label="Address (slug)"
        hint="The job's page is /careers/jobs/ followed by this."
        className="mt-2"
        {...bind(editor, "slug")}
        onChange={(event) => editor.editSlug(event.target.value)}
      />
      <div className="grid gap-x-2 sm:grid-cols-2">
        <SelectField id="job-department" label="Department" className="mt-2" {...bind(editor, "departmentId")}>
          <Options values={departments} idOf={(department) => department.id} label={(department) => department.name} />
        </SelectField>
        <SelectField id="job-location" label="Location" className="mt-2" {...bind(editor, "locationId")}>
          <Options values={locations} idOf={(location) => location.id} label={(location) => location.name} />
        </SelectField>
        <SelectField id="job-employment" label="Employment type" className="mt-2" {...bind(editor, "employmentType")}>
          <Options values={employmentTypes} label={(type) => employmentTypeLabel[type]} />
        </SelectField>
        <SelectField id="job-workplace" label="Workplace type" className="mt-2" {...bind(editor, "workplaceType")}>
          <Options values={workplaceTypes} label={(type) => workplaceTypeLabel[type]} />
        </SelectField>
      </div>
      <TextAreaField
        id="job-summary"
        label="Summary"
        hint="One or two sentences for listings and search engines."
        className="mt-2"
        rows={2}
        {...bind(editor, "summary")}
      />
    </>
  );
}

/** The Markdown description beside a live preview rendered by the server, as the job page renders it. */
export function JobDescriptionSection({ editor }: { editor: JobEditor }) {
  const previewHtml = useMarkdownPreview(editor.draft.about, "jobs");
  return (
    <div className="grid gap-x-2 lg:grid-cols-2">
      <TextAreaField
        id="job-about"
        label="About the role (Markdown)"
        hint="**bold**, *italic*, lists with -, links as [text](https://…)."
        className="mt-2"
        inputClassName="font-mono"
        rows={10}
        {...bind(editor, "about")}
      />
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

type ListKey = "responsibilities" | "requirements" | "niceToHave" | "benefits";

const jobLists: { field: ListKey; id: string; legend: string; itemLabel: string }[] = [
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
          <TextField id="job-salary-min" label="Minimum" inputMode="numeric" {...bind(editor, "salaryMin")} />
          <TextField id="job-salary-max" label="Maximum" inputMode="numeric" {...bind(editor, "salaryMax")} />
          <TextField id="job-salary-currency" label="Currency" maxLength={3} {...bind(editor, "salaryCurrency")} />
          <SelectField id="job-salary-period" label="Per" {...bind(editor, "salaryPeriod")}>
            <Options values={["year", "month"]} />
          </SelectField>
        </div>
      </fieldset>
      <TextField
        id="job-valid-through"
        label="Valid through"
        optional
        hint="The last day applications are accepted."
        className="mt-2"
        type="date"
        {...bind(editor, "validThrough")}
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
    <fieldset
      id="job-questions"
      tabIndex={-1}
      className="mt-2 rounded border border-black/20 p-1.5"
      aria-describedby={error("questions") ? "job-questions-error" : undefined}
    >
      <legend className="px-0.5 font-semibold">Screening questions</legend>
      {error("questions") ? (
        <p id="job-questions-error" className="text-sm font-semibold text-red-800">
          {error("questions")}
        </p>
      ) : null}
      {draft.questions.map((question, index) => {
        const prefix = `job-question-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place
          <div key={index} className="mt-1 rounded border border-black/10 p-1">
            <TextField
              id={`${prefix}-label`}
              label={`Question ${index + 1}`}
              value={question.label}
              error={error(`questions.${index}.label`)}
              onChange={(event) => update(index, { label: event.target.value })}
            />
            <div className="mt-1 flex flex-wrap items-end gap-2">
              <SelectField
                id={`${prefix}-kind`}
                label="Answer type"
                value={question.kind}
                onChange={(event) => update(index, { kind: event.target.value as JobQuestionDraft["kind"] })}
              >
                <Options values={questionKinds} label={(kind) => questionKindLabel[kind]} />
              </SelectField>
              <CheckboxField
                id={`${prefix}-required`}
                label="Required"
                className="mb-1"
                checked={question.required}
                onChange={(event) => update(index, { required: event.target.checked })}
              />
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
              <TextAreaField
                id={`${prefix}-options`}
                label="Options, one a line"
                className="mt-1"
                rows={3}
                value={question.options}
                error={error(`questions.${index}.options`)}
                onChange={(event) => update(index, { options: event.target.value })}
              />
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
