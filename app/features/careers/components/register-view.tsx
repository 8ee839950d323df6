import { type FormEvent, useEffect, useId, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { checkedInput } from "#app/components/ui/form-check.ts";
import { EmailField, PasswordField } from "#app/components/ui/form-fields.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { loadPasswordBlocklist, PASSWORD_MIN_LENGTH } from "#app/lib/password-policy.ts";
import { type RegisterInput, registerSchema } from "../applicant-schemas.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { DEFAULT_SIGNED_IN_PATH, safeNextPath, withNext } from "../auth/next-path.ts";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import { DetailField, detailFieldId } from "./applicant-detail-fields.tsx";
import { ApplicantForm } from "./applicant-form.tsx";

/** What the profile page shows right after registering. */
export type ProfilePageState = { registered?: boolean };

export function RegisterView() {
  useEffect(() => {
    void loadPasswordBlocklist();
  }, []);
  const id = useId();
  const { loading, isAuthenticated, register } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const registered = useRef(false);
  const create = useMutation(
    async (input: RegisterInput) => {
      registered.current = true;
      const result = await register(input);
      if (!result.ok) registered.current = false;
      return result;
    },
    {
      onSuccess: () =>
        navigate(next ?? "/careers/jobs/profile", {
          replace: true,
          state: { registered: true } satisfies ProfilePageState,
        }),
    },
  );

  // Already signed in: nothing to register.
  useEffect(() => {
    if (!loading && isAuthenticated && !registered.current) navigate(next ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  }, [loading, isAuthenticated, next, navigate]);

  if (loading || (isAuthenticated && !registered.current)) return <AccountSkeleton title="Create an account" />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formText(event.currentTarget);
    // The page the applicant came from rides in the verification link, so verifying leads back to it.
    const input = {
      ...values,
      phone: values.phone?.trim() ? values.phone : undefined,
      returnTo: next ?? undefined,
    } as RegisterInput;
    if (checkedInput(create, registerSchema, input)) void create.run(input);
  }

  const fieldIds = {
    firstName: detailFieldId(id, "firstName"),
    lastName: detailFieldId(id, "lastName"),
    email: `${id}-email`,
    phone: detailFieldId(id, "phone"),
    password: `${id}-password`,
  };
  const errors = create.fieldErrors;

  return (
    <AccountPage
      title="Create an account"
      lead="One account to apply for roles at Marut, keep your details and follow every application."
    >
      <ApplicantForm
        onSubmit={submit}
        aria-label="Create an account"
        mutation={create}
        fieldIds={fieldIds}
        submitLabel="Create account"
        busyLabel="Creating your account…"
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <DetailField formId={id} name="firstName" error={errors.firstName} />
          <DetailField formId={id} name="lastName" error={errors.lastName} />
        </div>
        <EmailField id={fieldIds.email} hint="We'll send a link to confirm it." error={errors.email} />
        <DetailField formId={id} name="phone" error={errors.phone} />
        <PasswordField
          id={fieldIds.password}
          name="password"
          label="Password"
          autoComplete="new-password"
          maxLength={128}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password; avoid your name and common passwords.`}
          error={errors.password}
        />
      </ApplicantForm>
      <p className="mt-4">
        Already have an account?{" "}
        <Link to={withNext("/careers/jobs/login", next)} className={linkClass}>
          Log in
        </Link>
      </p>
    </AccountPage>
  );
}
