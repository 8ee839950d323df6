import { linkEmail } from "./link-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = linkEmail(
  "Please verify your email address for Marut Careers",
  ({ firstName, verifyUrl, validHours }: EmailProps["applicant-verify-email"]) => ({
    preview: "Confirm your address to apply for roles at Marut.",
    recipient: firstName,
    reason:
      "Thank you for creating a Marut Careers account. Please confirm that this email address is yours: we need a verified address before you apply, so that news about your applications reaches you.",
    action: { href: verifyUrl, label: "Verify my email address" },
    validity: `The link is valid for ${validHours} hours and works once. If you did not create an account, ignore this email.`,
  }),
);
