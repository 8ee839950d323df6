import { beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import { teamAvailability } from "#app/features/booking/booking.server.ts";
import type { AvailabilityInput } from "#app/features/booking/bookings-admin-schemas.ts";
import { bookableLead, salesperson } from "#tests/support/booking.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// Demo booking in the back office (sales and admin): each salesperson's own
// availability, and the bookings list with its leads.

const { database, t } = setUpTestApp();
const staff = {} as Record<StaffRole, StaffSession>;

beforeEach(async () => {
  Object.assign(staff, await signInEveryRole(t));
});

const admin = (who: StaffSession) => t.client({ ...who.headers, ...who.csrf }).api.admin;

const week: AvailabilityInput = {
  timeZone: "Europe/Berlin",
  officeCity: "Berlin",
  meetingUrl: "https://meet.example/sales-berlin",
  weeklyHours: {
    mon: [
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ],
    fri: [{ start: "09:00", end: "13:00" }],
  },
  daysOff: ["2026-12-28", "2026-12-24", "2026-12-24"],
  active: true,
};

describe("availability", () => {
  it("is each salesperson's own: null at first, then what they saved, days off sorted once each", async () => {
    expect((await expectStatus(admin(staff.sales).availability.$get(), 200)).data).toBeNull();
    const saved = await expectStatus(admin(staff.sales).availability.$put({ json: week }), 200);
    expect(saved.data.daysOff).toEqual(["2026-12-24", "2026-12-28"]);
    expect((await expectStatus(admin(staff.sales).availability.$get(), 200)).data).toMatchObject({
      timeZone: "Europe/Berlin",
      weeklyHours: week.weeklyHours,
    });
    expect((await expectStatus(admin(staff.admin).availability.$get(), 200)).data).toBeNull();
  });

  it("refuses hours shorter than a slot, an unknown zone and a link that is not https", async () => {
    const bad = await admin(staff.sales).availability.$put({
      json: {
        ...week,
        timeZone: "Europe/Atlantis",
        meetingUrl: "http://meet.example/x",
        weeklyHours: { tue: [{ start: "10:00", end: "10:15" }] },
      },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(["meetingUrl", "timeZone", "weeklyHours.tue.0.end"]);
  });

  it("is for sales and admin only", async () => {
    for (const role of ["hr", "marketing"] as const) {
      expect((await admin(staff[role]).availability.$get()).status).toBe(403);
      expect((await admin(staff[role]).bookings.$get({ query: {} })).status).toBe(403);
    }
  });
});

describe("the bookings list", () => {
  it("lists bookings with their leads and filters by status and text", async () => {
    const sales = await salesperson(database.handle.db, { name: "Ravi Kumar" });
    const lead = await bookableLead(database.handle.db);
    const { slots } = await teamAvailability({ db: database.handle.db });
    const start = slots[0]?.start.toString() ?? "";
    await expectStatus(
      t
        .client({ "x-forwarded-for": "203.0.113.9" })
        .api.bookings.$post({ json: { token: lead.token, start, timeZone: "UTC" } }),
      201,
    );
    const list = await expectStatus(admin(staff.sales).bookings.$get({ query: {} }), 200);
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      leadId: lead.id,
      salesName: sales.name,
      status: "booked",
      company: "Spree Logistik GmbH",
    });
    expect(
      (await expectStatus(admin(staff.sales).bookings.$get({ query: { status: "cancelled" } }), 200)).meta.total,
    ).toBe(0);
    expect((await expectStatus(admin(staff.sales).bookings.$get({ query: { q: "spree" } }), 200)).meta.total).toBe(1);
    expect((await admin(staff.sales).bookings.$get({ query: { status: "lost" as "booked" } })).status).toBe(400);
  });
});
