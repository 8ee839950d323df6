import { randomUUID } from "node:crypto";
import { BOOKING_LINK_DAYS, bookingLinkPurpose, type WeeklyHours } from "#app/domain/booking.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#db/client.ts";
import { emailTokens, leads, salesAvailability, staffUsers } from "#db/schema.ts";

/** Every day, all day (00:00–23:30 and the last half hour), in the salesperson's zone: any slot is in hours. */
export const roundTheClock: WeeklyHours = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start: "00:00", end: "23:30" }]]),
);

/** A verified lead as the wizard stores one, with the token of its booking link. */
export async function bookableLead(
  db: Database,
  lead: { email?: string; firstName?: string; expiresInMs?: number } = {},
): Promise<{ id: string; token: string; email: string }> {
  const id = randomUUID();
  const email = lead.email ?? `lead-${id.slice(0, 8)}@fleet.example`;
  await db.insert(leads).values({
    id,
    fleetSize: "16-49",
    interestedIn: ["ADAS"],
    countryId: "DE",
    countryName: "Germany",
    state: "Berlin",
    company: "Spree Logistik GmbH",
    firstName: lead.firstName ?? "Anna",
    lastName: "Müller",
    email,
    phone: "+49 30 1234567",
    vehicles: { available: true, qty: 20 },
    assets: { available: false, qty: 0 },
  });
  const token = generateToken();
  await db.insert(emailTokens).values({
    purpose: bookingLinkPurpose,
    tokenHash: hashToken(token),
    subjectId: id,
    expiresAt: new Date(Date.now() + (lead.expiresInMs ?? BOOKING_LINK_DAYS * 24 * 60 * 60_000)),
  });
  return { id, token, email };
}

/** A salesperson with a bookable week. */
export async function salesperson(
  db: Database,
  person: { name?: string; timeZone?: string; weeklyHours?: WeeklyHours; daysOff?: string[]; lastBookedAt?: Date } = {},
): Promise<{ id: string; email: string; name: string }> {
  const id = randomUUID();
  const name = person.name ?? "Priya Nair";
  const email = `sales-${id.slice(0, 8)}@marut.example`;
  await db.insert(staffUsers).values({ id, email, name, role: "sales", passwordHash: "not-a-hash" });
  await db.insert(salesAvailability).values({
    staffId: id,
    timeZone: person.timeZone ?? "Asia/Kolkata",
    officeCity: "Bengaluru",
    weeklyHours: person.weeklyHours ?? roundTheClock,
    daysOff: person.daysOff ?? [],
    meetingUrl: `https://meet.example/${name.toLowerCase().replace(/\W+/g, "-")}`,
    lastBookedAt: person.lastBookedAt ?? null,
  });
  return { id, email, name };
}
