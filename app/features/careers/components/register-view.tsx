import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../lib/password-policy.ts";
import { registerSchema } from "../applicant-schemas.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from "../auth/next-path.ts";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import {
  ErrorSummary,
  type FieldErrors,
  firstErrors,
  focusSummary,
  linkClass,
  PasswordField,
  primaryButtonClass,
  TextField,
} from "./form-fields.tsx";

type Field = "firstName" | "lastName" | "email" | "phone" | "password";

/** What the profile page shows right after registering. */
export type ProfilePageState = { registered?: boolean };

export function RegisterView() {
  const id = useId();
  const { loading, isAuthenticated, register } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const registered = useRef(false);

  // Already signed in: nothing to register.
  useEffect(() => {
    if (!loading && isAuthenticated && !registered.current) navigate(next ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  }, [loading, isAuthenticated, next, navigate]);

  if (loading || (isAuthenticated && !registered.current)) return <AccountSkeleton title="Create an account" />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...values, phone: values.phone.trim() === "" ? undefined : values.phone };
    const parsed = registerSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: FieldErrors<Field> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    registered.current = true;
    const result = await register(input);
    setBusy(false);
    if (result.ok) {
      navigate(next ?? "/careers/jobs/profile", {
        replace: true,
        state: { registered: true } satisfies ProfilePageState,
      });
      return;
    }
    registered.current = false;
    setErrors(firstErrors<Field>(result.errors));
    setMessage(result.message);
    focusSummary(summary);
  }

  const fieldIds: Record<Field, string> = {
    firstName: `${id}-first-name`,
    lastName: `${id}-last-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    password: `${id}-password`,
  };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AccountPage
      title="Create an account"
      lead="One account to apply for roles at Marut, keep your details and follow every application."
    >
      <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Create an account">
        <ErrorSummary
          id={`${id}-summary`}
          summaryRef={summary}
          message={message}
          fieldErrors={errors}
          fieldIds={fieldIds}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField
            id={fieldIds.firstName}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
            value={values.firstName}
            onChange={set("firstName")}
            error={errors.firstName}
          />
          <TextField
            id={fieldIds.lastName}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
            value={values.lastName}
            onChange={set("lastName")}
            error={errors.lastName}
          />
        </div>
        <TextField
          id={fieldIds.email}
          name="email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          hint="We'll send a link to confirm it."
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <TextField
          id={fieldIds.phone}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          optional
          maxLength={40}
          value={values.phone}
          onChange={set("phone")}
          error={errors.phone}
        />
        <PasswordField
          id={fieldIds.password}
          name="password"
          label="Password"
          autoComplete="new-password"
          maxLength={128}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password; avoid your name and common passwords.`}
          value={values.password}
          onChange={set("password")}
          error={errors.password}
        />
        <div>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Creating your account…" : "Create account"}
          </button>
        </div>
      </form>
      <p className="mt-4">
        Already have an account?{" "}
        <Link
          to={next ? `/careers/jobs/login?next=${encodeURIComponent(next)}` : "/careers/jobs/login"}
          className={linkClass}
        >
          Log in
        </Link>
      </p>
    </AccountPage>
  );
}
