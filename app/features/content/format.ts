import { solutionNames } from "../../domain/solutions.ts";

/** "2026-09-14" → "14 September 2026" (dates are calendar dates: no time zone shift). */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

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

/** A time zone as people read it at a given moment, e.g. "IST (UTC+5:30)", "GST (UTC+4)", or "UTC+1" alone. */
export function formatTimeZone(timeZone: string, at: Date): string {
  const offset = new Intl.DateTimeFormat("en-GB", { timeZoneName: "shortOffset", timeZone })
    .formatToParts(at)
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
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const startDate = new Date(start);
  const endDate = new Date(end);
  const zone = formatTimeZone(timeZone, startDate);
  const sameDay = day.format(startDate) === day.format(endDate);
  return sameDay
    ? `${day.format(startDate)}, ${time.format(startDate)}–${time.format(endDate)} ${zone}`
    : `${day.format(startDate)} ${time.format(startDate)} to ${day.format(endDate)} ${time.format(endDate)} ${zone}`;
}

/** Tags that name something: shown with their own capitals wherever they appear. */
const tagNames: Record<string, string> = {
  adas: "ADAS",
  api: "API",
  csr: "CSR",
  dsm: "DSM",
  esg: "ESG",
  india: "India",
  gulf: "Gulf",
  "east-africa": "East Africa",
  ...solutionNames,
};

/** A tag as a label: "east-africa" → "East Africa", "oil-and-gas" → "Oil and gas". */
export function tagLabel(tag: string): string {
  const name = tagNames[tag];
  if (name) return name;
  return tag
    .split("-")
    .map((word, index) => tagNames[word] ?? (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(" ");
}

/** A tag inside a sentence: "oil-and-gas" → "oil and gas", but "east-africa" → "East Africa". */
export function tagInSentence(tag: string): string {
  return (
    tagNames[tag] ??
    tag
      .split("-")
      .map((word) => tagNames[word] ?? word)
      .join(" ")
  );
}
