import { z } from "../lib/validation.ts";
import { namedValues } from "./named-values.ts";

// What a job is: its employment and workplace types, its publication status and
// the kinds of screening question it may ask. db/schema.ts, the careers portal,
// the back office's job editor, the API and the demo data take them from here.

export const [employmentTypes, employmentTypeSchema, employmentTypeLabel] = namedValues(
  ["full-time", "part-time", "contract", "internship"],
  {
    "full-time": "Full-time",
    "part-time": "Part-time",
    contract: "Contract",
    internship: "Internship",
  },
);
export type EmploymentType = (typeof employmentTypes)[number];

export const [workplaceTypes, workplaceTypeSchema, workplaceTypeLabel] = namedValues(["on-site", "hybrid", "remote"], {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
});
export type WorkplaceType = (typeof workplaceTypes)[number];

/** A draft is seen by staff only; a published job is open on the portal until it is closed. */
export const [jobStatuses, jobStatusSchema, jobStatusLabel] = namedValues(["draft", "published", "closed"], {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
});
export type JobStatus = (typeof jobStatuses)[number];

export const salaryPeriods = ["year", "month"] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];
export const salaryPeriodSchema = z.enum(salaryPeriods);

export const [questionKinds, questionKindSchema, questionKindLabel] = namedValues(
  ["text", "textarea", "yes-no", "select"],
  {
    text: "Short text",
    textarea: "Long text",
    "yes-no": "Yes or no",
    select: "One choice from a list",
  },
);
export type QuestionKind = (typeof questionKinds)[number];

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
