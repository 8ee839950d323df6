// Every date and time the product shows or sends goes through this module. Each format is one
// cached Intl.DateTimeFormat with an explicit time zone, so the server's and the reader's zones
// never change a result (server rendering and hydration agree).
//
// - Content dates (articles, legal pages, closing dates) are calendar dates ("2026-03-12"): shown as the day they name.
// - A moment (a timestamp: an application sent, a stage changed, a file uploaded) is read on the company's
//   reporting clock, IST, for its day as for its time: "12 March 2026" and "12 March 2026, 14:05 IST" name the
//   same day, whatever the reader's or the server's zone.
// - An event's time is shown in the event's own zone: "Thu, 18 February 2027, 10:00–16:30 IST (UTC+5:30)".
// - Machines get ISO 8601 (sitemap, JSON-LD, CSV, file names) and RFC 822 (RSS).

/** The zone of the head office in Bengaluru (the directory's first office), in which staff read and report times. */
export const reportingTimeZone = "Asia/Kolkata";

/** Short names for the zones the company works in; other zones show their UTC offset only. */
const zoneAbbreviations: Record<string, string> = {
  "Asia/Kolkata": "IST",
  "Asia/Calcutta": "IST",
  "Asia/Dubai": "GST",
  "Africa/Dar_es_Salaam": "EAT",
  "Africa/Nairobi": "EAT",
  "Africa/Kampala": "EAT",
  "Etc/UTC": "UTC",
  UTC: "UTC",
};

const longDay = { day: "numeric", month: "long", year: "numeric" } as const;
const calendarDate = new Intl.DateTimeFormat("en-GB", { ...longDay, timeZone: "UTC" });
const reportingDay = new Intl.DateTimeFormat("en-GB", { ...longDay, timeZone: reportingTimeZone });
const calendarMonth = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: reportingTimeZone });
const clockTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: reportingTimeZone,
});
const reportingZoneName = zoneAbbreviations[reportingTimeZone] ?? reportingTimeZone;

/** A "YYYY-MM-DD" calendar date, an ISO timestamp or a Date as an instant. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** True for a "YYYY-MM-DD" calendar date, which names a day rather than a moment. */
function isCalendarDate(value: string | Date): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * A day, long: "12 March 2026". A calendar date ("2026-03-12": content dates, closing dates, legal pages) is the
 * day it names; a moment (a timestamp or a Date: submitted, uploaded, posted) is the day it fell on in the
 * reporting zone, the day `formatDateTime` shows with its time.
 */
export function formatDate(value: string | Date): string {
  return isCalendarDate(value) ? calendarDate.format(toDate(value)) : reportingDay.format(toDate(value));
}

/** "2026-10" as "October 2026"; a year alone stays as it is. */
export function formatMonth(value: string): string {
  return /^\d{4}-\d{2}$/.test(value) ? calendarMonth.format(new Date(`${value}-01T00:00:00Z`)) : value;
}

/** A day in the reporting zone, short, for tables: "12 Mar 2026". */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** A moment in the reporting zone, its day as `formatDate` writes it, with the zone's name: "12 March 2026, 14:05 IST". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return `${reportingDay.format(date)}, ${clockTime.format(date)} ${reportingZoneName}`;
}

/** Formatters for a zone other than the reporting one (events, booking slots), created once per zone. */
const zoneFormatters = new Map<
  string,
  { offset: Intl.DateTimeFormat; day: Intl.DateTimeFormat; slotDay: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();
function formattersFor(timeZone: string) {
  let formatters = zoneFormatters.get(timeZone);
  if (!formatters) {
    formatters = {
      offset: new Intl.DateTimeFormat("en-GB", { timeZoneName: "shortOffset", timeZone }),
      day: new Intl.DateTimeFormat("en-GB", {
        weekday: "short",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone,
      }),
      slotDay: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "short", timeZone }),
      time: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
    };
    zoneFormatters.set(timeZone, formatters);
  }
  return formatters;
}

/** A time zone as people read it at a given moment, e.g. "IST (UTC+5:30)", "GST (UTC+4)", or "UTC+1" alone. */
export function formatTimeZone(timeZone: string, at: Date): string {
  const offset = formattersFor(timeZone)
    .offset.formatToParts(at)
    .find((part) => part.type === "timeZoneName")
    ?.value.replace(/^GMT/, "UTC");
  const utc = offset === undefined || offset === "UTC+0" ? "UTC" : offset;
  const name = zoneAbbreviations[timeZone];
  if (!name) return utc;
  // A no-break space keeps the name and its offset on one line.
  return name === utc ? name : `${name}\u00a0(${utc})`;
}

/** An event's time in its own time zone, e.g. "Thu, 18 February 2027, 10:00–16:30 IST (UTC+5:30)". */
export function formatEventTime(start: string, end: string, timeZone: string): string {
  const { day, time } = formattersFor(timeZone);
  const startDate = new Date(start);
  const endDate = new Date(end);
  const zone = formatTimeZone(timeZone, startDate);
  const sameDay = day.format(startDate) === day.format(endDate);
  return sameDay
    ? `${day.format(startDate)}, ${time.format(startDate)}–${time.format(endDate)} ${zone}`
    : `${day.format(startDate)} ${time.format(startDate)} to ${day.format(endDate)} ${time.format(endDate)} ${zone}`;
}

/** ISO 8601 calendar date in UTC, "2026-03-12": sitemap lastmod, file names, date comparisons. Today by default. */
export function isoDate(value: string | Date = new Date()): string {
  return toDate(value).toISOString().slice(0, 10);
}

/** RFC 822 date for RSS, e.g. "Thu, 12 Mar 2026 09:00:00 GMT"; a calendar date is dated 09:00 UTC. */
export function rfc822Date(value: string | Date): string {
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T09:00:00Z`) : toDate(value);
  return date.toUTCString();
}

/** The zone's offset from UTC, in milliseconds, at the instant `at`. */
function zoneOffsetMs(timeZone: string, at: number): number {
  const label = formattersFor(timeZone)
    .offset.formatToParts(new Date(at))
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(label ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return (match[1] === "-" ? -1 : 1) * minutes * 60_000;
}

/**
 * A wall-clock date and time in a named IANA zone as the instant it means, e.g.
 * ("2027-02-18", "10:00", "Asia/Kolkata") → 2027-02-18T04:30:00Z. A time that a
 * daylight-saving change skips is read with the offset in force before it.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = wall - zoneOffsetMs(timeZone, wall);
  return new Date(wall - zoneOffsetMs(timeZone, first));
}

/**
 * True when `timeZone` is an IANA zone name this runtime knows, e.g. "Asia/Kolkata": a name, not an
 * offset such as "+05:30" (which Intl also takes), so a zone follows its daylight-saving rules.
 */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A time of day in the reporting zone, with its name: "14:05 IST" (e.g. when a draft was last saved). */
export function formatClockTime(value: string | Date): string {
  return `${clockTime.format(toDate(value))} ${reportingZoneName}`;
}

/**
 * A wall-clock date and time in a named IANA zone written as ISO 8601 with
 * the zone's UTC offset at that moment, e.g. ("2027-02-18", "10:00",
 * "Asia/Kolkata") → "2027-02-18T10:00:00+05:30".
 */
export function zonedIsoDateTime(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const offset = Math.round((wall - zonedTimeToInstant(date, time, timeZone).getTime()) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${date}T${time}:00${sign}${hours}:${minutes}`;
}

/**
 * The wall-clock date and time of an instant in a named zone, as a schedule
 * form shows it: ("2027-02-18T04:30:00Z", "Asia/Kolkata") → { date:
 * "2027-02-18", time: "10:00" }. The inverse of zonedTimeToInstant.
 */
export function wallClockIn(value: string | Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A moment's day in `timeZone` as a booking names it: "Tuesday 9 Dec". */
export function formatSlotDay(at: Date, timeZone: string): string {
  return formattersFor(timeZone).slotDay.format(at).replace(",", "");
}

/** A moment's clock time in `timeZone`: "10:30". */
export function formatClock(at: Date, timeZone: string): string {
  return formattersFor(timeZone).time.format(at);
}

/**
 * A booked time in plain words, in the reader's zone and then the other side's office:
 * "Tuesday 9 Dec, 10:30 in your time (Europe/Berlin), 15:00 in Bengaluru".
 */
export function formatMeetingTime(at: Date, reader: string, office: { timeZone: string; city: string }): string {
  return `${formatSlotDay(at, reader)}, ${formatClock(at, reader)} in your time (${reader}), ${formatClock(at, office.timeZone)} in ${office.city}`;
}
