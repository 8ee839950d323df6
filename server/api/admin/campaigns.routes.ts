import { createRoute, z } from "@hono/zod-openapi";
import { campaignStatuses, newsletterTopics } from "#app/domain/campaigns.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import {
  auditedCampaign,
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
import { isProblem } from "#app/lib/problems.ts";
import { clientIp } from "#server/client-ip.ts";
import { commonErrors, problemAnswer } from "../errors.ts";
import { sendCsv } from "../files.ts";
import { perIp } from "../limits.ts";
import { answer, csvAnswer, dataOf, dateTime, idParam, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { documentProblems, documentRoutes } from "./documents.ts";
import { currentStaff } from "./staff-auth.ts";

// The back office's newsletter campaigns (/admin/campaigns). Role marketing
// (admin passes too). Every change names the revision it started from and is
// refused with 409 when another came first; every change and test send writes
// its audit entry in its own transaction. Business logic:
// app/features/campaigns/campaigns.server.ts; sending: the outbox worker's
// campaign lane (server/mail/campaign-lane.ts).

const tags = ["Back office: campaigns"];

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

/** Newsletter campaigns as a kind of document (decision 0036). */
const campaignDocuments = {
  base: "/admin/campaigns",
  tags,
  area: areaRoles.campaigns,
  statuses: campaignStatuses,
  texts: {
    notFound: "This campaign does not exist.",
    notFoundAnswer: "Unknown campaign.",
    conflictAnswer:
      "Someone changed the campaign since the given revision (the message names who and when), or the campaign is not in a status the action starts from.",
    itemAnswer: "The campaign as it is now.",
    deleted: "Deleted.",
    page: "A page of campaigns.",
    summaries: {
      list: "Campaigns, newest change first, filtered and searched, with counts per status",
      create: "Write a new campaign (a draft, revision 1)",
      get: "One campaign with its figures and sends over time",
      update: "Save a draft or scheduled campaign over the revision the editor started from",
      remove: "Delete a draft",
      schedule: "Schedule a draft (or move a scheduled campaign) to a date and time in a time zone",
    },
  },
  schemas: {
    listQuery: campaignListSchema,
    listItem: listItemSchema,
    item: campaignSchema,
    create: campaignCreateSchema,
    update: campaignUpdateSchema,
    action: campaignActionSchema,
    schedule: campaignScheduleSchema,
  },
  steps: [
    { step: "send-now", summary: "Send a draft or scheduled campaign now" },
    { step: "unschedule", summary: "Take a scheduled campaign back to draft" },
    { step: "pause", summary: "Pause a campaign that is sending" },
    { step: "resume", summary: "Resume a paused campaign" },
    { step: "cancel", summary: "Cancel a scheduled, sending or paused campaign (what was sent stays sent)" },
  ],
  audit: { prefix: "campaign", entityType: "campaign", row: auditedCampaign },
  features: {
    list: listCampaigns,
    get: getCampaign,
    create: createCampaign,
    update: updateCampaign,
    remove: deleteCampaign,
    schedule: scheduleCampaign,
    step: changeCampaignStatus,
  },
  // "Send now" and resume are for the outbox worker to act on straight away.
  afterChange: (services: ApiServices, verb: string) => {
    if (verb === "send-now" || verb === "resume") services.wakeOutbox();
  },
} as const;
const notFound = documentProblems(campaignDocuments.texts)[404];

/** What only campaigns have: the test send, the email's preview and the recipients' results. */
const routes = {
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
  const group = documentRoutes(services, campaignDocuments);
  group.use("/admin/campaigns/:id/test", perIp(services, testSendsPerIp));

  return group
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
      return sendCsv(c, "campaign-recipients", deliveryCsvColumns, rows);
    });
}
