import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "./email-layout.tsx";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["staff-password-reset"];

export const subject = () => "Reset your Marut back-office password";

export function StaffPasswordReset({ name, resetUrl, validMinutes }: Props) {
  return (
    <EmailLayout preview="A link to choose a new password for your Marut back-office account.">
      <Text style={emailText}>Hello {name},</Text>
      <Text style={emailText}>
        Someone, hopefully you, asked to reset the password of your Marut back-office account. Choose a new password
        with the button below.
      </Text>
      <Button href={resetUrl} style={emailButton}>
        Choose a new password
      </Button>
      <Text style={emailText}>
        Or paste this link into your browser: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={emailText}>
        The link is valid for {validMinutes} minutes and works once. Setting a new password signs you out of the back
        office everywhere. If you did not ask for this, ignore this email and tell an administrator: your password stays
        as it is.
      </Text>
    </EmailLayout>
  );
}
