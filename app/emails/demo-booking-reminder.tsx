import { bookingEmail } from "./booking-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = bookingEmail<EmailProps["demo-booking-reminder"]>(
  ({ hoursBefore }) => (hoursBefore === 1 ? "Your Marut demo starts in an hour" : "Your Marut demo is tomorrow"),
  ({ recipient, when, meetingUrl, manageUrl, hoursBefore }) => ({
    preview: `${when}.`,
    recipient,
    paragraphs: [`A reminder: the 30-minute demo starts in ${hoursBefore === 1 ? "1 hour" : "24 hours"}, on ${when}.`],
    action: { href: meetingUrl, label: "Join the call" },
    after: manageUrl ? [`Cannot make it? Reschedule or cancel: ${manageUrl}`] : [],
  }),
);
