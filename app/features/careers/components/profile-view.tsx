import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "../../../lib/password-policy.ts";
import { type Applicant, changePasswordSchema, clientFallbackMessages, profileSchema } from "../applicant-schemas.ts";
import { apiClient, errorMessage, LOGIN_REDIRECT_PATH } from "../auth/api-client.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import {
  dangerButtonClass,
  ErrorSummary,
  type FieldErrors,
  firstErrors,
  focusSummary,
  PasswordField,
  primaryButtonClass,
  SuccessMessage,
  secondaryButtonClass,
  TextField,
} from "./form-fields.tsx";
import { ProfileResume } from "./profile-resume.tsx";
import type { ProfilePageState } from "./register-view.tsx";

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
    apiClient<{ data: Applicant }>("/api/applicant/me", { signal: controller.signal }).then((response) => {
      if (response.ok && !controller.signal.aborted) setApplicant(response.body.data);
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
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    const response = await apiClient<{ message: string }>("/api/applicant/resend-verification", { method: "POST" });
    setBusy(false);
    setNotice(
      response.ok
        ? { kind: "ok", text: response.body.message }
        : { kind: "error", text: errorMessage(response, "We could not send the email. Please try again later.") },
    );
  }

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
          <div>
            <button type="button" onClick={resend} disabled={busy} className={secondaryButtonClass}>
              {busy ? "Sending…" : "Resend verification email"}
            </button>
          </div>
          <div aria-live="polite">
            {notice ? (
              <p className={notice.kind === "ok" ? "font-semibold text-green-900" : "font-semibold text-red-800"}>
                {notice.text}
              </p>
            ) : null}
          </div>
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
  const [values, setValues] = useState<Record<ProfileField, string>>(() => ({
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    phone: applicant.phone ?? "",
    location: applicant.location ?? "",
    headline: applicant.headline ?? "",
    linkedinUrl: applicant.linkedinUrl ?? "",
    portfolioUrl: applicant.portfolioUrl ?? "",
  }));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors<ProfileField> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as ProfileField] ??= issue.message;
      setErrors(fieldErrors);
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    const result = await updateProfile(values);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setMessage(null);
      setSaved(true);
      return;
    }
    setErrors(firstErrors<ProfileField>(result.errors));
    setMessage(result.message || clientFallbackMessages.profile);
    focusSummary(summary);
  }

  const fieldIds = Object.fromEntries(profileFields.map((field) => [field.name, `${id}-${field.name}`]));
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Your details
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 grid gap-2" aria-labelledby={`${id}-title`}>
        <ErrorSummary
          id={`${id}-summary`}
          summaryRef={summary}
          message={message}
          fieldErrors={errors}
          fieldIds={fieldIds}
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
              value={values[field.name]}
              onChange={(event) => {
                setSaved(false);
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
              }}
              error={errors[field.name]}
            />
          ))}
        </div>
        <div>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Saving…" : "Save details"}
          </button>
        </div>
        <div aria-live="polite">{saved ? <SuccessMessage>Your details have been saved.</SuccessMessage> : null}</div>
      </form>
    </section>
  );
}

type PasswordFieldName = "currentPassword" | "newPassword" | "confirmPassword";

function ChangePasswordForm({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const { startSession } = useAuth();
  const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const [values, setValues] = useState<Record<PasswordFieldName, string>>(empty);
  const [errors, setErrors] = useState<FieldErrors<PasswordFieldName>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChanged(false);
    const fieldErrors: FieldErrors<PasswordFieldName> = {};
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as PasswordFieldName] ??= issue.message;
    }
    const problem = passwordProblem(values.newPassword, applicant);
    if (problem) fieldErrors.newPassword ??= problem;
    if (values.confirmPassword !== values.newPassword) fieldErrors.confirmPassword = "The two passwords do not match.";
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    const response = await apiClient<{ token: string; data: Applicant }>("/api/applicant/change-password", {
      method: "POST",
      body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
    });
    setBusy(false);
    if (response.ok) {
      startSession(response.body.token, response.body.data);
      setValues(empty);
      setErrors({});
      setMessage(null);
      setChanged(true);
      return;
    }
    setErrors(firstErrors<PasswordFieldName>(response.body?.errors));
    setMessage(errorMessage(response, "We could not change your password. Please try again."));
    focusSummary(summary);
  }

  const fieldIds = {
    currentPassword: `${id}-current`,
    newPassword: `${id}-new`,
    confirmPassword: `${id}-confirm`,
  };
  const set = (field: PasswordFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Change password
      </h2>
      <p className="mt-1 text-muted">Changing your password signs you out on every other device.</p>
      <form onSubmit={submit} noValidate className="mt-2 grid max-w-xl gap-2" aria-labelledby={`${id}-title`}>
        <ErrorSummary
          id={`${id}-summary`}
          summaryRef={summary}
          message={message}
          fieldErrors={errors}
          fieldIds={fieldIds}
        />
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={applicant.email} readOnly hidden />
        <PasswordField
          id={fieldIds.currentPassword}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          maxLength={128}
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
        />
        <PasswordField
          id={fieldIds.newPassword}
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          maxLength={128}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password, your name or your email address.`}
          value={values.newPassword}
          onChange={set("newPassword")}
          error={errors.newPassword}
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
            {busy ? "Changing…" : "Change password"}
          </button>
        </div>
        <div aria-live="polite">
          {changed ? (
            <SuccessMessage>Your password has been changed. Your other sessions have been signed out.</SuccessMessage>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    const response = await apiClient<unknown>("/api/applicant/export");
    setBusy(false);
    if (!response.ok) {
      if (response.status !== 401)
        setError(errorMessage(response, "We could not prepare your data. Please try again."));
      return;
    }
    const blob = new Blob([JSON.stringify(response.body, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = "marut-careers-my-data.json";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

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
        <button type="button" onClick={download} disabled={busy} className={secondaryButtonClass}>
          {busy ? "Preparing…" : "Download my data"}
        </button>
      </div>
      <div aria-live="polite">{error ? <p className="mt-1 font-semibold text-red-800">{error}</p> : null}</div>
    </section>
  );
}

function DeleteAccount() {
  const id = useId();
  const { endSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length === 0) {
      setError("Please enter your password to confirm.");
      setMessage("Please check the form");
      focusSummary(summary);
      return;
    }
    setBusy(true);
    const response = await apiClient("/api/applicant/account", { method: "DELETE", body: { password } });
    setBusy(false);
    if (response.ok) {
      endSession();
      navigate("/careers", { replace: true });
      return;
    }
    setError(firstErrors<"password">(response.body?.errors).password);
    setMessage(errorMessage(response, "We could not delete your account. Please try again."));
    focusSummary(summary);
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
          summaryRef={summary}
          message={message}
          fieldErrors={{ password: error }}
          fieldIds={{ password: `${id}-password` }}
        />
        <PasswordField
          id={`${id}-password`}
          name="password"
          label="Password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <div>
          <button type="submit" disabled={busy} className={dangerButtonClass}>
            {busy ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </section>
  );
}
