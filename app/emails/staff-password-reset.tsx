import { linkEmail } from "./link-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = linkEmail(
  "Reset your Marut back-office password",
  ({ name, resetUrl, validMinutes }: EmailProps["staff-password-reset"]) => ({
    preview: "A link to choose a new password for your Marut back-office account.",
    recipient: name,
    reason:
      "Someone, hopefully you, asked to reset the password of your Marut back-office account. Choose a new password with the button below.",
    action: { href: resetUrl, label: "Choose a new password" },
    validity: `The link is valid for ${validMinutes} minutes and works once. Setting a new password signs you out of the back office everywhere. If you did not ask for this, ignore this email and tell an administrator: your password stays as it is.`,
  }),
);
