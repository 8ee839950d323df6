import { Link, Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textAction, textEmail, textLink } from "./text.ts";
import type { EmailProps } from "./types.ts";

export const subject = () => "Please confirm your newsletter subscription";

export const text = ({ confirmUrl, unsubscribeUrl }: EmailProps["newsletter-confirmation"]) =>
  textEmail({
    paragraphs: [
      "Hello,",
      "Someone, hopefully you, asked to receive the Marut newsletter at this address: product news, road-safety research and stories from fleets that cut collisions. Please confirm that it was you.",
      ...textAction(confirmUrl, "Confirm my subscription"),
      `The link is valid for 48 hours. If you did not ask for this, ignore this email and you will not hear from us again, or ${textLink(unsubscribeUrl, "unsubscribe")}.`,
    ],
  });

export function NewsletterConfirmation({ confirmUrl, unsubscribeUrl }: EmailProps["newsletter-confirmation"]) {
  return (
    <EmailLayout preview="One click to confirm and you will start receiving our road-safety newsletter.">
      <Text style={emailText}>Hello,</Text>
      <Text style={emailText}>
        Someone, hopefully you, asked to receive the Marut newsletter at this address: product news, road-safety
        research and stories from fleets that cut collisions. Please confirm that it was you.
      </Text>
      <EmailAction href={confirmUrl} label="Confirm my subscription" />
      <Text style={emailText}>
        The link is valid for 48 hours. If you did not ask for this, ignore this email and you will not hear from us
        again, or <Link href={unsubscribeUrl}>unsubscribe</Link>.
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: NewsletterConfirmation });
