import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { NewsletterTopic } from "#app/domain/campaigns.ts";
import type { SubscriberStatus } from "#app/domain/newsletter.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken, hashToken } from "#app/lib/tokens.server.ts";
import { type FieldErrors, fieldErrorsOf } from "#app/lib/validation.ts";
import type { Database } from "#db/client.ts";
import { campaignDeliveries, emailTokens, newsletterSubscribers } from "#db/schema.ts";
import { formatWait, newsletterMessages } from "./messages.ts";
import { type ConfirmOutcome, type PreferencesInput, subscribeSchema, type UnsubscribeOutcome } from "./schemas.ts";

export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;
export const UNSUBSCRIBE_TTL_MS = 5 * 365 * 24 * 60 * 60 * 1000;
/** A pending address gets at most one confirmation email in this interval. */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Rate limits shared by the API and the pages. Both use the same buckets, so a
 * client cannot double its allowance by switching between them.
 */
export const newsletterRateLimits = {
  subscribePerIp: { bucket: "newsletter-subscribe-ip", limit: 10, windowMs: 10 * 60_000 },
  subscribePerAddress: { bucket: "newsletter-subscribe-address", limit: 5, windowMs: 60 * 60_000 },
  confirmPerIp: { bucket: "newsletter-confirm-ip", limit: 30, windowMs: 10 * 60_000 },
  unsubscribePerIp: { bucket: "newsletter-unsubscribe-ip", limit: 30, windowMs: 10 * 60_000 },
  /**
   * RFC 8058 one-click requests come from mail providers' servers, a few
   * addresses acting for many readers at once after each issue goes out.
   */
  oneClickUnsubscribePerIp: { bucket: "newsletter-one-click-ip", limit: 1_000, windowMs: 10 * 60_000 },
  /** Click links in campaign emails: mail providers' link scanners follow many of them from a few addresses. */
  clickPerIp: { bucket: "newsletter-click-ip", limit: 1_000, windowMs: 10 * 60_000 },
} as const;

/** How a sign-up ended, with the message both entry points show. */
export type SignUpOutcome =
  | { kind: "accepted"; message: string }
  | { kind: "already-subscribed"; message: string }
  | { kind: "invalid"; message: string; errors: FieldErrors }
  | { kind: "rate-limited"; message: string; retryAfterSeconds: number };

/**
 * The newsletter sign-up, however it arrives: the footer form posted without
 * JavaScript (the /newsletter/subscribe page action) or with it (POST
 * /api/newsletters/subscribe). One place applies the limit per network, the
 * validation, the honeypot and the limit per address, in that order, and words
 * the answer. `network` is the client's address, or "counted" when the entry
 * point has already charged newsletterRateLimits.subscribePerIp before reading
 * the body (the API's middleware does, so even unreadable bodies count).
 */
export async function signUp(services: Services, input: unknown, network: string | "counted"): Promise<SignUpOutcome> {
  const perIp =
    network === "counted"
      ? { allowed: true as const, retryAfterSeconds: 0 }
      : await consumeRateLimit(services, newsletterRateLimits.subscribePerIp, network);
  if (!perIp.allowed) {
    return {
      kind: "rate-limited",
      message: `There have been too many sign-ups from your network. Please wait ${formatWait(perIp.retryAfterSeconds)}.`,
      retryAfterSeconds: perIp.retryAfterSeconds,
    };
  }
  const parsed = subscribeSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return { kind: "invalid", message: Object.values(errors)[0]?.[0] ?? "Please enter a valid email address.", errors };
  }
  const accepted = { kind: "accepted", message: newsletterMessages.apiAccepted } as const;
  // Bots fill the hidden field; they get the same answer and nothing is stored.
  if (parsed.data.website) return accepted;
  const { email } = parsed.data;
  const perAddress = await consumeRateLimit(services, newsletterRateLimits.subscribePerAddress, email.toLowerCase());
  if (!perAddress.allowed) {
    return {
      kind: "rate-limited",
      message: `This address has been signed up too often. Please wait ${formatWait(perAddress.retryAfterSeconds)}.`,
      retryAfterSeconds: perAddress.retryAfterSeconds,
    };
  }
  if ((await subscribe(services, email)) === "already-subscribed") {
    return { kind: "already-subscribed", message: newsletterMessages.apiAlreadySubscribed };
  }
  return accepted;
}

export type SubscribeOutcome = "confirmation-sent" | "confirmation-recently-sent" | "already-subscribed";

/**
 * Starts (or restarts) the double opt-in for an address. The subscriber row,
 * the confirmation token and the confirmation email commit together.
 */
export async function subscribe(services: Services, rawEmail: string): Promise<SubscribeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const confirmToken = generateToken();
  const unsubscribeToken = generateToken();
  const confirmUrl = `${services.publicUrl}/verify-email?token=${confirmToken}&type=newsletter`;
  const unsubscribeUrl = `${services.publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`;
  const confirmation = await services.renderEmail("newsletter-confirmation", { confirmUrl, unsubscribeUrl });
  const outcome = await services.db.transaction(async (tx) => {
    // Create the row if it is new, then lock it so concurrent requests for the
    // same address queue behind each other.
    await tx
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [subscriber] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!subscriber) throw new Error("subscriber row vanished inside its transaction");

    if (subscriber.status === "confirmed") return "already-subscribed" as const;
    const sentAt = subscriber.confirmationSentAt?.getTime();
    if (subscriber.status === "pending" && sentAt !== undefined && Date.now() - sentAt < RESEND_INTERVAL_MS) {
      return "confirmation-recently-sent" as const;
    }

    // A new confirmation supersedes any earlier, unused one.
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.purpose, "newsletter-confirm"),
          eq(emailTokens.subjectId, subscriber.id),
          sql`${emailTokens.usedAt} is null`,
        ),
      );
    const now = Date.now();
    await tx.insert(emailTokens).values([
      {
        purpose: "newsletter-confirm",
        tokenHash: hashToken(confirmToken),
        subjectId: subscriber.id,
        expiresAt: new Date(now + CONFIRMATION_TTL_MS),
      },
      {
        purpose: "newsletter-unsubscribe",
        tokenHash: hashToken(unsubscribeToken),
        subjectId: subscriber.id,
        expiresAt: new Date(now + UNSUBSCRIBE_TTL_MS),
      },
    ]);
    await tx
      .update(newsletterSubscribers)
      .set({ status: "pending", confirmationSentAt: sql`now()`, unsubscribedAt: null, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, subscriber.id));

    await enqueueEmail(tx, {
      kind: "newsletter-confirmation",
      to: email,
      email: confirmation,
      headers: {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    return "confirmation-sent" as const;
  });
  if (outcome === "confirmation-sent") services.wakeOutbox();
  return outcome;
}

/**
 * Redeems a confirmation link. The token is single use: it is marked used and
 * the subscriber confirmed in one transaction. Opening a used link again after
 * confirming is not an error.
 */
export async function confirmSubscription(services: Services, token: string): Promise<ConfirmOutcome> {
  return services.db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, "newsletter-confirm")))
      .for("update");
    if (!stored) return "invalid";
    const subscriber = await lockedSubscriber(tx, stored.subjectId);
    if (!subscriber) return "invalid";

    if (subscriber.status === "confirmed") {
      if (stored.usedAt === null) {
        await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, stored.id));
      }
      return "already-confirmed";
    }
    if (stored.expiresAt.getTime() <= Date.now()) return "expired";
    // Used without a confirmation: replaced by a newer email, or the address unsubscribed since.
    if (stored.usedAt !== null) return "invalid";

    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, stored.id));
    await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: sql`now()`, unsubscribedAt: null, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, subscriber.id));
    return "confirmed";
  });
}

/** The subscriber a link names, locked until the transaction ends. */
async function lockedSubscriber(tx: Database, id: string) {
  const [subscriber] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .for("update");
  return subscriber;
}

/**
 * Redeems an unsubscribe link. These links are in every email (and in the
 * List-Unsubscribe header), so they stay valid after use and repeating the
 * request changes nothing.
 */
export async function unsubscribe(services: Services, token: string): Promise<UnsubscribeOutcome> {
  return services.db.transaction(async (tx) => {
    const found = await subscriptionOfToken(tx, token);
    if (found === "invalid" || found === "expired") return found;
    const { subscriber, deliveryId } = found;
    if (deliveryId) {
      // Counted in the results of the campaign whose email was used.
      await tx
        .update(campaignDeliveries)
        .set({ unsubscribedAt: sql`coalesce(${campaignDeliveries.unsubscribedAt}, now())` })
        .where(eq(campaignDeliveries.id, deliveryId));
    }
    if (subscriber.status === "unsubscribed" || subscriber.status === "bounced") return "unsubscribed";
    await markUnsubscribed(tx, subscriber.id);
    return "unsubscribed";
  });
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * The subscription an unsubscribe or preferences link names, its subscriber
 * locked for the transaction. Two kinds of link carry a token: the
 * confirmation email's unsubscribe link (valid for UNSUBSCRIBE_TTL_MS), and
 * each campaign email's, made per recipient (its hash is on the delivery
 * row). A campaign's token lasts as long as the subscription it was sent to:
 * once the address subscribes again, older emails' links no longer act on it.
 */
async function subscriptionOfToken(
  tx: Database,
  token: string,
): Promise<{ subscriber: SubscriberRow; deliveryId: string | null } | "invalid" | "expired"> {
  const tokenHash = hashToken(token);
  const [stored] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, "newsletter-unsubscribe")));
  if (stored) {
    if (stored.expiresAt.getTime() <= Date.now()) return "expired";
    const subscriber = await lockedSubscriber(tx, stored.subjectId);
    return subscriber ? { subscriber, deliveryId: null } : "invalid";
  }
  const [delivery] = await tx
    .select({
      id: campaignDeliveries.id,
      subscriberId: campaignDeliveries.subscriberId,
      createdAt: campaignDeliveries.createdAt,
    })
    .from(campaignDeliveries)
    .where(or(eq(campaignDeliveries.tokenHash, tokenHash), eq(campaignDeliveries.previousTokenHash, tokenHash)));
  if (!delivery) return "invalid";
  const subscriber = await lockedSubscriber(tx, delivery.subscriberId);
  if (!subscriber) return "invalid";
  if (subscriber.confirmedAt && subscriber.confirmedAt.getTime() > delivery.createdAt.getTime()) return "expired";
  return { subscriber, deliveryId: delivery.id };
}

/** What the preferences page shows: the address (partly hidden), its topics and its status. */
export type PreferencesOutcome =
  | { state: "ready"; email: string; topics: NewsletterTopic[]; status: SubscriberStatus }
  | { state: "invalid" | "expired" };

/** An address with most of its local part hidden, e.g. "a•••a@example.com": the page says whose preferences these are without spelling it out to whoever holds the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local.slice(0, 1)}•••` : `${local.slice(0, 1)}•••${local.slice(-1)}`;
  return `${shown}${email.slice(at)}`;
}

function preferencesOf(subscriber: SubscriberRow): PreferencesOutcome {
  return { state: "ready", email: maskEmail(subscriber.email), topics: subscriber.topics, status: subscriber.status };
}

/** The preferences a newsletter email's link opens. */
export async function readPreferences(services: Services, token: string): Promise<PreferencesOutcome> {
  return services.db.transaction(async (tx) => {
    const found = await subscriptionOfToken(tx, token);
    if (found === "invalid" || found === "expired") return { state: found };
    return preferencesOf(found.subscriber);
  });
}

/** Saves the topics chosen on the preferences page; campaigns about other topics no longer go to the address. */
export async function savePreferences(services: Services, input: PreferencesInput): Promise<PreferencesOutcome> {
  return services.db.transaction(async (tx) => {
    const found = await subscriptionOfToken(tx, input.token);
    if (found === "invalid" || found === "expired") return { state: found };
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ topics: [...new Set(input.topics)], updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, found.subscriber.id))
      .returning();
    return preferencesOf(updated ?? found.subscriber);
  });
}

/**
 * Unsubscribes a subscriber (the reader's link or a staff member) in the caller's
 * transaction, and answers the updated row. A confirmation link still waiting in
 * the inbox stops working, so it cannot sign the address up again.
 */
export async function markUnsubscribed(tx: Database, id: string): Promise<typeof newsletterSubscribers.$inferSelect> {
  const [updated] = await tx
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(emailTokens.purpose, "newsletter-confirm"), eq(emailTokens.subjectId, id), isNull(emailTokens.usedAt)),
    );
  if (!updated) throw new Error(`No subscriber ${id} to unsubscribe`);
  return updated;
}
