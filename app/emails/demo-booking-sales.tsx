import { bookingEmail } from "./booking-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = bookingEmail<EmailProps["demo-booking-sales"]>(
  ({ lead, rescheduled }) => `${rescheduled ? "Demo moved" : "Demo booked"}: ${lead.company}`,
  ({ salesName, when, lead, meetingUrl, leadUrl, rescheduled }) => ({
    preview: `${lead.name} of ${lead.company}, ${when}.`,
    recipient: salesName,
    paragraphs: [
      rescheduled
        ? `${lead.name} of ${lead.company} moved their demo to ${when}.`
        : `${lead.name} of ${lead.company} booked a 30-minute demo with you for ${when}.`,
      `Contact: ${lead.email}, ${lead.phone}. Fleet size: ${lead.fleetSize} vehicles.`,
      `Your meeting link: ${meetingUrl}`,
    ],
    action: { href: leadUrl, label: "Open the lead" },
  }),
);
