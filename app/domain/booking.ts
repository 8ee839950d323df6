import { z } from "../lib/validation.ts";
import { namedValues } from "./named-values.ts";

// Demo booking: a visitor whose lead is verified books a 30-minute call with a
// salesperson. The statuses of a booking and the days of a salesperson's week.

/** Where a demo booking stands. A cancelled booking frees its slot (the exclusion constraint skips it). */
export const [bookingStatuses, bookingStatusSchema, bookingStatusLabels] = namedValues(["booked", "cancelled"], {
  booked: "Booked",
  cancelled: "Cancelled",
});
export type BookingStatus = (typeof bookingStatuses)[number];

/** The days of a week as ISO numbers them (Temporal's dayOfWeek: Monday 1 … Sunday 7), keyed by name. */
export const [weekdays, weekdaySchema, weekdayLabels] = namedValues(["mon", "tue", "wed", "thu", "fri", "sat", "sun"], {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
});
export type Weekday = (typeof weekdays)[number];

/** A stretch of working time on one day, "09:00"–"17:30" in the salesperson's zone. */
export type WorkingHours = { start: string; end: string };
/** The hours of each day of the week; a day without hours is not worked. */
export type WeeklyHours = Partial<Record<Weekday, WorkingHours[]>>;

export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, e.g. 09:30.");

/** The `email_tokens` purpose of the link that lets a verified lead book a demo (/book-a-demo?t=…). */
export const bookingLinkPurpose = "demo-booking";
/** How long that link works: the wizard hands it over and the lead's confirmation email carries it. */
export const BOOKING_LINK_DAYS = 14;
/** The address of the booking page for a link's token. */
export const bookingPagePath = (token: string) => `/book-a-demo?t=${encodeURIComponent(token)}`;
/** The address of the page that reschedules or cancels a booking, for its own token. */
export const manageBookingPath = (token: string) => `/book-a-demo/manage?t=${encodeURIComponent(token)}`;
