// Texts the newsletter shows, kept apart from the zod schemas so the footer form
// ships without a validation library.

/** Texts shown by the footer form, exactly as the product specifies them. */
export const newsletterMessages = {
  success:
    "Thank you for subscribing to our newsletter!, Verification email has been sent to yor email, Please verify.",
  alreadySubscribed: "Your email is already subscribed for recieving all future newsletters.",
  error: "There was an error subscribing. Please try again later.",
  /** What the API says when it accepts a sign-up. */
  apiAccepted: "Please check your inbox to confirm.",
  /** What the API says for an address that has already confirmed. */
  apiAlreadySubscribed: "Email already subscribed",
} as const;

/** A wait in seconds as people say it: "45 seconds", "10 minutes". */
export function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}
