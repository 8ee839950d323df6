import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ResumeInfo } from "../application-schemas.ts";
import { apiClient, errorMessage } from "../auth/api-client.ts";
import { downloadFile, uploadForm } from "../auth/file-transfer.ts";
import {
  ErrorSummary,
  focusSummary,
  primaryButtonClass,
  SuccessMessage,
  secondaryButtonClass,
} from "./form-fields.tsx";
import { ResumeFileField, resumeSummary, UploadProgress } from "./resume-upload.tsx";

/** The profile page's "Résumé" section: the current résumé, its download, and uploading a new one. */
export function ProfileResume({ className, titleClassName }: { className: string; titleClassName: string }) {
  const [resume, setResume] = useState<ResumeInfo | null | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiClient<{ data: ResumeInfo | null }>("/api/applicant/resume", { signal: controller.signal }).then((response) => {
      if (response.ok && !controller.signal.aborted) setResume(response.body.data);
    });
    return () => controller.abort();
  }, []);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const found = file ? problem : "Choose a PDF or Word (.docx) file to upload.";
    if (found) {
      setError(found);
      setMessage(null);
      focusSummary(summaryRef);
      return;
    }
    if (!file) return;
    setError(undefined);
    setMessage(null);
    const form = new FormData();
    form.set("resume", file, file.name);
    setProgress(0);
    const response = await uploadForm<{ data: ResumeInfo }>("/api/applicant/resume", form, setProgress);
    setProgress(null);
    if (response.ok) {
      setResume(response.body.data);
      setNotice("Your résumé was uploaded.");
      event.currentTarget?.reset();
      setFile(null);
      return;
    }
    if (response.status === 401) return;
    const fieldError = response.body?.errors?.resume?.[0];
    if (fieldError) setError(fieldError);
    else setMessage(errorMessage(response, "We could not upload the résumé. Please try again."));
    focusSummary(summaryRef);
  }

  async function download() {
    setDownloadError(await downloadFile("/api/applicant/resume/file", resume?.fileName ?? "resume"));
  }

  return (
    <section aria-labelledby="resume-title" className={className}>
      <h2 id="resume-title" className={titleClassName}>
        Résumé
      </h2>
      {resume === undefined ? (
        <p className="mt-1 text-muted">Loading…</p>
      ) : resume ? (
        <div className="mt-1 grid gap-1">
          <p>
            Current résumé: <strong>{resumeSummary(resume)}</strong>
          </p>
          <p>
            <button type="button" onClick={download} className={secondaryButtonClass}>
              Download résumé
            </button>
          </p>
          {downloadError ? (
            <p role="alert" className="font-semibold text-red-800">
              {downloadError}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-1">There is no résumé on your profile yet. The one you upload is offered when you apply.</p>
      )}
      <form onSubmit={upload} noValidate aria-label="Résumé upload" className="mt-2 grid gap-2">
        <ErrorSummary
          id="resume-errors"
          summaryRef={summaryRef}
          message={message}
          fieldErrors={{ resume: error }}
          fieldIds={{ resume: "profile-resume" }}
        />
        <ResumeFileField
          id="profile-resume"
          label={resume ? "Replace your résumé" : "Upload a résumé"}
          error={error}
          onChange={(chosen, found) => {
            setFile(chosen);
            setProblem(found);
            setError(found ?? undefined);
          }}
        />
        {progress !== null ? <UploadProgress fraction={progress} label="Uploading your résumé" /> : null}
        <div>
          <button type="submit" disabled={progress !== null} className={primaryButtonClass}>
            {progress !== null ? "Uploading…" : "Upload résumé"}
          </button>
        </div>
        <div aria-live="polite">{notice ? <SuccessMessage>{notice}</SuccessMessage> : null}</div>
      </form>
    </section>
  );
}
