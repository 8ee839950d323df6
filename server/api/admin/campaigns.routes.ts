import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { campaignStatuses, newsletterTopics } from "#app/domain/campaigns.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import {
  auditedCampaign,
  type CampaignAction,
  type CampaignChange,
  type CampaignProblem,
  changeCampaignStatus,
  createCampaign,
  deleteCampaign,
  deliveryCsvColumns,
  exportCampaignDeliveries,
  getCampaign,
  listCampaigns,
  previewCampaign,
  scheduleCampaign,
  sendTestCampaign,
  updateCampaign,
} from "#app/features/campaigns/campaigns.server.ts";
import {
  campaignActionSchema,
  campaignCreateSchema,
  campaignListSchema,
  campaignScheduleSchema,
  campaignUpdateSchema,
} from "#app/features/campaigns/schemas.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { csvDocument, csvFileName, csvHeaders } from "#app/lib/csv.ts";
import { isProblem } from "#app/lib/problems.ts";
import type { Database } from "#db/client.ts";
import { clientIp } from "#server/client-ip.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup } from "../errors.ts";
import { perIp } from "../limits.ts";
import {
  answer,
  csvAnswer,
  dataOf,
  dateTime,
  idParam,
  jsonBody,
  pageMeta,
  staffCookie,
  staffGuarded,
} from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { auditedChange, editorOf } from "./changes.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The back office's newsletter campaigns (/admin/campaigns). Role marketing
// (admin passes too). Every change names the revision it started from and is
// refused with 409 when another came first; every change and test send writes
// its audit entry in its own transaction. Business logic:
// app/features/campaigns/campaigns.server.ts; sending: the outbox worker's
// campaign lane (server/mail/campaign-lane.ts).

const tags = ["Back office: campaigns"];
const notFound = errorResponse("Unknown campaign.");
const conflict = errorResponse(
  "Someone changed the campaign since the given revision (the message names who and when), or the campaign is not in a status the action starts from.",
);
const writeProblems = { ...commonErrors, 404: notFound, 409: conflict };

const statusSchema = z.enum(campaignStatuses);
const listItemSchema = z
  .object({
    id: z.string().uuid(),
    subject: z.string(),
    status: statusSchema,
    topics: z.array(z.enum(newsletterTopics)),
    sendAt: dateTime.nullable(),
    startedAt: dateTime.nullable(),
    finishedAt: dateTime.nullable(),
    revision: z.number().int(),
    updatedByName: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    recipients: z.number().int(),
    sent: z.number().int(),
  })
  .openapi("CampaignListItem");
const campaignSchema = listItemSchema
  .extend({
    preheader: z.string(),
    body: z.string(),
    latestPosts: z.number().int(),
    audienceSize: z.number().int().openapi({ description: "Confirmed subscribers it would go to now." }),
    stats: z.object({
      recipients: z.number().int(),
      pending: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      bounced: z.number().int(),
      unsubscribed: z.number().int(),
      clicks: z.number().int(),
      uniqueClicks: z.number().int(),
    }),
    timeline: z.array(z.object({ at: dateTime, sent: z.number().int() })),
  })
  .openapi("Campaign");
const campaignAnswer = answer("The campaign as it is now.", dataOf(campaignSchema));

const action = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags,
    security: staffCookie,
    summary,
    request: { params: idParam, ...jsonBody(campaignActionSchema) },
    responses: { 200: campaignAnswer, ...staffGuarded, ...writeProblems },
  });

const routes = {
  list: createRoute({
    method: "get",
    path: "/admin/campaigns",
    tags,
    security: staffCookie,
    summary: "Campaigns, newest change first, filtered and searched, with counts per status",
    request: { query: campaignListSchema },
    responses: {
      200: answer(
        "A page of campaigns.",
        z.object({
          data: z.array(listItemSchema),
          meta: pageMeta.extend({ counts: z.record(statusSchema, z.number().int()) }),
        }),
      ),
      ...staffGuarded,
      400: commonErrors[400],
    },
  }),
  create: createRoute({
    method: "post",
    path: "/admin/campaigns",
    tags,
    security: staffCookie,
    summary: "Write a new campaign (a draft, revision 1)",
    request: jsonBody(campaignCreateSchema),
    responses: { 201: answer("The draft.", dataOf(campaignSchema)), ...staffGuarded, ...writeProblems },
  }),
  get: createRoute({
    method: "get",
    path: "/admin/campaigns/{id}",
    tags,
    security: staffCookie,
    summary: "One campaign with its figures and sends over time",
    request: { params: idParam },
    responses: { 200: campaignAnswer, ...staffGuarded, 404: notFound },
  }),
  update: createRoute({
    method: "put",
    path: "/admin/campaigns/{id}",
    tags,
    security: staffCookie,
    summary: "Save a draft or scheduled campaign over the revision the editor started from",
    request: { params: idParam, ...jsonBody(campaignUpdateSchema) },
    responses: { 200: campaignAnswer, ...staffGuarded, ...writeProblems },
  }),
  remove: createRoute({
    method: "delete",
    path: "/admin/campaigns/{id}",
    tags,
    security: staffCookie,
    summary: "Delete a draft",
    request: { params: idParam },
    responses: {
      200: answer("Deleted.", dataOf(z.object({ id: z.string().uuid() }))),
      ...staffGuarded,
      ...writeProblems,
    },
  }),
  schedule: createRoute({
    method: "post",
    path: "/admin/campaigns/{id}/schedule",
    tags,
    security: staffCookie,
    summary: "Schedule a draft (or move a scheduled campaign) to a date and time in a time zone",
    request: { params: idParam, ...jsonBody(campaignScheduleSchema) },
    responses: { 200: campaignAnswer, ...staffGuarded, ...writeProblems },
  }),
  sendNow: action("/admin/campaigns/{id}/send-now", "Send a draft or scheduled campaign now"),
  unschedule: action("/admin/campaigns/{id}/unschedule", "Take a scheduled campaign back to draft"),
  pause: action("/admin/campaigns/{id}/pause", "Pause a campaign that is sending"),
  resume: action("/admin/campaigns/{id}/resume", "Resume a paused campaign"),
  cancel: action(
    "/admin/campaigns/{id}/cancel",
    "Cancel a scheduled, sending or paused campaign (what was sent stays sent)",
  ),
  test: createRoute({
    method: "post",
    path: "/admin/campaigns/{id}/test",
    tags,
    security: staffCookie,
    summary: "Send the campaign as it stands to the signed-in staff member's own address",
    request: { params: idParam },
    responses: {
      202: answer("Queued.", dataOf(z.object({ to: z.string() }))),
      ...staffGuarded,
      400: commonErrors[400],
      404: notFound,
      429: commonErrors[429],
    },
  }),
  preview: createRoute({
    method: "get",
    path: "/admin/campaigns/{id}/preview",
    tags,
    security: staffCookie,
    summary: "The email as subscribers will get it: subject, HTML and plain text",
    request: { params: idParam },
    responses: {
      200: answer(
        "The rendered email; its links go straight to their pages.",
        dataOf(z.object({ subject: z.string(), preheader: z.string(), html: z.string(), text: z.string() })),
      ),
      ...staffGuarded,
      400: commonErrors[400],
      404: notFound,
    },
  }),
  deliveries: createRoute({
    method: "get",
    path: "/admin/campaigns/{id}/deliveries.csv",
    tags,
    security: staffCookie,
    summary: "Every recipient with what happened to their email (CSV)",
    request: { params: idParam },
    responses: { 200: csvAnswer("One row per recipient."), ...staffGuarded, 404: notFound },
  }),
};

/** Test sends: each one is an email to the staff member, so they are limited like other emails. */
const testSendsPerIp = { bucket: "campaign-test-ip", limit: 20, windowMs: 10 * 60_000 } as const;

export function campaignRoutes(services: ApiServices) {
  const api = routeGroup();
  const area = requireStaff(services, [...areaRoles.campaigns]);
  for (const path of ["/admin/campaigns", "/admin/campaigns/*"]) api.use(path, area);
  api.use("/admin/campaigns/:id/test", perIp(services, testSendsPerIp));

  const campaignNow = async <S extends 200 | 201>(c: Context<ApiEnv>, id: string, status: S) => {
    const campaign = await getCampaign(services.db, id);
    if (!campaign) return c.json({ message: "This campaign does not exist." }, 404);
    return c.json({ data: campaign }, status);
  };

  const change = async (
    c: Context<ApiEnv>,
    id: string,
    verb: string,
    run: (tx: Database) => Promise<CampaignChange | CampaignProblem>,
  ) => {
    const result = await auditedChange(services, c, run, ({ before, after }) => ({
      action: `campaign.${verb}`,
      entityType: "campaign",
      entityId: id,
      before: auditedCampaign(before),
      after: auditedCampaign(after),
    }));
    if (!result.ok) return problemAnswer(c, result);
    // "Send now" and resume are for the outbox worker to act on straight away.
    if (verb === "send-now" || verb === "resume") services.wakeOutbox();
    return campaignNow(c, id, 200);
  };

  const step = (c: Context<ApiEnv>, id: string, verb: CampaignAction, revision: number) =>
    change(c, id, verb, (tx) => changeCampaignStatus(tx, id, verb, revision, editorOf(c)));

  return api
    .openapi(routes.list, async (c) => {
      const { counts, ...page } = await listCampaigns(services.db, c.req.valid("query"));
      return c.json({ data: page.data, meta: { ...page.meta, counts } }, 200);
    })
    .openapi(routes.create, async (c) => {
      const input = c.req.valid("json");
      const result = await auditedChange(
        services,
        c,
        (tx) => createCampaign(tx, input, editorOf(c)),
        ({ row }) => ({
          action: "campaign.create",
          entityType: "campaign",
          entityId: row.id,
          after: auditedCampaign(row),
        }),
      );
      return campaignNow(c, result.row.id, 201);
    })
    .openapi(routes.get, (c) => campaignNow(c, c.req.valid("param").id, 200))
    .openapi(routes.update, (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return change(c, id, "update", (tx) => updateCampaign(tx, id, input, editorOf(c)));
    })
    .openapi(routes.remove, async (c) => {
      const { id } = c.req.valid("param");
      const result = await auditedChange(
        services,
        c,
        (tx) => deleteCampaign(tx, id),
        ({ row }) => ({
          action: "campaign.delete",
          entityType: "campaign",
          entityId: id,
          before: auditedCampaign(row),
        }),
      );
      if (!result.ok) return problemAnswer(c, result);
      return c.json({ data: { id } }, 200);
    })
    .openapi(routes.schedule, (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return change(c, id, "schedule", (tx) => scheduleCampaign(tx, id, input, editorOf(c)));
    })
    .openapi(routes.sendNow, (c) => step(c, c.req.valid("param").id, "send-now", c.req.valid("json").revision))
    .openapi(routes.unschedule, (c) => step(c, c.req.valid("param").id, "unschedule", c.req.valid("json").revision))
    .openapi(routes.pause, (c) => step(c, c.req.valid("param").id, "pause", c.req.valid("json").revision))
    .openapi(routes.resume, (c) => step(c, c.req.valid("param").id, "resume", c.req.valid("json").revision))
    .openapi(routes.cancel, (c) => step(c, c.req.valid("param").id, "cancel", c.req.valid("json").revision))
    .openapi(routes.test, async (c) => {
      const { id } = c.req.valid("param");
      const staff = currentStaff(c);
      const result = await sendTestCampaign(services, id, staff.email);
      if (!result.ok) return problemAnswer(c, result);
      await recordAudit(services.db, {
        staff,
        ip: clientIp(c, services.trustProxy),
        action: "campaign.test",
        entityType: "campaign",
        entityId: id,
        after: { to: staff.email, revision: result.row.revision },
      });
      return c.json({ data: { to: staff.email } }, 202);
    })
    .openapi(routes.preview, async (c) => {
      const email = await previewCampaign(services, c.req.valid("param").id);
      if (!email) return c.json({ message: "This campaign does not exist." }, 404);
      if (isProblem(email)) return problemAnswer(c, email);
      return c.json({ data: email }, 200);
    })
    .openapi(routes.deliveries, async (c) => {
      const { id } = c.req.valid("param");
      const rows = await exportCampaignDeliveries(services.db, id, currentStaff(c), clientIp(c, services.trustProxy));
      if (!rows) return c.json({ message: "This campaign does not exist." }, 404);
      return c.body(csvDocument(deliveryCsvColumns, rows), 200, csvHeaders(csvFileName("campaign-recipients")));
    });
}
