import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "../../../lib/password-policy.ts";
import { emailedTokenSchema } from "../applicant-schemas.ts";
import { apiClient, errorMessage } from "../auth/api-client.ts";
import { AccountPage } from "./account-page.tsx";
import {
  ErrorSummary,
  type FieldErrors,
  firstErrors,
  focusSummary,
  linkClass,
  PasswordField,
  primaryButtonClass,
} from "./form-fields.tsx";
import type { LoginPageState } from "./login-view.tsx";

type Field = "password" | "confirmPassword";

export function ResetPasswordView() {
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The token is read once, then taken out of the address bar so it does not
  // linger in the history or get copied along with the URL.
  const [token] = useState(() => params.get("token"));
  const tokenValid = emailedTokenSchema.safeParse(token ?? "").success;
  const [values, setValues] = useState<Record<Field, string>>({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (params.has("token")) setParams({}, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  if (!tokenValid) {
    return (
      <AccountPage title="This reset link is not valid">
        <div className="grid gap-2 text-lg">
          <p>
            The link is incomplete. Open it again from your email; if your email program split it across two lines, copy
            the whole address into your browser.
          </p>
          <p>
            <Link to="/careers/jobs/forgot-password" className={linkClass}>
              Ask for a new reset link
            </Link>
          </p>
        </div>
      </AccountPage>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors: FieldErrors<Field> = {};
    const problem = passwordProblem(values.password);
    if (problem) fieldErrors.password = problem;
    if (values.confirmPassword !== values.password) fieldErrors.confirmPassword = "The two passwords do not match.";
    if (fieldErrors.password || fieldErrors.confirmPassword) {
      setErrors(fieldErrors);
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    const response = await apiClient<{ message: string }>("/api/applicant/reset-password", {
      method: "POST",
      body: { token, password: values.password },
      redirectOnUnauthorized: false,
    });
    setBusy(false);
    if (response.ok) {
      navigate("/careers/jobs/login", { state: { notice: response.body.message } satisfies LoginPageState });
      return;
    }
    setErrors(firstErrors<Field>(response.body?.errors));
    setMessage(errorMessage(response, "We could not change your password. Please try again."));
    focusSummary(summary);
  }

  const fieldIds = { password: `${id}-password`, confirmPassword: `${id}-confirm` };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AccountPage title="Choose a new password" lead="Setting a new password signs you out on every device.">
      <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Choose a new password">
        <ErrorSummary
          id={`${id}-summary`}
          summaryRef={summary}
          message={message}
          fieldErrors={errors}
          fieldIds={fieldIds}
        />
        <PasswordField
          id={fieldIds.password}
          name="password"
          label="New password"
          autoComplete="new-password"
          maxLength={128}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password, your name or your email address.`}
          value={values.password}
          onChange={set("password")}
          error={errors.password}
        />
        <PasswordField
          id={fieldIds.confirmPassword}
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={128}
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          error={errors.confirmPassword}
        />
        <div>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Saving…" : "Set new password"}
          </button>
        </div>
        {message && !errors.password ? (
          <p>
            <Link to="/careers/jobs/forgot-password" className={linkClass}>
              Ask for a new reset link
            </Link>
          </p>
        ) : null}
      </form>
    </AccountPage>
  );
}
