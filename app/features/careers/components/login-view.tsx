import { type FormEvent, useEffect, useId } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { checkedInput } from "#app/components/ui/form-check.ts";
import { EmailField, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { loginSchema } from "../applicant-schemas.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { DEFAULT_SIGNED_IN_PATH, safeNextPath, withNext } from "../auth/next-path.ts";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import { ApplicantForm } from "./applicant-form.tsx";
import { CurrentPasswordField } from "./password-fields.tsx";

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
  // Success starts the session; the effect below then leaves the page.
  const signIn = useMutation(login);

  // Signed in (already, or just now): on to where the applicant was going.
  useEffect(() => {
    if (!loading && isAuthenticated) navigate(next ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  }, [loading, isAuthenticated, next, navigate]);

  if (loading || isAuthenticated) return <AccountSkeleton title="Login" />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = checkedInput(signIn, loginSchema, formText(event.currentTarget));
    if (input) void signIn.run(input);
  }

  const fieldIds = { email: `${id}-email`, password: `${id}-password` };

  return (
    <AccountPage title="Login" lead="Log in to apply for roles at Marut and follow your applications.">
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      <ApplicantForm
        onSubmit={submit}
        className="mt-2 grid gap-2"
        aria-label="Login"
        mutation={signIn}
        fieldIds={fieldIds}
        submitLabel="Login"
        busyLabel="Logging in…"
      >
        <EmailField id={fieldIds.email} autoComplete="username" error={signIn.fieldErrors.email} />
        <CurrentPasswordField id={fieldIds.password} error={signIn.fieldErrors.password} />
        <p>
          <Link to="/careers/jobs/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </p>
      </ApplicantForm>
      <p className="mt-4">
        New to Marut Careers?{" "}
        <Link to={withNext("/careers/jobs/register", next)} className={linkClass}>
          Create an account
        </Link>
      </p>
    </AccountPage>
  );
}
