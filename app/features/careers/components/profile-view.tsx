import { type FormEvent, useEffect, useId, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { checkTheFormMessage, ErrorSummary } from "../../../components/ui/error-summary.tsx";
import { PasswordField, SuccessMessage, TextField } from "../../../components/ui/form-fields.tsx";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { formText } from "../../../components/ui/form-text.ts";
import { saveFile } from "../../../components/ui/save-file.ts";
import { useMutation } from "../../../components/ui/use-mutation.ts";
import { fieldErrorsOf } from "../../../lib/validation.ts";
import { type Applicant, changePasswordSchema, type ProfileInput, profileSchema } from "../applicant-schemas.ts";
import { applicantApi, LOGIN_REDIRECT_PATH } from "../auth/applicant-api.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import { NewPasswordFields, newPasswordErrors, newPasswordFieldIds } from "./new-password-fields.tsx";
import { ProfileResume } from "./profile-resume.tsx";
import type { ProfilePageState } from "./register-view.tsx";
import { ResendVerification } from "./resend-verification.tsx";

const sectionClass = "rounded-lg border border-ink/15 bg-white p-3";
const sectionTitleClass = "text-2xl font-bold";

export function ProfileView() {
  const { loading, applicant, setApplicant } = useAuth();
  const navigate = useNavigate();

  // Not signed in when the page opens: to the login page, and back here
  // afterwards. Signing out from here (logout, deleting the account, a 401)
  // navigates on its own, so only a page that never had an applicant redirects.
  const hadApplicant = useRef(false);
  if (applicant) hadApplicant.current = true;
  useEffect(() => {
    if (!loading && !applicant && !hadApplicant.current) {
      navigate(`${LOGIN_REDIRECT_PATH}?next=${encodeURIComponent("/careers/jobs/profile")}`, { replace: true });
    }
  }, [loading, applicant, navigate]);

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
        <ProfileResume className={sectionClass} titleClassName={sectionTitleClass} />
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
    <section aria-labelledby="email-status-title" className={sectionClass}>
      <h2 id="email-status-title" className={sectionTitleClass}>
        Email address
      </h2>
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
    </section>
  );
}

type ProfileField = "firstName" | "lastName" | "phone" | "location" | "headline" | "linkedinUrl" | "portfolioUrl";

const profileFields: {
  name: ProfileField;
  label: string;
  autoComplete: string;
  type?: string;
  required?: boolean;
  maxLength: number;
  hint?: string;
}[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", required: true, maxLength: 100 },
  { name: "lastName", label: "Last name", autoComplete: "family-name", required: true, maxLength: 100 },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel", maxLength: 40 },
  { name: "location", label: "Location", autoComplete: "address-level2", maxLength: 120, hint: "City and country." },
  {
    name: "headline",
    label: "Headline",
    autoComplete: "organization-title",
    maxLength: 160,
    hint: "One line about you, e.g. “Computer vision engineer, 5 years in automotive”.",
  },
  {
    name: "linkedinUrl",
    label: "LinkedIn profile",
    autoComplete: "url",
    type: "url",
    maxLength: 500,
    hint: "For example https://www.linkedin.com/in/your-name",
  },
  { name: "portfolioUrl", label: "Portfolio or website", autoComplete: "url", type: "url", maxLength: 500 },
];

function ProfileForm({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const { updateProfile } = useAuth();
  const save = useMutation(updateProfile);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formText(event.currentTarget) as Record<ProfileField, string>;
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) return save.fail(checkTheFormMessage, fieldErrorsOf(parsed.error));
    void save.run(values satisfies ProfileInput);
  }

  const fieldIds = Object.fromEntries(profileFields.map((field) => [field.name, `${id}-${field.name}`]));
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Your details
      </h2>
      <form
        onSubmit={submit}
        // A change after saving takes the confirmation away.
        onChange={() => save.data && save.reset()}
        noValidate
        className="mt-2 grid gap-2"
        aria-labelledby={`${id}-title`}
      >
        <ErrorSummary
          id={`${id}-summary`}
          message={save.error}
          fieldErrors={save.fieldErrors}
          fieldIds={fieldIds}
          focusKey={save.failures}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          {profileFields.map((field) => (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required={field.required}
              optional={!field.required}
              maxLength={field.maxLength}
              hint={field.hint}
              defaultValue={applicant[field.name] ?? ""}
              error={save.fieldErrors[field.name]}
            />
          ))}
        </div>
        <div>
          <button type="submit" aria-disabled={save.busy || undefined} className={primaryButtonClass}>
            {save.busy ? "Saving…" : "Save details"}
          </button>
        </div>
        <div aria-live="polite">
          {save.data ? <SuccessMessage>Your details have been saved.</SuccessMessage> : null}
        </div>
      </form>
    </section>
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
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Change password
      </h2>
      <p className="mt-1 text-muted">Changing your password signs you out on every other device.</p>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        className="mt-2 grid max-w-xl gap-2"
        aria-labelledby={`${id}-title`}
      >
        <ErrorSummary
          id={`${id}-summary`}
          message={change.error}
          fieldErrors={errors}
          fieldIds={fieldIds}
          focusKey={change.failures}
        />
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={applicant.email} readOnly hidden />
        <PasswordField
          id={fieldIds.currentPassword}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          maxLength={128}
          error={errors.currentPassword}
        />
        <NewPasswordFields id={id} name="newPassword" errors={errors} />
        <div>
          <button type="submit" aria-disabled={change.busy || undefined} className={primaryButtonClass}>
            {change.busy ? "Changing…" : "Change password"}
          </button>
        </div>
        <div aria-live="polite">
          {change.data ? (
            <SuccessMessage>Your password has been changed. Your other sessions have been signed out.</SuccessMessage>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function DownloadData() {
  const download = useMutation(applicantApi.exportData, {
    onSuccess: (data) =>
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), "marut-careers-my-data.json"),
  });

  return (
    <section aria-labelledby="download-data-title" className={sectionClass}>
      <h2 id="download-data-title" className={sectionTitleClass}>
        Your data
      </h2>
      <p className="mt-1">
        Download everything we hold about you in your careers account, as a JSON file: your profile, your sign-ins and
        the emails we sent you links in.
      </p>
      <div className="mt-2">
        <button
          type="button"
          onClick={() => void download.run()}
          aria-disabled={download.busy || undefined}
          className={secondaryButtonClass}
        >
          {download.busy ? "Preparing…" : "Download my data"}
        </button>
      </div>
      <div aria-live="polite">
        {download.error ? <p className="mt-1 font-semibold text-red-800">{download.error}</p> : null}
      </div>
    </section>
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
    <section aria-labelledby={`${id}-title`} className={`${sectionClass} border-red-800/40`}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Delete my account
      </h2>
      <p className="mt-1">
        This deletes your account and everything in it straight away. It cannot be undone. Enter your password to
        confirm.
      </p>
      <form onSubmit={submit} noValidate className="mt-2 grid max-w-xl gap-2" aria-labelledby={`${id}-title`}>
        <ErrorSummary
          id={`${id}-summary`}
          message={remove.error}
          fieldErrors={remove.fieldErrors}
          fieldIds={{ password: `${id}-password` }}
          focusKey={remove.failures}
        />
        <PasswordField
          id={`${id}-password`}
          name="password"
          label="Password"
          autoComplete="current-password"
          maxLength={128}
          error={remove.fieldErrors.password}
        />
        <div>
          <button type="submit" aria-disabled={remove.busy || undefined} className={dangerButtonClass}>
            {remove.busy ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </section>
  );
}
