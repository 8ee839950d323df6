import { type ChangeEvent, useId } from "react";
import { formatDate } from "../../../lib/dates.ts";
import { formatFileSize, RESUME_ACCEPT, type ResumeInfo, resumeFileProblem } from "../application-schemas.ts";
import { inputClass } from "./form-fields.tsx";

// The résumé file picker and the upload progress bar, shared by the apply
// page and the profile page.

/** A labelled file input for a PDF or DOCX résumé; checks size and type as soon as a file is chosen. */
export function ResumeFileField({
  id,
  label = "Résumé",
  error,
  onChange,
  required,
}: {
  id: string;
  label?: string;
  error?: string | undefined;
  onChange: (file: File | null, problem: string | null) => void;
  required?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  function changed(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    onChange(file, file ? resumeFileProblem(file) : null);
  }
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        PDF or Word (.docx), up to 5 MB.
      </p>
      <input
        id={id}
        name="resume"
        type="file"
        accept={RESUME_ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={changed}
        className={`${inputClass} file:mr-1 file:rounded file:border-0 file:bg-ink file:px-1.5 file:py-0.5 file:font-semibold file:text-white`}
      />
      {error ? (
        <p id={errorId} className="mt-0.5 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A real progress bar with the percentage, announced politely. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-0.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <progress id={id} max={100} value={percent} className="h-2 w-full accent-ink">
          {percent}%
        </progress>
        <span aria-hidden="true" className="w-5 text-right font-semibold tabular-nums">
          {percent}%
        </span>
      </div>
    </div>
  );
}

/** "cv.pdf · 1.2 MB · uploaded 3 May 2026" */
export function resumeSummary(resume: ResumeInfo): string {
  return `${resume.fileName} · ${formatFileSize(resume.size)} · uploaded ${formatDate(resume.uploadedAt)}`;
}
