import { Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["lead-verification-code"];

export const subject = ({ code }: Props) => `${code} is your Marut verification code`;

export const text = ({ code, validMinutes }: Props) =>
  textEmail({
    paragraphs: [
      "Hello,",
      "Enter this code in the form on our website to confirm your email address:",
      code,
      `The code is valid for ${validMinutes} minutes and works once. If you did not ask to talk to Marut, you can ignore this email: nothing happens without the code.`,
    ],
  });

export function LeadVerificationCode({ code, validMinutes }: Props) {
  return (
    <EmailLayout preview={`Your verification code is ${code}.`}>
      <Text style={emailText}>Hello,</Text>
      <Text style={emailText}>Enter this code in the form on our website to confirm your email address:</Text>
      <Text
        style={{ ...emailText, fontSize: "32px", fontWeight: 700, letterSpacing: "0.3em", margin: "24px 0" }}
        aria-label={code.split("").join(" ")}
      >
        {code}
      </Text>
      <Text style={emailText}>
        The code is valid for {validMinutes} minutes and works once. If you did not ask to talk to Marut, you can ignore
        this email: nothing happens without the code.
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: LeadVerificationCode });
