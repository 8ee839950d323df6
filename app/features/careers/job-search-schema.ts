import { employmentTypes, workplaceTypes } from "#app/domain/jobs.ts";
import { z } from "#app/lib/validation.ts";
import { JOBS_MAX_PAGE, JOBS_QUERY_MAX_LENGTH, type JobSearch } from "./jobs.ts";

// The job search's query contract, used by GET /api/jobs (strictly) and the
// positions page's loader (leniently). Kept apart from jobs.ts so that the
// pages' browser code does not pull in zod.

const slugFilter = (name: string) =>
  z
    .string()
    .max(80, `${name} is too long.`)
    .regex(/^[a-z0-9-]*$/, `${name} must be a slug: lower-case letters, digits and hyphens.`)
    .optional();

/**
 * The job search's query (GET /api/jobs and /careers/jobs/positions). An empty
 * value means "no filter", as a GET form sends it.
 */
export const jobSearchSchema = z.object({
  q: z.string().max(JOBS_QUERY_MAX_LENGTH, `The search may be at most ${JOBS_QUERY_MAX_LENGTH} characters.`).optional(),
  department: slugFilter("department"),
  location: slugFilter("location"),
  employmentType: z
    .enum([...employmentTypes, ""], { error: `employmentType must be one of ${employmentTypes.join(", ")}.` })
    .optional(),
  workplaceType: z
    .enum([...workplaceTypes, ""], { error: `workplaceType must be one of ${workplaceTypes.join(", ")}.` })
    .optional(),
  page: z.coerce
    .number({ error: `page must be a whole number from 1 to ${JOBS_MAX_PAGE}.` })
    .int(`page must be a whole number from 1 to ${JOBS_MAX_PAGE}.`)
    .min(1, `page must be a whole number from 1 to ${JOBS_MAX_PAGE}.`)
    .max(JOBS_MAX_PAGE, `page must be a whole number from 1 to ${JOBS_MAX_PAGE}.`)
    .optional(),
});

export type JobSearchInput = z.input<typeof jobSearchSchema>;

export function normaliseJobSearch(input: z.output<typeof jobSearchSchema>): JobSearch {
  const search: JobSearch = {};
  const q = input.q?.trim();
  if (q) search.q = q;
  if (input.department) search.department = input.department;
  if (input.location) search.location = input.location;
  if (input.employmentType) search.employmentType = input.employmentType;
  if (input.workplaceType) search.workplaceType = input.workplaceType;
  if (input.page && input.page > 1) search.page = input.page;
  return search;
}

/**
 * A search from a page address. Lenient, unlike the API: a value that does not
 * pass is dropped (an over-long keyword is cut), so a hand-edited link still
 * shows jobs instead of an error.
 */
export function jobSearchFromParams(params: URLSearchParams): JobSearch {
  const input: Record<string, string> = {};
  for (const key of Object.keys(jobSearchSchema.shape)) {
    const value = params.get(key);
    if (value === null) continue;
    const field = jobSearchSchema.shape[key as keyof typeof jobSearchSchema.shape];
    const candidate = key === "q" ? value.slice(0, JOBS_QUERY_MAX_LENGTH) : value;
    if (field.safeParse(candidate).success) input[key] = candidate;
  }
  return normaliseJobSearch(jobSearchSchema.parse(input));
}
