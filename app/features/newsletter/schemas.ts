import { newsletterTopicSchema, newsletterTopics } from "#app/domain/campaigns.ts";
import { z } from "#app/lib/validation.ts";

// One contract for the footer form and the API handler.

export const subscribeSchema = z.object({
  email: z
    .string({ message: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(2000).optional(),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** The token from a confirmation or unsubscribe link (43 base64url characters today). */
export const linkTokenSchema = z.object({
  token: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "The token from the link is missing." : "The token must be a string.",
    })
    .trim()
    .min(1, "The token from the link is missing.")
    .max(200, "The token is too long.")
    .regex(/^[\w-]+$/, "The token may contain only letters, digits, '-' and '_'."),
});

export type LinkTokenInput = z.infer<typeof linkTokenSchema>;

/** A subscriber's choices on their preferences page (reached with the token of any campaign email). */
export const preferencesSchema = linkTokenSchema.extend({
  topics: z.array(newsletterTopicSchema).max(newsletterTopics.length),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** What redeeming a confirmation link can lead to. */
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/** What redeeming an unsubscribe link can lead to. */
export type UnsubscribeOutcome = "unsubscribed" | "expired" | "invalid";
