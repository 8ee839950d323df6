import type { ChangeEvent } from "react";
import { Field } from "#app/components/ui/form-fields.tsx";
import { inputClass } from "#app/components/ui/form-styles.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { RESUME_ACCEPT, type ResumeInfo, resumeFileProblem } from "../application-schemas.ts";

// The résumé file picker, shared by the apply page and the profile page.

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

/** "cv.pdf · 1.2 MB · uploaded 3 May 2026" */
export function resumeSummary(resume: ResumeInfo): string {
  return `${resume.fileName} · ${formatFileSize(resume.size)} · uploaded ${formatDate(resume.uploadedAt)}`;
}
