import { Link, Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail, textLines, textLink } from "./text.ts";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["event-registration"];

export const subject = ({ title }: Props) => `You are registered: ${title}`;

export const text = ({ title, when, where, pageUrl }: Props) =>
  textEmail({
    paragraphs: [
      "Hello,",
      "Your place is confirmed. Here are the details to keep:",
      textLines(title, `When: ${when}`, `Where: ${where}`),
      `The agenda and any updates are on the ${textLink(pageUrl, "event page")}. For an online session, the joining link arrives the day before.`,
      "Cannot make it after all? Reply to this email and we will give your place to someone on the waiting list.",
    ],
  });

/**
 * Goes to an address nobody has verified: it carries nothing the visitor typed
 * (a name could hold a link), only our own text and links.
 */
export function EventRegistration({ title, when, where, pageUrl }: Props) {
  return (
    <EmailLayout preview={`Your place at ${title} is confirmed.`}>
      <Text style={emailText}>Hello,</Text>
      <Text style={emailText}>Your place is confirmed. Here are the details to keep:</Text>
      <Text style={emailText}>
        <strong>{title}</strong>
        <br />
        When: {when}
        <br />
        Where: {where}
      </Text>
      <Text style={emailText}>
        The agenda and any updates are on the <Link href={pageUrl}>event page</Link>. For an online session, the joining
        link arrives the day before.
      </Text>
      <Text style={emailText}>
        Cannot make it after all? Reply to this email and we will give your place to someone on the waiting list.
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: EventRegistration });
