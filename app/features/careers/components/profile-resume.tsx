import { type FormEvent, useEffect, useRef, useState } from "react";
import { checkTheFormMessage } from "#app/components/ui/error-summary.tsx";
import { saveFile } from "#app/components/ui/save-file.ts";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import type { ResumeInfo } from "../application-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { ActionButton, ApplicantForm } from "./applicant-form.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { ResumeFileField, resumeSummary } from "./resume-upload.tsx";

/** The profile page's "Résumé" section: the current résumé, its download, and uploading a new one. */
export function ProfileResume() {
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
    <ProfileSection title="Résumé">
      {resume === undefined ? (
        <p className="mt-1 text-muted">Loading…</p>
      ) : resume ? (
        <div className="mt-1 grid gap-1">
          <p>
            Current résumé: <strong>{resumeSummary(resume)}</strong>
          </p>
          <p>
            <ActionButton mutation={download}>Download résumé</ActionButton>
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
      <ApplicantForm
        ref={form}
        onSubmit={submit}
        aria-label="Résumé upload"
        className="mt-2 grid gap-2"
        mutation={upload}
        fieldErrors={{ resume: error }}
        fieldIds={{ resume: "profile-resume" }}
        submitLabel="Upload résumé"
        busyLabel="Uploading…"
        confirmation="Your résumé was uploaded."
      >
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
      </ApplicantForm>
    </ProfileSection>
  );
}
