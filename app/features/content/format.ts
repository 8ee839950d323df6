/** "2026-09-14" → "14 September 2026" (dates are calendar dates: no time zone shift). */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An event's time in its own time zone, e.g. "Thu 18 February 2027, 10:00–16:30 IST". */
export function formatEventTime(start: string, end: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const zone = new Intl.DateTimeFormat("en-GB", { timeZoneName: "short", timeZone })
    .formatToParts(new Date(start))
    .find((part) => part.type === "timeZoneName")?.value;
  const startDate = new Date(start);
  const endDate = new Date(end);
  const sameDay = day.format(startDate) === day.format(endDate);
  return sameDay
    ? `${day.format(startDate)}, ${time.format(startDate)}–${time.format(endDate)} ${zone ?? ""}`.trim()
    : `${day.format(startDate)} ${time.format(startDate)} to ${day.format(endDate)} ${time.format(endDate)} ${zone ?? ""}`.trim();
}

export function tagLabel(tag: string): string {
  const known: Record<string, string> = { adas: "ADAS", esg: "ESG", dsm: "DSM", api: "API", csr: "CSR" };
  return tag
    .split("-")
    .map((word, index) => known[word] ?? (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(" ");
}
