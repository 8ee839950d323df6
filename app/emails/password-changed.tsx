import { Link, Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

export const subject = () => "Your Marut Careers password was changed";

export const text = ({ firstName, changedAt, forgotPasswordUrl }: EmailProps["password-changed"]) =>
  textEmail({
    recipient: firstName,
    paragraphs: [
      `The password of your Marut Careers account was changed on ${changedAt}, and every other session was signed out.`,
      `If this was you, there is nothing more to do. If it was not, someone may know your password: choose a new one straight away at ${forgotPasswordUrl}.`,
    ],
  });

export function PasswordChanged({ firstName, changedAt, forgotPasswordUrl }: EmailProps["password-changed"]) {
  return (
    <EmailLayout preview="The password of your Marut Careers account was just changed." recipient={firstName}>
      <Text style={emailText}>
        The password of your Marut Careers account was changed on {changedAt}, and every other session was signed out.
      </Text>
      <Text style={emailText}>
        If this was you, there is nothing more to do. If it was not, someone may know your password: choose a new one
        straight away at <Link href={forgotPasswordUrl}>{forgotPasswordUrl}</Link>.
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: PasswordChanged });
