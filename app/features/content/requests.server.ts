import { and, count, eq, gt, sql } from "drizzle-orm";
import { formatEventTime } from "#app/lib/dates.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { type Problem, type ProblemKind, problem } from "#app/lib/problems.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import { contentRequests } from "#db/schema.ts";
import { getItem } from "./content.server.ts";
import { publishedContent } from "./published.server.ts";
import type { ContentRequestInput } from "./schema.ts";

/** How long an emailed whitepaper link keeps working. */
export const DOWNLOAD_VALID_DAYS = 14;

/**
 * Limits of the whitepaper and event forms. Both send company-branded email to
 * an address nobody has verified, so besides the per-IP limits each recipient
 * gets at most a few of these emails a day, from both forms together.
 */
export const contentRateLimits = {
  whitepaperPerIp: { bucket: "content-whitepaper-ip", limit: 30, windowMs: 10 * 60_000 },
  eventPerIp: { bucket: "content-event-ip", limit: 20, windowMs: 10 * 60_000 },
  perRecipient: { bucket: "content-recipient", limit: 3, windowMs: 24 * 60 * 60_000 },
} as const;

/** The address a request's email goes to, as the rate limit and the records key it. */
export const recipientOf = (input: Pick<ContentRequestInput, "email">) => input.email.trim().toLowerCase();

/** A request taken, with the sentence to show, or why it was refused. */
export type RequestOutcome<Kind extends ProblemKind> =
  | { ok: true; message: string; downloadUrl?: string }
  | Problem<Kind>;

/** Why an event registration is refused: no such event, already registered or closed, over. */
export type EventRegistrationOutcome = RequestOutcome<"not-found" | "conflict" | "gone">;

const clean = (input: ContentRequestInput) => ({
  name: input.name.trim(),
  email: recipientOf(input),
  company: input.company.trim(),
});

/**
 * Records a whitepaper request (a lead) and emails a download link, in one
 * transaction. The same link is returned so the visitor can download at once.
 */
export async function requestWhitepaper(
  services: Services,
  slug: string,
  input: ContentRequestInput,
  meta: { userAgent: string | null },
): Promise<RequestOutcome<"not-found">> {
  const paper = getItem(await publishedContent(services), "whitepapers", slug);
  if (!paper) return problem("not-found", "There is no whitepaper at this address.");
  const person = clean(input);
  const token = generateToken();
  const downloadPath = `/api/whitepapers/${slug}/download?token=${token}`;
  const email = await services.renderEmail("whitepaper-download", {
    title: paper.title,
    downloadUrl: `${services.publicUrl}${downloadPath}`,
    pageUrl: `${services.publicUrl}${paper.url}`,
    validDays: DOWNLOAD_VALID_DAYS,
  });
  await services.db.transaction(async (tx) => {
    await tx.insert(contentRequests).values({
      kind: "whitepaper",
      slug,
      ...person,
      downloadTokenHash: hashToken(token),
      downloadExpiresAt: new Date(Date.now() + DOWNLOAD_VALID_DAYS * 86_400_000),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    await enqueueEmail(tx, { kind: "whitepaper-download", to: person.email, email });
  });
  services.wakeOutbox();
  return {
    ok: true,
    message: `Thank you, ${person.name}. The PDF is ready, and a copy of the link is on its way to ${person.email}.`,
    downloadUrl: downloadPath,
  };
}

/** The whitepaper a download token unlocks, counting the download; null when the token is unknown or expired. */
export async function redeemDownload(services: Services, slug: string, token: string) {
  const paper = getItem(await publishedContent(services), "whitepapers", slug);
  if (!paper || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await services.db
    .update(contentRequests)
    .set({ downloads: sql`${contentRequests.downloads} + 1` })
    .where(
      and(
        eq(contentRequests.downloadTokenHash, hashToken(token)),
        eq(contentRequests.slug, slug),
        gt(contentRequests.downloadExpiresAt, new Date()),
      ),
    )
    .returning({ id: contentRequests.id });
  return row ? paper : null;
}

export const eventRegistrationClosed =
  "Registration for this event is closed. Write to us if you would like to join the waiting list.";

/**
 * Registers a visitor for an upcoming event: refused while marketing has
 * closed registration (409), once the event has started, after the
 * registration deadline, when it is full, or a second time for the same address.
 */
export async function registerForEvent(
  services: Services,
  slug: string,
  input: ContentRequestInput,
  meta: { userAgent: string | null; now?: Date },
): Promise<EventRegistrationOutcome> {
  const event = getItem(await publishedContent(services), "events", slug);
  if (!event) return problem("not-found", "There is no event at this address.");
  const now = meta.now ?? new Date();
  const { data } = event;
  if (!data.registrationOpen) {
    return problem("conflict", eventRegistrationClosed);
  }
  if (Date.parse(data.start) <= now.getTime()) {
    return problem("gone", "This event has already taken place, so registration is closed.");
  }
  if (Date.parse(`${data.registration.deadline}T23:59:59Z`) < now.getTime()) {
    return problem("gone", "Registration for this event has closed.");
  }
  const person = clean(input);
  const when = formatEventTime(data.start, data.end, data.timeZone);
  const where = data.venue
    ? `${data.venue.name}, ${data.venue.address}, ${data.venue.city}${data.format === "hybrid" ? " (or online)" : ""}`
    : "Online";
  const email = await services.renderEmail("event-registration", {
    title: event.title,
    when,
    where,
    pageUrl: `${services.publicUrl}${event.url}`,
  });
  const outcome = await services.db.transaction(async (tx): Promise<EventRegistrationOutcome> => {
    // One registration at a time per event, so the capacity check holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-registration:${slug}`}))`);
    const [existing] = await tx
      .select({ id: contentRequests.id })
      .from(contentRequests)
      .where(
        and(eq(contentRequests.kind, "event"), eq(contentRequests.slug, slug), eq(contentRequests.email, person.email)),
      );
    if (existing) return problem("conflict", "This email address is already registered for this event.");
    if (data.registration.capacity) {
      const [taken] = await tx
        .select({ value: count() })
        .from(contentRequests)
        .where(and(eq(contentRequests.kind, "event"), eq(contentRequests.slug, slug)));
      if ((taken?.value ?? 0) >= data.registration.capacity) {
        return problem("gone", "This event is full. Write to us to join the waiting list.");
      }
    }
    await tx
      .insert(contentRequests)
      .values({ kind: "event", slug, ...person, userAgent: meta.userAgent?.slice(0, 500) ?? null });
    await enqueueEmail(tx, { kind: "event-registration", to: person.email, email });
    return {
      ok: true,
      message: `You are registered, ${person.name}. The confirmation is on its way to ${person.email}.`,
    };
  });
  if (outcome.ok) services.wakeOutbox();
  return outcome;
}
