import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { checkTheFormMessage } from "#app/components/ui/error-summary.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { emailedTokenSchema } from "../applicant-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { AccountPage } from "./account-page.tsx";
import { ApplicantForm } from "./applicant-form.tsx";
import type { LoginPageState } from "./login-view.tsx";
import { NewPasswordFields, newPasswordErrors, newPasswordFieldIds } from "./password-fields.tsx";

export function ResetPasswordView() {
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The token is read once, then taken out of the address bar so it does not
  // linger in the history or get copied along with the URL.
  const [token] = useState(() => params.get("token"));
  const tokenValid = emailedTokenSchema.safeParse(token ?? "").success;
  const save = useMutation(applicantApi.resetPassword, {
    onSuccess: (data) => navigate("/careers/jobs/login", { state: { notice: data.message } satisfies LoginPageState }),
  });

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
          <NewResetLink />
        </div>
      </AccountPage>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password = "", confirmPassword = "" } = formText(event.currentTarget);
    const errors = newPasswordErrors("password", password, confirmPassword);
    if (Object.keys(errors).length > 0) return save.fail(checkTheFormMessage, errors);
    void save.run({ token: token ?? "", password });
  }

  const fieldIds = newPasswordFieldIds(id, "password");
  const errors = save.fieldErrors;

  return (
    <AccountPage title="Choose a new password" lead="Setting a new password signs you out on every device.">
      <ApplicantForm
        onSubmit={submit}
        aria-label="Choose a new password"
        mutation={save}
        fieldIds={fieldIds}
        submitLabel="Set new password"
        busyLabel="Saving…"
        after={save.error && !errors.password ? <NewResetLink /> : null}
      >
        <NewPasswordFields id={id} name="password" errors={errors} />
      </ApplicantForm>
    </AccountPage>
  );
}

function NewResetLink() {
  return (
    <p>
      <Link to="/careers/jobs/forgot-password" className={linkClass}>
        Ask for a new reset link
      </Link>
    </p>
  );
}
