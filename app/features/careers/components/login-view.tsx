import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { loginSchema } from "../applicant-schemas.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from "../auth/next-path.ts";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import {
  ErrorSummary,
  type FieldErrors,
  focusSummary,
  linkClass,
  PasswordField,
  primaryButtonClass,
  SuccessMessage,
  TextField,
} from "./form-fields.tsx";

type Field = "email" | "password";

/** Messages other pages hand to the login page (e.g. after a password reset). */
export type LoginPageState = { notice?: string };

export function LoginView() {
  const id = useId();
  const { loading, isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const notice = (location.state as LoginPageState | null)?.notice;
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  // Signed in (already, or just now): on to where the applicant was going.
  useEffect(() => {
    if (!loading && isAuthenticated) navigate(next ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  }, [loading, isAuthenticated, next, navigate]);

  if (loading || isAuthenticated) return <AccountSkeleton title="Login" />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors<Field> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    const result = await login(parsed.data);
    setBusy(false);
    if (!result.ok) {
      setErrors({});
      setMessage(result.message);
      focusSummary(summary);
    }
  }

  const fieldIds = { email: `${id}-email`, password: `${id}-password` };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AccountPage title="Login" lead="Log in to apply for roles at Marut and follow your applications.">
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      <form onSubmit={submit} noValidate className="mt-2 grid gap-2" aria-label="Login">
        <ErrorSummary
          id={`${id}-summary`}
          summaryRef={summary}
          message={message}
          fieldErrors={errors}
          fieldIds={fieldIds}
        />
        <TextField
          id={fieldIds.email}
          name="email"
          label="Email address"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          maxLength={254}
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <PasswordField
          id={fieldIds.password}
          name="password"
          label="Password"
          autoComplete="current-password"
          maxLength={128}
          value={values.password}
          onChange={set("password")}
          error={errors.password}
        />
        <p>
          <Link to="/careers/jobs/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </p>
        <div>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Logging in…" : "Login"}
          </button>
        </div>
      </form>
      <p className="mt-4">
        New to Marut Careers?{" "}
        <Link
          to={next ? `/careers/jobs/register?next=${encodeURIComponent(next)}` : "/careers/jobs/register"}
          className={linkClass}
        >
          Create an account
        </Link>
      </p>
    </AccountPage>
  );
}
