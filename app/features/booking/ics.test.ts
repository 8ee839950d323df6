import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, type Invite, renderInvite } from "./ics.ts";

const invite: Invite = {
  method: "REQUEST",
  uid: "5f0c1f8e-2b1c-4d6e-9a51-0d3c1e2f4a5b@marut.example",
  sequence: 0,
  stamp: new Date("2026-12-03T08:00:00Z"),
  start: new Date("2026-12-09T09:30:00Z"),
  end: new Date("2026-12-09T10:00:00Z"),
  summary: "Marut demo: Ağır Taşıma, Lojistik; and friends",
  description:
    "A 30-minute call about your fleet.\nReschedule or cancel: https://marut.example/book-a-demo/manage?t=abc",
  meetingUrl: "https://meet.example/marut-sales/abc-def?pwd=1;2,3",
  organizer: { name: "Priya Nair, Sales", email: "priya@marut.example" },
  attendees: [
    { name: "Anna Müller", email: "anna@example.de" },
    { name: "Priya Nair, Sales", email: "priya@marut.example" },
  ],
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}

describe("renderInvite", () => {
  it("writes an RFC 5545 request that a calendar parser reads back field by field", () => {
    const text = renderInvite(invite);
    const { calendar, event } = parsed(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.getFirstPropertyValue("uid")).toBe(invite.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(event.getFirstPropertyValue("summary")).toBe(invite.summary);
    expect(event.getFirstPropertyValue("description")).toBe(invite.description);
    expect(event.getFirstPropertyValue("location")).toBe(invite.meetingUrl);
    expect(event.getFirstPropertyValue("url")).toBe(invite.meetingUrl);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe("2026-12-09T09:30:00.000Z");
    expect(end.toJSDate().toISOString()).toBe("2026-12-09T10:00:00.000Z");
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe(
      "2026-12-03T08:00:00.000Z",
    );
    const organizer = event.getFirstProperty("organizer");
    expect(organizer?.getFirstValue()).toBe("mailto:priya@marut.example");
    expect(organizer?.getParameter("cn")).toBe("Priya Nair, Sales");
    const attendees = event.getAllProperties("attendee");
    expect(attendees.map((attendee: ICAL.Property) => attendee.getFirstValue())).toEqual([
      "mailto:anna@example.de",
      "mailto:priya@marut.example",
    ]);
    expect(attendees[0]?.getParameter("cn")).toBe("Anna Müller");
    expect(attendees[0]?.getParameter("rsvp")).toBe("TRUE");
  });

  it("ends every line with CRLF and keeps each within 75 octets, multi-byte characters whole", () => {
    const text = renderInvite({ ...invite, description: "ü".repeat(200) });
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(Buffer.from(text).toString("utf8")).not.toContain("\ufffd");
    expect(parsed(text).event.getFirstPropertyValue("description")).toBe("ü".repeat(200));
  });

  it("cancels with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE on the same UID", () => {
    const { calendar, event } = parsed(renderInvite({ ...invite, method: "CANCEL", sequence: 2 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("uid")).toBe(invite.uid);
  });
});

describe("the text helpers", () => {
  it("escapes TEXT and folds with a leading space", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    const folded = foldLine(`DESCRIPTION:${"x".repeat(100)}`);
    expect(folded.split("\r\n")[1]?.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"x".repeat(100)}\r\n`);
  });
});
