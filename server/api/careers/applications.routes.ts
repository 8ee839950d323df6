import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { applicationStageSchema, applicationStatusSchema } from "#app/domain/applications.ts";
import { applicantRateLimits } from "#app/features/careers/applicants.server.ts";
import { applicationMessages, RESUME_MAX_BYTES } from "#app/features/careers/application-schemas.ts";
import {
  checkApplicationFields,
  checkResume,
  findApplicationForJob,
  getApplicationResumeFile,
  getProfileResume,
  getProfileResumeFile,
  listApplications,
  type Problem,
  resumeQuotaProblem,
  saveProfileResume,
  submitApplication,
  withdrawApplication,
} from "#app/features/careers/applications.server.ts";
import { getJobForApplication } from "#app/features/careers/jobs.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import { type Refusal, refusal } from "#server/rate-limit.ts";
import { errorResponse, errorSchema, problemAnswer, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { sendAttachment } from "../files.ts";
import { applicantBearer, applicantUnauthorized, json } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentApplicant, requireApplicant } from "./applicant-auth.ts";

// Applying for jobs, the applicant's applications and résumés (decision 0014).
// Business logic: app/features/careers/applications.server.ts. The upload
// routes read multipart bodies themselves (within the upload body limit set
// in api.ts) so that every malformed form gets a 4xx, never a 500; their
// contracts are still in the OpenAPI document.

const eventSchema = z.object({
  at: z.string().openapi({ format: "date-time" }),
  status: applicationStatusSchema,
  stage: applicationStageSchema,
  note: z.string().nullable(),
});

const applicationSchema = z
  .object({
    id: z.string().uuid(),
    job: z.object({
      id: z.string().openapi({ description: "The job's public id (its slug)." }),
      title: z.string(),
      location: z.string(),
    }),
    status: applicationStatusSchema,
    stage: applicationStageSchema,
    submittedAt: z.string().openapi({ format: "date-time" }),
    history: z.array(eventSchema).openapi({ description: "Oldest first." }),
  })
  .openapi("Application");

const resumeInfoSchema = z
  .object({
    id: z.string().uuid(),
    fileName: z.string(),
    size: z.number().int(),
    mediaType: z.string(),
    uploadedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("ResumeInfo");

const applyFormSchema = z.object({
  resume: z
    .string()
    .openapi({ type: "string", format: "binary", description: "PDF or DOCX, at most 5 MB; judged by its bytes." })
    .optional(),
  useProfileResume: z.literal("true").optional().openapi({ description: "Send the profile résumé instead of a file." }),
  coverLetter: z.string().max(5000).optional(),
  answers: z
    .string()
    .optional()
    .openapi({ description: "JSON object: question id → answer.", example: '{"q1":"yes"}' }),
  consent: z.literal("true"),
});

const resumeFormSchema = z.object({
  resume: z.string().openapi({ type: "string", format: "binary", description: "PDF or DOCX, at most 5 MB." }),
});

const tags = ["Applications"];
const uploadErrors = {
  400: errorResponse("A missing or malformed field, an empty file, or a body that is not multipart/form-data."),
  413: errorResponse("The résumé is larger than 5 MB."),
  415: errorResponse("The file is not a PDF or a Word (.docx) document."),
  429: errorResponse(
    "Too many résumé files from this account (20 an hour, counted per file received); see the Retry-After header.",
  ),
};
const quotaFull = errorResponse(
  "The applicant already keeps 10 résumés (or 25 MB of them) with applications; no new file is stored.",
);
const applicationIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});
const fileResponse = {
  description: "The file, as an attachment.",
  content: {
    "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
      schema: z.string().openapi({ format: "binary" }),
    },
  },
};

const routes = {
  apply: createRoute({
    method: "post",
    path: "/jobs/{jobId}/applications",
    tags,
    summary: "Apply for a job",
    description:
      "Multipart form: `resume` (a file) or `useProfileResume=true`, `coverLetter` (≤ 5000 characters), `answers` (JSON object of the job's question ids and answers), `consent=true`. Requires a verified email address.",
    security: applicantBearer,
    request: {
      params: z.object({ jobId: z.string().openapi({ param: { name: "jobId", in: "path" } }) }),
      body: { required: true, content: { "multipart/form-data": { schema: applyFormSchema } } },
    },
    responses: {
      201: { description: "Application filed.", ...json(z.object({ data: applicationSchema })) },
      ...uploadErrors,
      ...applicantUnauthorized,
      403: errorResponse(
        "The applicant's email address is not verified, or the new résumé would go over the applicant's quota (10 résumés, 25 MB).",
      ),
      404: errorResponse("No such job."),
      409: {
        description: "Already applied for this job: `data.id` is the existing application.",
        ...json(errorSchema.extend({ data: z.object({ id: z.string().uuid() }) })),
      },
      410: errorResponse("The job no longer accepts applications."),
    },
  }),
  list: createRoute({
    method: "get",
    path: "/applicant/applications",
    tags,
    summary: "The applicant's applications, newest first",
    security: applicantBearer,
    responses: {
      200: { description: "Applications with their history.", ...json(z.object({ data: z.array(applicationSchema) })) },
      ...applicantUnauthorized,
    },
  }),
  withdraw: createRoute({
    method: "post",
    path: "/applicant/applications/{id}/withdraw",
    tags,
    summary: "Withdraw an active application",
    security: applicantBearer,
    request: { params: applicationIdParam },
    responses: {
      200: { description: "Withdrawn.", ...json(z.object({ data: applicationSchema })) },
      ...applicantUnauthorized,
      404: errorResponse("No such application of this applicant."),
      409: errorResponse("Already withdrawn, or closed."),
    },
  }),
  applicationResume: createRoute({
    method: "get",
    path: "/applicant/applications/{id}/resume",
    tags,
    summary: "Download the résumé sent with an application",
    security: applicantBearer,
    request: { params: applicationIdParam },
    responses: {
      200: fileResponse,
      ...applicantUnauthorized,
      404: errorResponse("No such application of this applicant."),
    },
  }),
  resume: createRoute({
    method: "get",
    path: "/applicant/resume",
    tags,
    summary: "The profile résumé's details (the newest résumé), or null",
    security: applicantBearer,
    responses: {
      200: { description: "The résumé, or null.", ...json(z.object({ data: resumeInfoSchema.nullable() })) },
      ...applicantUnauthorized,
    },
  }),
  uploadResume: createRoute({
    method: "post",
    path: "/applicant/resume",
    tags,
    summary: "Upload a new profile résumé",
    security: applicantBearer,
    request: { body: { required: true, content: { "multipart/form-data": { schema: resumeFormSchema } } } },
    responses: {
      201: {
        description: "Stored. The previous profile résumé is deleted unless an application uses it.",
        ...json(z.object({ data: resumeInfoSchema })),
      },
      ...uploadErrors,
      ...applicantUnauthorized,
      403: quotaFull,
    },
  }),
  resumeFile: createRoute({
    method: "get",
    path: "/applicant/resume/file",
    tags,
    summary: "Download the profile résumé",
    security: applicantBearer,
    responses: {
      200: fileResponse,
      ...applicantUnauthorized,
      404: errorResponse("There is no résumé on the profile."),
    },
  }),
};

/** The routes that take uploads; api.ts gives them a larger body limit. */
export const uploadPathPattern = /\/(jobs\/[^/]+\/applications|applicant\/resume)\/?$/;

type Form = { get(name: string): FormDataEntryValue | null };

/**
 * The context of an upload route: these read their multipart body themselves
 * (see above), so the form's fields are declared here for the typed client.
 */
type UploadContext<Path extends string, Fields, Param = undefined> = Context<
  ApiEnv,
  Path,
  { in: { form: Fields } & (Param extends undefined ? unknown : { param: Param }); out: object }
>;
type ApplyForm = {
  resume?: File;
  useProfileResume?: "true";
  coverLetter?: string;
  answers?: string;
  consent: "true";
};

/** Reads a multipart body; null when it is not multipart or cannot be parsed. */
async function readForm(c: Context<ApiEnv>): Promise<Form | null> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) return null;
  try {
    return await c.req.raw.formData();
  } catch {
    return null;
  }
}

const problem = (c: Context<ApiEnv>, p: Problem) => c.json({ message: p.message, errors: p.errors }, p.status);
const badForm = (c: Context<ApiEnv>, message: string) => c.json({ message }, 400);

/** A text field: null when absent, undefined when it is a file (not allowed). */
function textField(form: Form, name: string): string | null | undefined {
  const value = form.get(name);
  if (value === null) return null;
  return typeof value === "string" ? value : undefined;
}

/** Counts a received résumé file against the account's upload limit; a 429 answer when it is over. */
async function uploadLimited(services: ApiServices, applicantId: string): Promise<Refusal | null> {
  const limit = await consumeRateLimit(services, applicantRateLimits.resumeUploadPerAccount, applicantId);
  return limit.allowed ? null : refusal(limit.retryAfterSeconds);
}

/** The uploaded résumé file of a form; null when there is none. */
async function resumeFile(form: Form): Promise<{ name: string; bytes: Uint8Array } | null> {
  const value = form.get("resume");
  if (value === null || typeof value === "string") return null;
  // A file of a plausible size only: the body limit already capped it.
  if (value.size > RESUME_MAX_BYTES) return { name: value.name, bytes: new Uint8Array(RESUME_MAX_BYTES + 1) };
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

export function applicationRoutes(services: ApiServices) {
  const api = routeGroup();
  const auth = requireApplicant(services);
  api.use("/jobs/:jobId/applications", auth);
  api.use("/applicant/applications", auth);
  api.use("/applicant/applications/:id/withdraw", auth);
  api.use("/applicant/applications/:id/resume", auth);
  api.use("/applicant/resume", auth);
  api.use("/applicant/resume/file", auth);
  api.openAPIRegistry.registerPath(routes.apply);
  api.openAPIRegistry.registerPath(routes.uploadResume);

  return api
    .openapi(routes.list, async (c) => {
      const data = await listApplications(services.db, currentApplicant(c).applicant.id);
      return c.json({ data }, 200);
    })
    .openapi(routes.withdraw, async (c) => {
      const outcome = await withdrawApplication(services, currentApplicant(c).applicant.id, c.req.valid("param").id);
      if (outcome.ok) return c.json({ data: outcome.application }, 200);
      return problemAnswer(c, outcome);
    })
    .openapi(routes.applicationResume, async (c) => {
      const file = await getApplicationResumeFile(services, currentApplicant(c).applicant.id, c.req.valid("param").id);
      if (!file) return c.json({ message: applicationMessages.notFound }, 404);
      return sendAttachment(c, file);
    })
    .openapi(routes.resume, async (c) => {
      const data = await getProfileResume(services.db, currentApplicant(c).applicant.id);
      return c.json({ data }, 200);
    })
    .openapi(routes.resumeFile, async (c) => {
      const file = await getProfileResumeFile(services, currentApplicant(c).applicant.id);
      if (!file) return c.json({ message: applicationMessages.noResumeYet }, 404);
      return sendAttachment(c, file);
    })
    .post(
      "/jobs/:jobId/applications",
      async (c: UploadContext<"/jobs/:jobId/applications", ApplyForm, { jobId: string }>) => {
        const { applicant } = currentApplicant(c);
        const job = await getJobForApplication(services.db, c.req.param("jobId"));
        if (!job) return c.json({ message: applicationMessages.jobNotFound }, 404);
        if (!job.open) return c.json({ message: applicationMessages.jobClosed }, 410);
        if (applicant.emailVerifiedAt === null) return c.json({ message: applicationMessages.unverified }, 403);
        const existing = await findApplicationForJob(services.db, applicant.id, job.id);
        if (existing) return c.json({ message: applicationMessages.alreadyApplied, data: { id: existing.id } }, 409);

        const form = await readForm(c);
        if (!form) return badForm(c, applicationMessages.notMultipart);
        const coverLetter = textField(form, "coverLetter");
        const answers = textField(form, "answers");
        const consent = textField(form, "consent");
        const useProfile = textField(form, "useProfileResume");
        if (coverLetter === undefined || answers === undefined || consent === undefined || useProfile === undefined) {
          return badForm(c, applicationMessages.malformedForm);
        }
        const file = await resumeFile(form);
        let resume: Parameters<typeof submitApplication>[3];
        if (file) {
          const limited = await uploadLimited(services, applicant.id);
          if (limited) return tooManyRequestsAnswer(c, limited);
          const checked = checkResume(file);
          if (!("ok" in checked)) return problem(c, checked);
          resume = { upload: checked.upload };
        } else if (useProfile === "true") {
          resume = { useProfileResume: true };
        } else {
          const message = applicationMessages.resumeMissing;
          return c.json({ message: `resume: ${message}`, errors: { resume: [message] } }, 400);
        }
        const fields = checkApplicationFields(job.questions, { coverLetter, answers, consent });
        if (!("ok" in fields)) return problem(c, fields);

        const outcome = await submitApplication(services, applicant, job, resume, fields.fields);
        if (outcome.ok) return c.json({ data: outcome.application }, 201);
        if (outcome.reason === "duplicate") {
          return c.json({ message: applicationMessages.alreadyApplied, data: { id: outcome.id } }, 409);
        }
        if (outcome.reason === "resume-quota") return problem(c, resumeQuotaProblem);
        const message = applicationMessages.noProfileResume;
        return c.json({ message: `resume: ${message}`, errors: { resume: [message] } }, 400);
      },
    )
    .post("/applicant/resume", async (c: UploadContext<"/applicant/resume", { resume: File }>) => {
      const form = await readForm(c);
      if (!form) return badForm(c, applicationMessages.notMultipart);
      const file = await resumeFile(form);
      if (!file) {
        const message = applicationMessages.resumeMissing.replace(", or use the one on your profile", "");
        return c.json({ message: `resume: ${message}`, errors: { resume: [message] } }, 400);
      }
      const applicantId = currentApplicant(c).applicant.id;
      const limited = await uploadLimited(services, applicantId);
      if (limited) return tooManyRequestsAnswer(c, limited);
      const checked = checkResume(file);
      if (!("ok" in checked)) return problem(c, checked);
      const saved = await saveProfileResume(services, applicantId, checked.upload);
      if (!("ok" in saved)) return problem(c, saved);
      return c.json({ data: saved.resume }, 201);
    });
}
