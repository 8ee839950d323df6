import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { leadStatusSchema } from "#app/domain/leads.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import { staffOptionsQuerySchema } from "#app/features/admin/schemas.ts";
import { actorOf, staffOptions } from "#app/features/admin/staff.server.ts";
import {
  addLeadNote,
  exportLeads,
  getLead,
  leadCsvColumns,
  listLeads,
  updateLead,
} from "#app/features/leads/leads-admin.server.ts";
import {
  leadFiltersSchema,
  leadInboxMessages,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "#app/features/leads/leads-admin-schemas.ts";
import { idSchema } from "#app/lib/list-query.ts";
import { clientIp } from "#server/client-ip.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup } from "../errors.ts";
import { sendCsv } from "../files.ts";
import { answer, dataOf, jsonBody, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { listWithExportRoutes } from "./lists.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The back office's leads area: the leads inbox (role sales; admin passes). The core's `/admin/*` guard answers 401 without a session
// and checks CSRF; the guards below add the role.

const leadItem = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    company: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    countryId: z.string(),
    countryName: z.string(),
    state: z.string(),
    fleetSize: z.string(),
    interestedIn: z.array(z.string()),
    status: leadStatusSchema,
    ownerId: z.string().nullable(),
    ownerName: z.string().nullable(),
  })
  .openapi("AdminLead");
const quantity = z.object({ available: z.boolean(), qty: z.number() });
const note = z
  .object({
    id: z.string(),
    body: z.string(),
    createdAt: z.string(),
    staffId: z.string().nullable(),
    staffName: z.string().nullable(),
  })
  .openapi("AdminLeadNote");
const change = z.object({ status: z.string().optional(), ownerId: z.string().nullable().optional() }).nullable();
const leadDetail = leadItem
  .extend({
    phone: z.string(),
    vehicles: quantity,
    assets: quantity,
    sourcePage: z.string().nullable(),
    userAgent: z.string().nullable(),
    updatedAt: z.string(),
    notes: z.array(note),
    history: z.array(z.object({ at: z.string(), staffEmail: z.string().nullable(), before: change, after: change })),
  })
  .openapi("AdminLeadDetail");
const staffOption = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });

const leadTags = ["Back office: leads"];

const leadNotFound = errorResponse(leadInboxMessages.leadNotFound);

const routes = {
  ...listWithExportRoutes("/admin/leads", leadTags, leadItem, {
    list: {
      summary: "The leads inbox, 25 a page (sales)",
      description:
        "Filters: status, from/to (dates, inclusive), country (reference id), fleetSize, feature, q (company, name, email, phone), owner (staff id or `none`). Sort: createdAt, company, country, fleetSize, status; prefix `-` for descending (default `-createdAt`).",
      query: leadListQuerySchema,
    },
    export: {
      summary: "The leads with the inbox's filters as CSV (sales)",
      description:
        "RFC 4180 (CRLF, quoted fields), a UTF-8 BOM, cells starting with = + - @ TAB or CR behind an apostrophe. Newest first, at most 50,000 rows. Audited as leads.export with the filters.",
      query: leadFiltersSchema,
    },
  }),
  getLead: createRoute({
    method: "get",
    path: "/admin/leads/{id}",
    tags: leadTags,
    summary: "One lead: every answer, status, owner, notes and the history of its status and owner (sales)",
    security: staffCookie,
    request: { params: idSchema },
    responses: { 200: answer("The lead.", dataOf(leadDetail)), ...commonErrors, ...staffGuarded, 404: leadNotFound },
  }),
  updateLead: createRoute({
    method: "patch",
    path: "/admin/leads/{id}",
    tags: leadTags,
    summary: "Set a lead's status and/or owner (sales); audited with before and after",
    description: "ownerId: an active sales or admin staff member, or null to clear it.",
    security: staffCookie,
    request: { params: idSchema, ...jsonBody(leadUpdateSchema) },
    responses: {
      200: answer("The lead after the change.", dataOf(leadDetail)),
      ...commonErrors,
      ...staffGuarded,
      404: leadNotFound,
    },
  }),
  addNote: createRoute({
    method: "post",
    path: "/admin/leads/{id}/notes",
    tags: leadTags,
    summary: "Add a private note to a lead (sales)",
    security: staffCookie,
    request: { params: idSchema, ...jsonBody(leadNoteSchema) },
    responses: { 201: answer("The note.", dataOf(note)), ...commonErrors, ...staffGuarded, 404: leadNotFound },
  }),
  staffOptions: createRoute({
    method: "get",
    path: "/admin/lead-owners",
    tags: leadTags,
    summary: "Active staff who may own a lead (sales and admin), for the owner picker (sales)",
    description: "`role` narrows the list to one role.",
    security: staffCookie,
    request: { query: staffOptionsQuerySchema },
    responses: { 200: answer("The staff members.", dataOf(z.array(staffOption))), ...commonErrors, ...staffGuarded },
  }),
};

/** Registers the leads routes; call after registerAdminRoutes (its guard comes first). */
export function leadsRoutes(services: ApiServices) {
  const api = routeGroup();
  const ip = (c: Context<ApiEnv>) => clientIp(c, services.trustProxy);
  const leadsGuard = requireStaff(services, [...areaRoles.leads]);
  api.use("/admin/leads", leadsGuard);
  api.use("/admin/leads/*", leadsGuard);
  api.use("/admin/lead-owners", leadsGuard);

  return api
    .openapi(routes.list, async (c) => c.json(await listLeads(services.db, c.req.valid("query")), 200))
    .openapi(routes.export, async (c) => {
      const filters = c.req.valid("query");
      const rows = await exportLeads(services.db, filters, actorOf(currentStaff(c)), ip(c));
      return sendCsv(c, "leads", leadCsvColumns, rows);
    })
    .openapi(routes.getLead, async (c) => {
      const lead = await getLead(services.db, c.req.valid("param").id);
      if (!lead) return c.json({ message: leadInboxMessages.leadNotFound }, 404);
      return c.json({ data: lead }, 200);
    })
    .openapi(routes.updateLead, async (c) => {
      const { id } = c.req.valid("param");
      const result = await updateLead(services.db, id, c.req.valid("json"), actorOf(currentStaff(c)), ip(c));
      if (!result.ok) return problemAnswer(c, result);
      const lead = await getLead(services.db, id);
      if (!lead) return c.json({ message: leadInboxMessages.leadNotFound }, 404);
      return c.json({ data: lead }, 200);
    })
    .openapi(routes.addNote, async (c) => {
      const { id } = c.req.valid("param");
      const created = await addLeadNote(services.db, id, c.req.valid("json").body, actorOf(currentStaff(c)), ip(c));
      if (!created) return c.json({ message: leadInboxMessages.leadNotFound }, 404);
      return c.json({ data: created }, 201);
    })
    .openapi(routes.staffOptions, async (c) => {
      const { role } = c.req.valid("query");
      return c.json({ data: await staffOptions(services.db, role ? [role] : undefined) }, 200);
    });
}
