// Calendar invites (RFC 5545 iCalendar with RFC 5546 iTIP methods), written out
// directly: one event per invite, times in UTC, lines folded at 75 octets.

export type InvitePerson = { name: string; email: string };

export type Invite = {
  method: "REQUEST" | "CANCEL";
  /** Stable for the booking's life: a reschedule or cancel updates the event with this UID. */
  uid: string;
  /** Raised by every change that is sent again. */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The meeting link: the event's LOCATION and URL. */
  meetingUrl: string;
  organizer: InvitePerson;
  attendees: InvitePerson[];
};

const CRLF = "\r\n";
/** Octets in a content line before it is folded (RFC 5545 §3.1), the line break not counted. */
const LINE_OCTETS = 75;

/** A UTC DATE-TIME: 20261209T093000Z. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** `value` without control characters (C0 and DEL), which no content line may carry. */
function withoutControls(value: string): string {
  let out = "";
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x20 && code !== 0x7f) out += character;
  }
  return out;
}

/** A parameter value, quoted when it holds `:`, `;` or `,`; a double quote cannot appear in one (§3.2). */
function paramValue(value: string): string {
  const clean = withoutControls(value).replace(/"/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A URI value (LOCATION is TEXT, URL is URI): control characters removed. */
const uriValue = (value: string) => withoutControls(value).replace(/ /g, "");

/**
 * One content line, folded so that no line exceeds 75 octets: a break and a space are inserted
 * between characters (never inside a UTF-8 sequence), the space counting on the continued line.
 */
export function foldLine(line: string): string {
  let out = "";
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > LINE_OCTETS) {
      out += current + CRLF;
      current = ` ${character}`;
      octets = 1 + size;
    } else {
      current += character;
      octets += size;
    }
  }
  return out + current + CRLF;
}

function person(property: "ORGANIZER" | "ATTENDEE", who: InvitePerson, attendee: boolean): string {
  const params = [`CN=${paramValue(who.name)}`];
  if (attendee) params.push("ROLE=REQ-PARTICIPANT", "PARTSTAT=NEEDS-ACTION", "RSVP=TRUE");
  return `${property};${params.join(";")}:mailto:${uriValue(who.email)}`;
}

/** The invite as a text/calendar body (CRLF line ends, folded). */
export function renderInvite(invite: Invite): string {
  const cancelled = invite.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Marut//Demo booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsDateTime(invite.stamp)}`,
    `DTSTART:${icsDateTime(invite.start)}`,
    `DTEND:${icsDateTime(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.meetingUrl)}`,
    `URL:${uriValue(invite.meetingUrl)}`,
    person("ORGANIZER", invite.organizer, false),
    ...invite.attendees.map((attendee) => person("ATTENDEE", attendee, true)),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("");
}

/** The attachment's MIME type, with the method calendar programs read. */
export const inviteContentType = (method: Invite["method"]) => `text/calendar; charset=utf-8; method=${method}`;
