import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { forgotPasswordSchema } from "../applicant-schemas.ts";
import { apiClient, errorMessage } from "../auth/api-client.ts";
import { AccountPage } from "./account-page.tsx";
import {
  ErrorSummary,
  focusSummary,
  linkClass,
  primaryButtonClass,
  SuccessMessage,
  TextField,
} from "./form-fields.tsx";

export function ForgotPasswordView() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    const response = await apiClient<{ message: string }>("/api/applicant/forgot-password", {
      method: "POST",
      body: parsed.data,
      redirectOnUnauthorized: false,
    });
    setBusy(false);
    if (response.ok) {
      setSent(response.body.message);
      return;
    }
    setError(undefined);
    setMessage(errorMessage(response, "We could not send the link. Please try again."));
    focusSummary(summary);
  }

  return (
    <AccountPage
      title="Reset your password"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {sent ? (
        <div className="grid gap-2">
          <SuccessMessage>{sent}</SuccessMessage>
          <p>
            Didn't get it? Check your spam folder, or{" "}
            <button type="button" className={`${linkClass} text-left`} onClick={() => setSent(null)}>
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Reset your password">
          <ErrorSummary
            id={`${id}-summary`}
            summaryRef={summary}
            message={message}
            fieldErrors={{ email: error }}
            fieldIds={{ email: `${id}-email` }}
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <div>
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {busy ? "Sending…" : "Send reset link"}
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
