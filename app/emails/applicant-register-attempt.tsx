import { Link, Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

export const subject = () => "Someone tried to register with your address at Marut Careers";

export const text = ({ firstName, loginUrl, forgotPasswordUrl }: EmailProps["applicant-register-attempt"]) =>
  textEmail({
    recipient: firstName,
    paragraphs: [
      "Someone tried to register a new Marut Careers account with your email address. Your address already has an account, so no new account was created and nothing about yours was changed.",
      `If it was you, sign in at ${loginUrl}, or reset your password at ${forgotPasswordUrl} if you no longer know it.`,
      "If it was not you, there is nothing to do: you can ignore this email.",
    ],
  });

export function ApplicantRegisterAttempt({
  firstName,
  loginUrl,
  forgotPasswordUrl,
}: EmailProps["applicant-register-attempt"]) {
  return (
    <EmailLayout preview="Your address already has a Marut Careers account; nothing was changed." recipient={firstName}>
      <Text style={emailText}>
        Someone tried to register a new Marut Careers account with your email address. Your address already has an
        account, so no new account was created and nothing about yours was changed.
      </Text>
      <Text style={emailText}>
        If it was you, sign in at <Link href={loginUrl}>{loginUrl}</Link>, or reset your password at{" "}
        <Link href={forgotPasswordUrl}>{forgotPasswordUrl}</Link> if you no longer know it.
      </Text>
      <Text style={emailText}>If it was not you, there is nothing to do: you can ignore this email.</Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: ApplicantRegisterAttempt });
