import { z } from "../lib/validation.ts";

// What a job is: its employment and workplace types, its publication status and
// the kinds of screening question it may ask. db/schema.ts, the careers portal,
// the back office's job editor, the API and the demo data take them from here.

export const employmentTypes = ["full-time", "part-time", "contract", "internship"] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeSchema = z.enum(employmentTypes);
export const employmentTypeLabel: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
};

export const workplaceTypes = ["on-site", "hybrid", "remote"] as const;
export type WorkplaceType = (typeof workplaceTypes)[number];
export const workplaceTypeSchema = z.enum(workplaceTypes);
export const workplaceTypeLabel: Record<WorkplaceType, string> = {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** A draft is seen by staff only; a published job is open on the portal until it is closed. */
export const jobStatuses = ["draft", "published", "closed"] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusSchema = z.enum(jobStatuses);
export const jobStatusLabel: Record<JobStatus, string> = { draft: "Draft", published: "Published", closed: "Closed" };

export const salaryPeriods = ["year", "month"] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];
export const salaryPeriodSchema = z.enum(salaryPeriods);

export const questionKinds = ["text", "textarea", "yes-no", "select"] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindSchema = z.enum(questionKinds);
export const questionKindLabel: Record<QuestionKind, string> = {
  text: "Short text",
  textarea: "Long text",
  "yes-no": "Yes or no",
  select: "One choice from a list",
};

/** A screening question asked when applying; `id` keys the answer. */
export type JobQuestion = {
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  options?: string[];
  maxLength?: number;
};

/** The lists that make up a job description; each item is one plain-text sentence. */
export type JobSections = {
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
};
