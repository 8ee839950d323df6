import { describe, expect, it } from "vitest";
import { formatMeetingTime } from "#app/lib/dates.ts";
import { earliestStart, openSlots, roundRobinOrder, type SalesCalendar, workingSlots } from "./slots.ts";

const weekdaysNineToFive = {
  mon: [{ start: "09:00", end: "17:00" }],
  tue: [{ start: "09:00", end: "17:00" }],
  wed: [{ start: "09:00", end: "17:00" }],
  thu: [{ start: "09:00", end: "17:00" }],
  fri: [{ start: "09:00", end: "17:00" }],
};

const kolkata: SalesCalendar = {
  staffId: "a",
  timeZone: "Asia/Kolkata",
  weeklyHours: weekdaysNineToFive,
  daysOff: [],
  lastBookedAt: null,
};

const at = (iso: string) => Temporal.Instant.from(iso);
/** Slots as "DD HH:MM" in UTC. */
const utcTimes = (slots: Temporal.Instant[]) =>
  slots.map((slot) => `${slot.toString().slice(8, 10)} ${slot.toString().slice(11, 16)}`);
const inZone = (instant: Temporal.Instant, zone: string) =>
  instant.toZonedDateTimeISO(zone).toPlainDateTime().toString();

describe("workingSlots", () => {
  it("gives 16 half-hour slots per working day in the salesperson's zone, none at the weekend", () => {
    // Monday 7 to Sunday 13 December 2026.
    const slots = workingSlots(kolkata, at("2026-12-06T18:30:00Z"), at("2026-12-13T18:30:00Z"));
    expect(slots).toHaveLength(5 * 16);
    expect(inZone(slots[0] as Temporal.Instant, "Asia/Kolkata")).toBe("2026-12-07T09:00:00");
    expect(inZone(slots.at(-1) as Temporal.Instant, "Asia/Kolkata")).toBe("2026-12-11T16:30:00");
    expect(slots.every((slot) => slot.toZonedDateTimeISO("Asia/Kolkata").dayOfWeek <= 5)).toBe(true);
  });

  it("leaves out days off and keeps split hours apart", () => {
    const calendar: SalesCalendar = {
      ...kolkata,
      weeklyHours: {
        tue: [
          { start: "09:00", end: "10:00" },
          { start: "14:00", end: "15:30" },
        ],
      },
      daysOff: ["2026-12-15"],
    };
    const slots = workingSlots(calendar, at("2026-12-07T00:00:00Z"), at("2026-12-17T00:00:00Z"));
    expect(slots.map((slot) => inZone(slot, "Asia/Kolkata"))).toEqual([
      "2026-12-08T09:00:00",
      "2026-12-08T09:30:00",
      "2026-12-08T14:00:00",
      "2026-12-08T14:30:00",
      "2026-12-08T15:00:00",
    ]);
  });

  it("skips the wall times a spring change removes and takes the first of repeated ones in autumn", () => {
    const berlinNight: SalesCalendar = {
      staffId: "b",
      timeZone: "Europe/Berlin",
      weeklyHours: { sun: [{ start: "01:00", end: "04:00" }] },
      daysOff: [],
      lastBookedAt: null,
    };
    const spring = workingSlots(berlinNight, at("2026-03-28T12:00:00Z"), at("2026-03-29T12:00:00Z"));
    // 02:00 and 02:30 do not exist on 29 March 2026 in Berlin.
    expect(utcTimes(spring)).toEqual(["29 00:00", "29 00:30", "29 01:00", "29 01:30"]);
    const autumn = workingSlots(berlinNight, at("2026-10-24T12:00:00Z"), at("2026-10-25T12:00:00Z"));
    // 02:00 and 02:30 happen twice on 25 October 2026: each is offered once, in summer time.
    expect(utcTimes(autumn)).toEqual(["24 23:00", "24 23:30", "25 00:00", "25 00:30", "25 02:00", "25 02:30"]);
  });
});

describe("openSlots", () => {
  it("offers nothing in the past or inside the notice period", () => {
    const now = at("2026-12-07T05:10:00Z"); // 10:40 in Kolkata
    const slots = openSlots([kolkata], [], now, 1);
    expect(earliestStart(now).toString()).toBe("2026-12-07T09:10:00Z");
    // The first slot at or after 14:40 IST is 15:00 IST.
    expect(inZone((slots[0] as { start: Temporal.Instant }).start, "Asia/Kolkata")).toBe("2026-12-07T15:00:00");
    expect(slots.every((slot) => Temporal.Instant.compare(slot.start, earliestStart(now)) >= 0)).toBe(true);
  });

  it("drops a salesperson's booked time and lists the free ones least recently booked first", () => {
    const second: SalesCalendar = { ...kolkata, staffId: "b", lastBookedAt: new Date("2026-12-01T00:00:00Z") };
    const first: SalesCalendar = { ...kolkata, staffId: "c", lastBookedAt: new Date("2026-11-01T00:00:00Z") };
    const now = at("2026-12-06T00:00:00Z");
    const busy = [
      { staffId: "c", startsAt: new Date("2026-12-07T03:30:00Z"), endsAt: new Date("2026-12-07T04:00:00Z") },
    ];
    const slots = openSlots([second, first], busy, now, 2);
    const nine = slots.find((slot) => slot.start.toString() === "2026-12-07T03:30:00Z");
    const nineThirty = slots.find((slot) => slot.start.toString() === "2026-12-07T04:00:00Z");
    expect(nine?.staffIds).toEqual(["b"]);
    expect(nineThirty?.staffIds).toEqual(["c", "b"]);
    expect(roundRobinOrder([second, first, { ...kolkata, staffId: "z" }]).map((c) => c.staffId)).toEqual([
      "z",
      "c",
      "b",
    ]);
  });

  it("shows a Kolkata salesperson's hours to a Berlin visitor across the spring and autumn changes", () => {
    const spring = openSlots([kolkata], [], at("2026-03-26T00:00:00Z"), 6);
    const friday = spring.find((slot) => inZone(slot.start, "Asia/Kolkata") === "2026-03-27T09:00:00");
    const monday = spring.find((slot) => inZone(slot.start, "Asia/Kolkata") === "2026-03-30T09:00:00");
    // 09:00 IST is 04:30 in Berlin before the change and 05:30 after it.
    expect(inZone((friday as { start: Temporal.Instant }).start, "Europe/Berlin")).toBe("2026-03-27T04:30:00");
    expect(inZone((monday as { start: Temporal.Instant }).start, "Europe/Berlin")).toBe("2026-03-30T05:30:00");
    // Nothing on the weekend of the change; the same 16 slots each weekday.
    const days = new Map<string, number>();
    for (const slot of spring) {
      const day = slot.start.toZonedDateTimeISO("Asia/Kolkata").toPlainDate().toString();
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    expect([...days.keys()]).not.toContain("2026-03-29");
    expect(days.get("2026-03-30")).toBe(16);
    expect(
      formatMeetingTime(new Date(monday?.start.epochMilliseconds ?? 0), "Europe/Berlin", {
        timeZone: "Asia/Kolkata",
        city: "Bengaluru",
      }),
    ).toBe("Monday 30 Mar, 05:30 in your time (Europe/Berlin), 09:00 in Bengaluru");

    const autumn = openSlots([kolkata], [], at("2026-10-22T00:00:00Z"), 6);
    const before = autumn.find((slot) => inZone(slot.start, "Asia/Kolkata") === "2026-10-23T15:00:00");
    const after = autumn.find((slot) => inZone(slot.start, "Asia/Kolkata") === "2026-10-26T15:00:00");
    expect(inZone((before as { start: Temporal.Instant }).start, "Europe/Berlin")).toBe("2026-10-23T11:30:00");
    expect(inZone((after as { start: Temporal.Instant }).start, "Europe/Berlin")).toBe("2026-10-26T10:30:00");
  });
});
