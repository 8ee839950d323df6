import { and, desc, eq, gt, lt, ne, type SQL, sql } from "drizzle-orm";
import { BOOKING_LINK_DAYS, bookingLinkPurpose, bookingPagePath, manageBookingPath } from "#app/domain/booking.ts";
import { formatClock, formatMeetingTime, formatSlotDay } from "#app/lib/dates.ts";
import { enqueueEmailsWithFiles, type ScheduledEmail, withdrawPendingEmails } from "#app/lib/outbox.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#db/client.ts";
import { demoBookings, emailTokens, leads, salesAvailability, staffUsers } from "#db/schema.ts";
import { type Invite, inviteContentType, renderInvite } from "./ics.ts";
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_NOTICE_HOURS,
  earliestStart,
  type OpenSlot,
  openSlots,
  type SalesCalendar,
  SLOT_MINUTES,
} from "./slots.ts";

// Booking a demo call: the signed link proves the verified lead, the slot is
// offered from the team's calendars, and the database decides who wins a slot
// (the exclusion constraint demo_bookings_no_overlap, migration 0017).

/** Requests per client address and per lead address (server/rate-limit.ts through services.rateLimiter). */
export const bookingRateLimits = {
  perIp: { bucket: "demo-booking-ip", limit: 30, windowMs: 10 * 60_000 },
  perAddress: { bucket: "demo-booking-address", limit: 10, windowMs: 60 * 60_000 },
} as const;

export const bookingMessages = {
  taken: "That time was just taken. Please pick another one.",
  outsideHours: "That time is not one our sales team offers. Please pick a time from the list.",
  tooSoon: `Calls can be booked from ${BOOKING_NOTICE_HOURS} hours ahead. Please pick a later time.`,
  linkExpired: "This booking link has expired. Send the form again, or write to us, and we will send you a new one.",
  linkUnknown: "This booking link is not valid. Please use the link from your email.",
  alreadyBooked: "You already have a call booked. Use the link in its email to move or cancel it.",
  cancelled: "This call was cancelled. You can book another time from your confirmation email.",
  tooMany: "There have been too many booking attempts. Please wait a few minutes and try again.",
} as const;

/** The lead a booking link or a booking stands for, as the booking pages show it. */
export type BookingLead = { id: string; firstName: string; lastName: string; email: string; company: string };

/** A booking as its pages and the back office show it. */
export type BookingView = {
  id: string;
  status: "booked" | "cancelled";
  startsAt: string;
  endsAt: string;
  visitorTimeZone: string;
  salesName: string;
  salesTimeZone: string;
  officeCity: string;
  meetingUrl: string;
};

const HOUR_MS = 60 * 60_000;
const slotMs = SLOT_MINUTES * 60_000;

/** The team's calendars: every active salesperson's availability. */
async function salesCalendars(db: Database) {
  return db
    .select({
      staffId: salesAvailability.staffId,
      timeZone: salesAvailability.timeZone,
      weeklyHours: salesAvailability.weeklyHours,
      daysOff: salesAvailability.daysOff,
      lastBookedAt: salesAvailability.lastBookedAt,
      meetingUrl: salesAvailability.meetingUrl,
      officeCity: salesAvailability.officeCity,
      name: staffUsers.name,
      email: staffUsers.email,
    })
    .from(salesAvailability)
    .innerJoin(staffUsers, eq(staffUsers.id, salesAvailability.staffId))
    .where(eq(salesAvailability.active, true));
}
type TeamMember = Awaited<ReturnType<typeof salesCalendars>>[number];

/** Bookings that hold time between two moments. */
async function busyBetween(db: Database, from: Date, to: Date, except?: string) {
  return db
    .select({ staffId: demoBookings.staffId, startsAt: demoBookings.startsAt, endsAt: demoBookings.endsAt })
    .from(demoBookings)
    .where(
      and(
        ne(demoBookings.status, "cancelled"),
        lt(demoBookings.startsAt, to),
        gt(demoBookings.endsAt, from),
        ...(except ? [ne(demoBookings.id, except)] : []),
      ),
    );
}

/** The open slots from now, and who would take each (the first of its staffIds). */
export async function teamAvailability(
  services: Pick<Services, "db">,
  options: { now?: Temporal.Instant; except?: string } = {},
): Promise<{ slots: OpenSlot[]; team: Map<string, TeamMember> }> {
  const now = options.now ?? Temporal.Now.instant();
  const team = await salesCalendars(services.db);
  const from = new Date(now.epochMilliseconds);
  const to = new Date(now.epochMilliseconds + (BOOKING_HORIZON_DAYS + 1) * 24 * HOUR_MS);
  const busy = await busyBetween(services.db, from, to, options.except);
  const calendars: SalesCalendar[] = team;
  return { slots: openSlots(calendars, busy, now), team: new Map(team.map((member) => [member.staffId, member])) };
}

/** The lead behind a booking link, or why the link does not work. */
export async function leadForBookingLink(
  services: Pick<Services, "db">,
  token: string,
): Promise<{ ok: true; lead: BookingLead; booking: BookingView | null; manageToken?: never } | Problem> {
  const [row] = await services.db
    .select({
      expiresAt: emailTokens.expiresAt,
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      company: leads.company,
    })
    .from(emailTokens)
    .innerJoin(leads, eq(leads.id, emailTokens.subjectId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, bookingLinkPurpose)));
  if (!row) return problem("not-found", bookingMessages.linkUnknown);
  if (row.expiresAt.getTime() <= Date.now()) return problem("gone", bookingMessages.linkExpired);
  const { expiresAt: _expires, ...lead } = row;
  return { ok: true, lead, booking: await activeBookingOf(services.db, lead.id) };
}

const bookingColumns = {
  id: demoBookings.id,
  status: demoBookings.status,
  startsAt: demoBookings.startsAt,
  endsAt: demoBookings.endsAt,
  visitorTimeZone: demoBookings.visitorTimeZone,
  salesName: staffUsers.name,
  salesTimeZone: salesAvailability.timeZone,
  officeCity: salesAvailability.officeCity,
  meetingUrl: salesAvailability.meetingUrl,
};

function viewOf(row: {
  id: string;
  status: "booked" | "cancelled";
  startsAt: Date;
  endsAt: Date;
  visitorTimeZone: string;
  salesName: string;
  salesTimeZone: string | null;
  officeCity: string | null;
  meetingUrl: string | null;
}): BookingView {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    salesTimeZone: row.salesTimeZone ?? "UTC",
    officeCity: row.officeCity ?? "our office",
    meetingUrl: row.meetingUrl ?? "",
  };
}

/** Bookings with their salesperson's details, newest first. */
async function bookingsWhere(db: Database, where: SQL | undefined): Promise<BookingView[]> {
  const rows = await db
    .select(bookingColumns)
    .from(demoBookings)
    .innerJoin(staffUsers, eq(staffUsers.id, demoBookings.staffId))
    .leftJoin(salesAvailability, eq(salesAvailability.staffId, demoBookings.staffId))
    .where(where)
    .orderBy(desc(demoBookings.startsAt));
  return rows.map(viewOf);
}

/** A lead's booking that is not cancelled, if any. */
async function activeBookingOf(db: Database, leadId: string): Promise<BookingView | null> {
  const [booking] = await bookingsWhere(db, and(eq(demoBookings.leadId, leadId), ne(demoBookings.status, "cancelled")));
  return booking ?? null;
}

/** Every booking of a lead, newest first (the lead's page in the back office). */
export function bookingsOfLead(db: Database, leadId: string): Promise<BookingView[]> {
  return bookingsWhere(db, eq(demoBookings.leadId, leadId));
}

/** The booking a manage link stands for, with its lead. */
export async function bookingForManageLink(services: Pick<Services, "db">, token: string) {
  const [row] = await services.db
    .select({
      ...bookingColumns,
      leadId: demoBookings.leadId,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      company: leads.company,
    })
    .from(demoBookings)
    .innerJoin(staffUsers, eq(staffUsers.id, demoBookings.staffId))
    .innerJoin(leads, eq(leads.id, demoBookings.leadId))
    .leftJoin(salesAvailability, eq(salesAvailability.staffId, demoBookings.staffId))
    .where(eq(demoBookings.manageTokenHash, hashToken(token)));
  if (!row) return problem("not-found", bookingMessages.linkUnknown);
  const { leadId, firstName, lastName, email, company, ...booking } = row;
  return {
    ok: true as const,
    booking: viewOf(booking),
    lead: { id: leadId, firstName, lastName, email, company } satisfies BookingLead,
  };
}

/** Whether `start` is a slot the team offers now, and who is free at it, in round-robin order. */
function checkSlot(slots: OpenSlot[], start: Date, now: Temporal.Instant): { ok: true; staffIds: string[] } | Problem {
  const at = start.getTime();
  if (at < earliestStart(now).epochMilliseconds) return problem("invalid", bookingMessages.tooSoon, "start");
  const slot = slots.find((candidate) => candidate.start.epochMilliseconds === at);
  if (!slot) return problem("invalid", bookingMessages.outsideHours, "start");
  return { ok: true, staffIds: slot.staffIds };
}

/** PostgreSQL's exclusion_violation: another booking holds that salesperson's time. */
const isOverlap = (error: unknown) => codeOf(error) === "23P01";
/** unique_violation: the lead's one active booking exists already. */
const isDuplicate = (error: unknown) => codeOf(error) === "23505";
function codeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string") return e.code;
  }
  return undefined;
}

/** The emails of a new or moved booking, rendered before its transaction. */
async function bookingEmails(
  services: Services,
  input: {
    bookingId: string;
    sequence: number;
    lead: BookingLead & { phone: string; fleetSize: string };
    member: TeamMember;
    start: Date;
    visitorTimeZone: string;
    manageToken: string;
    rescheduled: boolean;
  },
): Promise<{ now: ScheduledEmail[]; reminders: ScheduledEmail[] }> {
  const { lead, member, start, visitorTimeZone, manageToken, rescheduled } = input;
  const end = new Date(start.getTime() + slotMs);
  const office = { timeZone: member.timeZone, city: member.officeCity };
  const visitorWhen = formatMeetingTime(start, visitorTimeZone, office);
  const salesWhen = formatMeetingTime(start, member.timeZone, { timeZone: visitorTimeZone, city: lead.company });
  const manageUrl = `${services.publicUrl}${manageBookingPath(manageToken)}`;
  const leadName = `${lead.firstName} ${lead.lastName}`.trim();
  const invite = renderInvite(
    inviteFor(services, input.bookingId, input.sequence, "REQUEST", lead, member, start, end),
  );
  const attachments = [{ filename: "invite.ics", contentType: inviteContentType("REQUEST"), content: invite }];
  const [visitor, sales, ...reminders] = await Promise.all([
    services.renderEmail("demo-booking-confirmed", {
      firstName: lead.firstName,
      when: visitorWhen,
      salesName: member.name,
      meetingUrl: member.meetingUrl,
      manageUrl,
      rescheduled,
    }),
    services.renderEmail("demo-booking-sales", {
      salesName: member.name,
      when: salesWhen,
      lead: { name: leadName, company: lead.company, email: lead.email, phone: lead.phone, fleetSize: lead.fleetSize },
      meetingUrl: member.meetingUrl,
      leadUrl: `${services.publicUrl}/admin/leads/${lead.id}`,
      rescheduled,
    }),
    ...([24, 1] as const).flatMap((hoursBefore) => [
      services.renderEmail("demo-booking-reminder", {
        recipient: lead.firstName,
        when: visitorWhen,
        meetingUrl: member.meetingUrl,
        manageUrl,
        hoursBefore,
      }),
      services.renderEmail("demo-booking-reminder", {
        recipient: member.name,
        when: salesWhen,
        meetingUrl: member.meetingUrl,
        manageUrl: null,
        hoursBefore,
      }),
    ]),
  ]);
  const reminderAt = (hours: number) => new Date(start.getTime() - hours * HOUR_MS);
  const due = (hours: number) => reminderAt(hours).getTime() > Date.now();
  const [visitorDay, salesDay, visitorHour, salesHour] = reminders as [
    (typeof reminders)[number],
    (typeof reminders)[number],
    (typeof reminders)[number],
    (typeof reminders)[number],
  ];
  return {
    now: [
      { kind: "demo-booking-confirmed", to: lead.email, email: visitor, attachments },
      { kind: "demo-booking-sales", to: member.email, email: sales, attachments, headers: { "Reply-To": lead.email } },
    ],
    reminders: [
      ...(due(24)
        ? [
            { kind: "demo-booking-reminder", to: lead.email, email: visitorDay, sendAt: reminderAt(24) },
            { kind: "demo-booking-reminder", to: member.email, email: salesDay, sendAt: reminderAt(24) },
          ]
        : []),
      ...(due(1)
        ? [
            { kind: "demo-booking-reminder", to: lead.email, email: visitorHour, sendAt: reminderAt(1) },
            { kind: "demo-booking-reminder", to: member.email, email: salesHour, sendAt: reminderAt(1) },
          ]
        : []),
    ],
  };
}

function inviteFor(
  services: Pick<Services, "publicUrl">,
  bookingId: string,
  sequence: number,
  method: Invite["method"],
  lead: BookingLead,
  member: Pick<TeamMember, "name" | "email" | "meetingUrl">,
  start: Date,
  end: Date,
): Invite {
  const domain = new URL(services.publicUrl).hostname;
  return {
    method,
    uid: `${bookingId}@${domain}`,
    sequence,
    stamp: new Date(),
    start,
    end,
    summary: `Marut demo: ${lead.company}`,
    description: `A 30-minute call about ${lead.company}'s fleet with ${member.name} of Marut. Join at ${member.meetingUrl}`,
    meetingUrl: member.meetingUrl,
    organizer: { name: member.name, email: member.email },
    attendees: [
      { name: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email },
      { name: member.name, email: member.email },
    ],
  };
}

/** The lead's fields the salesperson's email states. */
async function leadDetails(db: Database, leadId: string) {
  const [row] = await db
    .select({ phone: leads.phone, fleetSize: leads.fleetSize })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row ?? { phone: "", fleetSize: "" };
}

/**
 * Counts a booking request against the limits per client address (`network`, or "counted" when the
 * API's middleware has counted it already) and per lead address.
 */
async function rateLimited(
  services: Services,
  network: string | "counted",
  email: string,
): Promise<(Problem & { retryAfterSeconds: number }) | undefined> {
  const checks = [
    ...(network === "counted" ? [] : [[bookingRateLimits.perIp, network] as const]),
    [bookingRateLimits.perAddress, email] as const,
  ];
  for (const [rule, key] of checks) {
    const result = await consumeRateLimit(services, rule, key);
    if (!result.allowed) {
      return { ...problem("conflict", bookingMessages.tooMany), retryAfterSeconds: result.retryAfterSeconds };
    }
  }
  return undefined;
}

/** A time asked for with a link's token: book it, or move a booking to it. */
export type BookingRequest = { token: string; start: Date; timeZone: string };

export type BookResult =
  | { ok: true; booking: BookingView; manageToken: string }
  | (Problem & { retryAfterSeconds?: number });

/**
 * Books `start` for the lead of the booking link `token`: the salesperson free at it and booked
 * least recently gets it. The insert is the check: when the exclusion constraint refuses it
 * (someone else took that salesperson's time a moment ago) the next free salesperson is tried,
 * and when none is left the visitor is told the time was just taken.
 */
export async function bookDemo(services: Services, input: BookingRequest, network: string): Promise<BookResult> {
  const link = await leadForBookingLink(services, input.token);
  if (!link.ok) return link;
  const limited = await rateLimited(services, network, link.lead.email);
  if (limited) return limited;
  if (link.booking) return problem("conflict", bookingMessages.alreadyBooked);
  const now = Temporal.Now.instant();
  const { slots, team } = await teamAvailability(services, { now });
  const slot = checkSlot(slots, input.start, now);
  if (!slot.ok) {
    // Offered a moment ago but held now: someone booked it in between.
    return slot.errors?.start?.[0] === bookingMessages.outsideHours && wasWorkingTime(team, input.start, now)
      ? problem("conflict", bookingMessages.taken)
      : slot;
  }
  const lead = { ...link.lead, ...(await leadDetails(services.db, link.lead.id)) };
  for (const staffId of slot.staffIds) {
    const member = team.get(staffId) as TeamMember;
    const bookingId = crypto.randomUUID();
    const manageToken = generateToken();
    const emails = await bookingEmails(services, {
      bookingId,
      sequence: 0,
      lead,
      member,
      start: input.start,
      visitorTimeZone: input.timeZone,
      manageToken,
      rescheduled: false,
    });
    try {
      await services.db.transaction(async (tx) => {
        await tx.insert(demoBookings).values({
          id: bookingId,
          leadId: lead.id,
          staffId,
          startsAt: input.start,
          endsAt: new Date(input.start.getTime() + slotMs),
          visitorTimeZone: input.timeZone,
          manageTokenHash: hashToken(manageToken),
        });
        await queueBookingMail(tx, bookingId, emails);
        await tx
          .update(salesAvailability)
          .set({ lastBookedAt: sql`now()` })
          .where(eq(salesAvailability.staffId, staffId));
      });
    } catch (error) {
      if (isOverlap(error)) continue;
      if (isDuplicate(error)) return problem("conflict", bookingMessages.alreadyBooked);
      throw error;
    }
    services.wakeOutbox();
    const booking = await activeBookingOf(services.db, lead.id);
    return { ok: true, booking: booking as BookingView, manageToken };
  }
  return problem("conflict", bookingMessages.taken);
}

/** True when some salesperson works at `start` (it is on the grid, within hours, after the notice). */
function wasWorkingTime(team: Map<string, TeamMember>, start: Date, now: Temporal.Instant): boolean {
  const all = openSlots([...team.values()], [], now);
  return all.some((slot) => slot.start.epochMilliseconds === start.getTime());
}

/** Queues a booking's emails and its reminders, and records the reminders' ids on the booking. */
async function queueBookingMail(
  tx: Database,
  bookingId: string,
  emails: { now: ScheduledEmail[]; reminders: ScheduledEmail[] },
): Promise<void> {
  const [first, ...rest] = emails.now;
  if (first) await enqueueEmailsWithFiles(tx, first, ...rest);
  const [firstReminder, ...otherReminders] = emails.reminders;
  const reminderIds = firstReminder ? await enqueueEmailsWithFiles(tx, firstReminder, ...otherReminders) : [];
  await tx.update(demoBookings).set({ reminderIds }).where(eq(demoBookings.id, bookingId));
}

/** Locks the booking of a manage link for its change. */
async function lockedBooking(tx: Database, token: string) {
  const [row] = await tx
    .select()
    .from(demoBookings)
    .where(eq(demoBookings.manageTokenHash, hashToken(token)))
    .for("update");
  return row;
}

/**
 * Moves a booking to `start`: its salesperson keeps it when free then, else the next free one in
 * turn. The invite goes out again with a higher SEQUENCE; the old reminders are withdrawn.
 */
export async function rescheduleBooking(
  services: Services,
  input: BookingRequest,
  network: string,
): Promise<BookResult> {
  const current = await bookingForManageLink(services, input.token);
  if (!current.ok) return current;
  if (current.booking.status === "cancelled") return problem("gone", bookingMessages.cancelled);
  const limited = await rateLimited(services, network, current.lead.email);
  if (limited) return limited;
  const now = Temporal.Now.instant();
  const { slots, team } = await teamAvailability(services, { now, except: current.booking.id });
  const slot = checkSlot(slots, input.start, now);
  if (!slot.ok) return slot;
  const [existing] = await services.db
    .select({ staffId: demoBookings.staffId, sequence: demoBookings.sequence })
    .from(demoBookings)
    .where(eq(demoBookings.id, current.booking.id));
  if (!existing) return problem("not-found", bookingMessages.linkUnknown);
  const order = [
    ...slot.staffIds.filter((id) => id === existing.staffId),
    ...slot.staffIds.filter((id) => id !== existing.staffId),
  ];
  const lead = { ...current.lead, ...(await leadDetails(services.db, current.lead.id)) };
  for (const staffId of order) {
    const member = team.get(staffId) as TeamMember;
    const sequence = existing.sequence + 1;
    const emails = await bookingEmails(services, {
      bookingId: current.booking.id,
      sequence,
      lead,
      member,
      start: input.start,
      visitorTimeZone: input.timeZone,
      manageToken: input.token,
      rescheduled: true,
    });
    const handover =
      staffId !== existing.staffId ? await handoverCancellation(services, current, existing.staffId, sequence) : [];
    try {
      const moved = await services.db.transaction(async (tx) => {
        const row = await lockedBooking(tx, input.token);
        if (!row || row.status === "cancelled") return false;
        await withdrawPendingEmails(tx, row.reminderIds);
        await tx
          .update(demoBookings)
          .set({
            staffId,
            startsAt: input.start,
            endsAt: new Date(input.start.getTime() + slotMs),
            visitorTimeZone: input.timeZone,
            sequence: row.sequence + 1,
            updatedAt: sql`now()`,
          })
          .where(eq(demoBookings.id, row.id));
        await queueBookingMail(tx, row.id, { now: [...emails.now, ...handover], reminders: emails.reminders });
        return true;
      });
      if (!moved) return problem("gone", bookingMessages.cancelled);
    } catch (error) {
      if (isOverlap(error)) continue;
      throw error;
    }
    services.wakeOutbox();
    const booking = await activeBookingOf(services.db, current.lead.id);
    return { ok: true, booking: booking as BookingView, manageToken: input.token };
  }
  return problem("conflict", bookingMessages.taken);
}

/** The cancellation a salesperson gets when a moved booking goes to a colleague. */
async function handoverCancellation(
  services: Services,
  current: { booking: BookingView; lead: BookingLead },
  staffId: string,
  sequence: number,
): Promise<ScheduledEmail[]> {
  const [member] = await services.db
    .select({ name: staffUsers.name, email: staffUsers.email, timeZone: salesAvailability.timeZone })
    .from(staffUsers)
    .leftJoin(salesAvailability, eq(salesAvailability.staffId, staffUsers.id))
    .where(eq(staffUsers.id, staffId));
  if (!member) return [];
  const start = new Date(current.booking.startsAt);
  const invite = inviteFor(
    services,
    current.booking.id,
    sequence,
    "CANCEL",
    current.lead,
    { ...member, meetingUrl: current.booking.meetingUrl },
    start,
    new Date(current.booking.endsAt),
  );
  const email = await services.renderEmail("demo-booking-cancelled", {
    recipient: member.name,
    when: formatMeetingTime(start, member.timeZone ?? "UTC", {
      timeZone: current.booking.visitorTimeZone,
      city: current.lead.company,
    }),
    company: current.lead.company,
    bookAgainUrl: null,
  });
  return [
    {
      kind: "demo-booking-cancelled",
      to: member.email,
      email,
      attachments: [
        {
          filename: "invite.ics",
          contentType: inviteContentType("CANCEL"),
          content: renderInvite({ ...invite, attendees: [{ name: member.name, email: member.email }] }),
        },
      ],
    },
  ];
}

/** Cancels a booking: both sides get METHOD:CANCEL with a higher SEQUENCE, and the reminders are withdrawn. */
export async function cancelBooking(
  services: Services,
  token: string,
  network: string,
): Promise<
  { ok: true; booking: BookingView; bookAgainToken: string | null } | (Problem & { retryAfterSeconds?: number })
> {
  const current = await bookingForManageLink(services, token);
  if (!current.ok) return current;
  if (current.booking.status === "cancelled") {
    return { ok: true, booking: current.booking, bookAgainToken: null };
  }
  const limited = await rateLimited(services, network, current.lead.email);
  if (limited) return limited;
  const [row] = await services.db
    .select({ staffId: demoBookings.staffId, sequence: demoBookings.sequence })
    .from(demoBookings)
    .where(eq(demoBookings.id, current.booking.id));
  const [member] = await services.db
    .select({ name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, row?.staffId ?? current.booking.id));
  if (!row || !member) return problem("not-found", bookingMessages.linkUnknown);
  const { booking, lead } = current;
  const start = new Date(booking.startsAt);
  const sequence = row.sequence + 1;
  const invite = renderInvite(
    inviteFor(
      services,
      booking.id,
      sequence,
      "CANCEL",
      lead,
      { ...member, meetingUrl: booking.meetingUrl },
      start,
      new Date(booking.endsAt),
    ),
  );
  const attachments = [{ filename: "invite.ics", contentType: inviteContentType("CANCEL"), content: invite }];
  // A new booking link, so the visitor can pick another time from the cancellation email.
  const bookAgainToken = generateToken();
  const office = { timeZone: booking.salesTimeZone, city: booking.officeCity };
  const [visitorEmail, salesEmail] = await Promise.all([
    services.renderEmail("demo-booking-cancelled", {
      recipient: lead.firstName,
      when: formatMeetingTime(start, booking.visitorTimeZone, office),
      company: null,
      bookAgainUrl: `${services.publicUrl}${bookingPagePath(bookAgainToken)}`,
    }),
    services.renderEmail("demo-booking-cancelled", {
      recipient: member.name,
      when: formatMeetingTime(start, booking.salesTimeZone, { timeZone: booking.visitorTimeZone, city: lead.company }),
      company: lead.company,
      bookAgainUrl: null,
    }),
  ]);
  const done = await services.db.transaction(async (tx) => {
    const locked = await lockedBooking(tx, token);
    if (!locked || locked.status === "cancelled") return false;
    await withdrawPendingEmails(tx, locked.reminderIds);
    await tx
      .update(demoBookings)
      .set({ status: "cancelled", sequence, reminderIds: [], updatedAt: sql`now()` })
      .where(eq(demoBookings.id, locked.id));
    await tx.insert(emailTokens).values({
      purpose: bookingLinkPurpose,
      tokenHash: hashToken(bookAgainToken),
      subjectId: lead.id,
      expiresAt: new Date(Date.now() + BOOKING_LINK_DAYS * 24 * HOUR_MS),
    });
    await enqueueEmailsWithFiles(
      tx,
      { kind: "demo-booking-cancelled", to: lead.email, email: visitorEmail, attachments },
      { kind: "demo-booking-cancelled", to: member.email, email: salesEmail, attachments },
    );
    return true;
  });
  services.wakeOutbox();
  const after = await bookingForManageLink(services, token);
  return { ok: true, booking: after.ok ? after.booking : booking, bookAgainToken: done ? bookAgainToken : null };
}

/** The zone a page shows times in when the visitor has not chosen one (before JavaScript detects theirs). */
export const DEFAULT_VISITOR_ZONE = "UTC";

/** One offered time, worded on the server (the browser formats nothing). */
export type SlotView = { start: string; time: string; officeTime: string; officeCity: string; words: string };
/** A day that has free times, in the visitor's zone. */
export type DayView = { date: string; label: string; count: number };

/** The booking screen's calendar: the zones to choose from, the days with times, and the chosen day's times. */
export type CalendarView = {
  timeZone: string;
  zones: string[];
  days: DayView[];
  day: string | null;
  slots: SlotView[];
};

/** Old names ICU still lists for zones renamed since, and the names browsers report today. */
const renamedZones: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
};

let zoneList: string[] | undefined;
/** Every IANA zone the runtime knows, by today's names, for a zone select; `current` is always among them. */
export function timeZoneChoices(current?: string): string[] {
  zoneList ??= [
    "UTC",
    ...Intl.supportedValuesOf("timeZone")
      .filter((zone) => zone !== "UTC")
      .map((zone) => renamedZones[zone] ?? zone),
  ];
  return current && !zoneList.includes(current) ? [...zoneList, current].sort() : zoneList;
}

/** The calendar in `timeZone` for `day` ("YYYY-MM-DD" there; the first day with times when not given or empty). */
export async function calendarView(
  services: Pick<Services, "db">,
  options: { timeZone: string; day?: string | null; except?: string },
): Promise<CalendarView> {
  const { timeZone } = options;
  const { slots, team } = await teamAvailability(services, options.except ? { except: options.except } : {});
  const byDay = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const date = slot.start.toZonedDateTimeISO(timeZone).toPlainDate().toString();
    const list = byDay.get(date) ?? [];
    list.push(slot);
    byDay.set(date, list);
  }
  const days = [...byDay.entries()].map(([date, list]) => ({
    date,
    label: formatSlotDay(new Date((list[0] as OpenSlot).start.epochMilliseconds), timeZone),
    count: list.length,
  }));
  const day = options.day && byDay.has(options.day) ? options.day : (days[0]?.date ?? null);
  const chosen = day ? (byDay.get(day) ?? []) : [];
  return {
    timeZone,
    zones: timeZoneChoices(timeZone),
    days,
    day,
    slots: chosen.map((slot) => {
      const member = team.get(slot.staffIds[0] as string) as TeamMember;
      const at = new Date(slot.start.epochMilliseconds);
      const office = { timeZone: member.timeZone, city: member.officeCity };
      return {
        start: slot.start.toString(),
        time: formatClock(at, timeZone),
        officeTime: formatClock(at, member.timeZone),
        officeCity: member.officeCity,
        words: formatMeetingTime(at, timeZone, office),
      };
    }),
  };
}

/** A booking's time in plain words for the visitor, in `timeZone`. */
export function bookingWords(booking: BookingView, timeZone: string): string {
  return formatMeetingTime(new Date(booking.startsAt), timeZone, {
    timeZone: booking.salesTimeZone,
    city: booking.officeCity,
  });
}
