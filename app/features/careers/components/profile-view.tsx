import { type FormEvent, useEffect, useId, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { checkTheFormMessage } from "#app/components/ui/error-summary.tsx";
import { checkedInput } from "#app/components/ui/form-check.ts";
import { dangerButtonClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { saveFile } from "#app/components/ui/save-file.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { fieldErrorsOf } from "#app/lib/validation.ts";
import { type Applicant, changePasswordSchema, type ProfileInput, profileSchema } from "../applicant-schemas.ts";
import { applicantApi, LOGIN_REDIRECT_PATH } from "../auth/applicant-api.ts";
import { useAuth, useSignedOutRedirect } from "../auth/auth-context.tsx";
import { withNext } from "../auth/next-path.ts";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import { DetailField, type DetailFieldName, detailFieldId, detailFieldNames } from "./applicant-detail-fields.tsx";
import { ActionButton, ApplicantForm } from "./applicant-form.tsx";
import { CurrentPasswordField, NewPasswordFields, newPasswordErrors, newPasswordFieldIds } from "./password-fields.tsx";
import { ProfileResume } from "./profile-resume.tsx";
import { ProfileSection } from "./profile-section.tsx";
import type { ProfilePageState } from "./register-view.tsx";
import { ResendVerification } from "./resend-verification.tsx";

export function ProfileView() {
  const { loading, applicant, setApplicant } = useAuth();
  // Not signed in when the page opens: to the login page, and back here afterwards.
  useSignedOutRedirect(withNext(LOGIN_REDIRECT_PATH, "/careers/jobs/profile"));

  // Fresh data on every visit (the address may have been verified in another
  // tab). An authenticated call: a 401 ends the session and goes to login.
  const signedIn = applicant !== null;
  useEffect(() => {
    if (loading || !signedIn) return;
    const controller = new AbortController();
    applicantApi.me(controller.signal).then((response) => {
      if (response.ok && !controller.signal.aborted) setApplicant(response.data.data);
    });
    return () => controller.abort();
  }, [loading, signedIn, setApplicant]);

  if (loading || !applicant) return <AccountSkeleton title="Your profile" />;
  return (
    <AccountPage title="Your profile" lead="Keep your details up to date for the roles you apply to." width="wide">
      <div className="grid gap-4">
        <EmailStatus applicant={applicant} />
        <ProfileForm applicant={applicant} />
        <ProfileResume />
        <ChangePasswordForm applicant={applicant} />
        <DownloadData />
        <DeleteAccount />
      </div>
    </AccountPage>
  );
}

function EmailStatus({ applicant }: { applicant: Applicant }) {
  const location = useLocation();
  const justRegistered = (location.state as ProfilePageState | null)?.registered === true;

  return (
    <ProfileSection title="Email address">
      <p className="mt-1 text-lg">{applicant.email}</p>
      <p className="mt-1">
        Status:{" "}
        {applicant.emailVerified ? (
          <strong className="text-green-900">Verified</strong>
        ) : (
          <strong className="text-red-900">Not verified</strong>
        )}
      </p>
      {applicant.emailVerified ? null : (
        <div className="mt-2 grid gap-2">
          <p>
            {justRegistered ? "Welcome! " : ""}We sent a verification link to {applicant.email}. Please open it to
            confirm your address; you'll need a verified address to apply.
          </p>
          <ResendVerification />
        </div>
      )}
    </ProfileSection>
  );
}

function ProfileForm({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const { updateProfile } = useAuth();
  const save = useMutation(updateProfile);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formText(event.currentTarget) as Record<DetailFieldName, string>;
    if (checkedInput(save, profileSchema, values)) void save.run(values satisfies ProfileInput);
  }

  const fieldIds = Object.fromEntries(detailFieldNames.map((name) => [name, detailFieldId(id, name)]));
  return (
    <ProfileSection title="Your details" titleId={`${id}-title`}>
      <ApplicantForm
        onSubmit={submit}
        // A change after saving takes the confirmation away.
        onChange={() => save.data && save.reset()}
        className="mt-2 grid gap-2"
        aria-labelledby={`${id}-title`}
        mutation={save}
        fieldIds={fieldIds}
        submitLabel="Save details"
        busyLabel="Saving…"
        confirmation="Your details have been saved."
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {detailFieldNames.map((name) => (
            <DetailField
              key={name}
              formId={id}
              name={name}
              defaultValue={applicant[name] ?? ""}
              error={save.fieldErrors[name]}
            />
          ))}
        </div>
      </ApplicantForm>
    </ProfileSection>
  );
}

function ChangePasswordForm({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const { startSession } = useAuth();
  const form = useRef<HTMLFormElement>(null);
  const change = useMutation(applicantApi.changePassword, {
    onSuccess: (data) => {
      startSession(data.token, data.data);
      form.current?.reset();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword = "", newPassword = "", confirmPassword = "" } = formText(event.currentTarget);
    const input = { currentPassword, newPassword };
    const parsed = changePasswordSchema.safeParse(input);
    const errors = {
      ...newPasswordErrors("newPassword", newPassword, confirmPassword, applicant),
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    };
    if (Object.keys(errors).length > 0) return change.fail(checkTheFormMessage, errors);
    void change.run(input);
  }

  const fieldIds = { currentPassword: `${id}-current`, ...newPasswordFieldIds(id, "newPassword") };
  const errors = change.fieldErrors;
  return (
    <ProfileSection title="Change password" titleId={`${id}-title`}>
      <p className="mt-1 text-muted">Changing your password signs you out on every other device.</p>
      <ApplicantForm
        ref={form}
        onSubmit={submit}
        className="mt-2 grid max-w-xl gap-2"
        aria-labelledby={`${id}-title`}
        mutation={change}
        fieldIds={fieldIds}
        submitLabel="Change password"
        busyLabel="Changing…"
        confirmation="Your password has been changed. Your other sessions have been signed out."
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={applicant.email} readOnly hidden />
        <CurrentPasswordField
          id={fieldIds.currentPassword}
          name="currentPassword"
          label="Current password"
          error={errors.currentPassword}
        />
        <NewPasswordFields id={id} name="newPassword" errors={errors} />
      </ApplicantForm>
    </ProfileSection>
  );
}

function DownloadData() {
  const download = useMutation(applicantApi.exportData, {
    onSuccess: (data) =>
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), "marut-careers-my-data.json"),
  });

  return (
    <ProfileSection title="Your data">
      <p className="mt-1">
        Download everything we hold about you in your careers account, as a JSON file: your profile, your sign-ins and
        the emails we sent you links in.
      </p>
      <div className="mt-2">
        <ActionButton mutation={download} busyLabel="Preparing…">
          Download my data
        </ActionButton>
      </div>
      <div aria-live="polite">
        {download.error ? <p className="mt-1 font-semibold text-red-800">{download.error}</p> : null}
      </div>
    </ProfileSection>
  );
}

function DeleteAccount() {
  const id = useId();
  const { endSession } = useAuth();
  const navigate = useNavigate();
  const remove = useMutation(applicantApi.deleteAccount, {
    onSuccess: () => {
      endSession();
      navigate("/careers", { replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password = "" } = formText(event.currentTarget);
    if (password.length === 0) {
      return remove.fail(checkTheFormMessage, { password: ["Please enter your password to confirm."] });
    }
    void remove.run({ password });
  }

  return (
    <ProfileSection title="Delete my account" titleId={`${id}-title`} danger>
      <p className="mt-1">
        This deletes your account and everything in it straight away. It cannot be undone. Enter your password to
        confirm.
      </p>
      <ApplicantForm
        onSubmit={submit}
        className="mt-2 grid max-w-xl gap-2"
        aria-labelledby={`${id}-title`}
        mutation={remove}
        fieldIds={{ password: `${id}-password` }}
        submitLabel="Delete my account"
        busyLabel="Deleting…"
        submitClassName={dangerButtonClass}
      >
        <CurrentPasswordField id={`${id}-password`} error={remove.fieldErrors.password} />
      </ApplicantForm>
    </ProfileSection>
  );
}
