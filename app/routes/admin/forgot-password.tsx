import type { FormEvent } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { SuccessMessage, TextField } from "../../components/ui/form-fields.tsx";
import { linkClass, primaryButtonClass } from "../../components/ui/form-styles.ts";
import { useMutation } from "../../components/ui/use-mutation.ts";
import { StaffSignInFrame } from "../../features/admin/components/staff-sign-in-frame.tsx";
import { staffMessages } from "../../features/admin/schemas.ts";
import { api, send } from "../../lib/api-client.ts";

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
        <form onSubmit={submit} className="mt-3 space-y-2" noValidate aria-label="Forgot your password?">
          <ErrorSummary
            id="forgot-password-errors"
            message={request.error}
            fieldErrors={request.fieldErrors}
            focusKey={request.failures}
          />
          <TextField
            id="email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
          />
          <button type="submit" aria-disabled={request.busy || undefined} className={primaryButtonClass}>
            {request.busy ? "Sending…" : "Send reset link"}
          </button>
        </form>
      )}
      <p className="mt-3">
        <Link to="/admin/login" className={linkClass}>
          Back to sign-in
        </Link>
      </p>
    </StaffSignInFrame>
  );
}
