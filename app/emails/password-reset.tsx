import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "./email-layout.tsx";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["password-reset"];

export const subject = () => "Reset your Marut Careers password";

export function PasswordReset({ firstName, resetUrl, validMinutes }: Props) {
  return (
    <EmailLayout preview="A link to choose a new password for your Marut Careers account.">
      <Text style={emailText}>Hello {firstName},</Text>
      <Text style={emailText}>
        Someone, hopefully you, asked to reset the password of your Marut Careers account. Choose a new password with
        the button below.
      </Text>
      <Button href={resetUrl} style={emailButton}>
        Choose a new password
      </Button>
      <Text style={emailText}>
        Or paste this link into your browser: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={emailText}>
        The link is valid for {validMinutes} minutes and works once. Setting a new password signs you out everywhere. If
        you did not ask for this, ignore this email: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}
