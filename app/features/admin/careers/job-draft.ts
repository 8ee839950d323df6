import type { JobStatus, questionKinds } from "#app/domain/jobs.ts";
import type { jobInputSchema } from "#app/features/careers/careers-admin-schemas.ts";
import type { z } from "#app/lib/validation.ts";

// The job editor's state in the browser: every field as the form holds it
// (numbers and dates as typed text, a select question's options one a line),
// how a saved job becomes that state, and how it goes back to the API's
// `jobInputSchema` shape.

export type JobQuestionDraft = {
  id: string;
  label: string;
  kind: (typeof questionKinds)[number];
  required: boolean;
  options: string;
};

/** The job's one-line and free-text fields the form edits as typed text. */
type TextField =
  | "title"
  | "slug"
  | "departmentId"
  | "locationId"
  | "employmentType"
  | "workplaceType"
  | "summary"
  | "about"
  | "salaryCurrency"
  | "salaryPeriod"
  | "validThrough";
/** The job's lists of one-line items. */
type ListField = "responsibilities" | "requirements" | "niceToHave" | "benefits";
type Question = Omit<JobQuestionDraft, "options">;

export type JobDraft = Record<TextField | "salaryMin" | "salaryMax", string> &
  Record<ListField, string[]> & { questions: JobQuestionDraft[] };

/** What the editor reads of a saved job (the loader's job). */
export type EditableJob = Record<
  Exclude<TextField, "salaryCurrency" | "salaryPeriod" | "validThrough"> | "id",
  string
> &
  Record<"salaryCurrency" | "salaryPeriod" | "validThrough", string | null> &
  Record<"salaryMin" | "salaryMax", number | null> &
  Record<ListField, string[]> & {
    status: JobStatus;
    applications: number;
    questions: (Question & { options?: string[] })[];
  };

/** The element each of the draft's fields is edited in. */
const jobFieldIds: Record<keyof JobDraft, string> = {
  title: "job-title",
  slug: "job-slug",
  departmentId: "job-department",
  locationId: "job-location",
  employmentType: "job-employment",
  workplaceType: "job-workplace",
  summary: "job-summary",
  about: "job-about",
  responsibilities: "job-responsibilities",
  requirements: "job-requirements",
  niceToHave: "job-nice",
  benefits: "job-benefits",
  salaryMin: "job-salary-min",
  salaryMax: "job-salary-max",
  salaryCurrency: "job-salary-currency",
  salaryPeriod: "job-salary-period",
  validThrough: "job-valid-through",
  questions: "job-questions",
};

/**
 * Where the error summary links each API field error: the field's control, a
 * question's own label or options box, else the section the field belongs to.
 */
export function jobErrorTargets(fieldErrors: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(fieldErrors).map((field) => {
      const question = field.match(/^questions\.(\d+)\.(label|options)$/);
      if (question) return [field, `job-question-${question[1]}-${question[2]}`];
      const top = field.split(".")[0] as keyof JobDraft;
      return [field, jobFieldIds[top] ?? "job-title"];
    }),
  );
}

/** A saved job as the form holds it, or a new job's defaults (the first department and location). */
export function jobDraft(
  job: EditableJob | null,
  defaults: { departmentId: string | undefined; locationId: string | undefined },
): JobDraft {
  return {
    title: job?.title ?? "",
    slug: job?.slug ?? "",
    departmentId: job?.departmentId ?? defaults.departmentId ?? "",
    locationId: job?.locationId ?? defaults.locationId ?? "",
    employmentType: job?.employmentType ?? "full-time",
    workplaceType: job?.workplaceType ?? "on-site",
    summary: job?.summary ?? "",
    about: job?.about ?? "",
    responsibilities: job?.responsibilities ?? [],
    requirements: job?.requirements ?? [],
    niceToHave: job?.niceToHave ?? [],
    benefits: job?.benefits ?? [],
    salaryMin: job?.salaryMin?.toString() ?? "",
    salaryMax: job?.salaryMax?.toString() ?? "",
    salaryCurrency: job?.salaryCurrency ?? "",
    salaryPeriod: job?.salaryPeriod ?? "year",
    validThrough: job?.validThrough ?? "",
    questions: (job?.questions ?? []).map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      required: question.required,
      options: (question.options ?? []).join("\n"),
    })),
  };
}

/**
 * The draft as the API takes it. A new job's address comes from the server (a free one)
 * unless it was typed, so an untouched slug goes out empty.
 */
export function jobPayload(draft: JobDraft, slugEdited: boolean) {
  const amount = (value: string) => (value.trim() === "" ? null : Number(value));
  // The selects offer only the schema's values; the API checks them again.
  type Choices = Pick<z.input<typeof jobInputSchema>, "employmentType" | "workplaceType" | "salaryPeriod">;
  return {
    ...draft,
    ...(draft as unknown as Choices),
    slug: slugEdited ? draft.slug : "",
    salaryMin: amount(draft.salaryMin),
    salaryMax: amount(draft.salaryMax),
    validThrough: draft.validThrough || null,
    questions: draft.questions.map(({ options, ...question }) => ({
      ...question,
      ...(question.kind === "select"
        ? {
            options: options
              .split("\n")
              .map((option) => option.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  };
}
