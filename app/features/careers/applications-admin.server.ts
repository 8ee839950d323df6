import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type ApplicationViewStage, viewStage } from "#app/domain/applications.ts";
import type { Page } from "#app/lib/list-query.ts";
import { containsWords, pageOf, sortOrder } from "#app/lib/list-sql.server.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { applicants, applicationEvents, applicationNotes, applications, documents, jobs } from "#db/schema.ts";
import type { Applicant } from "./applicant-schemas.ts";
import { type AdminApplicationListQuery, HR_PAGE_SIZE } from "./careers-admin-schemas.ts";
import { isUuid } from "./jobs-admin.server.ts";

// Applications as the hr area sees them: across jobs, with the applicant's
// profile, answers, history with who moved them, and private notes. Moving the
// stage itself goes through the careers feature's changeApplicationStatus,
// called from server/api/admin/careers.routes.ts.

export type AdminApplicationListItem = {
  id: string;
  applicant: { id: string; name: string; email: string };
  job: { id: string; title: string; slug: string };
  stage: ApplicationViewStage;
  status: string;
  submittedAt: string;
  updatedAt: string;
};

const stageOrder = sql`case when ${applications.status} = 'hired' then 5 when ${applications.status} = 'rejected' then 6 when ${applications.status} = 'withdrawn' then 7 else array_position(array['applied','screening','interview','offer','closed']::text[], ${applications.stage}) end`;

const sortColumns = {
  submittedAt: sql`${applications.submittedAt}`,
  updatedAt: sql`${applications.updatedAt}`,
  name: sql`lower(${applicants.lastName} || ' ' || ${applicants.firstName})`,
  job: sql`${jobs.title}`,
  stage: stageOrder,
} as const;

function stageCondition(stage: ApplicationViewStage | undefined): SQL | undefined {
  if (!stage) return undefined;
  if (stage === "hired" || stage === "rejected" || stage === "withdrawn") return eq(applications.status, stage);
  return and(eq(applications.status, "active"), eq(applications.stage, stage));
}

/** One page of applications, filtered by job, stage, status and a name or email search. */
export async function listAdminApplications(
  db: Database,
  query: AdminApplicationListQuery,
): Promise<Page<AdminApplicationListItem>> {
  const where = and(
    query.jobId ? eq(applications.jobId, query.jobId) : undefined,
    stageCondition(query.stage),
    query.status ? eq(applications.status, query.status) : undefined,
    containsWords(query.q, [applicants.firstName, applicants.lastName, applicants.email]),
  );
  const order = sortOrder(query.sort ?? "-submittedAt", sortColumns, sortColumns.submittedAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: applications.id,
        applicantId: applicants.id,
        firstName: applicants.firstName,
        lastName: applicants.lastName,
        email: applicants.email,
        jobId: jobs.id,
        jobTitle: jobs.title,
        jobSlug: jobs.slug,
        status: applications.status,
        stage: applications.stage,
        submittedAt: applications.submittedAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(applicants, eq(applications.applicantId, applicants.id))
      .innerJoin(jobs, eq(applications.jobId, jobs.id))
      .where(where)
      .orderBy(order, asc(applications.id))
      .limit(HR_PAGE_SIZE)
      .offset((query.page - 1) * HR_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(applicants, eq(applications.applicantId, applicants.id))
      .where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      applicant: { id: row.applicantId, name: `${row.firstName} ${row.lastName}`, email: row.email },
      job: { id: row.jobId, title: row.jobTitle, slug: row.jobSlug },
      stage: viewStage(row.status, row.stage),
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    totals,
    query.page,
    HR_PAGE_SIZE,
  );
}

export type AdminApplicationDetail = AdminApplicationListItem & {
  applicant: AdminApplicationListItem["applicant"] &
    Pick<Applicant, "firstName" | "lastName" | "phone" | "location" | "headline" | "linkedinUrl" | "portfolioUrl">;
  coverLetter: string | null;
  answers: { id: string; question: string; answer: string }[];
  resume: { fileName: string; size: number; mediaType: string; uploadedAt: string } | null;
  history: {
    at: string;
    stage: ApplicationViewStage;
    status: string;
    note: string | null;
    actor: "applicant" | "staff" | "system";
    staffName: string | null;
  }[];
  notes: { id: string; body: string; staffName: string; createdAt: string }[];
};

/** Everything the application page shows; undefined for an unknown id. */
export async function getAdminApplication(db: Database, id: string): Promise<AdminApplicationDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ application: applications, applicant: applicants, job: jobs, document: documents })
    .from(applications)
    .innerJoin(applicants, eq(applications.applicantId, applicants.id))
    .innerJoin(jobs, eq(applications.jobId, jobs.id))
    .leftJoin(documents, eq(applications.documentId, documents.id))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  const [events, notes] = await Promise.all([
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
    listNotes(db, id),
  ]);
  const { application, applicant, job, document } = row;
  const questions = new Map(job.questions.map((question) => [question.id, question.label]));
  return {
    id: application.id,
    applicant: {
      id: applicant.id,
      name: `${applicant.firstName} ${applicant.lastName}`,
      email: applicant.email,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      phone: applicant.phone,
      location: applicant.location,
      headline: applicant.headline,
      linkedinUrl: applicant.linkedinUrl,
      portfolioUrl: applicant.portfolioUrl,
    },
    job: { id: job.id, title: job.title, slug: job.slug },
    stage: viewStage(application.status, application.stage),
    status: application.status,
    submittedAt: application.submittedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    coverLetter: application.coverLetter,
    answers: Object.entries(application.answers).map(([questionId, answer]) => ({
      id: questionId,
      question: questions.get(questionId) ?? questionId,
      answer,
    })),
    resume: document
      ? {
          fileName: document.fileName,
          size: document.size,
          mediaType: document.mediaType,
          uploadedAt: document.createdAt.toISOString(),
        }
      : null,
    history: events.map((event) => ({
      at: event.at.toISOString(),
      stage: viewStage(event.status, event.stage),
      status: event.status,
      note: event.note,
      actor: event.actor,
      staffName: event.staffName,
    })),
    notes,
  };
}

/** The application's stored status and stage, for checks before a move; undefined when unknown. */
export async function applicationState(
  db: Database,
  id: string,
): Promise<
  | { status: (typeof applications.$inferSelect)["status"]; stage: (typeof applications.$inferSelect)["stage"] }
  | undefined
> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ status: applications.status, stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}

/** Of the given ids, the applications still in the pipeline (not withdrawn, hired or rejected). */
export async function activeApplicationIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(inArray(applications.id, ids), eq(applications.status, "active")));
  return rows.map((row) => row.id);
}

async function listNotes(db: Database, applicationId: string) {
  const rows = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    staffName: row.staffName,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Adds a private note; undefined when the application does not exist. */
export async function addApplicationNote(
  tx: Database,
  input: { applicationId: string; staff: { id: string; name: string }; body: string },
): Promise<{ id: string; body: string; staffName: string; createdAt: string } | undefined> {
  if (!isUuid(input.applicationId)) return undefined;
  const [application] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, input.applicationId));
  if (!application) return undefined;
  const [row] = await tx
    .insert(applicationNotes)
    .values({
      applicationId: input.applicationId,
      staffId: input.staff.id,
      staffName: input.staff.name,
      body: input.body,
    })
    .returning();
  if (!row) throw new Error("note insert returned no row");
  return { id: row.id, body: row.body, staffName: row.staffName, createdAt: row.createdAt.toISOString() };
}

/** The résumé sent with an application, for staff; null when there is none. */
export async function getApplicationResumeForStaff(
  services: Services,
  applicationId: string,
): Promise<{ fileName: string; mediaType: string; bytes: Uint8Array } | null> {
  if (!isUuid(applicationId)) return null;
  const [row] = await services.db
    .select({ document: documents })
    .from(applications)
    .innerJoin(documents, eq(applications.documentId, documents.id))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const bytes = await services.files.get(row.document.storageKey);
  return bytes ? { fileName: row.document.fileName, mediaType: row.document.mediaType, bytes } : null;
}

/** Counts for the applications filter: how many are in each stage (across jobs or for one). */
export async function stageCounts(db: Database, jobId?: string): Promise<Record<ApplicationViewStage, number>> {
  const rows = await db
    .select({ status: applications.status, stage: applications.stage, n: count() })
    .from(applications)
    .where(jobId && isUuid(jobId) ? eq(applications.jobId, jobId) : undefined)
    .groupBy(applications.status, applications.stage);
  const counts = { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0 };
  for (const row of rows) counts[viewStage(row.status, row.stage)] += row.n;
  return counts;
}
