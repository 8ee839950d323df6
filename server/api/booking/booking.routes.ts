import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bookDemo, bookingRateLimits, cancelBooking, rescheduleBooking } from "#app/features/booking/booking.server.ts";
import { bookSchema, cancelSchema } from "#app/features/booking/schemas.ts";
import type { Problem } from "#app/lib/problems.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { perIp } from "../limits.ts";
import { answer } from "../openapi.ts";
import type { ApiServices } from "../types.ts";

const bookingSchema = z
  .object({
    id: z.string(),
    status: z.enum(["booked", "cancelled"]),
    startsAt: z.string(),
    endsAt: z.string(),
    visitorTimeZone: z.string(),
    salesName: z.string(),
    salesTimeZone: z.string(),
    officeCity: z.string(),
    meetingUrl: z.string(),
  })
  .openapi("DemoBooking");

const linkErrors = {
  ...commonErrors,
  404: errorResponse("The link is not valid."),
  410: errorResponse("The link has expired, or the booking was cancelled."),
};

const bookingAnswer = z.object({ data: z.object({ booking: bookingSchema, manageToken: z.string() }) });

const bookingBody = { body: { required: true, content: { "application/json": { schema: bookSchema } } } } as const;

const bookRoute = createRoute({
  method: "post",
  path: "/bookings",
  tags: ["Demo booking"],
  summary: "Book a 30-minute demo slot with the token of a lead's booking link",
  description:
    'The slot goes to a salesperson free at it, the one booked least recently first. 409 "That time was just taken…" when another booking got there first.',
  request: bookingBody,
  responses: {
    201: answer("Booked; the visitor and the salesperson get the invite.", bookingAnswer),
    ...linkErrors,
    409: errorResponse("The time was just taken, or the lead has a call booked already."),
  },
});

const rescheduleRoute = createRoute({
  method: "post",
  path: "/bookings/reschedule",
  tags: ["Demo booking"],
  summary: "Move a booking to another slot with the token of its manage link",
  description: "Its salesperson keeps it when free then, else the next free one in turn.",
  request: bookingBody,
  responses: {
    200: answer("Moved; the invite is sent again with a higher SEQUENCE.", bookingAnswer),
    ...linkErrors,
    409: errorResponse("The time was just taken."),
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/bookings/cancel",
  tags: ["Demo booking"],
  summary: "Cancel a booking with the token of its manage link",
  request: { body: { required: true, content: { "application/json": { schema: cancelSchema } } } },
  responses: {
    200: {
      description: "Cancelled (or already so); both sides get METHOD:CANCEL.",
      content: { "application/json": { schema: z.object({ data: z.object({ booking: bookingSchema }) }) } },
    },
    ...linkErrors,
    409: errorResponse("The booking could not be cancelled in its current state."),
  },
});

export function bookingRoutes(services: ApiServices) {
  const api = routeGroup();
  api.use("/bookings", perIp(services, bookingRateLimits.perIp));
  api.use("/bookings/*", perIp(services, bookingRateLimits.perIp));
  // The middleware has counted the client already; the feature counts the lead's address.
  const network = "counted";

  return api
    .openapi(rescheduleRoute, async (c) => {
      const result = await rescheduleBooking(services, { ...parsedBooking(c.req.valid("json")) }, network);
      if (result.ok) return c.json({ data: { booking: result.booking, manageToken: result.manageToken } }, 200);
      return refusedAnswer(c, result);
    })
    .openapi(cancelRoute, async (c) => {
      const result = await cancelBooking(services, c.req.valid("json").token, network);
      if (result.ok) return c.json({ data: { booking: result.booking } }, 200);
      return refusedAnswer(c, result);
    })
    .openapi(bookRoute, async (c) => {
      const result = await bookDemo(services, parsedBooking(c.req.valid("json")), network);
      if (result.ok) return c.json({ data: { booking: result.booking, manageToken: result.manageToken } }, 201);
      return refusedAnswer(c, result);
    });
}

function parsedBooking(input: z.infer<typeof bookSchema>) {
  return { token: input.token, start: new Date(input.start), timeZone: input.timeZone };
}

/** A refusal: 429 with Retry-After for a used-up limit, else the status of its kind. */
function refusedAnswer(c: Context, result: Problem & { retryAfterSeconds?: number }) {
  const { retryAfterSeconds, message } = result;
  return retryAfterSeconds ? tooManyRequestsAnswer(c, { message, retryAfterSeconds }) : problemAnswer(c, result);
}
