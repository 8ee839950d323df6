import { bookingEmail } from "./booking-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = bookingEmail<EmailProps["demo-booking-cancelled"]>(
  ({ company }) => (company ? `Demo cancelled: ${company}` : "Your Marut demo is cancelled"),
  ({ recipient, when, company, bookAgainUrl }) => ({
    preview: `The call on ${when} is cancelled.`,
    recipient,
    paragraphs: [
      company
        ? `The demo with ${company} on ${when} was cancelled by the visitor. The time is free again.`
        : `Your call on ${when} is cancelled. The attached update removes it from your calendar.`,
    ],
    ...(bookAgainUrl ? { action: { href: bookAgainUrl, label: "Book another time" } } : {}),
  }),
);
