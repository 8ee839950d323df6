import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "./email-layout.tsx";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["applicant-verify-email"];

export const subject = () => "Please verify your email address for Marut Careers";

export function ApplicantVerifyEmail({ firstName, verifyUrl, validHours }: Props) {
  return (
    <EmailLayout preview="Confirm your address to apply for roles at Marut.">
      <Text style={emailText}>Hello {firstName},</Text>
      <Text style={emailText}>
        Thank you for creating a Marut Careers account. Please confirm that this email address is yours: we need a
        verified address before you apply, so that news about your applications reaches you.
      </Text>
      <Button href={verifyUrl} style={emailButton}>
        Verify my email address
      </Button>
      <Text style={emailText}>
        Or paste this link into your browser: <Link href={verifyUrl}>{verifyUrl}</Link>
      </Text>
      <Text style={emailText}>
        The link is valid for {validHours} hours and works once. If you did not create an account, ignore this email.
      </Text>
    </EmailLayout>
  );
}
