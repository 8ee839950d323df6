import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { applicationStageLabel, applicationStatusLabel } from "../../../domain/applications.ts";
import { employmentTypeLabel, type JobQuestion, workplaceTypeLabel } from "../../../domain/jobs.ts";
import { formatDate } from "../../../lib/dates.ts";
import {
  type Application,
  answerMaxLength,
  applicationMessages,
  COVER_LETTER_MAX_LENGTH,
  type ResumeInfo,
} from "../application-schemas.ts";
import { apiClient, errorMessage } from "../auth/api-client.ts";
import { useAuth } from "../auth/auth-context.tsx";
import { uploadForm } from "../auth/file-transfer.ts";
import type { JobDetail } from "../jobs.ts";
import {
  ErrorSummary,
  focusSummary,
  inputClass,
  linkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "./form-fields.tsx";
import { ResumeFileField, resumeSummary, UploadProgress } from "./resume-upload.tsx";

const sectionClass = "rounded-lg border border-ink/15 bg-white p-3";

/** Where My Applications reads its success banner from. */
export type ApplicationsPageState = { submittedJobTitle?: string };

const answerFieldId = (question: JobQuestion) =>
  question.kind === "yes-no" ? `answer-${question.id}-yes` : `answer-${question.id}`;

/** The apply page: the job at the top, then whatever the applicant's situation calls for. */
export function ApplyView({ job }: { job: JobDetail }) {
  const { loading, applicant } = useAuth();
  const navigate = useNavigate();
  const applyPath = `/careers/jobs/${job.id}/apply`;

  // Only a page opened signed out redirects: logging out (or a 401) from here navigates on its own.
  const hadApplicant = useRef(false);
  if (applicant) hadApplicant.current = true;
  useEffect(() => {
    if (job.open && !loading && !applicant && !hadApplicant.current) {
      navigate(`/careers/jobs/login?next=${encodeURIComponent(applyPath)}`, { replace: true });
    }
  }, [job.open, loading, applicant, navigate, applyPath]);

  return (
    <>
      <section className="bg-ink text-white">
        <div className="page-container py-5 md:py-6">
          <p>
            <Link to={`/careers/jobs/${job.id}`} className={linkClass}>
              Back to the job description
            </Link>
          </p>
          <h1 className="page-title mt-2 max-w-3xl">Apply: {job.title}</h1>
        </div>
      </section>
      <div className="page-container py-6">
        <div className="max-w-3xl">
          <dl className="grid gap-x-3 gap-y-1 rounded-lg border border-ink/10 bg-white p-2 sm:grid-cols-2">
            {[
              ["Team", job.department.name],
              ["Location", job.location.name],
              ["Employment type", employmentTypeLabel[job.employmentType]],
              ["Workplace", workplaceTypeLabel[job.workplaceType]],
              ...(job.validThrough ? [["Apply by", formatDate(job.validThrough)]] : []),
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-muted">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4">
            {!job.open ? (
              <div className={sectionClass}>
                <p className="font-semibold">This position no longer accepts applications.</p>
                <p className="mt-1">
                  <Link to="/careers/jobs/positions" className={linkClass}>
                    See our open positions
                  </Link>
                </p>
              </div>
            ) : loading || !applicant ? (
              <ApplySkeleton />
            ) : !applicant.emailVerified ? (
              <VerifyFirst email={applicant.email} />
            ) : (
              <ApplyForJob job={job} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function ApplySkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Checking your session…
      </p>
      <div className="space-y-2 motion-safe:animate-pulse" aria-hidden="true">
        <div className="h-5 w-1/2 rounded bg-ink/10" />
        <div className="h-10 w-full rounded-md bg-ink/10" />
        <div className="h-6 w-1/3 rounded-md bg-ink/15" />
      </div>
    </div>
  );
}

function VerifyFirst({ email }: { email: string }) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    const response = await apiClient<{ message: string }>("/api/applicant/resend-verification", { method: "POST" });
    setBusy(false);
    setNotice(
      response.ok
        ? { ok: true, text: response.body.message }
        : { ok: false, text: errorMessage(response, "We could not send the email. Please try again later.") },
    );
  }
  return (
    <section aria-labelledby="verify-first-title" className={sectionClass}>
      <h2 id="verify-first-title" className="text-2xl font-bold">
        Verify your email address to apply
      </h2>
      <p className="mt-1">
        {applicationMessages.unverified} We sent a link to {email}; open it, then come back to this page.
      </p>
      <p className="mt-2">
        <button type="button" onClick={resend} disabled={busy} className={secondaryButtonClass}>
          {busy ? "Sending…" : "Resend verification email"}
        </button>
      </p>
      <div aria-live="polite" className="mt-1">
        {notice ? (
          <p className={notice.ok ? "font-semibold text-green-900" : "font-semibold text-red-800"}>{notice.text}</p>
        ) : null}
      </div>
    </section>
  );
}

type Situation =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "applied"; application: Application }
  | { kind: "form"; profileResume: ResumeInfo | null };

/** Looks up an earlier application and the profile résumé, then shows the form or the application. */
function ApplyForJob({ job }: { job: JobDetail }) {
  const [situation, setSituation] = useState<Situation>({ kind: "loading" });

  const load = useCallback(async () => {
    const [applications, resume] = await Promise.all([
      apiClient<{ data: Application[] }>("/api/applicant/applications"),
      apiClient<{ data: ResumeInfo | null }>("/api/applicant/resume"),
    ]);
    if (!applications.ok || !resume.ok) {
      const failed = !applications.ok ? applications : !resume.ok ? resume : null;
      if (failed && failed.status !== 401) {
        setSituation({ kind: "error", message: errorMessage(failed, "We could not load your applications.") });
      }
      return;
    }
    const earlier = applications.body.data.find((application) => application.job.id === job.id);
    setSituation(
      earlier ? { kind: "applied", application: earlier } : { kind: "form", profileResume: resume.body.data },
    );
  }, [job.id]);

  useEffect(() => {
    load();
  }, [load]);

  if (situation.kind === "loading") return <ApplySkeleton />;
  if (situation.kind === "error") {
    return (
      <p role="alert" className="font-semibold text-red-800">
        {situation.message}
      </p>
    );
  }
  if (situation.kind === "applied") return <AlreadyApplied application={situation.application} />;
  return <ApplicationForm job={job} profileResume={situation.profileResume} onAlreadyApplied={load} />;
}

function AlreadyApplied({ application }: { application: Application }) {
  return (
    <section aria-labelledby="already-applied-title" className={sectionClass}>
      <h2 id="already-applied-title" className="text-2xl font-bold">
        You have already applied for this position
      </h2>
      <dl className="mt-2 grid gap-1 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-muted">Submitted</dt>
          <dd>
            <time dateTime={application.submittedAt}>{formatDate(application.submittedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Status</dt>
          <dd>{applicationStatusLabel[application.status]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Stage</dt>
          <dd>{applicationStageLabel[application.stage]}</dd>
        </div>
      </dl>
      <p className="mt-2">
        <Link to="/careers/jobs/applications" className={linkClass}>
          See it in My Applications
        </Link>
      </p>
    </section>
  );
}

type Errors = Record<string, string | undefined>;

function ApplicationForm({
  job,
  profileResume,
  onAlreadyApplied,
}: {
  job: JobDetail;
  profileResume: ResumeInfo | null;
  onAlreadyApplied: () => void;
}) {
  const navigate = useNavigate();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [resumeChoice, setResumeChoice] = useState<"profile" | "upload">(profileResume ? "profile" : "upload");
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [coverLetter, setCoverLetter] = useState("");
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const fieldIds: Record<string, string> = { resume: "resume", coverLetter: "coverLetter", consent: "consent" };
  // "Please answer this question." names its question in the summary, where the field is out of sight.
  const fieldLabels: Record<string, string> = {};
  for (const question of job.questions) {
    fieldIds[`answers.${question.id}`] = answerFieldId(question);
    fieldLabels[`answers.${question.id}`] = question.label;
  }

  function check(): Errors {
    const found: Errors = {};
    if (resumeChoice === "upload") {
      if (!file) found.resume = applicationMessages.resumeMissing;
      else if (fileProblem) found.resume = fileProblem;
    }
    if (coverLetter.length > COVER_LETTER_MAX_LENGTH) found.coverLetter = applicationMessages.coverLetterTooLong;
    for (const question of job.questions) {
      const value = (answers[question.id] ?? "").trim();
      if (!value && question.required) found[`answers.${question.id}`] = applicationMessages.answerRequired;
      else if (value.length > answerMaxLength(question)) {
        found[`answers.${question.id}`] = applicationMessages.answerTooLong(answerMaxLength(question));
      }
    }
    if (!consent) found.consent = applicationMessages.consentMissing;
    return found;
  }

  function fail(nextMessage: string | null, nextErrors: Errors) {
    setMessage(nextMessage);
    setErrors(nextErrors);
    focusSummary(summaryRef);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const found = check();
    if (Object.keys(found).length > 0) return fail(null, found);
    setErrors({});
    setMessage(null);
    const form = new FormData();
    if (resumeChoice === "upload" && file) form.set("resume", file, file.name);
    else form.set("useProfileResume", "true");
    if (coverLetter.trim()) form.set("coverLetter", coverLetter);
    const given: Record<string, string> = {};
    for (const question of job.questions) {
      const value = (answers[question.id] ?? "").trim();
      if (value) given[question.id] = value;
    }
    form.set("answers", JSON.stringify(given));
    form.set("consent", "true");
    setProgress(0);
    const response = await uploadForm<{ data: Application }>(
      `/api/jobs/${encodeURIComponent(job.id)}/applications`,
      form,
      setProgress,
    );
    setProgress(null);
    if (response.ok) {
      const state: ApplicationsPageState = { submittedJobTitle: job.title };
      navigate("/careers/jobs/applications", { state });
      return;
    }
    if (response.status === 401) return;
    if (response.status === 409) return onAlreadyApplied();
    const serverErrors: Errors = {};
    for (const [field, messages] of Object.entries(response.body?.errors ?? {})) {
      if (messages?.[0] && field in fieldIds) serverErrors[field] = messages[0];
    }
    const fallback = "We could not send your application. Please try again.";
    fail(Object.keys(serverErrors).length > 0 ? null : errorMessage(response, fallback), serverErrors);
  }

  const coverLetterCountId = "coverLetter-count";
  const busy = progress !== null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="apply-form-title" className="grid gap-3">
      <h2 id="apply-form-title" className="text-2xl font-bold">
        Your application
      </h2>
      <ErrorSummary
        id="apply-errors"
        summaryRef={summaryRef}
        message={message}
        fieldErrors={errors}
        fieldIds={fieldIds}
        fieldLabels={fieldLabels}
      />

      <fieldset className={`${sectionClass} grid gap-2`}>
        <legend className="px-0.5 text-xl font-bold">Résumé</legend>
        {profileResume ? (
          <div className="grid gap-1">
            <label className="flex items-start gap-1">
              <input
                type="radio"
                name="resumeChoice"
                value="profile"
                checked={resumeChoice === "profile"}
                onChange={() => setResumeChoice("profile")}
                className="mt-0.5 size-2.5 accent-ink"
              />
              <span>
                Use the résumé on my profile <span className="text-muted">({resumeSummary(profileResume)})</span>
              </span>
            </label>
            <label className="flex items-start gap-1">
              <input
                type="radio"
                name="resumeChoice"
                value="upload"
                checked={resumeChoice === "upload"}
                onChange={() => setResumeChoice("upload")}
                className="mt-0.5 size-2.5 accent-ink"
              />
              <span>Upload a new résumé</span>
            </label>
          </div>
        ) : null}
        {resumeChoice === "upload" ? (
          <ResumeFileField
            id="resume"
            label={profileResume ? "New résumé" : "Your résumé"}
            required
            error={errors.resume}
            onChange={(chosen, problem) => {
              setFile(chosen);
              setFileProblem(problem);
              setErrors((current) => ({ ...current, resume: problem ?? undefined }));
            }}
          />
        ) : null}
      </fieldset>

      <div className={sectionClass}>
        <label htmlFor="coverLetter" className="block text-xl font-bold">
          Cover letter <span className="text-base font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id="coverLetter"
          name="coverLetter"
          rows={8}
          value={coverLetter}
          onChange={(event) => setCoverLetter(event.currentTarget.value)}
          aria-invalid={errors.coverLetter ? true : undefined}
          aria-describedby={errors.coverLetter ? `${coverLetterCountId} coverLetter-error` : coverLetterCountId}
          className={inputClass}
        />
        <p
          id={coverLetterCountId}
          className={`text-sm ${coverLetter.length > COVER_LETTER_MAX_LENGTH ? "font-semibold text-red-800" : "text-muted"}`}
        >
          {coverLetter.length} of {COVER_LETTER_MAX_LENGTH} characters
        </p>
        {errors.coverLetter ? (
          <p id="coverLetter-error" className="mt-0.5 text-sm font-semibold text-red-800">
            {errors.coverLetter}
          </p>
        ) : null}
      </div>

      {job.questions.length > 0 ? (
        <fieldset className={`${sectionClass} grid gap-3`}>
          <legend className="px-0.5 text-xl font-bold">Questions from the hiring team</legend>
          {job.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id] ?? ""}
              error={errors[`answers.${question.id}`]}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
            />
          ))}
        </fieldset>
      ) : null}

      <div className={sectionClass}>
        <div className="flex items-start gap-1">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            required
            aria-required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            className="mt-0.5 size-2.5 shrink-0 accent-ink"
          />
          <label htmlFor="consent">
            I agree that Marut may store and process my application and résumé to consider me for this and similar
            roles, as described in the{" "}
            <Link to="/legal/privacy-policy" className={linkClass}>
              privacy policy
            </Link>
            .
          </label>
        </div>
        {errors.consent ? (
          <p id="consent-error" className="mt-0.5 text-sm font-semibold text-red-800">
            {errors.consent}
          </p>
        ) : null}
      </div>

      {busy ? <UploadProgress fraction={progress} label="Sending your application" /> : null}
      <div>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Sending…" : "Submit application"}
        </button>
      </div>
    </form>
  );
}

function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: JobQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `answer-${question.id}`;
  const errorId = `${id}-error`;
  const errorText = error ? (
    <p id={errorId} className="mt-0.5 text-sm font-semibold text-red-800">
      {error}
    </p>
  ) : null;
  const optional = question.required ? null : <span className="font-normal text-muted"> (optional)</span>;
  const common = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": question.required || undefined,
    required: question.required,
  };
  if (question.kind === "yes-no") {
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="font-semibold">
          {question.label}
          {optional}
        </legend>
        <div className="mt-0.5 flex gap-3">
          {(["yes", "no"] as const).map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input
                id={`${id}-${option}`}
                type="radio"
                name={id}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                aria-invalid={error ? true : undefined}
                className="size-2.5 accent-ink"
              />
              {option === "yes" ? "Yes" : "No"}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  const label = (
    <label htmlFor={id} className="block font-semibold">
      {question.label}
      {optional}
    </label>
  );
  if (question.kind === "select") {
    return (
      <div>
        {label}
        <select
          id={id}
          name={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={inputClass}
          {...common}
        >
          <option value="">Choose…</option>
          {(question.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }
  const max = answerMaxLength(question);
  if (question.kind === "textarea") {
    return (
      <div>
        {label}
        <textarea
          id={id}
          name={id}
          rows={5}
          value={value}
          maxLength={max}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={inputClass}
          {...common}
        />
        <p className="text-sm text-muted">
          {value.length} of {max} characters
        </p>
        {errorText}
      </div>
    );
  }
  return (
    <div>
      {label}
      <input
        id={id}
        name={id}
        type="text"
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={inputClass}
        {...common}
      />
      {errorText}
    </div>
  );
}
