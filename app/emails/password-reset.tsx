import { passwordResetEmail } from "./link-email.tsx";
import type { EmailProps } from "./types.ts";

export const template = passwordResetEmail(
  "Marut Careers",
  ({ firstName, resetUrl, validMinutes }: EmailProps["password-reset"]) => ({
    recipient: firstName,
    resetUrl,
    validity: `The link is valid for ${validMinutes} minutes and works once. Setting a new password signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.`,
  }),
);
