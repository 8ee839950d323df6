import { createRoute, z } from "@hono/zod-openapi";
import { areaRoles } from "#app/features/admin/roles.ts";
import { availabilityOf, listBookings, saveAvailability } from "#app/features/booking/bookings-admin.server.ts";
import { availabilitySchema, bookingListQuerySchema } from "#app/features/booking/bookings-admin-schemas.ts";
import { commonErrors, routeGroup } from "../errors.ts";
import { answer, dataOf, dateTime, jsonBody, pageMeta, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// Demo booking in the back office (role sales; admin passes): each
// salesperson's own availability and the list of bookings. The core's
// `/admin/*` guard answers 401 without a session and checks CSRF on changes.

const tags = ["Back office: demo bookings"];

const hours = z.object({ start: z.string(), end: z.string() });
const availability = z
  .object({
    timeZone: z.string(),
    officeCity: z.string(),
    meetingUrl: z.string(),
    weeklyHours: z.record(z.string(), z.array(hours)),
    daysOff: z.array(z.string()),
    active: z.boolean(),
  })
  .openapi("SalesAvailability");

const bookingRow = z
  .object({
    id: z.string(),
    status: z.enum(["booked", "cancelled"]),
    startsAt: dateTime,
    leadId: z.string(),
    leadName: z.string(),
    company: z.string(),
    email: z.string(),
    salesName: z.string(),
    createdAt: dateTime,
  })
  .openapi("AdminDemoBooking");

const routes = {
  list: createRoute({
    method: "get",
    path: "/admin/bookings",
    tags,
    summary: "Demo bookings with their leads, 25 a page (sales)",
    description:
      "Filters: status (booked, cancelled), when (upcoming, past), q (company, lead's name or address, salesperson). Sort: startsAt (default), company, salesName, createdAt; prefix `-` for descending.",
    security: staffCookie,
    request: { query: bookingListQuerySchema },
    responses: {
      200: answer("One page of bookings.", z.object({ data: z.array(bookingRow), meta: pageMeta })),
      ...commonErrors,
      ...staffGuarded,
    },
  }),
  getAvailability: createRoute({
    method: "get",
    path: "/admin/availability",
    tags,
    summary: "The signed-in salesperson's bookable hours (null before the first save)",
    security: staffCookie,
    responses: { 200: answer("Their availability.", dataOf(availability.nullable())), ...staffGuarded },
  }),
  saveAvailability: createRoute({
    method: "put",
    path: "/admin/availability",
    tags,
    summary: "Set the signed-in salesperson's weekly hours, time zone, days off and meeting link",
    description: "Hours are in `timeZone`; each day takes up to four stretches of at least 30 minutes.",
    security: staffCookie,
    request: jsonBody(availabilitySchema),
    responses: { 200: answer("Saved.", dataOf(availability)), ...commonErrors, ...staffGuarded },
  }),
};

export function bookingsRoutes(services: ApiServices) {
  const api = routeGroup();
  const guard = requireStaff(services, [...areaRoles.bookings]);
  api.use("/admin/bookings", guard);
  api.use("/admin/bookings/*", guard);
  api.use("/admin/availability", guard);
  return api
    .openapi(routes.list, async (c) => c.json(await listBookings(services.db, c.req.valid("query")), 200))
    .openapi(routes.getAvailability, async (c) =>
      c.json({ data: await availabilityOf(services.db, currentStaff(c).id) }, 200),
    )
    .openapi(routes.saveAvailability, async (c) =>
      c.json({ data: await saveAvailability(services.db, currentStaff(c).id, c.req.valid("json")) }, 200),
    );
}
