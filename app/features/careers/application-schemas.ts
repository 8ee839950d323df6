// Applying and applications (decision 0014): the limits, messages and JSON shapes
// shared by the API and the portal's pages. No server code here.

import type { ApplicationStage, ApplicationStatus } from "#app/domain/applications.ts";
import type { JobQuestion } from "#app/domain/jobs.ts";
import { formatFileSize } from "#app/lib/file-size.ts";

/** Largest résumé accepted: 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Résumés one applicant may keep stored, and their total size: the profile
 * résumé plus those sent with applications (an unused résumé is deleted when
 * a newer one replaces it).
 */
export const RESUME_MAX_STORED = 10;
export const RESUME_MAX_STORED_BYTES = 25 * 1024 * 1024;
/** Largest multipart body an upload route reads: the file plus the form's other fields. */
export const UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 512 * 1024;
export const COVER_LETTER_MAX_LENGTH = 5000;
export const TEXT_ANSWER_MAX_LENGTH = 500;
export const TEXTAREA_ANSWER_MAX_LENGTH = 3000;

export const PDF_MEDIA_TYPE = "application/pdf";
export const DOCX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** For `<input type="file" accept>`: a hint to the picker; the server checks the bytes. */
export const RESUME_ACCEPT = `.pdf,.docx,${PDF_MEDIA_TYPE},${DOCX_MEDIA_TYPE}`;

export type ApplicationEvent = {
  at: string;
  status: ApplicationStatus;
  stage: ApplicationStage;
  note: string | null;
};

/** An application as the applicant sees it. `job.id` is the job's public id (its slug). */
export type Application = {
  id: string;
  job: { id: string; title: string; location: string };
  status: ApplicationStatus;
  stage: ApplicationStage;
  /** ISO 8601 timestamp. */
  submittedAt: string;
  /** Oldest first. */
  history: ApplicationEvent[];
};

/** The profile résumé's metadata. */
export type ResumeInfo = { id: string; fileName: string; size: number; mediaType: string; uploadedAt: string };

export const applicationMessages = {
  unverified: "Please verify your email address before applying.",
  jobNotFound: "This position does not exist.",
  jobClosed: "This position no longer accepts applications.",
  alreadyApplied: "You have already applied for this position.",
  notFound: "This application does not exist.",
  alreadyWithdrawn: "This application has already been withdrawn.",
  cannotWithdraw: "This application can no longer be withdrawn.",
  resumeMissing: "Attach your résumé (PDF or Word .docx), or use the one on your profile.",
  noProfileResume: "There is no résumé on your profile yet: attach one.",
  resumeEmpty: "The résumé file is empty.",
  resumeTooLarge: "The résumé is larger than 5 MB.",
  bodyTooLarge: "The upload is too large; résumés can be up to 5 MB.",
  wrongFileType: "Upload a PDF or Word (.docx) file.",
  resumeQuotaFull: `You can keep up to ${RESUME_MAX_STORED} résumés (${RESUME_MAX_STORED_BYTES / (1024 * 1024)} MB in all) with your applications. Apply with the résumé on your profile instead.`,
  consentMissing: "Please agree to the privacy policy to apply.",
  coverLetterTooLong: `Keep the cover letter to ${COVER_LETTER_MAX_LENGTH} characters or fewer.`,
  answersInvalid: "The answers must be a JSON object of question ids and text answers.",
  answerRequired: "Please answer this question.",
  answerTooLong: (max: number) => `Keep the answer to ${max} characters or fewer.`,
  answerNotAnOption: "Choose one of the options.",
  invalidCharacters: "Please remove the special characters (control characters are not allowed).",
  notMultipart: "Send the form as multipart/form-data.",
  malformedForm: "The form could not be read. Please try again.",
  fieldTooLong: "A form field is too long.",
  noResumeYet: "There is no résumé on your profile.",
} as const;

/**
 * The browser's quick check before uploading (the server decides by the
 * file's bytes): a message when the file is clearly wrong, else null.
 */
export function resumeFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size === 0) return applicationMessages.resumeEmpty;
  if (file.size > RESUME_MAX_BYTES)
    return `${applicationMessages.resumeTooLarge} This file is ${formatFileSize(file.size)}.`;
  const name = file.name.toLowerCase();
  const typeOk = file.type === PDF_MEDIA_TYPE || file.type === DOCX_MEDIA_TYPE;
  if (!typeOk && !name.endsWith(".pdf") && !name.endsWith(".docx")) return applicationMessages.wrongFileType;
  return null;
}

/** The longest answer a screening question takes. */
export function answerMaxLength(question: JobQuestion): number {
  if (question.kind === "textarea") {
    return Math.min(question.maxLength ?? TEXTAREA_ANSWER_MAX_LENGTH, TEXTAREA_ANSWER_MAX_LENGTH);
  }
  if (question.kind === "text")
    return Math.min(question.maxLength ?? TEXT_ANSWER_MAX_LENGTH, TEXTAREA_ANSWER_MAX_LENGTH);
  return TEXT_ANSWER_MAX_LENGTH;
}
