import type { WeeklyHours } from "#app/domain/booking.ts";
import { BOOKING_HORIZON_DAYS, type BusyTime, openSlots, type SalesCalendar } from "#app/features/booking/slots.ts";

// The demo-booking calendar's cost (scripts/bench.ts, row "availability"): the team's open
// slots for 10 salespeople over the 4-week horizon, in five zones, each with split days, days
// off and a booking every few hours, computed as the booking page computes them per request.

const zones = ["Asia/Kolkata", "Europe/Berlin", "Africa/Nairobi", "Asia/Dubai", "America/New_York"];
const splitDay = [
  { start: "09:00", end: "12:30" },
  { start: "13:30", end: "18:00" },
];
const week: WeeklyHours = { mon: splitDay, tue: splitDay, wed: splitDay, thu: splitDay, fri: splitDay };

/** Ten calendars and their bookings, starting `now`. */
export function benchTeam(now: Temporal.Instant): { calendars: SalesCalendar[]; busy: BusyTime[] } {
  const calendars = Array.from({ length: 10 }, (_, i) => ({
    staffId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    timeZone: zones[i % zones.length] as string,
    weeklyHours: week,
    daysOff: [
      now
        .add({ hours: 24 * (3 + i) })
        .toZonedDateTimeISO("UTC")
        .toPlainDate()
        .toString(),
    ],
    lastBookedAt: new Date(now.epochMilliseconds - i * 3_600_000),
  }));
  const busy: BusyTime[] = [];
  for (const calendar of calendars) {
    for (let hours = 5; hours < 24 * BOOKING_HORIZON_DAYS; hours += 7) {
      const start = now.add({ hours }).round({ smallestUnit: "minutes", roundingIncrement: 30, roundingMode: "floor" });
      busy.push({
        staffId: calendar.staffId,
        startsAt: new Date(start.epochMilliseconds),
        endsAt: new Date(start.epochMilliseconds + 30 * 60_000),
      });
    }
  }
  return { calendars, busy };
}

/** Computes the open slots `runs` times; answers the slots found and the milliseconds per computation (mean, p95). */
export function measureAvailability(runs = 200) {
  const now = Temporal.Now.instant();
  const { calendars, busy } = benchTeam(now);
  for (let i = 0; i < 10; i++) openSlots(calendars, busy, now);
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    slots = openSlots(calendars, busy, now).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return { slots, bookings: busy.length, meanMs: mean, p95Ms: times[Math.floor(times.length * 0.95)] ?? mean };
}
