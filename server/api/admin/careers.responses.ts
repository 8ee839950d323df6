import { z } from "@hono/zod-openapi";
import { applicationStatuses, applicationViewStages } from "#app/domain/applications.ts";
import { employmentTypes, jobStatuses, questionKinds, workplaceTypes } from "#app/domain/jobs.ts";
import { DOCX_MEDIA_TYPE, PDF_MEDIA_TYPE } from "#app/features/careers/application-schemas.ts";
import { applicantSchema } from "../careers/applicant.routes.ts";
import { dateTime } from "../openapi.ts";

// What the hr area's operations answer (app/features/careers/jobs-admin.server.ts and applications-admin.server.ts), as
// the OpenAPI document and the typed client see it.

export const resumeMediaTypes = [PDF_MEDIA_TYPE, DOCX_MEDIA_TYPE] as const;

export const adminJobListItemSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(jobStatuses),
    department: z.object({ id: z.string().uuid(), slug: z.string(), name: z.string() }),
    location: z.object({ id: z.string().uuid(), name: z.string() }),
    employmentType: z.enum(employmentTypes),
    validThrough: z.string().nullable().openapi({ format: "date" }),
    publishedAt: dateTime.nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    applications: z.number().int(),
  })
  .openapi("AdminJobListItem");

const jobQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(questionKinds),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().optional(),
});

export const adminJobSchema = adminJobListItemSchema
  .extend({
    departmentId: z.string().uuid(),
    locationId: z.string().uuid(),
    workplaceType: z.enum(workplaceTypes),
    summary: z.string(),
    about: z.string().openapi({ description: "Markdown." }),
    responsibilities: z.array(z.string()),
    requirements: z.array(z.string()),
    niceToHave: z.array(z.string()),
    benefits: z.array(z.string()),
    salaryMin: z.number().nullable(),
    salaryMax: z.number().nullable(),
    salaryCurrency: z.string().nullable(),
    salaryPeriod: z.enum(["year", "month"]).nullable(),
    questions: z.array(jobQuestionSchema),
  })
  .openapi("AdminJob");

export const departmentSchema = z
  .object({ id: z.string().uuid(), slug: z.string(), name: z.string(), description: z.string() })
  .openapi("Department");

export const locationSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    countryCode: z.string(),
    countryName: z.string(),
    remote: z.boolean(),
  })
  .openapi("Location");

export const jobOptionSchema = z.object({ id: z.string().uuid(), title: z.string(), status: z.enum(jobStatuses) });

export const stageCountsSchema = z.object(
  Object.fromEntries(applicationViewStages.map((stage) => [stage, z.number().int()])) as Record<
    (typeof applicationViewStages)[number],
    z.ZodNumber
  >,
);

const applicationStatus = z.string().openapi({ enum: [...applicationStatuses] });

export const adminApplicationListItemSchema = z
  .object({
    id: z.string().uuid(),
    applicant: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
    job: z.object({ id: z.string().uuid(), title: z.string(), slug: z.string() }),
    stage: z.enum(applicationViewStages),
    status: applicationStatus,
    submittedAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("AdminApplicationListItem");

export const applicationNoteSchema = z
  .object({ id: z.string().uuid(), body: z.string(), staffName: z.string(), createdAt: dateTime })
  .openapi("ApplicationNote");

export const adminApplicationSchema = adminApplicationListItemSchema
  .extend({
    applicant: applicantSchema
      .pick({
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        phone: true,
        location: true,
        headline: true,
        linkedinUrl: true,
        portfolioUrl: true,
      })
      .extend({ name: z.string() }),
    coverLetter: z.string().nullable(),
    answers: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
    resume: z
      .object({ fileName: z.string(), size: z.number().int(), mediaType: z.string(), uploadedAt: dateTime })
      .nullable(),
    history: z.array(
      z.object({
        at: dateTime,
        stage: z.enum(applicationViewStages),
        status: applicationStatus,
        note: z.string().nullable(),
        actor: z.enum(["applicant", "staff", "system"]),
        staffName: z.string().nullable(),
      }),
    ),
    notes: z.array(applicationNoteSchema),
  })
  .openapi("AdminApplication");
