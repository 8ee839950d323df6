import { type ChangeEvent, useId } from "react";
import { Field } from "../../../components/ui/form-fields.tsx";
import { inputClass } from "../../../components/ui/form-styles.ts";
import { formatFileSize, RESUME_ACCEPT, type ResumeInfo, resumeFileProblem } from "../application-schemas.ts";

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
  error?: string | readonly string[] | undefined;
  onChange: (file: File | null, problem: string | null) => void;
  required?: boolean;
}) {
  function changed(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    onChange(file, file ? resumeFileProblem(file) : null);
  }
  return (
    <Field id={id} label={label} hint="PDF or Word (.docx), up to 5 MB." error={error} required={required}>
      {(control) => (
        <input
          {...control}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          onChange={changed}
          className={`${inputClass} file:mr-1 file:rounded file:border-0 file:bg-ink file:px-1.5 file:py-0.5 file:font-semibold file:text-white`}
        />
      )}
    </Field>
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
  const date = new Date(resume.uploadedAt).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return `${resume.fileName} · ${formatFileSize(resume.size)} · uploaded ${date}`;
}
