import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { checkTheFormMessage, ErrorSummary } from "#app/components/ui/error-summary.tsx";
import {
  BusyButton,
  CheckboxField,
  FieldError,
  firstMessage,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/form-fields.tsx";
import { choiceInputClass, linkClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import type { JobQuestion } from "#app/domain/jobs.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { clearApplicationDrafts, readApplicationDraft, saveApplicationDraft } from "../application-draft.ts";
import {
  type Application,
  answerMaxLength,
  applicationMessages,
  COVER_LETTER_MAX_LENGTH,
  type ResumeInfo,
  resumeFileProblem,
} from "../application-schemas.ts";
import { type ApplicationInput, applicantApi } from "../auth/applicant-api.ts";
import { useAuth, useSignedOutRedirect } from "../auth/auth-context.tsx";
import { withNext } from "../auth/next-path.ts";
import type { JobDetail } from "../jobs.ts";
import { ApplicationFacts, FactList, jobFacts } from "./fact-list.tsx";
import { ResendVerification } from "./resend-verification.tsx";
import { ResumeFileField, resumeSummary } from "./resume-upload.tsx";

const sectionClass = "rounded-lg border border-ink/15 bg-white p-3";

/** Where My Applications reads its success banner from. */
export type ApplicationsPageState = { submittedJobTitle?: string };

const answerFieldId = (question: JobQuestion) =>
  question.kind === "yes-no" ? `answer-${question.id}-yes` : `answer-${question.id}`;

/** The apply page: the job at the top, then whatever the applicant's situation calls for. */
export function ApplyView({ job }: { job: JobDetail }) {
  const { loading, applicant } = useAuth();
  useSignedOutRedirect(withNext("/careers/jobs/login", `/careers/jobs/${job.id}/apply`), job.open);
  const facts = jobFacts(job);
  if (job.validThrough) facts.push(["Apply by", formatDate(job.validThrough)]);

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
          <FactList
            className="grid gap-x-3 gap-y-1 rounded-lg border border-ink/10 bg-white p-2 sm:grid-cols-2"
            valueClassName="font-medium"
            facts={facts}
          />
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
              <VerifyFirst email={applicant.email} returnTo={`/careers/jobs/${job.id}/apply`} />
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

function VerifyFirst({ email, returnTo }: { email: string; returnTo: string }) {
  return (
    <section aria-labelledby="verify-first-title" className={sectionClass}>
      <h2 id="verify-first-title" className="text-2xl font-bold">
        Verify your email address to apply
      </h2>
      <p className="mt-1">
        {applicationMessages.unverified} We sent a link to {email}; open it, and it brings you back to this page.
      </p>
      <ResendVerification className="mt-2" returnTo={returnTo} />
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
    const [applications, resume] = await Promise.all([applicantApi.applications(), applicantApi.resume()]);
    if (!applications.ok || !resume.ok) {
      const failed = !applications.ok ? applications : !resume.ok ? resume : null;
      if (failed && failed.status !== 401) setSituation({ kind: "error", message: failed.message });
      return;
    }
    const earlier = applications.data.data.find((application) => application.job.id === job.id);
    setSituation(
      earlier ? { kind: "applied", application: earlier } : { kind: "form", profileResume: resume.data.data },
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
      <ApplicationFacts application={application} />
      <p className="mt-2">
        <Link to="/careers/jobs/applications" className={linkClass}>
          See it in My Applications
        </Link>
      </p>
    </section>
  );
}

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
  const [resumeChoice, setResumeChoice] = useState<ResumeChoice>(profileResume ? "profile" : "upload");
  const [file, setFile] = useState<File | null>(null);
  // The chosen file's problem, shown as soon as it is chosen (undefined: nothing chosen since the last submit).
  const [fileProblem, setFileProblem] = useState<string | null | undefined>(undefined);
  // What was typed survives a detour (a sign-in when the session ran out, the job description and back).
  const [draft] = useState(() => readApplicationDraft(job.id));
  const [coverLetter, setCoverLetter] = useState(draft.coverLetter);
  const [answers, setAnswers] = useState<Record<string, string>>(draft.answers);
  useEffect(() => saveApplicationDraft(job.id, { coverLetter, answers }), [job.id, coverLetter, answers]);
  const [progress, setProgress] = useState<number | null>(null);
  const apply = useMutation(
    async (form: ApplicationInput) => {
      setProgress(0);
      const result = await applicantApi.apply(job.id, form, setProgress);
      setProgress(null);
      if (!result.ok && result.status === 409) onAlreadyApplied();
      return result;
    },
    {
      onSuccess: () => {
        clearApplicationDrafts(job.id);
        navigate("/careers/jobs/applications", {
          state: { submittedJobTitle: job.title } satisfies ApplicationsPageState,
        });
      },
    },
  );
  const errors: Record<string, string | readonly string[] | undefined> = { ...apply.fieldErrors };
  if (fileProblem !== undefined) errors.resume = fileProblem ?? undefined;

  const fieldIds: Record<string, string> = { resume: "resume", coverLetter: "coverLetter", consent: "consent" };
  // "Please answer this question." names its question in the summary, where the field is out of sight.
  const fieldLabels: Record<string, string> = {};
  for (const question of job.questions) {
    fieldIds[`answers.${question.id}`] = answerFieldId(question);
    fieldLabels[`answers.${question.id}`] = question.label;
  }

  function check(consent: boolean): FieldErrors {
    const found: FieldErrors = {};
    if (resumeChoice === "upload") {
      if (!file) found.resume = [applicationMessages.resumeMissing];
      else {
        const problem = resumeFileProblem(file);
        if (problem) found.resume = [problem];
      }
    }
    if (coverLetter.length > COVER_LETTER_MAX_LENGTH) found.coverLetter = [applicationMessages.coverLetterTooLong];
    for (const question of job.questions) {
      const value = (answers[question.id] ?? "").trim();
      if (!value && question.required) found[`answers.${question.id}`] = [applicationMessages.answerRequired];
      else if (value.length > answerMaxLength(question)) {
        found[`answers.${question.id}`] = [applicationMessages.answerTooLong(answerMaxLength(question))];
      }
    }
    if (!consent) found.consent = [applicationMessages.consentMissing];
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (apply.busy) return;
    setFileProblem(undefined);
    const consent = new FormData(event.currentTarget).get("consent") === "on";
    const found = check(consent);
    if (Object.keys(found).length > 0) return apply.fail(checkTheFormMessage, found);
    const given: Record<string, string> = {};
    for (const question of job.questions) {
      const value = (answers[question.id] ?? "").trim();
      if (value) given[question.id] = value;
    }
    void apply.run({
      ...(resumeChoice === "upload" && file ? { resume: file } : { useProfileResume: "true" }),
      ...(coverLetter.trim() ? { coverLetter } : {}),
      answers: JSON.stringify(given),
      consent: "true",
    });
  }

  const coverLetterCountId = "coverLetter-count";
  return (
    <form onSubmit={submit} noValidate aria-labelledby="apply-form-title" className="grid gap-3">
      <h2 id="apply-form-title" className="text-2xl font-bold">
        Your application
      </h2>
      <ErrorSummary
        id="apply-errors"
        message={apply.error}
        fieldErrors={errors}
        fieldIds={fieldIds}
        fieldLabels={fieldLabels}
        focusKey={apply.failures}
      />

      <fieldset className={`${sectionClass} grid gap-2`}>
        <legend className="px-0.5 text-xl font-bold">Résumé</legend>
        {profileResume ? (
          <div className="grid gap-1">
            <ResumeChoiceOption value="profile" chosen={resumeChoice} onChoose={setResumeChoice}>
              Use the résumé on my profile <span className="text-muted">({resumeSummary(profileResume)})</span>
            </ResumeChoiceOption>
            <ResumeChoiceOption value="upload" chosen={resumeChoice} onChoose={setResumeChoice}>
              Upload a new résumé
            </ResumeChoiceOption>
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
            }}
          />
        ) : null}
      </fieldset>

      <div className={sectionClass}>
        <TextAreaField
          id="coverLetter"
          name="coverLetter"
          label="Cover letter"
          optional
          labelClassName="block text-xl font-bold"
          rows={8}
          value={coverLetter}
          onChange={(event) => setCoverLetter(event.currentTarget.value)}
          describedBy={coverLetterCountId}
          error={errors.coverLetter}
        />
        <p
          id={coverLetterCountId}
          className={`text-sm ${coverLetter.length > COVER_LETTER_MAX_LENGTH ? "font-semibold text-red-800" : "text-muted"}`}
        >
          {coverLetter.length} of {COVER_LETTER_MAX_LENGTH} characters
        </p>
      </div>

      {job.questions.length > 0 ? (
        <fieldset className={`${sectionClass} grid gap-3`}>
          <legend className="px-0.5 text-xl font-bold">Questions from the hiring team</legend>
          {job.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id] ?? ""}
              error={firstMessage(errors[`answers.${question.id}`])}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
            />
          ))}
        </fieldset>
      ) : null}

      <CheckboxField
        id="consent"
        name="consent"
        required
        className={sectionClass}
        error={errors.consent}
        label={
          <>
            I agree that Marut may store and process my application and résumé to consider me for this and similar
            roles, as described in the{" "}
            <Link to="/legal/privacy-policy" className={linkClass}>
              privacy policy
            </Link>
            .
          </>
        }
      />

      {progress !== null ? <UploadProgress fraction={progress} label="Sending your application" /> : null}
      <div>
        <BusyButton busy={apply.busy} busyLabel="Sending…">
          Submit application
        </BusyButton>
      </div>
    </form>
  );
}

type ResumeChoice = "profile" | "upload";

function ResumeChoiceOption({
  value,
  chosen,
  onChoose,
  children,
}: {
  value: ResumeChoice;
  chosen: ResumeChoice;
  onChoose: (value: ResumeChoice) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-1">
      <input
        type="radio"
        name="resumeChoice"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className={choiceInputClass}
      />
      <span>{children}</span>
    </label>
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
  const frame = {
    id,
    name: id,
    label: question.label,
    optional: !question.required,
    required: question.required,
    error,
  };
  if (question.kind === "yes-no") {
    return (
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-semibold">
          {question.label}
          {question.required ? null : <span className="font-normal text-muted"> (optional)</span>}
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
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    );
  }
  if (question.kind === "select") {
    return (
      <SelectField {...frame} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">Choose…</option>
        <Options values={question.options ?? []} />
      </SelectField>
    );
  }
  const max = answerMaxLength(question);
  if (question.kind === "textarea") {
    return (
      <div>
        <TextAreaField
          {...frame}
          rows={5}
          value={value}
          maxLength={max}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <p className="text-sm text-muted">
          {value.length} of {max} characters
        </p>
      </div>
    );
  }
  return (
    <TextField {...frame} value={value} maxLength={max} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
