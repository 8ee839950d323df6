import { createRoute, z } from "@hono/zod-openapi";
import { newsletterTopicSchema } from "#app/domain/campaigns.ts";
import { subscriberStatusSchema } from "#app/domain/newsletter.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import { actorOf } from "#app/features/admin/staff.server.ts";
import {
  exportSubscribers,
  listSubscribers,
  subscriberCsvColumns,
  unsubscribeByStaff,
} from "#app/features/newsletter/subscribers-admin.server.ts";
import {
  subscriberFiltersSchema,
  subscriberListMessages,
  subscriberListQuerySchema,
} from "#app/features/newsletter/subscribers-admin-schemas.ts";
import { idSchema } from "#app/lib/list-query.ts";
import { clientIp } from "#server/client-ip.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup } from "../errors.ts";
import { sendCsv } from "../files.ts";
import { answer, dataOf, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { listWithExportRoutes } from "./lists.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The back office's subscribers area: the newsletter's subscribers (role
// marketing; admin passes). The core's `/admin/*` guard answers 401 without a
// session and checks CSRF; the guard below adds the role.

const subscriber = z
  .object({
    id: z.string(),
    email: z.string(),
    status: subscriberStatusSchema,
    topics: z.array(newsletterTopicSchema),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    unsubscribedAt: z.string().nullable(),
  })
  .openapi("AdminSubscriber");
const subscriberTags = ["Back office: subscribers"];

const routes = {
  ...listWithExportRoutes("/admin/subscribers", subscriberTags, subscriber, {
    list: {
      summary: "Newsletter subscribers, 25 a page (marketing)",
      description:
        "Filters: status (pending, confirmed, unsubscribed), q (part of the address). Sort: email, status, createdAt, confirmedAt, unsubscribedAt; prefix `-` for descending (default `-createdAt`).",
      query: subscriberListQuerySchema,
    },
    export: {
      summary: "The subscribers with the list's filters as CSV (marketing)",
      description:
        "Columns: email, status, topics (space-separated), subscribed at, confirmed at, unsubscribed at. Audited as subscribers.export.",
      query: subscriberFiltersSchema,
    },
  }),
  unsubscribe: createRoute({
    method: "post",
    path: "/admin/subscribers/{id}/unsubscribe",
    tags: subscriberTags,
    summary: "Unsubscribe an address by hand (marketing)",
    description:
      "Sets status unsubscribed and unsubscribedAt; an open confirmation link stops working. An address that is already unsubscribed answers 409 and nothing changes (so two people clicking at once learn that someone was first).",
    security: staffCookie,
    responses: {
      200: answer("Unsubscribed.", dataOf(subscriber)),
      ...commonErrors,
      ...staffGuarded,
      404: errorResponse(subscriberListMessages.subscriberNotFound),
      409: errorResponse(subscriberListMessages.alreadyUnsubscribed),
    },
    request: { params: idSchema },
  }),
};

/** Registers the subscribers routes; call after registerAdminRoutes (its guard comes first). */
export function subscribersRoutes(services: ApiServices) {
  const api = routeGroup();
  const guard = requireStaff(services, [...areaRoles.subscribers]);
  api.use("/admin/subscribers", guard);
  api.use("/admin/subscribers/*", guard);

  return api
    .openapi(routes.list, async (c) => c.json(await listSubscribers(services.db, c.req.valid("query")), 200))
    .openapi(routes.export, async (c) => {
      const rows = await exportSubscribers(
        services.db,
        c.req.valid("query"),
        actorOf(currentStaff(c)),
        clientIp(c, services.trustProxy),
      );
      return sendCsv(c, "subscribers", subscriberCsvColumns, rows);
    })
    .openapi(routes.unsubscribe, async (c) => {
      const result = await unsubscribeByStaff(
        services.db,
        c.req.valid("param").id,
        actorOf(currentStaff(c)),
        clientIp(c, services.trustProxy),
      );
      if (!result.ok) return problemAnswer(c, result);
      return c.json({ data: result.subscriber }, 200);
    });
}
