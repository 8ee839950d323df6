import { isTimeZone } from "#app/lib/dates.ts";
import { z } from "#app/lib/validation.ts";

// The booking contract, shared by the booking pages' forms and the API.

/** The token of a booking or manage link: base64url, as generateToken writes it. */
export const linkToken = z
  .string({ message: "This booking link is not valid. Please use the link from your email." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "This booking link is not valid. Please use the link from your email.");

export const timeZoneField = z
  .string({ message: "Please choose your time zone." })
  .trim()
  .max(64, "Please choose your time zone from the list.")
  .refine(isTimeZone, "Please choose your time zone from the list.");

/** A slot's start as the page offers it: an ISO 8601 instant. */
export const slotStart = z
  .string({ message: "Please pick a time." })
  .trim()
  .max(40, "Please pick a time from the list.")
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
    "Please pick a time from the list.",
  );

export const bookSchema = z.object({ token: linkToken, start: slotStart, timeZone: timeZoneField });
export type BookInput = z.infer<typeof bookSchema>;
export const cancelSchema = z.object({ token: linkToken });
