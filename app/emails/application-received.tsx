import { Link, Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["application-received"];

export const subject = ({ jobTitle }: Props) => `We received your application: ${jobTitle}`;

export const text = ({ firstName, jobTitle, applicationsUrl }: Props) =>
  textEmail({
    recipient: firstName,
    paragraphs: [
      `Thank you for applying for ${jobTitle}. Your application has reached our hiring team, and we will let you know by email when its status changes.`,
      `You can follow it, and withdraw it if you change your mind, in My Applications: ${applicationsUrl}`,
    ],
  });

export function ApplicationReceived({ firstName, jobTitle, applicationsUrl }: Props) {
  return (
    <EmailLayout preview={`Thank you for applying for ${jobTitle} at Marut.`} recipient={firstName}>
      <Text style={emailText}>
        Thank you for applying for {jobTitle}. Your application has reached our hiring team, and we will let you know by
        email when its status changes.
      </Text>
      <Text style={emailText}>
        You can follow it, and withdraw it if you change your mind, in My Applications:{" "}
        <Link href={applicationsUrl}>{applicationsUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: ApplicationReceived });
