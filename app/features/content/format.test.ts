import { describe, expect, it } from "vitest";
import { formatEventTime, formatTimeZone, tagInSentence, tagLabel } from "./format.ts";

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

describe("tag labels", () => {
  it("keep the capitals of places and products", () => {
    expect(tagLabel("east-africa")).toBe("East Africa");
    expect(tagLabel("fleet-sense")).toBe("Fleet Sense");
    expect(tagLabel("india")).toBe("India");
    expect(tagLabel("adas")).toBe("ADAS");
  });

  it("write other tags in sentence case, and in lower case inside a sentence", () => {
    expect(tagLabel("oil-and-gas")).toBe("Oil and gas");
    expect(tagInSentence("oil-and-gas")).toBe("oil and gas");
    expect(tagInSentence("east-africa")).toBe("East Africa");
  });
});
