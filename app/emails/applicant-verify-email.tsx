import { Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import { textAction, textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

export const subject = () => "Please verify your email address for Marut Careers";

export const text = ({ firstName, verifyUrl, validHours }: EmailProps["applicant-verify-email"]) =>
  textEmail({
    recipient: firstName,
    paragraphs: [
      "Thank you for creating a Marut Careers account. Please confirm that this email address is yours: we need a verified address before you apply, so that news about your applications reaches you.",
      ...textAction(verifyUrl, "Verify my email address"),
      `The link is valid for ${validHours} hours and works once. If you did not create an account, ignore this email.`,
    ],
  });

export function ApplicantVerifyEmail({ firstName, verifyUrl, validHours }: EmailProps["applicant-verify-email"]) {
  return (
    <EmailLayout preview="Confirm your address to apply for roles at Marut." recipient={firstName}>
      <Text style={emailText}>
        Thank you for creating a Marut Careers account. Please confirm that this email address is yours: we need a
        verified address before you apply, so that news about your applications reaches you.
      </Text>
      <EmailAction href={verifyUrl} label="Verify my email address" />
      <Text style={emailText}>
        The link is valid for {validHours} hours and works once. If you did not create an account, ignore this email.
      </Text>
    </EmailLayout>
  );
}
