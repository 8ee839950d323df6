import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { recordAudit } from "../../../app/features/admin/audit.server.ts";
import {
  activeApplicationIds,
  addApplicationNote,
  applicationState,
  getAdminApplication,
  getApplicationResumeForStaff,
  listAdminApplications,
  stageCounts,
} from "../../../app/features/admin/hr-applications.server.ts";
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
} from "../../../app/features/admin/hr-jobs.server.ts";
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
  stageTarget,
  viewStage,
} from "../../../app/features/admin/hr-schemas.ts";
import { areaRoles } from "../../../app/features/admin/roles.ts";
import { changeApplicationStatus } from "../../../app/features/careers/applications.server.ts";
import { attachmentDisposition } from "../../../app/features/careers/resume-files.server.ts";
import { renderMarkdown } from "../../../app/features/content/markdown.server.ts";
import type { Database } from "../../../db/client.ts";
import { clientIp } from "../../client-ip.ts";
import { commonErrors, errorResponse, routeGroup } from "../errors.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The back office's hr area (issue #8, items 2 and 3): jobs, departments and
// locations, and the application pipeline. Role hr (admin passes too); every
// change writes its audit entry in its own transaction. Business logic:
// app/features/admin/hr-*.server.ts; stage moves reuse the careers feature's
// changeApplicationStatus so history and the applicant's email stay in one place.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const dataSchema = z.object({ data: z.any() });
const listSchema = z.object({
  data: z.array(z.any()),
  meta: z.object({ total: z.number(), page: z.number(), pageSize: z.number() }).passthrough(),
});
const idParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});
const tags = ["Back office: hr"];
const security = [{ staffCookie: [] }];
const guarded = {
  401: errorResponse("No staff session."),
  403: errorResponse("Not hr or admin, or the CSRF token or Origin is wrong."),
};
const ok = (description: string, schema: z.ZodType = dataSchema) => ({ description, ...json(schema) });
const notFound = errorResponse("Unknown id.");
const conflict = errorResponse("The change conflicts with the current state (e.g. a slug in use).");

const routes = {
  listJobs: createRoute({
    method: "get",
    path: "/admin/jobs",
    tags,
    security,
    summary: "Jobs of every status, with application counts",
    request: { query: adminJobListSchema },
    responses: { 200: ok("A page of jobs.", listSchema), ...guarded, 400: commonErrors[400] },
  }),
  createJob: createRoute({
    method: "post",
    path: "/admin/jobs",
    tags,
    security,
    summary: "Create a draft job (the slug comes from the title unless given)",
    request: body(jobInputSchema),
    responses: { 201: ok("The draft."), ...guarded, ...commonErrors, 409: conflict },
  }),
  preview: createRoute({
    method: "post",
    path: "/admin/jobs/preview",
    tags,
    security,
    summary: "Render a job description's Markdown as the job page will show it",
    request: body(markdownPreviewSchema),
    responses: { 200: ok("Sanitised HTML."), ...guarded, ...commonErrors },
  }),
  getJob: createRoute({
    method: "get",
    path: "/admin/jobs/{id}",
    tags,
    security,
    summary: "One job of any status",
    request: { params: idParam },
    responses: { 200: ok("The job."), ...guarded, 404: notFound },
  }),
  updateJob: createRoute({
    method: "put",
    path: "/admin/jobs/{id}",
    tags,
    security,
    summary: "Update a job's fields (its status stays)",
    request: { params: idParam, ...body(jobInputSchema) },
    responses: { 200: ok("The job."), ...guarded, ...commonErrors, 404: notFound, 409: conflict },
  }),
  publishJob: createRoute({
    method: "post",
    path: "/admin/jobs/{id}/publish",
    tags,
    security,
    summary: "Publish a job: it shows on the careers pages and in the sitemap at once",
    request: { params: idParam },
    responses: { 200: ok("The job."), ...guarded, 400: commonErrors[400], 404: notFound, 409: conflict },
  }),
  closeJob: createRoute({
    method: "post",
    path: "/admin/jobs/{id}/close",
    tags,
    security,
    summary: "Close a job: it leaves the listings and the sitemap at once",
    request: { params: idParam },
    responses: { 200: ok("The job."), ...guarded, 404: notFound, 409: conflict },
  }),
  listDepartments: createRoute({
    method: "get",
    path: "/admin/departments",
    tags,
    security,
    summary: "Departments",
    responses: { 200: ok("Every department."), ...guarded },
  }),
  createDepartment: createRoute({
    method: "post",
    path: "/admin/departments",
    tags,
    security,
    summary: "Add a department",
    request: body(departmentInputSchema),
    responses: { 201: ok("The department."), ...guarded, ...commonErrors, 409: conflict },
  }),
  listLocations: createRoute({
    method: "get",
    path: "/admin/locations",
    tags,
    security,
    summary: "Locations",
    responses: { 200: ok("Every location."), ...guarded },
  }),
  createLocation: createRoute({
    method: "post",
    path: "/admin/locations",
    tags,
    security,
    summary: "Add a location",
    request: body(locationInputSchema),
    responses: { 201: ok("The location."), ...guarded, ...commonErrors, 409: conflict },
  }),
  listApplications: createRoute({
    method: "get",
    path: "/admin/applications",
    tags,
    security,
    summary: "Applications across jobs or for one, filtered and searched",
    request: { query: adminApplicationListSchema },
    responses: {
      200: ok("A page of applications with stage counts and the job list.", listSchema),
      ...guarded,
      400: commonErrors[400],
    },
  }),
  bulkReject: createRoute({
    method: "post",
    path: "/admin/applications/bulk-reject",
    tags,
    security,
    summary: "Reject several applications, optionally emailing each applicant",
    request: body(bulkRejectSchema),
    responses: { 200: ok("Which were rejected and which skipped (not in the pipeline)."), ...guarded, ...commonErrors },
  }),
  getApplication: createRoute({
    method: "get",
    path: "/admin/applications/{id}",
    tags,
    security,
    summary: "An application: applicant, answers, cover letter, history, private notes",
    request: { params: idParam },
    responses: { 200: ok("The application."), ...guarded, 404: notFound },
  }),
  resume: createRoute({
    method: "get",
    path: "/admin/applications/{id}/resume",
    tags,
    security,
    summary: "The résumé sent with the application, as an attachment",
    request: { params: idParam },
    responses: { 200: { description: "The file." }, ...guarded, 404: notFound },
  }),
  moveStage: createRoute({
    method: "post",
    path: "/admin/applications/{id}/stage",
    tags,
    security,
    summary: "Move an application in the pipeline; optionally email the applicant",
    request: { params: idParam, ...body(moveStageSchema) },
    responses: { 200: ok("The application."), ...guarded, ...commonErrors, 404: notFound, 409: conflict },
  }),
  addNote: createRoute({
    method: "post",
    path: "/admin/applications/{id}/notes",
    tags,
    security,
    summary: "Add a private note (never shown to the applicant)",
    request: { params: idParam, ...body(noteInputSchema) },
    responses: { 201: ok("The note."), ...guarded, ...commonErrors, 404: notFound },
  }),
};

const problem = (c: Context<ApiEnv>, p: JobWriteProblem) =>
  c.json(p.errors ? { message: p.message, errors: p.errors } : { message: p.message }, p.status);

export function hrRoutes(services: ApiServices) {
  const api = routeGroup();
  const jobsArea = requireStaff(services, [...areaRoles.jobs]);
  const applicationsArea = requireStaff(services, [...areaRoles.applications]);
  for (const path of ["/admin/jobs", "/admin/jobs/*", "/admin/departments", "/admin/locations"]) {
    api.use(path, jobsArea);
  }
  for (const path of ["/admin/applications", "/admin/applications/*"]) api.use(path, applicationsArea);

  const audit = (c: Context<ApiEnv>) => ({ staff: currentStaff(c), ip: clientIp(c, services.trustProxy) });

  /** Publishes or closes a job, auditing in the change's transaction. */
  const setStatus = (c: Context<ApiEnv>, id: string, status: "published" | "closed") =>
    services.db.transaction(async (tx) => {
      const changed = await setJobStatus(tx, id, status);
      if (!("ok" in changed)) return changed;
      await recordAudit(tx, {
        ...audit(c),
        action: status === "published" ? "job.publish" : "job.close",
        entityType: "job",
        entityId: id,
        before: { status: changed.before.status, publishedAt: changed.before.publishedAt?.toISOString() ?? null },
        after: { status: changed.after.status, publishedAt: changed.after.publishedAt?.toISOString() ?? null },
      });
      return changed;
    });

  /** Adds a department or a location and its audit entry in one transaction. */
  const createAudited = <Row extends { id: string; createdAt: Date }>(
    c: Context<ApiEnv>,
    entityType: "department" | "location",
    create: (tx: Database) => Promise<{ ok: true; row: Row } | JobWriteProblem>,
  ) =>
    services.db.transaction(async (tx) => {
      const created = await create(tx);
      if (!("ok" in created)) return created;
      const { createdAt: _, ...data } = created.row;
      await recordAudit(tx, {
        ...audit(c),
        action: `${entityType}.create`,
        entityType,
        entityId: data.id,
        after: data,
      });
      return { ok: true as const, data };
    });

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
        const result = await services.db.transaction(async (tx) => {
          const created = await createJob(tx, input);
          if (!("ok" in created)) return created;
          await recordAudit(tx, {
            ...audit(c),
            action: "job.create",
            entityType: "job",
            entityId: created.row.id,
            after: auditedJob(created.row),
          });
          return created;
        });
        if (!("ok" in result)) return problem(c, result) as never;
        return c.json({ data: await getAdminJob(services.db, result.row.id) }, 201);
      })
      .openapi(routes.preview, (c) => {
        const { html } = renderMarkdown(c.req.valid("json").markdown);
        return c.json({ data: { html } }, 200);
      })
      .openapi(routes.getJob, async (c) => {
        const job = await getAdminJob(services.db, c.req.valid("param").id);
        if (!job) return c.json({ message: "This job does not exist." }, 404);
        return c.json({ data: job }, 200);
      })
      .openapi(routes.updateJob, async (c) => {
        const { id } = c.req.valid("param");
        const input = c.req.valid("json");
        const result = await services.db.transaction(async (tx) => {
          const updated = await updateJob(tx, id, input);
          if (!("ok" in updated)) return updated;
          await recordAudit(tx, {
            ...audit(c),
            action: "job.update",
            entityType: "job",
            entityId: id,
            before: auditedJob(updated.before),
            after: auditedJob(updated.after),
          });
          return updated;
        });
        if (!("ok" in result)) return problem(c, result) as never;
        return c.json({ data: await getAdminJob(services.db, id) }, 200);
      })
      .openapi(routes.publishJob, async (c) => {
        const { id } = c.req.valid("param");
        const result = await setStatus(c, id, "published");
        if (!("ok" in result)) return problem(c, result) as never;
        return c.json({ data: await getAdminJob(services.db, id) }, 200);
      })
      .openapi(routes.closeJob, async (c) => {
        const { id } = c.req.valid("param");
        const result = await setStatus(c, id, "closed");
        if (!("ok" in result)) return problem(c, result) as never;
        return c.json({ data: await getAdminJob(services.db, id) }, 200);
      })
      .openapi(routes.listDepartments, async (c) => c.json({ data: await listDepartments(services.db) }, 200))
      .openapi(routes.listLocations, async (c) => c.json({ data: await listLocations(services.db) }, 200))
      .openapi(routes.createDepartment, async (c) => {
        const input = c.req.valid("json");
        const result = await createAudited(c, "department", (tx) => createDepartment(tx, input));
        if (!("ok" in result)) return problem(c, result) as never;
        return c.json({ data: result.data }, 201);
      })
      .openapi(routes.createLocation, async (c) => {
        const input = c.req.valid("json");
        const result = await createAudited(c, "location", (tx) => createLocation(tx, input));
        if (!("ok" in result)) return problem(c, result) as never;
        return c.json({ data: result.data }, 201);
      })
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
        const application = await getAdminApplication(services.db, c.req.valid("param").id);
        if (!application) return c.json({ message: "This application does not exist." }, 404);
        return c.json({ data: application }, 200);
      })
      .openapi(routes.resume, async (c) => {
        const file = await getApplicationResumeForStaff(services, c.req.valid("param").id);
        if (!file) return c.json({ message: "This application has no résumé." }, 404);
        return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
          "Content-Type": file.mediaType,
          "Content-Length": String(file.bytes.length),
          "Content-Disposition": attachmentDisposition(file.fileName),
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, no-store",
        }) as never;
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
        return c.json({ data: await getAdminApplication(services.db, id) }, 200);
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
