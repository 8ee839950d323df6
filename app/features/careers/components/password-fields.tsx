import { useEffect } from "react";
import { PasswordField } from "#app/components/ui/form-fields.tsx";
import {
  loadPasswordBlocklist,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  passwordProblem,
} from "#app/lib/password-policy.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

// The portal's password fields: the current password (login, changing the
// password, deleting the account), and choosing a new one (the reset page, the
// profile's change-password form) with its confirmation and the checks made
// before sending.

/** The password the applicant has now, for a password manager to fill in. */
export function CurrentPasswordField({
  id,
  name = "password",
  label = "Password",
  error,
}: {
  id: string;
  name?: string;
  label?: string;
  error: string | readonly string[] | undefined;
}) {
  return (
    <PasswordField id={id} name={name} label={label} autoComplete="current-password" maxLength={128} error={error} />
  );
}

/** The ids of the two fields, for the error summary's links. */
export const newPasswordFieldIds = (id: string, name: string) => ({
  [name]: `${id}-new`,
  confirmPassword: `${id}-confirm`,
});

export function NewPasswordFields({ id, name, errors }: { id: string; name: string; errors: FieldErrors }) {
  useEffect(() => {
    void loadPasswordBlocklist();
  }, []);
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        name={name}
        label="New password"
        autoComplete="new-password"
        maxLength={128}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password, your name or your email address.`}
        error={errors[name]}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirmPassword}
      />
    </>
  );
}

/** What is wrong with a new password and its confirmation, under `name` and `confirmPassword`. */
export function newPasswordErrors(
  name: string,
  password: string,
  confirmation: string,
  context?: PasswordContext,
): FieldErrors {
  const errors: FieldErrors = {};
  const problem = passwordProblem(password, context);
  if (problem) errors[name] = [problem];
  if (confirmation !== password) errors.confirmPassword = ["The two passwords do not match."];
  return errors;
}
