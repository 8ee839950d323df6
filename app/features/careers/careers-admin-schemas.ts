import { applicationStatuses, applicationViewStages, pipelineStages } from "#app/domain/applications.ts";
import { employmentTypes, jobStatuses, questionKinds, salaryPeriods, workplaceTypes } from "#app/domain/jobs.ts";
import { hyphenated, withoutAccents } from "#app/lib/hyphenated.ts";
import { blank, optional, pageParam, sortParam } from "#app/lib/list-query.ts";
import { markdownText } from "#app/lib/markdown-field.ts";
import { z } from "#app/lib/validation.ts";

// The hr team's side of the careers portal (jobs and the application pipeline, in the back office): one zod schema
// per contract, shared by the admin pages' forms and server/api/admin/careers.routes.ts.
// The values (types, statuses, stages) are the domain's (app/domain/).

export const HR_PAGE_SIZE = 20;
export const JOB_LIST_MAX_ITEMS = 30;
export const JOB_QUESTIONS_MAX = 20;
export const NOTE_MAX_LENGTH = 5000;
export const BULK_MAX = 200;
export const ABOUT_MAX_LENGTH = 10_000;

const optionalText = (max: number) => optional(z.string().trim().max(max));
const page = pageParam;

/** "Senior Embedded Engineer (Firmware)" → "senior-embedded-engineer-firmware". */
export function slugify(text: string): string {
  return hyphenated(withoutAccents(text)).slice(0, 100).replace(/-+$/g, "") || "job";
}

export const slugSchema = z
  .string()
  .trim()
  .max(100, "Use at most 100 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens, e.g. fleet-analyst.");

// ---------------------------------------------------------------------------
// Jobs

export const jobSorts = ["title", "status", "department", "createdAt", "validThrough", "applications"] as const;

export const adminJobListSchema = z.object({
  q: optionalText(100),
  status: z.preprocess(blank, z.enum(jobStatuses, { message: "Choose draft, published or closed." }).optional()),
  department: z.preprocess(blank, slugSchema.optional()),
  sort: sortParam(jobSorts),
  page,
});
export type AdminJobListQuery = z.infer<typeof adminJobListSchema>;

const listItem = z.string().trim().min(1, "Remove empty items.").max(500, "Keep each item to 500 characters.");
const list = (name: string) =>
  z.array(listItem).max(JOB_LIST_MAX_ITEMS, `Use at most ${JOB_LIST_MAX_ITEMS} ${name}.`).default([]);

export const jobQuestionSchema = z
  .object({
    id: z.preprocess(blank, slugSchema.max(60).optional()),
    label: z.string().trim().min(1, "Write the question.").max(300, "Keep the question to 300 characters."),
    kind: z.enum(questionKinds, { message: "Choose text, textarea, yes-no or select." }),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1, "Remove empty options.").max(120)).max(20).optional(),
    maxLength: z.number().int().min(1).max(3000).optional(),
  })
  .refine((q) => q.kind !== "select" || (q.options?.length ?? 0) >= 2, {
    message: "A select question needs at least two options.",
    path: ["options"],
  });

const optionalInt = z.preprocess(
  blank,
  z.number().int("Use a whole number.").min(0, "Use a positive amount.").max(1_000_000_000).nullable().optional(),
);

export const jobInputSchema = z
  .object({
    title: z.string().trim().min(3, "Write a title of at least 3 characters.").max(150, "Use at most 150 characters."),
    slug: z.preprocess(blank, slugSchema.optional()),
    departmentId: z.uuid("Choose a department."),
    locationId: z.uuid("Choose a location."),
    employmentType: z.enum(employmentTypes, { message: "Choose an employment type." }),
    workplaceType: z.enum(workplaceTypes, { message: "Choose a workplace type." }),
    summary: z.string().trim().min(1, "Write a short summary.").max(300, "Keep the summary to 300 characters."),
    about: markdownText(
      z
        .string()
        .trim()
        .min(1, "Describe the role.")
        .max(ABOUT_MAX_LENGTH, `Keep the description to ${ABOUT_MAX_LENGTH} characters.`),
    ),
    responsibilities: list("responsibilities"),
    requirements: list("requirements"),
    niceToHave: list("nice-to-haves"),
    benefits: list("benefits"),
    salaryMin: optionalInt,
    salaryMax: optionalInt,
    salaryCurrency: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() || undefined : (value ?? undefined)),
      z
        .string()
        .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. INR.")
        .optional(),
    ),
    salaryPeriod: z.preprocess(blank, z.enum(salaryPeriods).optional()),
    validThrough: z.preprocess(blank, z.iso.date("Use a date like 2026-12-31.").nullable().optional()),
    questions: z
      .array(jobQuestionSchema)
      .max(JOB_QUESTIONS_MAX, `Ask at most ${JOB_QUESTIONS_MAX} questions.`)
      .default([]),
  })
  .superRefine((job, ctx) => {
    const hasAmount = job.salaryMin != null || job.salaryMax != null;
    if (hasAmount && !job.salaryCurrency) {
      ctx.addIssue({ code: "custom", path: ["salaryCurrency"], message: "Give the salary's currency." });
    }
    if (job.salaryMin != null && job.salaryMax != null && job.salaryMin > job.salaryMax) {
      ctx.addIssue({ code: "custom", path: ["salaryMax"], message: "The maximum must not be below the minimum." });
    }
    const ids = new Set<string>();
    job.questions.forEach((question, index) => {
      const id = question.id ?? slugify(question.label).slice(0, 60);
      if (ids.has(id)) {
        ctx.addIssue({ code: "custom", path: ["questions", index, "id"], message: "Each question needs its own id." });
      }
      ids.add(id);
    });
  });
export type JobInput = z.infer<typeof jobInputSchema>;

export const markdownPreviewSchema = z.object({ markdown: markdownText(z.string().max(ABOUT_MAX_LENGTH + 1000)) });

export const departmentInputSchema = z.object({
  name: z.string().trim().min(2, "Write a name.").max(100),
  slug: z.preprocess(blank, slugSchema.optional()),
  description: z.preprocess((v) => v ?? "", z.string().trim().max(500)),
});

export const locationInputSchema = z.object({
  name: z.string().trim().min(2, "Write a name, e.g. Pune, India.").max(120),
  slug: z.preprocess(blank, slugSchema.optional()),
  city: optionalText(100),
  region: optionalText(100),
  countryCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. IN.")),
  countryName: z.string().trim().min(2, "Write the country's name.").max(100),
  remote: z.boolean().default(false),
});

// ---------------------------------------------------------------------------
// Applications

export const applicationSorts = ["submittedAt", "name", "job", "stage", "updatedAt"] as const;

export const adminApplicationListSchema = z.object({
  jobId: z.preprocess(blank, z.uuid("Not a job id.").optional()),
  stage: z.preprocess(
    blank,
    z.enum(applicationViewStages, { message: `Choose one of ${applicationViewStages.join(", ")}.` }).optional(),
  ),
  status: z.preprocess(
    blank,
    z.enum(applicationStatuses, { message: `Choose one of ${applicationStatuses.join(", ")}.` }).optional(),
  ),
  q: optionalText(100),
  sort: sortParam(applicationSorts),
  page,
});
export type AdminApplicationListQuery = z.infer<typeof adminApplicationListSchema>;

const note = z.preprocess(
  blank,
  z.string().trim().max(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH} characters.`).optional(),
);

export const moveStageSchema = z.object({
  stage: z.enum(pipelineStages, { message: `Choose one of ${pipelineStages.join(", ")}.` }),
  note,
  notifyApplicant: z.boolean({ message: "Say whether to email the applicant (true or false)." }),
});
export type MoveStageInput = z.infer<typeof moveStageSchema>;

export const noteInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write the note.")
    .max(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH} characters.`),
});

export const bulkRejectSchema = z.object({
  ids: z
    .array(z.uuid("Not an application id."))
    .min(1, "Select at least one application.")
    .max(BULK_MAX, `Reject at most ${BULK_MAX} at once.`),
  notifyApplicant: z.boolean({ message: "Say whether to email the applicants (true or false)." }),
  note,
});
