import { isTimeZone } from "./dates.ts";
import { revisionSchema } from "./revisions.ts";
import { z } from "./validation.ts";

// The requests every edited document of the back office (content items,
// campaigns) takes besides its own fields: a workflow step and a schedule,
// each over the revision the editor shows.

/** A workflow step (publish, pause, send now…) names the revision the page shows, like every change. */
export const documentActionSchema = z.object({ revision: revisionSchema });

/** Schedule for a date and time in a named time zone (the back office offers the reporting zone). */
export const documentScheduleSchema = z.object({
  revision: revisionSchema,
  date: z.iso.date("Give the date as YYYY-MM-DD."),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:MM, e.g. 09:30."),
  timeZone: z.string().max(64).refine(isTimeZone, "Choose a time zone such as Asia/Kolkata."),
});
