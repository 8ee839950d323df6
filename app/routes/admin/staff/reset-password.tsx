import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PasswordField } from "#app/components/ui/form-fields.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { StaffSignInForm, StaffSignInFrame } from "#app/features/admin/staff/staff-sign-in-frame.tsx";
import { api, send } from "#app/lib/api-client.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/lib/password-policy.ts";

export function meta() {
  return [{ title: "Choose a new password | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The page of the emailed reset link: a new password (the staff rules), then back to sign-in. */
export default function AdminResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useMutation(
    (password: string) => send(api.api.staff["reset-password"].$post({ json: { token, password } })),
    { onSuccess: () => navigate("/admin/login?reset=done") },
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== form.get("confirm")) {
      reset.fail("The two passwords are not the same.", { confirm: ["The two passwords are not the same."] });
      return;
    }
    reset.run(password);
  }
  return (
    <StaffSignInFrame
      title="Choose a new password"
      lead={
        <p>
          Use at least {STAFF_PASSWORD_MIN_LENGTH} characters, not a common password and not your name or email address.
          Setting it signs you out of the back office everywhere.
        </p>
      }
    >
      {token ? (
        <StaffSignInForm
          label="Choose a new password"
          errorsId="reset-password-errors"
          mutation={reset}
          onSubmit={submit}
          submitLabel="Set new password"
          busyLabel="Saving…"
        >
          <PasswordField
            id="password"
            name="password"
            label="New password"
            autoComplete="new-password"
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            maxLength={128}
            error={reset.fieldErrors.password?.[0]}
          />
          <PasswordField
            id="confirm"
            name="confirm"
            label="Confirm new password"
            autoComplete="new-password"
            maxLength={128}
            error={reset.fieldErrors.confirm?.[0]}
          />
        </StaffSignInForm>
      ) : (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          This link has no token. Open the link from the email again, or ask for a new one.
        </p>
      )}
      <p className="mt-3">
        <Link to="/admin/forgot-password" className={linkClass}>
          Ask for a new link
        </Link>
      </p>
    </StaffSignInFrame>
  );
}
