import { z } from "#app/lib/validation.ts";

// What an applicant has typed into a job's application form (cover letter and answers), kept in the tab's
// sessionStorage so a detour (the session running out and a sign-in, a look at the job description) does not lose
// it. Only text: a chosen résumé file cannot be kept and is chosen again. Cleared when the application is sent and
// when the applicant logs out; gone when the tab closes.

const draftSchema = z.object({
  coverLetter: z.string().max(20_000),
  answers: z.record(z.string().max(200), z.string().max(20_000)),
});

export type ApplicationDraft = z.infer<typeof draftSchema>;

const keyPrefix = "careers.application-draft.";
const draftKey = (jobId: string) => `${keyPrefix}${jobId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept for `jobId`, or an empty one (nothing kept, storage unavailable, or a stored value that is not a draft). */
export function readApplicationDraft(jobId: string): ApplicationDraft {
  const empty: ApplicationDraft = { coverLetter: "", answers: {} };
  try {
    const stored = storage()?.getItem(draftKey(jobId));
    if (!stored) return empty;
    const parsed = draftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

/** Keeps `draft` for `jobId`; an empty draft removes what was kept. */
export function saveApplicationDraft(jobId: string, draft: ApplicationDraft): void {
  const isEmpty = !draft.coverLetter && Object.values(draft.answers).every((value) => !value);
  try {
    if (isEmpty) storage()?.removeItem(draftKey(jobId));
    else storage()?.setItem(draftKey(jobId), JSON.stringify(draft));
  } catch {
    // Full or unavailable storage: the form works on, without a kept draft.
  }
}

/** Forgets the draft of `jobId`, or every job's draft without one (logging out). */
export function clearApplicationDrafts(jobId?: string): void {
  const kept = storage();
  if (!kept) return;
  try {
    const keys = jobId ? [draftKey(jobId)] : Object.keys(kept).filter((key) => key.startsWith(keyPrefix));
    for (const key of keys) kept.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
