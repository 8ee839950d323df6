import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingMessages, teamAvailability } from "#app/features/booking/booking.server.ts";
import { demoBookings, outboxAttachments, outboxMessages } from "#db/schema.ts";
import { bookableLead, salesperson } from "#tests/support/booking.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();
let ip = 0;
const db = () => database.handle.db;
const client = () => t.client({ "x-forwarded-for": `203.0.113.${++ip % 250}` }).api.bookings;

async function firstSlots(count = 2) {
  const { slots } = await teamAvailability({ db: db() });
  return slots.slice(0, count).map((slot) => slot.start.toString());
}

describe("POST /api/bookings", () => {
  it("books a slot, mails both sides an invite and queues the reminders", async () => {
    const sales = await salesperson(db());
    const lead = await bookableLead(db());
    const [start] = await firstSlots();
    const booked = await expectStatus(
      client().$post({ json: { token: lead.token, start: start as string, timeZone: "Europe/Berlin" } }),
      201,
    );
    expect(booked.data.booking).toMatchObject({
      status: "booked",
      salesName: sales.name,
      visitorTimeZone: "Europe/Berlin",
    });
    expect(booked.data.booking.startsAt).toBe(new Date(start as string).toISOString());
    const mail = await db().select().from(outboxMessages);
    const now = mail.filter((row) => row.nextAttemptAt.getTime() <= Date.now() + 1000);
    expect(now.map((row) => [row.kind, row.toAddress]).sort()).toEqual(
      [
        ["demo-booking-confirmed", lead.email],
        ["demo-booking-sales", sales.email],
      ].sort(),
    );
    const files = await db().select().from(outboxAttachments);
    expect(files).toHaveLength(2);
    expect(files[0]?.content).toContain("METHOD:REQUEST");
    // The first slot is within a day: only the one-hour reminders are due later.
    const later = mail.filter((row) => row.kind === "demo-booking-reminder");
    expect(later.length).toBeGreaterThanOrEqual(2);
    for (const row of later) expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("answers the losers of a race for one salesperson's slot with 409: exactly one of 20 wins", async () => {
    await salesperson(db());
    const visitors = await Promise.all(Array.from({ length: 20 }, () => bookableLead(db())));
    const [start] = await firstSlots();
    const answers = await Promise.all(
      visitors.map((lead) =>
        client().$post({ json: { token: lead.token, start: start as string, timeZone: "Europe/Berlin" } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(((await answer.json()) as { message: string }).message).toBe(bookingMessages.taken);
    }
    expect(await db().select().from(demoBookings)).toHaveLength(1);
  });

  it("gives a slot to the salesperson booked least recently, then to the next", async () => {
    const earlier = await salesperson(db(), { name: "Ravi Kumar", lastBookedAt: new Date("2026-01-01T00:00:00Z") });
    const later = await salesperson(db(), { name: "Meera Iyer", lastBookedAt: new Date("2026-06-01T00:00:00Z") });
    const [start] = await firstSlots();
    const first = await expectStatus(
      client().$post({ json: { token: (await bookableLead(db())).token, start: start as string, timeZone: "UTC" } }),
      201,
    );
    const second = await expectStatus(
      client().$post({ json: { token: (await bookableLead(db())).token, start: start as string, timeZone: "UTC" } }),
      201,
    );
    expect([first.data.booking.salesName, second.data.booking.salesName]).toEqual([earlier.name, later.name]);
  });

  it("refuses an expired link, an unknown one, a time outside hours and a second booking", async () => {
    await salesperson(db());
    const [start, next] = (await firstSlots()) as [string, string];
    const expired = await bookableLead(db(), { expiresInMs: -1000 });
    const gone = await client().$post({ json: { token: expired.token, start, timeZone: "UTC" } });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { message: string }).message).toBe(bookingMessages.linkExpired);
    const unknown = await client().$post({ json: { token: "x".repeat(43), start, timeZone: "UTC" } });
    expect(unknown.status).toBe(404);
    const lead = await bookableLead(db());
    const offGrid = new Date(new Date(start).getTime() + 7 * 60_000).toISOString();
    const outside = await client().$post({ json: { token: lead.token, start: offGrid, timeZone: "UTC" } });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { message: string }).message).toBe(bookingMessages.outsideHours);
    const soon = await client().$post({
      json: { token: lead.token, start: new Date(Date.now() + 60 * 60_000).toISOString(), timeZone: "UTC" },
    });
    expect(soon.status).toBe(400);
    expect(((await soon.json()) as { message: string }).message).toBe(bookingMessages.tooSoon);
    const badZone = await client().$post({ json: { token: lead.token, start, timeZone: "Mars/Olympus" } });
    expect(badZone.status).toBe(400);
    await expectStatus(client().$post({ json: { token: lead.token, start, timeZone: "UTC" } }), 201);
    const again = await client().$post({ json: { token: lead.token, start: next, timeZone: "UTC" } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(bookingMessages.alreadyBooked);
  });
});

describe("the no-overlap constraint", () => {
  it("refuses a second booking over a salesperson's booked time, whoever writes it, but not over a cancelled one", async () => {
    const sales = await salesperson(db());
    const [a, b, c] = await Promise.all([bookableLead(db()), bookableLead(db()), bookableLead(db())]);
    const row = (leadId: string, start: string, status: "booked" | "cancelled" = "booked") => ({
      leadId,
      staffId: sales.id,
      startsAt: new Date(start),
      endsAt: new Date(new Date(start).getTime() + 30 * 60_000),
      visitorTimeZone: "UTC",
      status,
      manageTokenHash: crypto.randomUUID(),
    });
    await db()
      .insert(demoBookings)
      .values(row(a.id, "2027-01-04T10:00:00Z", "cancelled"));
    await db().insert(demoBookings).values(row(b.id, "2027-01-04T10:00:00Z"));
    const overlap = await db()
      .insert(demoBookings)
      .values(row(c.id, "2027-01-04T10:15:00Z"))
      .then(
        () => "inserted",
        (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
      );
    expect(overlap).toBe("23P01");
    // Back to back is not an overlap: ranges are [start, end).
    await db().insert(demoBookings).values(row(c.id, "2027-01-04T10:30:00Z"));
  });
});

describe("rescheduling and cancelling", () => {
  it("moves a booking with a higher SEQUENCE, then cancels it with METHOD:CANCEL", async () => {
    await salesperson(db());
    const lead = await bookableLead(db());
    const [start, next] = (await firstSlots()) as [string, string];
    const booked = await expectStatus(client().$post({ json: { token: lead.token, start, timeZone: "UTC" } }), 201);
    const manage = booked.data.manageToken;
    const moved = await expectStatus(
      client().reschedule.$post({ json: { token: manage, start: next, timeZone: "Europe/Berlin" } }),
      200,
    );
    expect(moved.data.booking.startsAt).toBe(new Date(next).toISOString());
    const [row] = await db().select().from(demoBookings).where(eq(demoBookings.leadId, lead.id));
    expect(row?.sequence).toBe(1);
    const cancelled = await expectStatus(client().cancel.$post({ json: { token: manage } }), 200);
    expect(cancelled.data.booking.status).toBe("cancelled");
    const files = await db().select().from(outboxAttachments);
    expect(files.some((file) => file.content.includes("METHOD:CANCEL") && file.content.includes("SEQUENCE:2"))).toBe(
      true,
    );
    // The reminders of both times are withdrawn.
    const reminders = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, "demo-booking-reminder"));
    expect(reminders).toHaveLength(0);
    // A cancelled booking frees its slot for someone else.
    const other = await bookableLead(db());
    await expectStatus(client().$post({ json: { token: other.token, start: next, timeZone: "UTC" } }), 201);
    const late = await client().reschedule.$post({ json: { token: manage, start, timeZone: "UTC" } });
    expect(late.status).toBe(410);
  });
});
