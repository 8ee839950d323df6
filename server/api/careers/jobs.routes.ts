import { createRoute, z } from "@hono/zod-openapi";
import { employmentTypeSchema, questionKindSchema, salaryPeriodSchema, workplaceTypeSchema } from "#app/domain/jobs.ts";
import { jobSearchSchema, normaliseJobSearch } from "#app/features/careers/job-search-schema.ts";
import { getJob, searchJobs } from "#app/features/careers/jobs.server.ts";
import { errorResponse, routeGroup } from "../errors.ts";
import { perIp } from "../limits.ts";
import type { ApiServices } from "../types.ts";

// The careers portal's public job data. Read-only and the same for everyone,
// so answers may be cached briefly by browsers and shared caches.

const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

const salarySchema = z
  .object({ min: z.number(), max: z.number(), currency: z.string(), period: salaryPeriodSchema })
  .nullable();

const jobSummarySchema = z
  .object({
    id: z.string().openapi({ example: "senior-embedded-engineer-dashcam-firmware" }),
    title: z.string(),
    department: z.object({ slug: z.string(), name: z.string() }),
    location: z.object({ slug: z.string(), name: z.string(), countryCode: z.string(), remote: z.boolean() }),
    employmentType: employmentTypeSchema,
    workplaceType: workplaceTypeSchema,
    summary: z.string(),
    salary: salarySchema,
    postedAt: z.string().openapi({ format: "date-time" }),
    validThrough: z.string().nullable().openapi({ format: "date" }),
  })
  .openapi("JobSummary");

const questionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: questionKindSchema,
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  maxLength: z.number().optional(),
});

const jobDetailSchema = jobSummarySchema
  .extend({
    location: z.object({
      slug: z.string(),
      name: z.string(),
      countryCode: z.string(),
      remote: z.boolean(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      countryName: z.string(),
    }),
    open: z.boolean().openapi({ description: "False once the job is closed or past its valid-through date." }),
    about: z.string(),
    responsibilities: z.array(z.string()),
    requirements: z.array(z.string()),
    niceToHave: z.array(z.string()),
    benefits: z.array(z.string()),
    questions: z.array(questionSchema),
  })
  .openapi("JobDetail");

const facetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number() }));

const searchRoute = createRoute({
  method: "get",
  path: "/jobs",
  tags: ["Careers"],
  summary: "Search the open positions",
  description:
    "Open jobs matching every word of `q` and the filters, newest first, 10 a page. Facets count the open jobs matching the keyword and the other filters. A blank value means no filter; a well-formed filter value that names nothing gives no results.",
  request: { query: jobSearchSchema },
  responses: {
    200: {
      description: "A page of open jobs with facet counts.",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(jobSummarySchema),
            meta: z.object({
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
              facets: z.object({
                department: facetSchema,
                location: facetSchema,
                employmentType: facetSchema,
                workplaceType: facetSchema,
              }),
            }),
          }),
        },
      },
    },
    400: errorResponse("A query parameter is not valid; the message names it."),
    429: errorResponse("Too many requests; see the Retry-After header."),
  },
});

const jobRoute = createRoute({
  method: "get",
  path: "/jobs/{jobId}",
  tags: ["Careers"],
  summary: "One job, open or closed",
  request: {
    params: z.object({
      jobId: z
        .string()
        .max(120)
        .openapi({ param: { name: "jobId", in: "path" }, example: "senior-embedded-engineer-dashcam-firmware" }),
    }),
  },
  responses: {
    200: {
      description: "The job. Closed jobs are still readable, with `open: false`.",
      content: { "application/json": { schema: z.object({ data: jobDetailSchema }) } },
    },
    404: errorResponse("No published or closed job has this id."),
  },
});

export function jobRoutes(services: ApiServices) {
  const api = routeGroup();
  // Generous: people page through results, but one address should not be able to run searches in a loop.
  api.use("/jobs", perIp(services, { bucket: "jobs-search-ip", limit: 600, windowMs: 10 * 60_000 }));

  return api
    .openapi(searchRoute, async (c) => {
      const search = normaliseJobSearch(c.req.valid("query"));
      const result = await searchJobs(services.db, search);
      return c.json(result, 200, { "Cache-Control": CACHE_CONTROL });
    })
    .openapi(jobRoute, async (c) => {
      const { jobId } = c.req.valid("param");
      const job = await getJob(services.db, jobId);
      if (!job) return c.json({ message: "Job not found" }, 404);
      return c.json({ data: job }, 200, { "Cache-Control": CACHE_CONTROL });
    });
}
