import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, exists, inArray, ne, not, sql } from "drizzle-orm";
import {
  type ApplicationActor,
  type ApplicationStage,
  type ApplicationStatus,
  applicationStageLabel,
  applicationStatusLabel,
} from "#app/domain/applications.ts";
import type { JobQuestion } from "#app/domain/jobs.ts";
import type { EmailProps, RenderedEmail } from "#app/emails/types.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { problem, type Problem as Refusal } from "#app/lib/problems.ts";
import type { Services } from "#app/lib/services.ts";
import { hasControlCharacters } from "#app/lib/validation.ts";
import type { Database } from "#db/client.ts";
import { applicants, applicationEvents, applications, documents, jobs, locations } from "#db/schema.ts";
import {
  type Application,
  answerMaxLength,
  applicationMessages,
  COVER_LETTER_MAX_LENGTH,
  RESUME_MAX_BYTES,
  RESUME_MAX_STORED,
  RESUME_MAX_STORED_BYTES,
  type ResumeInfo,
} from "./application-schemas.ts";
import { detectResumeType, sanitiseFileName } from "./resume-files.server.ts";

// Applying for a job, the applicant's applications and their history, résumés,
// and status changes (which the staff back office will drive). Shared by the
// API handlers. See docs/decisions/0014-applications-and-uploads.md.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from URLs are checked before they reach a uuid column (a malformed one would be a database error). */
export const isUuid = (value: string) => uuidPattern.test(value);

export type Problem = { status: 400 | 403 | 413 | 415; message: string; errors?: Record<string, string[]> };

// ---------------------------------------------------------------------------
// Résumé files

/** A checked résumé, ready to store. */
export type ResumeUpload = { bytes: Uint8Array; fileName: string; mediaType: string; sha256: string };

/** Checks an uploaded résumé by size and by its bytes. */
export function checkResume(file: { name: string; bytes: Uint8Array }): { ok: true; upload: ResumeUpload } | Problem {
  const errors = (message: string) => ({ resume: [message] });
  if (file.bytes.length === 0) {
    const message = applicationMessages.resumeEmpty;
    return { status: 400, message: `resume: ${message}`, errors: errors(message) };
  }
  if (file.bytes.length > RESUME_MAX_BYTES) {
    return {
      status: 413,
      message: applicationMessages.resumeTooLarge,
      errors: errors(applicationMessages.resumeTooLarge),
    };
  }
  const mediaType = detectResumeType(file.bytes);
  if (!mediaType) {
    return {
      status: 415,
      message: applicationMessages.wrongFileType,
      errors: errors(applicationMessages.wrongFileType),
    };
  }
  return {
    ok: true,
    upload: {
      bytes: file.bytes,
      mediaType,
      fileName: sanitiseFileName(file.name, mediaType),
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
    },
  };
}

type DocumentRow = typeof documents.$inferSelect;

const toResumeInfo = (row: DocumentRow): ResumeInfo => ({
  id: row.id,
  fileName: row.fileName,
  size: row.size,
  mediaType: row.mediaType,
  uploadedAt: row.createdAt.toISOString(),
});

/** The answer when storing one more résumé would go over the applicant's quota. */
export const resumeQuotaProblem: Problem = {
  status: 403,
  message: `resume: ${applicationMessages.resumeQuotaFull}`,
  errors: { resume: [applicationMessages.resumeQuotaFull] },
};

class ResumeQuotaFull extends Error {}

/** A résumé an application was sent with (the others are only the profile résumé, or replaced). */
const usedByAnApplication = (db: Database) =>
  exists(db.select({ one: sql`1` }).from(applications).where(eq(applications.documentId, documents.id)));

/**
 * Whether the applicant may store a new résumé of `size` bytes. Storing it
 * deletes every résumé no application uses, so what stays is those sent with
 * applications plus the new one.
 */
async function withinResumeQuota(db: Database, applicantId: string, size: number): Promise<boolean> {
  const [kept] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(and(eq(documents.applicantId, applicantId), usedByAnApplication(db)));
  return (kept?.files ?? 0) + 1 <= RESUME_MAX_STORED && Number(kept?.bytes ?? 0) + size <= RESUME_MAX_STORED_BYTES;
}

/**
 * Stores the bytes, then runs `write` in a transaction with the new document's
 * row. If anything in it fails, the file is removed again: no file outlives a
 * rolled-back row. A new résumé replaces the ones no application uses: their
 * rows go in the same transaction and their files once it has committed. The
 * applicant's row is locked for the transaction, so concurrent uploads cannot
 * pass the quota together, nor delete a résumé an application is about to use.
 */
async function withStoredResume<T>(
  services: Services,
  applicantId: string,
  upload: ResumeUpload | null,
  write: (tx: Database, document: DocumentRow | null) => Promise<T>,
): Promise<T> {
  // A cheap look first, so a full quota stores nothing; the locked check below decides.
  if (upload && !(await withinResumeQuota(services.db, applicantId, upload.bytes.length))) throw new ResumeQuotaFull();
  const key = upload ? await services.files.put(upload.bytes) : null;
  let replaced: string[] = [];
  let result: T;
  try {
    result = await services.db.transaction(async (tx) => {
      await tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId)).for("update");
      let document: DocumentRow | null = null;
      if (upload && key) {
        if (!(await withinResumeQuota(tx, applicantId, upload.bytes.length))) throw new ResumeQuotaFull();
        const [row] = await tx
          .insert(documents)
          .values({
            applicantId,
            kind: "resume",
            fileName: upload.fileName,
            mediaType: upload.mediaType,
            size: upload.bytes.length,
            sha256: upload.sha256,
            storageKey: key,
          })
          .returning();
        document = row ?? null;
      }
      const written = await write(tx, document);
      if (document) {
        const removed = await tx
          .delete(documents)
          .where(
            and(eq(documents.applicantId, applicantId), ne(documents.id, document.id), not(usedByAnApplication(tx))),
          )
          .returning({ key: documents.storageKey });
        replaced = removed.map((row) => row.key);
      }
      return written;
    });
  } catch (error) {
    if (key) await services.files.delete(key).catch(() => {});
    throw error;
  }
  for (const old of replaced) {
    // The row is gone for good; a file left behind has nothing pointing at it.
    await services.files
      .delete(old)
      .catch((error) => services.logger.warn({ err: error }, "replaced résumé file not removed"));
  }
  return result;
}

/** The newest résumé: the one on the profile. */
async function latestResume(db: Database, applicantId: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicantId, applicantId), eq(documents.kind, "resume")))
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return row;
}

export async function getProfileResume(db: Database, applicantId: string): Promise<ResumeInfo | null> {
  const row = await latestResume(db, applicantId);
  return row ? toResumeInfo(row) : null;
}

export type StoredFile = { fileName: string; mediaType: string; bytes: Uint8Array };

async function readDocument(services: Services, row: DocumentRow | undefined): Promise<StoredFile | null> {
  if (!row) return null;
  const bytes = await services.files.get(row.storageKey);
  return bytes ? { fileName: row.fileName, mediaType: row.mediaType, bytes } : null;
}

export async function getProfileResumeFile(services: Services, applicantId: string): Promise<StoredFile | null> {
  return readDocument(services, await latestResume(services.db, applicantId));
}

/**
 * Uploads a new profile résumé; older ones stay with the applications that
 * used them, and the one no application used is deleted.
 */
export async function saveProfileResume(
  services: Services,
  applicantId: string,
  upload: ResumeUpload,
): Promise<{ ok: true; resume: ResumeInfo } | Problem> {
  try {
    const resume = await withStoredResume(services, applicantId, upload, async (_tx, document) => {
      if (!document) throw new Error("no document row");
      return toResumeInfo(document);
    });
    return { ok: true, resume };
  } catch (error) {
    if (error instanceof ResumeQuotaFull) return resumeQuotaProblem;
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Applying

export type ApplicationFields = {
  coverLetter: string | null;
  answers: Record<string, string>;
  consent: boolean;
};

/** Reads the form's `answers` (a JSON object) and checks it against the job's questions. */
export function checkAnswers(
  questions: JobQuestion[],
  raw: string | null,
): { ok: true; answers: Record<string, string> } | { ok: false; errors: Record<string, string[]> } {
  let parsed: unknown = {};
  if (raw !== null && raw.trim() !== "") {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { ok: false, errors: { answers: [applicationMessages.answersInvalid] } };
    }
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, errors: { answers: [applicationMessages.answersInvalid] } };
  }
  const given = parsed as Record<string, unknown>;
  if (Object.values(given).some((value) => typeof value !== "string")) {
    return { ok: false, errors: { answers: [applicationMessages.answersInvalid] } };
  }
  const answers: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const question of questions) {
    const value = Object.hasOwn(given, question.id) ? (given[question.id] as string).trim() : "";
    const field = `answers.${question.id}`;
    if (value === "") {
      if (question.required) errors[field] = [applicationMessages.answerRequired];
      continue;
    }
    if (question.kind === "yes-no" && value !== "yes" && value !== "no") {
      errors[field] = [applicationMessages.answerNotAnOption];
    } else if (question.kind === "select" && !(question.options ?? []).includes(value)) {
      errors[field] = [applicationMessages.answerNotAnOption];
    } else if (hasControlCharacters(value, { multiline: true })) {
      errors[field] = [applicationMessages.invalidCharacters];
    } else {
      const max = answerMaxLength(question);
      if (value.length > max) errors[field] = [applicationMessages.answerTooLong(max)];
    }
    answers[question.id] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, answers };
}

/** Checks the form's text fields: cover letter, answers, consent. */
export function checkApplicationFields(
  questions: JobQuestion[],
  form: { coverLetter: string | null; answers: string | null; consent: string | null },
): { ok: true; fields: ApplicationFields } | Problem {
  const errors: Record<string, string[]> = {};
  const coverLetter = form.coverLetter?.trim() ?? "";
  if (coverLetter.length > COVER_LETTER_MAX_LENGTH) errors.coverLetter = [applicationMessages.coverLetterTooLong];
  else if (hasControlCharacters(coverLetter, { multiline: true }))
    errors.coverLetter = [applicationMessages.invalidCharacters];
  const answers = checkAnswers(questions, form.answers);
  if (!answers.ok) Object.assign(errors, answers.errors);
  if (form.consent !== "true") errors.consent = [applicationMessages.consentMissing];
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const first = fields[0] as string;
    const message =
      fields.length === 1 ? `${first}: ${errors[first]?.[0]}` : `Please check these fields: ${fields.join(", ")}.`;
    return { status: 400, message, errors };
  }
  return {
    ok: true,
    fields: { coverLetter: coverLetter || null, answers: answers.ok ? answers.answers : {}, consent: true },
  };
}

/** The applicant's application for a job, if there is one. */
export async function findApplicationForJob(
  db: Database,
  applicantId: string,
  jobId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), eq(applications.jobId, jobId)));
  return row;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

class NoProfileResume extends Error {}

export type SubmitOutcome =
  | { ok: true; application: Application }
  | { ok: false; reason: "duplicate"; id: string }
  | { ok: false; reason: "no-profile-resume" | "resume-quota" };

/**
 * Files an application: the résumé (new upload or the profile's), the answers,
 * the first history event and the "application received" email, all in one
 * transaction. A new résumé also becomes the profile résumé, replacing the
 * previous one unless an application uses it.
 */
export async function submitApplication(
  services: Services,
  applicant: { id: string; email: string; firstName: string },
  job: { id: string; slug: string; title: string },
  resume: { upload: ResumeUpload } | { useProfileResume: true },
  fields: ApplicationFields,
): Promise<SubmitOutcome> {
  const upload = "upload" in resume ? resume.upload : null;
  if (!upload && !(await latestResume(services.db, applicant.id))) return { ok: false, reason: "no-profile-resume" };
  const received = await renderApplicationEmail(services, "application-received", {
    firstName: applicant.firstName,
    jobTitle: job.title,
  });
  try {
    const id = await withStoredResume(services, applicant.id, upload, async (tx, document) => {
      // Read under the applicant's lock: a concurrent upload may have replaced the profile résumé.
      const documentId = document?.id ?? (await latestResume(tx, applicant.id))?.id;
      if (!documentId) throw new NoProfileResume();
      const now = new Date();
      const [row] = await tx
        .insert(applications)
        .values({
          applicantId: applicant.id,
          jobId: job.id,
          documentId,
          coverLetter: fields.coverLetter,
          answers: fields.answers,
          consentAt: now,
          status: "active",
          stage: "applied",
          submittedAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error("application insert returned no row");
      await tx.insert(applicationEvents).values({
        applicationId: row.id,
        at: now,
        status: "active",
        stage: "applied",
        note: "Application submitted",
        actor: "applicant",
      });
      await enqueueEmail(tx, { kind: "application-received", to: applicant.email, email: received });
      return row.id;
    });
    services.wakeOutbox();
    const application = await getApplication(services.db, applicant.id, id);
    if (!application) throw new Error("application vanished after insert");
    return { ok: true, application };
  } catch (error) {
    if (error instanceof ResumeQuotaFull) return { ok: false, reason: "resume-quota" };
    if (error instanceof NoProfileResume) return { ok: false, reason: "no-profile-resume" };
    if (!isUniqueViolation(error)) throw error;
    const existing = await findApplicationForJob(services.db, applicant.id, job.id);
    if (!existing) throw error;
    return { ok: false, reason: "duplicate", id: existing.id };
  }
}

// ---------------------------------------------------------------------------
// Reading applications

const applicationFields = {
  id: applications.id,
  applicantId: applications.applicantId,
  jobSlug: jobs.slug,
  jobTitle: jobs.title,
  location: locations.name,
  status: applications.status,
  stage: applications.stage,
  submittedAt: applications.submittedAt,
};

async function loadApplications(db: Database, applicantId: string, applicationId?: string): Promise<Application[]> {
  const rows = await db
    .select(applicationFields)
    .from(applications)
    .innerJoin(jobs, eq(applications.jobId, jobs.id))
    .innerJoin(locations, eq(jobs.locationId, locations.id))
    .where(
      and(eq(applications.applicantId, applicantId), applicationId ? eq(applications.id, applicationId) : undefined),
    )
    .orderBy(desc(applications.submittedAt), desc(applications.id));
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(applicationEvents)
    .where(
      inArray(
        applicationEvents.applicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  return rows.map((row) => ({
    id: row.id,
    job: { id: row.jobSlug, title: row.jobTitle, location: row.location },
    status: row.status,
    stage: row.stage,
    submittedAt: row.submittedAt.toISOString(),
    history: events
      .filter((event) => event.applicationId === row.id)
      .map((event) => ({ at: event.at.toISOString(), status: event.status, stage: event.stage, note: event.note })),
  }));
}

/** The applicant's applications, newest first, each with its history. */
export function listApplications(db: Database, applicantId: string): Promise<Application[]> {
  return loadApplications(db, applicantId);
}

/** One of the applicant's applications; undefined for another applicant's or an unknown id. */
export async function getApplication(
  db: Database,
  applicantId: string,
  applicationId: string,
): Promise<Application | undefined> {
  if (!isUuid(applicationId)) return undefined;
  const [application] = await loadApplications(db, applicantId, applicationId);
  return application;
}

/** The résumé sent with one of the applicant's applications. */
export async function getApplicationResumeFile(
  services: Services,
  applicantId: string,
  applicationId: string,
): Promise<StoredFile | null> {
  if (!isUuid(applicationId)) return null;
  const [row] = await services.db
    .select({ document: documents })
    .from(applications)
    .innerJoin(documents, eq(applications.documentId, documents.id))
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, applicantId)));
  return readDocument(services, row?.document);
}

type ApplicationEmailKind = "application-received" | "application-status-changed";

/** Renders an email about an application to its applicant, with the way to My Applications. */
function renderApplicationEmail<K extends ApplicationEmailKind>(
  services: Services,
  kind: K,
  props: Omit<EmailProps[K], "applicationsUrl">,
): Promise<RenderedEmail> {
  const applicationsUrl = `${services.publicUrl}/careers/jobs/applications`;
  // Both kinds take `applicationsUrl`; TypeScript cannot carry the omitted key through K by itself.
  return services.renderEmail(kind, { ...props, applicationsUrl } as EmailProps[K]);
}

// ---------------------------------------------------------------------------
// Changing status

export type WithdrawOutcome = { ok: true; application: Application } | Refusal<"not-found" | "conflict">;

const noSuchApplication = () => problem("not-found", applicationMessages.notFound);

/** The applicant withdraws an active application. */
export async function withdrawApplication(
  services: Services,
  applicantId: string,
  applicationId: string,
): Promise<WithdrawOutcome> {
  if (!isUuid(applicationId)) return noSuchApplication();
  const outcome = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.applicantId, applicantId)))
      .for("update");
    if (!row) return noSuchApplication();
    if (row.status === "withdrawn") return problem("conflict", applicationMessages.alreadyWithdrawn);
    if (row.status !== "active") return problem("conflict", applicationMessages.cannotWithdraw);
    const now = new Date();
    await tx
      .update(applications)
      .set({ status: "withdrawn", updatedAt: now })
      .where(eq(applications.id, applicationId));
    await tx.insert(applicationEvents).values({
      applicationId,
      at: now,
      status: "withdrawn",
      stage: row.stage,
      note: "Withdrawn by the applicant",
      actor: "applicant",
    });
    return "withdrawn" as const;
  });
  if (outcome !== "withdrawn") return outcome;
  const application = await getApplication(services.db, applicantId, applicationId);
  if (!application) return noSuchApplication();
  return { ok: true, application };
}

export type StatusChange = {
  applicationId: string;
  status: ApplicationStatus;
  stage: ApplicationStage;
  note?: string | null;
  actor: ApplicationActor;
  /** The staff member making the change (actor "staff"), recorded on the history event. */
  staff?: { id: string; name: string };
  /** Queue the "status changed" email to the applicant; true unless told otherwise. */
  notify?: boolean;
  /**
   * Runs in the change's transaction with the status and stage before it, so
   * the caller's own record (the back office's audit entry) commits with it.
   */
  within?: (
    tx: Database,
    before: { status: ApplicationStatus; stage: ApplicationStage },
    after: { status: ApplicationStatus; stage: ApplicationStage; note: string | null },
  ) => Promise<void>;
};

/**
 * Moves an application to a status and stage (the staff back office calls
 * this): records the history event and queues the "application status
 * changed" email to the applicant (unless `notify` is false) in the same
 * transaction. Returns false for an unknown application.
 */
export async function changeApplicationStatus(services: Services, change: StatusChange): Promise<boolean> {
  if (!isUuid(change.applicationId)) return false;
  const note = change.note?.trim() || null;
  const notify = change.notify !== false;
  // The email is rendered before the transaction, from the applicant's name and the job's title.
  let message: RenderedEmail | undefined;
  if (notify) {
    const [about] = await services.db
      .select({ firstName: applicants.firstName, jobTitle: jobs.title })
      .from(applications)
      .innerJoin(applicants, eq(applications.applicantId, applicants.id))
      .innerJoin(jobs, eq(applications.jobId, jobs.id))
      .where(eq(applications.id, change.applicationId));
    if (!about) return false;
    message = await renderApplicationEmail(services, "application-status-changed", {
      ...about,
      status: applicationStatusLabel[change.status],
      stage: applicationStageLabel[change.stage],
      note,
    });
  }
  const changed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: applicants.email, status: applications.status, stage: applications.stage })
      .from(applications)
      .innerJoin(applicants, eq(applications.applicantId, applicants.id))
      .where(eq(applications.id, change.applicationId))
      .for("update", { of: applications });
    if (!row) return false;
    const now = new Date();
    await tx
      .update(applications)
      .set({ status: change.status, stage: change.stage, updatedAt: now })
      .where(eq(applications.id, change.applicationId));
    await tx.insert(applicationEvents).values({
      applicationId: change.applicationId,
      at: now,
      status: change.status,
      stage: change.stage,
      note,
      actor: change.actor,
      staffId: change.staff?.id ?? null,
      staffName: change.staff?.name ?? null,
    });
    await change.within?.(
      tx,
      { status: row.status, stage: row.stage },
      { status: change.status, stage: change.stage, note },
    );
    if (message) await enqueueEmail(tx, { kind: "application-status-changed", to: row.email, email: message });
    return true;
  });
  if (changed && message) services.wakeOutbox();
  return changed;
}

// ---------------------------------------------------------------------------
// "Download my data" and "Delete my account"

/**
 * The applications' and documents' parts of the applicant's data export and
 * account deletion (registered in applicant-data.server.ts). Exports carry no
 * storage keys; deletion removes the stored files after the rows are gone.
 */
export const applicationDataSections = [
  {
    key: "applications",
    async collect(db: Database, applicantId: string) {
      const list = await listApplications(db, applicantId);
      const extra = await db
        .select({ id: applications.id, coverLetter: applications.coverLetter, answers: applications.answers })
        .from(applications)
        .where(eq(applications.applicantId, applicantId));
      return list.map((application) => {
        const more = extra.find((row) => row.id === application.id);
        return { ...application, coverLetter: more?.coverLetter ?? null, answers: more?.answers ?? {} };
      });
    },
  },
  {
    key: "documents",
    async collect(db: Database, applicantId: string) {
      const rows = await db
        .select()
        .from(documents)
        .where(eq(documents.applicantId, applicantId))
        .orderBy(desc(documents.createdAt));
      return rows.map((row) => ({ ...toResumeInfo(row), kind: row.kind, sha256: row.sha256 }));
    },
    async erase(tx: Database, applicantId: string, services: Services) {
      const rows = await tx
        .select({ key: documents.storageKey })
        .from(documents)
        .where(eq(documents.applicantId, applicantId));
      await tx.delete(applications).where(eq(applications.applicantId, applicantId));
      await tx.delete(documents).where(eq(documents.applicantId, applicantId));
      // Files go once the rows have gone for good.
      return async () => {
        for (const row of rows) await services.files.delete(row.key);
      };
    },
  },
];
