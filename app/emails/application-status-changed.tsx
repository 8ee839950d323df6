import { Link, Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["application-status-changed"];

export const subject = ({ jobTitle }: Props) => `An update on your application: ${jobTitle}`;

export const text = ({ firstName, jobTitle, status, stage, note, applicationsUrl }: Props) =>
  textEmail({
    recipient: firstName,
    paragraphs: [
      `There is news about your application for ${jobTitle}. Its status is now ${status}, at the ${stage} stage.`,
      note ? `A note from our hiring team: ${note}` : null,
      `See its full history in My Applications: ${applicationsUrl}`,
    ],
  });

export function ApplicationStatusChanged({ firstName, jobTitle, status, stage, note, applicationsUrl }: Props) {
  return (
    <EmailLayout preview={`Your application for ${jobTitle} has moved on.`} recipient={firstName}>
      <Text style={emailText}>
        There is news about your application for {jobTitle}. Its status is now {status}, at the {stage} stage.
      </Text>
      {note ? <Text style={emailText}>A note from our hiring team: {note}</Text> : null}
      <Text style={emailText}>
        See its full history in My Applications: <Link href={applicationsUrl}>{applicationsUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: ApplicationStatusChanged });
