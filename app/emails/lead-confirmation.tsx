import { Link, Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textAction, textEmail, textLines } from "./text.ts";
import type { EmailProps } from "./types.ts";

export const subject = () => "Thank you: a Marut safety specialist will be in touch";

/** The line above the booking button, in both parts. */
const bookingPrompt = "Rather pick a time yourself? Book a 30-minute demo call with our sales team:";

export const text = ({ firstName, lead, siteUrl, bookingUrl }: EmailProps["lead-confirmation"]) =>
  textEmail({
    paragraphs: [
      firstName ? `Hello ${firstName},` : "Hello,",
      `Thank you for telling us about ${lead.company}. A safety specialist for ${lead.country} will contact you within one working day at ${lead.email} or ${lead.phone}.`,
      "What you told us:",
      textLines(
        `Fleet size: ${lead.fleetSize} vehicles`,
        `Interested in: ${lead.interestedIn.join(", ")}`,
        `Location: ${lead.state}, ${lead.country}`,
      ),
      ...(bookingUrl ? [bookingPrompt, ...textAction(bookingUrl, "Book a demo")] : []),
      "To make the first call count, have to hand the number and types of vehicles, the routes or regions you operate, and any telematics or cameras you use today.",
      `In the meantime, see how fleets like yours cut collisions: ${siteUrl}/insights`,
    ],
  });

export function LeadConfirmation({ firstName, lead, siteUrl, bookingUrl }: EmailProps["lead-confirmation"]) {
  return (
    <EmailLayout preview="We have your request and will reply within one working day.">
      <Text style={emailText}>{firstName ? `Hello ${firstName},` : "Hello,"}</Text>
      <Text style={emailText}>
        Thank you for telling us about {lead.company}. A safety specialist for {lead.country} will contact you within
        one working day at {lead.email} or {lead.phone}.
      </Text>
      <Text style={emailText}>What you told us:</Text>
      <Text style={emailText}>
        Fleet size: {lead.fleetSize} vehicles
        <br />
        Interested in: {lead.interestedIn.join(", ")}
        <br />
        Location: {lead.state}, {lead.country}
      </Text>
      {bookingUrl ? (
        <>
          <Text style={emailText}>{bookingPrompt}</Text>
          <EmailAction href={bookingUrl} label="Book a demo" />
        </>
      ) : null}
      <Text style={emailText}>
        To make the first call count, have to hand the number and types of vehicles, the routes or regions you operate,
        and any telematics or cameras you use today.
      </Text>
      <Text style={emailText}>
        In the meantime, see how fleets like yours cut collisions:{" "}
        <Link href={`${siteUrl}/insights`}>{`${siteUrl}/insights`}</Link>
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: LeadConfirmation });
