import { Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import type { Template } from "./template.tsx";
import { textAction, textEmail } from "./text.ts";

/**
 * What a demo-booking email says: the greeting, the paragraphs (the time in plain words, the
 * meeting link), an optional button and what follows it (the reschedule and cancel links).
 */
export type BookingEmailContent = {
  preview: string;
  recipient: string;
  paragraphs: string[];
  action?: { href: string; label: string };
  after?: string[];
};

function BookingEmail({ preview, recipient, paragraphs, action, after = [] }: BookingEmailContent) {
  return (
    <EmailLayout preview={preview} recipient={recipient}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={emailText}>
          {paragraph}
        </Text>
      ))}
      {action ? <EmailAction href={action.href} label={action.label} /> : null}
      {after.map((paragraph) => (
        <Text key={paragraph} style={emailText}>
          {paragraph}
        </Text>
      ))}
    </EmailLayout>
  );
}

/** A booking email's template (./templates.server.tsx), its three parts written once from what it says. */
export function bookingEmail<Props>(
  subject: (props: Props) => string,
  content: (props: Props) => BookingEmailContent,
): Template<Props> {
  return {
    subject,
    text: (props) => {
      const { recipient, paragraphs, action, after = [] } = content(props);
      return textEmail({
        recipient,
        paragraphs: [...paragraphs, ...(action ? textAction(action.href, action.label) : []), ...after],
      });
    },
    element: (props) => <BookingEmail {...content(props)} />,
  };
}
