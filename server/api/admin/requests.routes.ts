import { createRoute, z } from "@hono/zod-openapi";
import { areaRoles } from "#app/features/admin/roles.ts";
import { actorOf } from "#app/features/admin/staff.server.ts";
import {
  contentRequestCsvColumns,
  exportContentRequests,
  listContentRequests,
  requestedItems,
} from "#app/features/content/requests-admin.server.ts";
import {
  contentRequestKinds,
  requestFiltersSchema,
  requestListQuerySchema,
} from "#app/features/content/requests-admin-schemas.ts";
import { clientIp } from "#server/client-ip.ts";
import { commonErrors, routeGroup } from "../errors.ts";
import { sendCsv } from "../files.ts";
import { answer, dataOf, dateTime, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { listWithExportRoutes } from "./lists.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// Whitepaper downloads and event registrations (role marketing, and sales:
// both are leads); admin passes. The core's `/admin/*` guard answers 401
// without a session; the guard below adds the role.

const kind = z.enum(contentRequestKinds);

const requestRow = z
  .object({
    id: z.string(),
    kind,
    slug: z.string(),
    itemTitle: z.string(),
    itemUrl: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string(),
    downloads: z.number().int(),
    createdAt: dateTime,
  })
  .openapi("AdminContentRequest");

const requestedItem = z
  .object({
    kind,
    slug: z.string(),
    title: z.string(),
    url: z.string(),
    requests: z.number().int(),
    lastAt: dateTime,
  })
  .openapi("AdminRequestedItem");

const tags = ["Back office: downloads and registrations"];

const routes = {
  ...listWithExportRoutes("/admin/requests", tags, requestRow, {
    list: {
      summary: "Whitepaper downloads and event registrations, 25 a page (marketing, sales)",
      description:
        "Filters: kind (whitepaper, event), item (the whitepaper's or event's slug), q (part of the name, address or company). Sort: createdAt, name, email, company, downloads; prefix `-` for descending (default `-createdAt`).",
      query: requestListQuerySchema,
    },
    export: {
      summary: "The requests with the list's filters as CSV (marketing, sales)",
      description:
        "Columns: requested at, kind, item, item address, name, email, company, downloads. Audited as content-requests.export.",
      query: requestFiltersSchema,
    },
  }),
  items: createRoute({
    method: "get",
    path: "/admin/requests/items",
    tags,
    summary: "Every whitepaper and event with requests, and how many (marketing, sales)",
    description: "An event's count is its registrations. Most requested first; `kind` narrows to one kind.",
    security: staffCookie,
    request: { query: z.object({ kind: requestFiltersSchema.shape.kind }) },
    responses: { 200: answer("The items.", dataOf(z.array(requestedItem))), ...commonErrors, ...staffGuarded },
  }),
};

/** Registers the downloads-and-registrations routes; call after registerAdminRoutes (its guard comes first). */
export function requestsRoutes(services: ApiServices) {
  const api = routeGroup();
  const guard = requireStaff(services, [...areaRoles.requests]);
  api.use("/admin/requests", guard);
  api.use("/admin/requests/*", guard);
  return api
    .openapi(routes.list, async (c) => c.json(await listContentRequests(services.db, c.req.valid("query")), 200))
    .openapi(routes.items, async (c) =>
      c.json({ data: await requestedItems(services.db, c.req.valid("query").kind) }, 200),
    )
    .openapi(routes.export, async (c) => {
      const ip = clientIp(c, services.trustProxy);
      const rows = await exportContentRequests(services.db, c.req.valid("query"), actorOf(currentStaff(c)), ip);
      return sendCsv(c, "requests", contentRequestCsvColumns, rows);
    });
}
