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
