import { passwordResetEmail } from "./link-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = passwordResetEmail(
  "Marut back-office",
  ({ name, resetUrl, validMinutes }: EmailProps["staff-password-reset"]) => ({
    recipient: name,
    resetUrl,
    validity: `The link is valid for ${validMinutes} minutes and works once. Setting a new password signs you out of the back office everywhere. If you did not ask for this, ignore this email and tell an administrator: your password stays as it is.`,
  }),
);
