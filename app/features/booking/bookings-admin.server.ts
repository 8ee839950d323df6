import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Page } from "#app/lib/list-query.ts";
import { containsText, pageOf, sortOrder } from "#app/lib/list-sql.server.ts";
import type { Database } from "#db/client.ts";
import { demoBookings, leads, salesAvailability, staffUsers } from "#db/schema.ts";
import { type AvailabilityInput, BOOKINGS_PAGE_SIZE, type BookingListQuery } from "./bookings-admin-schemas.ts";

// Demo booking in the back office: each salesperson's own availability, and the bookings with their leads.

/** A salesperson's availability as the form shows it; null before they first save one. */
export async function availabilityOf(db: Database, staffId: string): Promise<AvailabilityInput | null> {
  const [row] = await db
    .select({
      timeZone: salesAvailability.timeZone,
      officeCity: salesAvailability.officeCity,
      meetingUrl: salesAvailability.meetingUrl,
      weeklyHours: salesAvailability.weeklyHours,
      daysOff: salesAvailability.daysOff,
      active: salesAvailability.active,
    })
    .from(salesAvailability)
    .where(eq(salesAvailability.staffId, staffId));
  return row ?? null;
}

/** Saves a salesperson's availability; bookings already made stay as they are. */
export async function saveAvailability(db: Database, staffId: string, input: AvailabilityInput) {
  const daysOff = [...new Set(input.daysOff)].sort();
  const values = { ...input, daysOff, updatedAt: new Date() };
  await db
    .insert(salesAvailability)
    .values({ staffId, ...values })
    .onConflictDoUpdate({ target: salesAvailability.staffId, set: values });
  return { ...input, daysOff };
}

export type BookingRow = {
  id: string;
  status: "booked" | "cancelled";
  startsAt: string;
  leadId: string;
  leadName: string;
  company: string;
  email: string;
  salesName: string;
  createdAt: string;
};

/** One page of the bookings, with their leads and salespeople. */
export async function listBookings(db: Database, query: BookingListQuery): Promise<Page<BookingRow>> {
  const where = and(
    query.status ? eq(demoBookings.status, query.status) : undefined,
    query.when === "upcoming" ? gt(demoBookings.endsAt, sql`now()`) : undefined,
    query.when === "past" ? lte(demoBookings.endsAt, sql`now()`) : undefined,
    containsText(query.q, [leads.company, leads.email, leads.firstName, leads.lastName, staffUsers.name]),
  );
  const order = sortOrder(
    query.sort,
    {
      startsAt: demoBookings.startsAt,
      company: leads.company,
      salesName: staffUsers.name,
      createdAt: demoBookings.createdAt,
    },
    demoBookings.startsAt,
  );
  const base = () =>
    db
      .select({
        id: demoBookings.id,
        status: demoBookings.status,
        startsAt: demoBookings.startsAt,
        leadId: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        company: leads.company,
        email: leads.email,
        salesName: staffUsers.name,
        createdAt: demoBookings.createdAt,
      })
      .from(demoBookings)
      .innerJoin(leads, eq(leads.id, demoBookings.leadId))
      .innerJoin(staffUsers, eq(staffUsers.id, demoBookings.staffId));
  const [rows, [totals]] = await Promise.all([
    base()
      .where(where)
      .orderBy(order, demoBookings.id)
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((query.page - 1) * BOOKINGS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(demoBookings)
      .innerJoin(leads, eq(leads.id, demoBookings.leadId))
      .innerJoin(staffUsers, eq(staffUsers.id, demoBookings.staffId))
      .where(where),
  ]);
  const data = rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    leadName: `${firstName} ${lastName}`.trim(),
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
  return pageOf(data, totals, query.page, BOOKINGS_PAGE_SIZE);
}
