import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { demoOffices } from "#db/demo-directory.ts";
import {
  formatDate,
  formatDateTime,
  formatEventTime,
  formatMonth,
  formatShortDate,
  formatTimeZone,
  isoDate,
  isTimeZone,
  reportingTimeZone,
  rfc822Date,
  wallClockIn,
  zonedTimeToInstant,
} from "./dates.ts";

describe("calendar dates", () => {
  it("read a calendar date as the day it names, and a timestamp on the head office's clock", () => {
    expect(formatDate("2026-03-12")).toBe("12 March 2026");
    expect(formatDate("2026-03-12T23:30:00.000Z")).toBe("13 March 2026");
    expect(formatDate("2026-03-12T00:10:00.000Z")).toBe("12 March 2026");
    expect(formatDate(new Date(Date.UTC(2026, 10, 1)))).toBe("1 November 2026");
  });

  it("name a month, and leave a year alone", () => {
    expect(formatMonth("2026-10")).toBe("October 2026");
    expect(formatMonth("2026-01")).toBe("January 2026");
    expect(formatMonth("2025")).toBe("2025");
  });
});

describe("one zone for an applicant's and a staff member's dates", () => {
  // 20:33 UTC on 1 December is 02:03 IST on 2 December: a moment is read on the head office's clock.
  const lateEvening = "2026-12-01T20:33:00.000Z";

  it("shows a moment's day in IST, the same day its time is shown on, in one format", () => {
    expect(formatDate(lateEvening)).toBe("2 December 2026");
    expect(formatDate(new Date(lateEvening))).toBe("2 December 2026");
    expect(formatDateTime(lateEvening)).toBe("2 December 2026, 02:03 IST");
    expect(formatDateTime(lateEvening).startsWith(formatDate(lateEvening))).toBe(true);
    expect(formatShortDate(lateEvening)).toBe("2 Dec 2026");
  });

  it("keeps a calendar date the day it names", () => {
    expect(formatDate("2026-12-01")).toBe("1 December 2026");
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
  });
});

describe("time zone names", () => {
  it("takes IANA names and refuses offsets, which Intl also takes but which know no daylight saving", () => {
    for (const zone of ["Asia/Kolkata", "Europe/Berlin", "Africa/Dar_es_Salaam", "Etc/GMT+5", "UTC"]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["+05:30", "-01:00", "", "Mars/Olympus_Mons", "Europe/Berlin;"]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});

describe("times of day", () => {
  it("are shown in the head office's zone, the first office of the demo directory's", () => {
    expect(reportingTimeZone).toBe(demoOffices[0]?.timeZone);
  });

  it("carry the zone's name and cross midnight with it", () => {
    expect(formatDateTime("2026-03-12T23:30:00.000Z")).toBe("13 March 2026, 05:00 IST");
    expect(formatDateTime(new Date("2026-03-12T08:05:00.000Z"))).toBe("12 March 2026, 13:35 IST");
    expect(formatShortDate("2026-03-12T23:30:00.000Z")).toBe("13 Mar 2026");
  });
});

describe("machine formats", () => {
  it("give ISO 8601 calendar dates in UTC", () => {
    expect(isoDate("2026-03-12T23:30:00.000+05:30")).toBe("2026-03-12");
    expect(isoDate(new Date("2026-03-12T23:30:00.000Z"))).toBe("2026-03-12");
    expect(isoDate("2026-03-12")).toBe("2026-03-12");
    expect(isoDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("give RFC 822 dates for RSS, a calendar date at 09:00 UTC", () => {
    expect(rfc822Date("2026-03-12")).toBe("Thu, 12 Mar 2026 09:00:00 GMT");
    expect(rfc822Date("2026-03-12T14:05:09.000Z")).toBe("Thu, 12 Mar 2026 14:05:09 GMT");
  });
});

describe("formatEventTime", () => {
  it("names every zone as its abbreviation with its UTC offset, in one format", () => {
    expect(formatEventTime("2027-02-18T10:00:00+05:30", "2027-02-18T16:30:00+05:30", "Asia/Kolkata")).toBe(
      "Thu, 18 February 2027, 10:00–16:30 IST\u00a0(UTC+5:30)",
    );
    expect(formatEventTime("2027-03-04T08:00:00+04:00", "2027-03-04T10:00:00+04:00", "Asia/Dubai")).toBe(
      "Thu, 4 March 2027, 08:00–10:00 GST\u00a0(UTC+4)",
    );
    expect(formatEventTime("2026-11-10T09:00:00+03:00", "2026-11-11T17:00:00+03:00", "Africa/Dar_es_Salaam")).toBe(
      "Tue, 10 November 2026 09:00 to Wed, 11 November 2026 17:00 EAT\u00a0(UTC+3)",
    );
  });

  it("falls back to the UTC offset alone for a zone without a familiar abbreviation", () => {
    expect(formatTimeZone("Europe/Berlin", new Date("2027-01-15T12:00:00Z"))).toBe("UTC+1");
    expect(formatTimeZone("Etc/UTC", new Date("2027-01-15T12:00:00Z"))).toBe("UTC");
  });
});

describe("the machine's time zone", () => {
  // Server rendering and the browser must agree: run every format in processes with other zones.
  const moduleUrl = new URL("./dates.ts", import.meta.url).href;
  const script = `
    const d = await import(${JSON.stringify(moduleUrl)});
    const at = "2026-03-12T23:30:00.000Z";
    console.log(JSON.stringify([
      d.formatDate("2026-03-12"), d.formatDate(at), d.formatMonth("2026-10"), d.formatShortDate(at),
      d.formatDateTime(at), d.formatEventTime("2027-02-18T10:00:00+05:30", "2027-02-18T16:30:00+05:30", "Asia/Kolkata"),
      d.isoDate(at), d.rfc822Date("2026-03-12"),
    ]));`;
  const formatIn = (timeZone: string): string[] =>
    JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        env: { ...process.env, TZ: timeZone },
        cwd: fileURLToPath(new URL(".", import.meta.url)),
        encoding: "utf8",
      }),
    );

  it("changes no result", () => {
    const inUtc = formatIn("UTC");
    expect(inUtc[4]).toBe("13 March 2026, 05:00 IST");
    expect(formatIn("America/Los_Angeles")).toEqual(inUtc);
    expect(formatIn("Pacific/Kiritimati")).toEqual(inUtc);
  });
});

describe("wall clocks of a schedule form", () => {
  it("reads an instant on a zone's clock, the inverse of zonedTimeToInstant, across a date line and a DST change", () => {
    expect(wallClockIn("2027-02-18T04:30:00Z", "Asia/Kolkata")).toEqual({ date: "2027-02-18", time: "10:00" });
    expect(wallClockIn("2027-02-18T20:00:00Z", "Asia/Kolkata")).toEqual({ date: "2027-02-19", time: "01:30" });
    for (const [date, time, zone] of [
      ["2027-03-28", "03:15", "Europe/London"],
      ["2027-11-07", "23:45", "America/New_York"],
      ["2027-01-01", "00:00", "Africa/Dar_es_Salaam"],
    ] as const) {
      expect(wallClockIn(zonedTimeToInstant(date, time, zone), zone)).toEqual({ date, time });
    }
  });
});
