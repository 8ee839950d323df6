import { bookingStatuses, clockTimeSchema, weekdays } from "#app/domain/booking.ts";
import { searchParam, sortedPageQuery } from "#app/lib/filtered-lists.ts";
import { optional } from "#app/lib/list-query.ts";
import { z } from "#app/lib/validation.ts";
import { timeZoneField } from "./schemas.ts";

// The back office's side of demo booking: a salesperson's availability form,
// and the list of bookings. Shared by the pages and server/api/admin/bookings.routes.ts.

export const BOOKINGS_PAGE_SIZE = 25;
export const bookingSortKeys = ["startsAt", "company", "salesName", "createdAt"] as const;

export const bookingListQuerySchema = sortedPageQuery(
  z.object({
    status: optional(z.enum(bookingStatuses, { message: "Choose booked or cancelled." })),
    when: optional(z.enum(["upcoming", "past"], { message: "Choose upcoming or past calls." })),
    q: searchParam,
  }),
  bookingSortKeys,
  "startsAt",
);
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const hoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((hours) => minutesOf(hours.end) - minutesOf(hours.start) >= 30, {
    message: "End at least 30 minutes after the start.",
    path: ["end"],
  });

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter days off as dates, e.g. 2026-12-25.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter days off as real dates.");

export const availabilitySchema = z.object({
  timeZone: timeZoneField,
  officeCity: z
    .string({ message: "Enter the city of your office." })
    .trim()
    .min(1, "Enter the city of your office.")
    .max(80, "Enter at most 80 characters."),
  meetingUrl: z
    .string({ message: "Enter your meeting link." })
    .trim()
    .max(500, "The link is at most 500 characters.")
    .pipe(z.url({ protocol: /^https$/, message: "Enter a meeting link that starts with https://." })),
  weeklyHours: z
    .object(
      Object.fromEntries(weekdays.map((day) => [day, z.array(hoursSchema).max(4).optional()])) as Record<
        (typeof weekdays)[number],
        z.ZodOptional<z.ZodArray<typeof hoursSchema>>
      >,
    )
    .strict(),
  daysOff: z.array(isoDay).max(366, "List at most 366 days off."),
  active: z.boolean(),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
