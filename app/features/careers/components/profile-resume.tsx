import { type FormEvent, useEffect, useRef, useState } from "react";
import { checkTheFormMessage, ErrorSummary } from "../../../components/ui/error-summary.tsx";
import { SuccessMessage } from "../../../components/ui/form-fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { saveFile } from "../../../components/ui/save-file.ts";
import { useMutation } from "../../../components/ui/use-mutation.ts";
import type { ResumeInfo } from "../application-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { ResumeFileField, resumeSummary, UploadProgress } from "./resume-upload.tsx";

/** The profile page's "Résumé" section: the current résumé, its download, and uploading a new one. */
export function ProfileResume({ className, titleClassName }: { className: string; titleClassName: string }) {
  const [resume, setResume] = useState<ResumeInfo | null | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  // The chosen file's problem, shown as soon as it is chosen (undefined: nothing chosen since the last submit).
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const upload = useMutation(
    async (chosen: File) => {
      setProgress(0);
      const result = await applicantApi.uploadResume(chosen, setProgress);
      setProgress(null);
      return result;
    },
    {
      onSuccess: (data) => {
        setResume(data.data);
        form.current?.reset();
        setFile(null);
      },
    },
  );
  const download = useMutation(applicantApi.resumeFile, {
    onSuccess: (data) => saveFile(data.blob, data.fileName ?? resume?.fileName ?? "resume"),
  });

  useEffect(() => {
    const controller = new AbortController();
    applicantApi.resume(controller.signal).then((response) => {
      if (response.ok && !controller.signal.aborted) setResume(response.data.data);
    });
    return () => controller.abort();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    if (!file) return upload.fail(checkTheFormMessage, { resume: ["Choose a PDF or Word (.docx) file to upload."] });
    if (problem) return upload.fail(checkTheFormMessage, { resume: [problem] });
    void upload.run(file);
  }

  const error = problem !== undefined ? (problem ?? undefined) : upload.fieldErrors.resume;
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
            <button
              type="button"
              onClick={() => void download.run()}
              aria-disabled={download.busy || undefined}
              className={secondaryButtonClass}
            >
              Download résumé
            </button>
          </p>
          {download.error ? (
            <p role="alert" className="font-semibold text-red-800">
              {download.error}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-1">There is no résumé on your profile yet. The one you upload is offered when you apply.</p>
      )}
      <form ref={form} onSubmit={submit} noValidate aria-label="Résumé upload" className="mt-2 grid gap-2">
        <ErrorSummary
          id="resume-errors"
          message={upload.error}
          fieldErrors={{ resume: error }}
          fieldIds={{ resume: "profile-resume" }}
          focusKey={upload.failures}
        />
        <ResumeFileField
          id="profile-resume"
          label={resume ? "Replace your résumé" : "Upload a résumé"}
          error={error}
          onChange={(chosen, found) => {
            setFile(chosen);
            setProblem(found);
            if (upload.data) upload.reset();
          }}
        />
        {progress !== null ? <UploadProgress fraction={progress} label="Uploading your résumé" /> : null}
        <div>
          <button type="submit" aria-disabled={upload.busy || undefined} className={primaryButtonClass}>
            {upload.busy ? "Uploading…" : "Upload résumé"}
          </button>
        </div>
        <div aria-live="polite">{upload.data ? <SuccessMessage>Your résumé was uploaded.</SuccessMessage> : null}</div>
      </form>
    </section>
  );
}
