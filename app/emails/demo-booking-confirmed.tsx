import { bookingEmail } from "./booking-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = bookingEmail<EmailProps["demo-booking-confirmed"]>(
  ({ rescheduled }) => (rescheduled ? "Your Marut demo has moved" : "Your Marut demo is booked"),
  ({ firstName, when, salesName, meetingUrl, manageUrl, rescheduled }) => ({
    preview: `${when}: your 30-minute call with ${salesName}.`,
    recipient: firstName,
    paragraphs: [
      rescheduled
        ? `Your call with ${salesName} now takes place on ${when}. The calendar invite attached replaces the earlier one.`
        : `Your 30-minute call with ${salesName} is booked for ${when}. The invite is attached: open it to add the call to your calendar.`,
    ],
    action: { href: meetingUrl, label: "Join the call" },
    after: [
      `Need another time, or cannot make it? Reschedule or cancel here: ${manageUrl}`,
      "We will remind you a day before and an hour before the call.",
    ],
  }),
);
