import type { FormEvent } from "react";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { PasswordField, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { useAdmin } from "#app/features/admin/admin-session.ts";
import { sendAsStaff, useStaffClient } from "#app/features/admin/staff-client.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/lib/password-policy.ts";

export function meta() {
  return [{ title: "My account | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminAccount() {
  const { staff } = useAdmin();
  const client = useStaffClient();
  const change = useMutation((input: { currentPassword: string; newPassword: string }) =>
    sendAsStaff(client.api.admin.me.password.$post({ json: input })),
  );
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    if (form.get("newPassword") !== form.get("repeatPassword")) {
      change.fail("The new passwords do not match.", { repeatPassword: ["The new passwords do not match."] });
      return;
    }
    const result = await change.run({
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword: String(form.get("newPassword") ?? ""),
    });
    if (result.ok) formElement.reset();
  }
  const error = (field: string) => change.fieldErrors[field]?.[0];
  return (
    <>
      <h1 className="text-3xl font-bold">My account</h1>
      <p className="mt-1">
        {staff.name}, {staff.email}
      </p>
      <h2 className="mt-3 text-xl font-semibold">Change your password</h2>
      <form onSubmit={submit} className="mt-1 max-w-sm space-y-1.5" noValidate>
        <ErrorSummary
          id="password-errors"
          message={change.error}
          fieldErrors={change.fieldErrors}
          focusKey={change.failures}
        />
        {change.data !== null ? (
          <SuccessMessage>Your password is changed. Your other sessions have been signed out.</SuccessMessage>
        ) : null}
        <PasswordField
          id="currentPassword"
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          error={error("currentPassword")}
        />
        <PasswordField
          id="newPassword"
          name="newPassword"
          label="New password"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters; not a common password.`}
          autoComplete="new-password"
          minLength={STAFF_PASSWORD_MIN_LENGTH}
          error={error("newPassword")}
        />
        <PasswordField
          id="repeatPassword"
          name="repeatPassword"
          label="Repeat the new password"
          autoComplete="new-password"
          error={error("repeatPassword")}
        />
        <button type="submit" aria-disabled={change.busy || undefined} className={primaryButtonClass}>
          Change password
        </button>
      </form>
    </>
  );
}
