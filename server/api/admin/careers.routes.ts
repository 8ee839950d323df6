import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { stageTarget, viewStage } from "#app/domain/applications.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import { changeApplicationStatus } from "#app/features/careers/applications.server.ts";
import {
  activeApplicationIds,
  addApplicationNote,
  applicationState,
  getAdminApplication,
  getApplicationResumeForStaff,
  listAdminApplications,
  stageCounts,
} from "#app/features/careers/applications-admin.server.ts";
import {
  adminApplicationListSchema,
  adminJobListSchema,
  bulkRejectSchema,
  departmentInputSchema,
  jobInputSchema,
  locationInputSchema,
  markdownPreviewSchema,
  moveStageSchema,
  noteInputSchema,
} from "#app/features/careers/careers-admin-schemas.ts";
import {
  auditedJob,
  createDepartment,
  createJob,
  createLocation,
  getAdminJob,
  type JobWriteProblem,
  jobOptions,
  listAdminJobs,
  listDepartments,
  listLocations,
  setJobStatus,
  updateJob,
} from "#app/features/careers/jobs-admin.server.ts";
import { tryRenderMarkdown } from "#app/features/content/markdown.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import type { Database } from "#db/client.ts";
import { clientIp } from "#server/client-ip.ts";
import { changeProblems, commonErrors, problemAnswer, routeGroup } from "../errors.ts";
import { sendAttachment } from "../files.ts";
import { answer, dataOf, fileAnswer, idParam, jsonBody, pageMeta, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import {
  adminApplicationListItemSchema,
  adminApplicationSchema,
  adminJobListItemSchema,
  adminJobSchema,
  applicationNoteSchema,
  departmentSchema,
  jobOptionSchema,
  locationSchema,
  resumeMediaTypes,
  stageCountsSchema,
} from "./careers.responses.ts";
import { auditedChange } from "./changes.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The back office's hr area: jobs, departments and
// locations, and the application pipeline. Role hr (admin passes too); every
// change writes its audit entry in its own transaction. Business logic:
// app/features/careers/jobs-admin.server.ts and applications-admin.server.ts; stage moves reuse
// changeApplicationStatus so history and the applicant's email stay in one place.

const tags = ["Back office: careers"];
/** What a job, department or location change may answer besides success (JobWriteProblem); its 404, any unknown id. */
const problems = changeProblems("Unknown id.", "The change conflicts with the current state (e.g. a slug in use).");

/** Publishing or closing a job: a step at `/admin/jobs/{id}/{step}` that answers the job. */
const jobStatusRoute = <Step extends string>(step: Step, summary: string) =>
  createRoute({
    method: "post",
    path: `/admin/jobs/{id}/${step}` as `/admin/jobs/{id}/${Step}`,
    tags,
    security: staffCookie,
    summary,
    request: { params: idParam },
    responses: { 200: answer("The job.", dataOf(adminJobSchema)), ...staffGuarded, ...problems },
  });

const routes = {
  listJobs: createRoute({
    method: "get",
    path: "/admin/jobs",
    tags,
    security: staffCookie,
    summary: "Jobs of every status, with application counts",
    request: { query: adminJobListSchema },
    responses: {
      200: answer("A page of jobs.", z.object({ data: z.array(adminJobListItemSchema), meta: pageMeta })),
      ...staffGuarded,
      400: commonErrors[400],
    },
  }),
  createJob: createRoute({
    method: "post",
    path: "/admin/jobs",
    tags,
    security: staffCookie,
    summary: "Create a draft job (the slug comes from the title unless given)",
    request: jsonBody(jobInputSchema),
    responses: { 201: answer("The draft.", dataOf(adminJobSchema)), ...staffGuarded, ...problems },
  }),
  preview: createRoute({
    method: "post",
    path: "/admin/jobs/preview",
    tags,
    security: staffCookie,
    summary: "Render a job description's Markdown as the job page will show it",
    request: jsonBody(markdownPreviewSchema),
    responses: {
      200: answer("Sanitised HTML.", dataOf(z.object({ html: z.string() }))),
      ...staffGuarded,
      ...commonErrors,
    },
  }),
  getJob: createRoute({
    method: "get",
    path: "/admin/jobs/{id}",
    tags,
    security: staffCookie,
    summary: "One job of any status",
    request: { params: idParam },
    responses: { 200: answer("The job.", dataOf(adminJobSchema)), ...staffGuarded, 404: problems[404] },
  }),
  updateJob: createRoute({
    method: "put",
    path: "/admin/jobs/{id}",
    tags,
    security: staffCookie,
    summary: "Update a job's fields (its status stays)",
    request: { params: idParam, ...jsonBody(jobInputSchema) },
    responses: { 200: answer("The job.", dataOf(adminJobSchema)), ...staffGuarded, ...problems },
  }),
  publishJob: jobStatusRoute("publish", "Publish a job: it shows on the careers pages and in the sitemap at once"),
  closeJob: jobStatusRoute("close", "Close a job: it leaves the listings and the sitemap at once"),
  listDepartments: createRoute({
    method: "get",
    path: "/admin/departments",
    tags,
    security: staffCookie,
    summary: "Departments",
    responses: {
      200: answer("Every department.", dataOf(z.array(departmentSchema.extend({ jobs: z.number().int() })))),
      ...staffGuarded,
    },
  }),
  createDepartment: createRoute({
    method: "post",
    path: "/admin/departments",
    tags,
    security: staffCookie,
    summary: "Add a department",
    request: jsonBody(departmentInputSchema),
    responses: { 201: answer("The department.", dataOf(departmentSchema)), ...staffGuarded, ...problems },
  }),
  listLocations: createRoute({
    method: "get",
    path: "/admin/locations",
    tags,
    security: staffCookie,
    summary: "Locations",
    responses: { 200: answer("Every location.", dataOf(z.array(locationSchema))), ...staffGuarded },
  }),
  createLocation: createRoute({
    method: "post",
    path: "/admin/locations",
    tags,
    security: staffCookie,
    summary: "Add a location",
    request: jsonBody(locationInputSchema),
    responses: { 201: answer("The location.", dataOf(locationSchema)), ...staffGuarded, ...problems },
  }),
  listApplications: createRoute({
    method: "get",
    path: "/admin/applications",
    tags,
    security: staffCookie,
    summary: "Applications across jobs or for one, filtered and searched",
    request: { query: adminApplicationListSchema },
    responses: {
      200: answer(
        "A page of applications with stage counts and the job list.",
        z.object({
          data: z.array(adminApplicationListItemSchema),
          meta: pageMeta.extend({ stageCounts: stageCountsSchema, jobs: z.array(jobOptionSchema) }),
        }),
      ),
      ...staffGuarded,
      400: commonErrors[400],
    },
  }),
  bulkReject: createRoute({
    method: "post",
    path: "/admin/applications/bulk-reject",
    tags,
    security: staffCookie,
    summary: "Reject several applications, optionally emailing each applicant",
    request: jsonBody(bulkRejectSchema),
    responses: {
      200: answer(
        "Which were rejected and which skipped (not in the pipeline).",
        dataOf(z.object({ rejected: z.array(z.string()), skipped: z.array(z.string()) })),
      ),
      ...staffGuarded,
      ...commonErrors,
    },
  }),
  getApplication: createRoute({
    method: "get",
    path: "/admin/applications/{id}",
    tags,
    security: staffCookie,
    summary: "An application: applicant, answers, cover letter, history, private notes",
    request: { params: idParam },
    responses: {
      200: answer("The application.", dataOf(adminApplicationSchema)),
      ...staffGuarded,
      404: problems[404],
    },
  }),
  resume: createRoute({
    method: "get",
    path: "/admin/applications/{id}/resume",
    tags,
    security: staffCookie,
    summary: "The résumé sent with the application, as an attachment",
    request: { params: idParam },
    responses: { 200: fileAnswer("The file.", resumeMediaTypes), ...staffGuarded, 404: problems[404] },
  }),
  moveStage: createRoute({
    method: "post",
    path: "/admin/applications/{id}/stage",
    tags,
    security: staffCookie,
    summary: "Move an application in the pipeline; optionally email the applicant",
    request: { params: idParam, ...jsonBody(moveStageSchema) },
    responses: {
      200: answer("The application.", dataOf(adminApplicationSchema)),
      ...staffGuarded,
      ...commonErrors,
      404: problems[404],
      409: problems[409],
    },
  }),
  addNote: createRoute({
    method: "post",
    path: "/admin/applications/{id}/notes",
    tags,
    security: staffCookie,
    summary: "Add a private note (never shown to the applicant)",
    request: { params: idParam, ...jsonBody(noteInputSchema) },
    responses: {
      201: answer("The note.", dataOf(applicationNoteSchema)),
      ...staffGuarded,
      ...commonErrors,
      404: problems[404],
    },
  }),
};

/** `{ data: row }` with `status`, or a 404 with `message` when there is no row. */
function found<Row, S extends 200 | 201>(c: Context<ApiEnv>, row: Row | undefined, status: S, message: string) {
  if (row === undefined) return c.json({ message }, 404);
  return c.json({ data: row }, status);
}

export function careersRoutes(services: ApiServices) {
  const api = routeGroup();
  const jobsArea = requireStaff(services, [...areaRoles.careers]);
  const applicationsArea = requireStaff(services, [...areaRoles.careers]);
  for (const path of ["/admin/jobs", "/admin/jobs/*", "/admin/departments", "/admin/locations"]) {
    api.use(path, jobsArea);
  }
  for (const path of ["/admin/applications", "/admin/applications/*"]) api.use(path, applicationsArea);

  const audit = (c: Context<ApiEnv>) => ({ staff: currentStaff(c), ip: clientIp(c, services.trustProxy) });

  /** The job as it is now (after a change too); a 404 should it be gone. */
  const jobAnswer = async <S extends 200 | 201>(c: Context<ApiEnv>, id: string, status: S) =>
    found(c, await getAdminJob(services.db, id), status, "This job does not exist.");

  /** The application as it is now; a 404 for an unknown id. */
  const applicationAnswer = async (c: Context<ApiEnv>, id: string) =>
    found(c, await getAdminApplication(services.db, id), 200, "This application does not exist.");

  /** Publishes or closes a job, auditing in the change's transaction; answers the job. */
  const setStatus = async (c: Context<ApiEnv>, id: string, status: "published" | "closed") => {
    const result = await auditedChange(
      services,
      c,
      (tx) => setJobStatus(tx, id, status),
      (changed) => ({
        action: status === "published" ? "job.publish" : "job.close",
        entityType: "job",
        entityId: id,
        before: { status: changed.before.status, publishedAt: changed.before.publishedAt?.toISOString() ?? null },
        after: { status: changed.after.status, publishedAt: changed.after.publishedAt?.toISOString() ?? null },
      }),
    );
    if (!result.ok) return problemAnswer(c, result);
    return jobAnswer(c, id, 200);
  };

  /** Adds a department or a location with its audit entry; answers it without its creation time. */
  const createPlace = async <Row extends { id: string; createdAt: Date }>(
    c: Context<ApiEnv>,
    entityType: "department" | "location",
    create: (tx: Database) => Promise<{ ok: true; row: Row } | JobWriteProblem>,
  ) => {
    const result = await auditedChange(services, c, create, ({ row: { createdAt: _, ...after } }) => ({
      action: `${entityType}.create`,
      entityType,
      entityId: after.id,
      after,
    }));
    if (!result.ok) return problemAnswer(c, result);
    const { createdAt: _, ...data } = result.row;
    return c.json({ data }, 201);
  };

  /** Moves one application, auditing in the change's transaction. */
  const move = async (
    c: Context<ApiEnv>,
    id: string,
    current: NonNullable<Awaited<ReturnType<typeof applicationState>>>,
    input: { stage: Parameters<typeof stageTarget>[0]; note?: string; notifyApplicant: boolean },
    action: string,
  ) => {
    const staff = currentStaff(c);
    const target = stageTarget(input.stage, current);
    return changeApplicationStatus(services, {
      applicationId: id,
      status: target.status,
      stage: target.stage,
      note: input.note ?? null,
      actor: "staff",
      staff: { id: staff.id, name: staff.name },
      notify: input.notifyApplicant,
      within: (tx, before, after) =>
        recordAudit(tx, {
          ...audit(c),
          action,
          entityType: "application",
          entityId: id,
          before: { stage: viewStage(before.status, before.stage), status: before.status },
          after: {
            stage: viewStage(after.status, after.stage),
            status: after.status,
            note: after.note,
            notifiedApplicant: input.notifyApplicant,
          },
        }),
    });
  };

  return (
    api
      // Jobs ---------------------------------------------------------------------
      .openapi(routes.listJobs, async (c) => {
        const result = await listAdminJobs(services.db, c.req.valid("query"));
        return c.json(result, 200);
      })
      .openapi(routes.createJob, async (c) => {
        const input = c.req.valid("json");
        const result = await auditedChange(
          services,
          c,
          (tx) => createJob(tx, input),
          ({ row }) => ({ action: "job.create", entityType: "job", entityId: row.id, after: auditedJob(row) }),
        );
        if (!result.ok) return problemAnswer(c, result);
        return jobAnswer(c, result.row.id, 201);
      })
      .openapi(routes.preview, (c) => {
        const render = tryRenderMarkdown(c.req.valid("json").markdown);
        if (!render.ok) return c.json({ message: render.problem, errors: { markdown: [render.problem] } }, 400);
        return c.json({ data: { html: render.rendered.html } }, 200);
      })
      .openapi(routes.getJob, async (c) => {
        return jobAnswer(c, c.req.valid("param").id, 200);
      })
      .openapi(routes.updateJob, async (c) => {
        const { id } = c.req.valid("param");
        const input = c.req.valid("json");
        const result = await auditedChange(
          services,
          c,
          (tx) => updateJob(tx, id, input),
          ({ before, after }) => ({
            action: "job.update",
            entityType: "job",
            entityId: id,
            before: auditedJob(before),
            after: auditedJob(after),
          }),
        );
        if (!result.ok) return problemAnswer(c, result);
        return jobAnswer(c, id, 200);
      })
      .openapi(routes.publishJob, (c) => setStatus(c, c.req.valid("param").id, "published"))
      .openapi(routes.closeJob, (c) => setStatus(c, c.req.valid("param").id, "closed"))
      .openapi(routes.listDepartments, async (c) => c.json({ data: await listDepartments(services.db) }, 200))
      .openapi(routes.listLocations, async (c) => c.json({ data: await listLocations(services.db) }, 200))
      .openapi(routes.createDepartment, (c) =>
        createPlace(c, "department", (tx) => createDepartment(tx, c.req.valid("json"))),
      )
      .openapi(routes.createLocation, (c) =>
        createPlace(c, "location", (tx) => createLocation(tx, c.req.valid("json"))),
      )
      // Applications ---------------------------------------------------------------
      .openapi(routes.listApplications, async (c) => {
        const query = c.req.valid("query");
        const [result, counts, jobs] = await Promise.all([
          listAdminApplications(services.db, query),
          stageCounts(services.db, query.jobId),
          jobOptions(services.db),
        ]);
        return c.json({ data: result.data, meta: { ...result.meta, stageCounts: counts, jobs } }, 200);
      })
      .openapi(routes.getApplication, async (c) => {
        return applicationAnswer(c, c.req.valid("param").id);
      })
      .openapi(routes.resume, async (c) => {
        const file = await getApplicationResumeForStaff(services, c.req.valid("param").id);
        if (!file) return c.json({ message: "This application has no résumé." }, 404);
        return sendAttachment(c, file);
      })
      .openapi(routes.moveStage, async (c) => {
        const { id } = c.req.valid("param");
        const input = c.req.valid("json");
        const current = await applicationState(services.db, id);
        if (!current) return c.json({ message: "This application does not exist." }, 404);
        if (current.status === "withdrawn") {
          return c.json({ message: "The applicant withdrew this application; it cannot be moved." }, 409);
        }
        if (viewStage(current.status, current.stage) === input.stage) {
          return c.json({ message: `This application is already at ${input.stage}.` }, 409);
        }
        const moved = await move(c, id, current, input, "application.stage");
        if (!moved) return c.json({ message: "This application does not exist." }, 404);
        return applicationAnswer(c, id);
      })
      .openapi(routes.bulkReject, async (c) => {
        const input = c.req.valid("json");
        const ids = [...new Set(input.ids)];
        const active = new Set(await activeApplicationIds(services.db, ids));
        const rejected: string[] = [];
        for (const id of ids) {
          if (!active.has(id)) continue;
          const current = await applicationState(services.db, id);
          if (current?.status !== "active") continue;
          const done = await move(
            c,
            id,
            current,
            { stage: "rejected", note: input.note, notifyApplicant: input.notifyApplicant },
            "application.bulk_reject",
          );
          if (done) rejected.push(id);
        }
        return c.json({ data: { rejected, skipped: ids.filter((id) => !rejected.includes(id)) } }, 200);
      })
      .openapi(routes.addNote, async (c) => {
        const { id } = c.req.valid("param");
        const { body: text } = c.req.valid("json");
        const staff = currentStaff(c);
        const note = await services.db.transaction(async (tx) => {
          const added = await addApplicationNote(tx, { applicationId: id, staff, body: text });
          if (!added) return undefined;
          await recordAudit(tx, {
            ...audit(c),
            action: "application.note",
            entityType: "application",
            entityId: id,
            after: { noteId: added.id, length: text.length },
          });
          return added;
        });
        if (!note) return c.json({ message: "This application does not exist." }, 404);
        return c.json({ data: note }, 201);
      })
  );
}
