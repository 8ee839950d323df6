import { type FormEvent, useId } from "react";
import { Link } from "react-router";
import { checkedInput } from "#app/components/ui/form-check.ts";
import { EmailField, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { forgotPasswordSchema } from "../applicant-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { AccountPage } from "./account-page.tsx";
import { ApplicantForm } from "./applicant-form.tsx";

export function ForgotPasswordView() {
  const id = useId();
  const send = useMutation(applicantApi.forgotPassword);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = checkedInput(send, forgotPasswordSchema, formText(event.currentTarget));
    if (input) void send.run(input);
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
        <ApplicantForm
          onSubmit={submit}
          aria-label="Reset your password"
          mutation={send}
          fieldIds={{ email: `${id}-email` }}
          submitLabel="Send reset link"
          busyLabel="Sending…"
        >
          <EmailField id={`${id}-email`} error={send.fieldErrors.email} />
        </ApplicantForm>
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
