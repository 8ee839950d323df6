import type { FormEvent } from "react";
import { Link } from "react-router";
import { SuccessMessage, TextField } from "#app/components/ui/form-fields.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { staffMessages } from "#app/features/admin/schemas.ts";
import { StaffSignInForm, StaffSignInFrame } from "#app/features/admin/staff/staff-sign-in-frame.tsx";
import { api, send } from "#app/lib/api-client.ts";

export function meta() {
  return [{ title: "Forgot your password? | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** "Forgot your password?" for staff: asks for the address and says the same whether or not it has an account. */
export default function AdminForgotPassword() {
  const request = useMutation((email: string) => send(api.api.staff["forgot-password"].$post({ json: { email } })));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.run(String(new FormData(event.currentTarget).get("email") ?? ""));
  }
  return (
    <StaffSignInFrame
      title="Forgot your password?"
      lead={<p>Enter the address of your back-office account and we will email you a link to choose a new password.</p>}
    >
      {request.data ? (
        <div className="mt-3">
          <SuccessMessage>{request.data.message ?? staffMessages.forgotPasswordAccepted}</SuccessMessage>
        </div>
      ) : (
        <StaffSignInForm
          label="Forgot your password?"
          errorsId="forgot-password-errors"
          mutation={request}
          onSubmit={submit}
          submitLabel="Send reset link"
          busyLabel="Sending…"
        >
          <TextField
            id="email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
          />
        </StaffSignInForm>
      )}
      <p className="mt-3">
        <Link to="/admin/login" className={linkClass}>
          Back to sign-in
        </Link>
      </p>
    </StaffSignInFrame>
  );
}
