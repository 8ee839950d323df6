import { Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import { textAction, textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

export const subject = () => "Reset your Marut back-office password";

export const text = ({ name, resetUrl, validMinutes }: EmailProps["staff-password-reset"]) =>
  textEmail({
    recipient: name,
    paragraphs: [
      "Someone, hopefully you, asked to reset the password of your Marut back-office account. Choose a new password with the button below.",
      ...textAction(resetUrl, "Choose a new password"),
      `The link is valid for ${validMinutes} minutes and works once. Setting a new password signs you out of the back office everywhere. If you did not ask for this, ignore this email and tell an administrator: your password stays as it is.`,
    ],
  });

export function StaffPasswordReset({ name, resetUrl, validMinutes }: EmailProps["staff-password-reset"]) {
  return (
    <EmailLayout preview="A link to choose a new password for your Marut back-office account." recipient={name}>
      <Text style={emailText}>
        Someone, hopefully you, asked to reset the password of your Marut back-office account. Choose a new password
        with the button below.
      </Text>
      <EmailAction href={resetUrl} label="Choose a new password" />
      <Text style={emailText}>
        The link is valid for {validMinutes} minutes and works once. Setting a new password signs you out of the back
        office everywhere. If you did not ask for this, ignore this email and tell an administrator: your password stays
        as it is.
      </Text>
    </EmailLayout>
  );
}
