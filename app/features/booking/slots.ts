import type { Weekday, WeeklyHours } from "#app/domain/booking.ts";
import { weekdays } from "#app/domain/booking.ts";

// The bookable times of the sales team, computed with Temporal: a salesperson's
// weekly hours are read in their own zone, day by day, so a daylight-saving
// change on either side moves the instants and never the local hours.

/** Every demo call is this long, and slots start this far apart. */
export const SLOT_MINUTES = 30;
/** The earliest a call can be booked: this long from now, so the salesperson can prepare. */
export const BOOKING_NOTICE_HOURS = 4;
/** How far ahead the calendar offers times. */
export const BOOKING_HORIZON_DAYS = 28;

/** What the slot computation needs of a salesperson. */
export type SalesCalendar = {
  staffId: string;
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** "YYYY-MM-DD" in their zone. */
  daysOff: readonly string[];
  /** When they were last given a booking; round robin takes the least recent (never first). */
  lastBookedAt: Date | null;
};

/** A booking that holds a salesperson's time. */
export type BusyTime = { staffId: string; startsAt: Date; endsAt: Date };

/** A free slot and, in round-robin order, the salespeople free at it. */
export type OpenSlot = { start: Temporal.Instant; staffIds: string[] };

/** "09:30" as minutes from midnight. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const weekdayOf = (date: Temporal.PlainDate): Weekday => weekdays[date.dayOfWeek - 1] as Weekday;

/**
 * The instant a wall-clock time has in a zone: the earlier of two when the wall time repeats (autumn),
 * none when it does not exist there (the hour skipped in spring).
 */
function instantAt(date: Temporal.PlainDate, time: Temporal.PlainTime, timeZone: string): Temporal.Instant | undefined {
  const wall = date.toPlainDateTime(time);
  const zoned = wall.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  return Temporal.PlainDateTime.compare(zoned.toPlainDateTime(), wall) === 0 ? zoned.toInstant() : undefined;
}

/**
 * The slot starts of one salesperson's working hours between `from` (inclusive) and `to` (exclusive):
 * every 30 minutes within each stretch of hours, in their zone, on days they work and are not off.
 * An ambiguous wall time (the hour repeated in autumn) is the first of its two instants.
 */
export function workingSlots(
  calendar: SalesCalendar,
  from: Temporal.Instant,
  to: Temporal.Instant,
): Temporal.Instant[] {
  const { timeZone } = calendar;
  const daysOff = new Set(calendar.daysOff);
  const slots: Temporal.Instant[] = [];
  let day = from.toZonedDateTimeISO(timeZone).toPlainDate();
  const lastDay = to.toZonedDateTimeISO(timeZone).toPlainDate();
  const fromMs = from.epochMilliseconds;
  const toMs = to.epochMilliseconds;
  while (Temporal.PlainDate.compare(day, lastDay) <= 0) {
    if (!daysOff.has(day.toString())) {
      const stretches = calendar.weeklyHours[weekdayOf(day)] ?? [];
      // Most days keep one offset from midnight to midnight: their slots are whole minutes from
      // the day's start. A day with a change (or an unusual start) goes through Temporal slot by slot.
      const dayStart = stretches.length > 0 ? day.toZonedDateTime(timeZone) : undefined;
      const steady =
        dayStart !== undefined &&
        dayStart.hour === 0 &&
        dayStart.minute === 0 &&
        dayStart.add({ days: 1 }).offsetNanoseconds === dayStart.offsetNanoseconds &&
        dayStart.hoursInDay === 24;
      for (const hours of stretches) {
        const startMinute = minutesOf(hours.start);
        const endMinute = minutesOf(hours.end);
        for (let minute = startMinute; minute + SLOT_MINUTES <= endMinute; minute += SLOT_MINUTES) {
          const startMs = steady
            ? dayStart.epochMilliseconds + minute * 60_000
            : instantAt(day, Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }), timeZone)
                ?.epochMilliseconds;
          if (startMs !== undefined && startMs >= fromMs && startMs < toMs) {
            slots.push(Temporal.Instant.fromEpochMilliseconds(startMs));
          }
        }
      }
    }
    day = day.add({ days: 1 });
  }
  return slots;
}

/** The first instant a call may start at: now plus the notice period. */
export function earliestStart(now: Temporal.Instant): Temporal.Instant {
  return now.add({ hours: BOOKING_NOTICE_HOURS });
}

/** Round robin: the salesperson booked least recently first, never-booked ones before all, then by id. */
export function roundRobinOrder(calendars: readonly SalesCalendar[]): SalesCalendar[] {
  return [...calendars].sort((a, b) => {
    const at = a.lastBookedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    const bt = b.lastBookedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    return at === bt ? a.staffId.localeCompare(b.staffId) : at - bt;
  });
}

/**
 * The team's open slots from the notice period on to the horizon: a slot is open when at least
 * one salesperson works then and has no booking overlapping it. Each slot lists its free
 * salespeople in round-robin order, so the first is the one a booking goes to.
 */
export function openSlots(
  calendars: readonly SalesCalendar[],
  busy: readonly BusyTime[],
  now: Temporal.Instant,
  horizonDays = BOOKING_HORIZON_DAYS,
): OpenSlot[] {
  const from = earliestStart(now);
  const to = now.add({ hours: 24 * horizonDays });
  const busyOf = new Map<string, { start: number; end: number }[]>();
  for (const time of busy) {
    const list = busyOf.get(time.staffId) ?? [];
    list.push({ start: time.startsAt.getTime(), end: time.endsAt.getTime() });
    busyOf.set(time.staffId, list);
  }
  const slotMs = SLOT_MINUTES * 60_000;
  const bySlot = new Map<number, string[]>();
  for (const calendar of roundRobinOrder(calendars)) {
    const taken = busyOf.get(calendar.staffId) ?? [];
    for (const start of workingSlots(calendar, from, to)) {
      const startMs = start.epochMilliseconds;
      const endMs = startMs + slotMs;
      if (taken.some((time) => time.start < endMs && startMs < time.end)) continue;
      const free = bySlot.get(startMs);
      if (free) free.push(calendar.staffId);
      else bySlot.set(startMs, [calendar.staffId]);
    }
  }
  return [...bySlot.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ms, staffIds]) => ({ start: Temporal.Instant.fromEpochMilliseconds(ms), staffIds }));
}
