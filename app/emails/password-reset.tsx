import { linkEmail } from "./link-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = linkEmail(
  "Reset your Marut Careers password",
  ({ firstName, resetUrl, validMinutes }: EmailProps["password-reset"]) => ({
    preview: "A link to choose a new password for your Marut Careers account.",
    recipient: firstName,
    reason:
      "Someone, hopefully you, asked to reset the password of your Marut Careers account. Choose a new password with the button below.",
    action: { href: resetUrl, label: "Choose a new password" },
    validity: `The link is valid for ${validMinutes} minutes and works once. Setting a new password signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.`,
  }),
);
