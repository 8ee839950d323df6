import { type FormEvent, useId } from "react";
import { Link } from "react-router";
import { checkTheFormMessage, ErrorSummary } from "../../../components/ui/error-summary.tsx";
import { SuccessMessage, TextField } from "../../../components/ui/form-fields.tsx";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { formText } from "../../../components/ui/form-text.ts";
import { useMutation } from "../../../components/ui/use-mutation.ts";
import { fieldErrorsOf } from "../../../lib/validation.ts";
import { forgotPasswordSchema } from "../applicant-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { AccountPage } from "./account-page.tsx";

export function ForgotPasswordView() {
  const id = useId();
  const send = useMutation(applicantApi.forgotPassword);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse(formText(event.currentTarget));
    if (!parsed.success) return send.fail(checkTheFormMessage, fieldErrorsOf(parsed.error));
    void send.run(parsed.data);
  }

  return (
    <AccountPage
      title="Reset your password"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {send.data ? (
        <div className="grid gap-2">
          <SuccessMessage>{send.data.message}</SuccessMessage>
          <p>
            Didn't get it? Check your spam folder, or{" "}
            <button type="button" className={`${linkClass} text-left`} onClick={send.reset}>
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Reset your password">
          <ErrorSummary
            id={`${id}-summary`}
            message={send.error}
            fieldErrors={send.fieldErrors}
            fieldIds={{ email: `${id}-email` }}
            focusKey={send.failures}
          />
          <TextField
            id={`${id}-email`}
            name="email"
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            error={send.fieldErrors.email}
          />
          <div>
            <button type="submit" aria-disabled={send.busy || undefined} className={primaryButtonClass}>
              {send.busy ? "Sending…" : "Send reset link"}
            </button>
          </div>
        </form>
      )}
      <p className="mt-4">
        Remembered it?{" "}
        <Link to="/careers/jobs/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </AccountPage>
  );
}
