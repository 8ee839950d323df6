import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { JobSections, JobStatus, SalaryPeriod } from "#app/domain/jobs.ts";
import { isoDate } from "#app/lib/dates.ts";
import type { Page } from "#app/lib/list-query.ts";
import { containsWords, pageOf, sortOrder } from "#app/lib/list-sql.server.ts";
import { problem } from "#app/lib/problems.ts";
import type { WriteProblem } from "#app/lib/revisions.ts";
import type { z } from "#app/lib/validation.ts";
import type { Database } from "#db/client.ts";
import { applications, departments, jobs, locations } from "#db/schema.ts";
import {
  type AdminJobListQuery,
  type departmentInputSchema,
  HR_PAGE_SIZE,
  type JobInput,
  type locationInputSchema,
  slugify,
} from "./careers-admin-schemas.ts";

// Jobs as the back office's hr area sees them: every status, drafts included.
// The functions take the transaction of the change so the API handler can
// write the audit entry in it (server/api/admin/careers.routes.ts).

type JobRow = typeof jobs.$inferSelect;

export type AdminJobListItem = {
  id: string;
  slug: string;
  title: string;
  status: JobStatus;
  department: { id: string; slug: string; name: string };
  location: { id: string; name: string };
  employmentType: JobRow["employmentType"];
  validThrough: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  applications: number;
};

export type AdminJob = AdminJobListItem &
  JobSections & {
    departmentId: string;
    locationId: string;
    workplaceType: JobRow["workplaceType"];
    summary: string;
    about: string;
    salaryMin: number | null;
    salaryMax: number | null;
    salaryCurrency: string | null;
    salaryPeriod: SalaryPeriod | null;
    questions: JobRow["questions"];
  };

const applicationCount = sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id})`;

const sortColumns = {
  title: jobs.title,
  status: jobs.status,
  department: departments.name,
  createdAt: jobs.createdAt,
  validThrough: jobs.validThrough,
  applications: applicationCount,
} as const;

/** One page of jobs of every status, with each job's number of applications. */
export async function listAdminJobs(db: Database, query: AdminJobListQuery): Promise<Page<AdminJobListItem>> {
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    query.department ? eq(departments.slug, query.department) : undefined,
    containsWords(query.q, [jobs.title, jobs.slug]),
  );
  const order = sortOrder(query.sort ?? "-createdAt", sortColumns, jobs.createdAt, { nullsLast: true });

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        slug: jobs.slug,
        title: jobs.title,
        status: jobs.status,
        departmentId: departments.id,
        departmentSlug: departments.slug,
        departmentName: departments.name,
        locationId: locations.id,
        locationName: locations.name,
        employmentType: jobs.employmentType,
        validThrough: jobs.validThrough,
        publishedAt: jobs.publishedAt,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
        applications: applicationCount,
      })
      .from(jobs)
      .innerJoin(departments, eq(jobs.departmentId, departments.id))
      .innerJoin(locations, eq(jobs.locationId, locations.id))
      .where(where)
      .orderBy(order, asc(jobs.id))
      .limit(HR_PAGE_SIZE)
      .offset((query.page - 1) * HR_PAGE_SIZE),
    db.select({ total: count() }).from(jobs).innerJoin(departments, eq(jobs.departmentId, departments.id)).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      department: { id: row.departmentId, slug: row.departmentSlug, name: row.departmentName },
      location: { id: row.locationId, name: row.locationName },
      employmentType: row.employmentType,
      validThrough: row.validThrough,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      applications: Number(row.applications),
    })),
    totals,
    query.page,
    HR_PAGE_SIZE,
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** One job of any status, for the edit form; undefined for an unknown id. */
export async function getAdminJob(db: Database, id: string): Promise<AdminJob | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      job: jobs,
      departmentSlug: departments.slug,
      departmentName: departments.name,
      locationName: locations.name,
      applications: applicationCount,
    })
    .from(jobs)
    .innerJoin(departments, eq(jobs.departmentId, departments.id))
    .innerJoin(locations, eq(jobs.locationId, locations.id))
    .where(eq(jobs.id, id));
  if (!row) return undefined;
  const job = row.job;
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    status: job.status,
    departmentId: job.departmentId,
    locationId: job.locationId,
    department: { id: job.departmentId, slug: row.departmentSlug, name: row.departmentName },
    location: { id: job.locationId, name: row.locationName },
    employmentType: job.employmentType,
    workplaceType: job.workplaceType,
    summary: job.summary,
    about: job.about,
    responsibilities: job.sections.responsibilities,
    requirements: job.sections.requirements,
    niceToHave: job.sections.niceToHave,
    benefits: job.sections.benefits,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    questions: job.questions,
    validThrough: job.validThrough,
    publishedAt: job.publishedAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    applications: Number(row.applications),
  };
}

/** The columns a job input sets (status and dates aside). */
function jobValues(input: JobInput) {
  return {
    title: input.title,
    departmentId: input.departmentId,
    locationId: input.locationId,
    employmentType: input.employmentType,
    workplaceType: input.workplaceType,
    summary: input.summary,
    about: input.about,
    sections: {
      responsibilities: input.responsibilities,
      requirements: input.requirements,
      niceToHave: input.niceToHave,
      benefits: input.benefits,
    },
    questions: input.questions.map((question) => ({
      id: question.id ?? slugify(question.label).slice(0, 60),
      label: question.label,
      kind: question.kind,
      required: question.required,
      ...(question.kind === "select" ? { options: question.options ?? [] } : {}),
      ...(question.maxLength !== undefined && (question.kind === "text" || question.kind === "textarea")
        ? { maxLength: question.maxLength }
        : {}),
    })),
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    salaryCurrency: input.salaryCurrency ?? null,
    salaryPeriod: input.salaryMin != null || input.salaryMax != null ? (input.salaryPeriod ?? "year") : null,
    validThrough: input.validThrough ?? null,
  };
}

/** What the audit log keeps of a job: everything but the timestamps. */
export function auditedJob(row: JobRow) {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row;
  return { ...rest, publishedAt: row.publishedAt?.toISOString() ?? null };
}

/** A refused job, department or location change (decision 0035). */
export type JobWriteProblem = WriteProblem;

const jobNotFound = problem("not-found", "This job does not exist.");

async function checkReferences(tx: Database, input: JobInput): Promise<JobWriteProblem | null> {
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, input.departmentId));
  const [location] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, input.locationId));
  const errors: Record<string, string[]> = {};
  if (!department) errors.departmentId = ["This department does not exist."];
  if (!location) errors.locationId = ["This location does not exist."];
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  return { ok: false, kind: "invalid", message: `${fields[0]}: ${errors[fields[0] as string]?.[0]}`, errors };
}

async function slugTaken(tx: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** The title's slug, with -2, -3… when another job has it. */
async function freeSlug(tx: Database, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, candidate))) return candidate;
  }
  return `${base}-${Date.now()}`;
}

const slugConflict = (slug: string): JobWriteProblem => ({
  ok: false,
  kind: "conflict",
  message: `Another job already uses the address ${slug}.`,
  errors: { slug: ["Another job already uses this address."] },
});

/** Creates a draft. The slug comes from the title unless one is given; a given slug must be free. */
export async function createJob(tx: Database, input: JobInput): Promise<{ ok: true; row: JobRow } | JobWriteProblem> {
  const unknown = await checkReferences(tx, input);
  if (unknown) return unknown;
  let slug = input.slug;
  if (slug) {
    if (await slugTaken(tx, slug)) return slugConflict(slug);
  } else {
    slug = await freeSlug(tx, input.title);
  }
  const [row] = await tx
    .insert(jobs)
    .values({ ...jobValues(input), slug, status: "draft" })
    .returning();
  if (!row) throw new Error("job insert returned no row");
  return { ok: true, row };
}

/** Updates a job's fields (its status stays). Without a slug the job keeps its address. */
export async function updateJob(
  tx: Database,
  id: string,
  input: JobInput,
): Promise<{ ok: true; before: JobRow; after: JobRow } | JobWriteProblem> {
  if (!isUuid(id)) return jobNotFound;
  const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
  if (!before) return jobNotFound;
  const unknown = await checkReferences(tx, input);
  if (unknown) return unknown;
  const slug = input.slug ?? before.slug;
  if (slug !== before.slug && (await slugTaken(tx, slug, id))) return slugConflict(slug);
  const [after] = await tx
    .update(jobs)
    .set({ ...jobValues(input), slug, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  if (!after) throw new Error("job update returned no row");
  return { ok: true, before, after };
}

/**
 * Publishes or closes a job. Publishing needs the sections the job page shows
 * (responsibilities and requirements) and a valid-through date not in the
 * past; the first publication sets `published_at`.
 */
export async function setJobStatus(
  tx: Database,
  id: string,
  status: "published" | "closed",
): Promise<{ ok: true; before: JobRow; after: JobRow } | JobWriteProblem> {
  if (!isUuid(id)) return jobNotFound;
  const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
  if (!before) return jobNotFound;
  if (before.status === status) {
    return problem(
      "conflict",
      status === "published" ? "This job is already published." : "This job is already closed.",
    );
  }
  if (status === "published") {
    const errors: Record<string, string[]> = {};
    if (before.sections.responsibilities.length === 0) errors.responsibilities = ["Add at least one responsibility."];
    if (before.sections.requirements.length === 0) errors.requirements = ["Add at least one requirement."];
    const today = isoDate();
    if (before.validThrough && before.validThrough < today) {
      errors.validThrough = ["The valid-through date has passed; move it to today or later."];
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) {
      return { ok: false, kind: "invalid", message: `Before publishing: ${errors[fields[0] as string]?.[0]}`, errors };
    }
  }
  const now = new Date();
  const [after] = await tx
    .update(jobs)
    .set({
      status,
      updatedAt: now,
      ...(status === "published" && !before.publishedAt ? { publishedAt: now } : {}),
    })
    .where(eq(jobs.id, id))
    .returning();
  if (!after) throw new Error("job update returned no row");
  return { ok: true, before, after };
}

// ---------------------------------------------------------------------------
// Departments and locations

export async function listDepartments(db: Database) {
  const rows = await db
    .select({
      id: departments.id,
      slug: departments.slug,
      name: departments.name,
      description: departments.description,
      jobs: sql<number>`(select count(*)::int from ${jobs} where ${jobs.departmentId} = ${departments.id})`,
    })
    .from(departments)
    .orderBy(asc(departments.name));
  return rows.map((row) => ({ ...row, jobs: Number(row.jobs) }));
}

export async function listLocations(db: Database) {
  const rows = await db.select().from(locations).orderBy(asc(locations.name));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    region: row.region,
    countryCode: row.countryCode,
    countryName: row.countryName,
    remote: row.remote,
  }));
}

/**
 * Adds a department or location (a `noun` of `table`) with `insert`, unless
 * another one has its slug already.
 */
async function insertUnderSlug<Row>(
  tx: Database,
  table: typeof departments | typeof locations,
  noun: string,
  slug: string,
  insert: () => Promise<Row[]>,
): Promise<{ ok: true; row: Row } | JobWriteProblem> {
  const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (existing) return problem("conflict", `A ${noun} with the address ${slug} exists already.`);
  const [row] = await insert();
  if (!row) throw new Error(`${noun} insert returned no row`);
  return { ok: true, row };
}

export function createDepartment(tx: Database, input: z.infer<typeof departmentInputSchema>) {
  const slug = input.slug ?? slugify(input.name);
  return insertUnderSlug(tx, departments, "department", slug, () =>
    tx.insert(departments).values({ slug, name: input.name, description: input.description }).returning(),
  );
}

export function createLocation(tx: Database, input: z.infer<typeof locationInputSchema>) {
  const slug = input.slug ?? slugify(input.name);
  return insertUnderSlug(tx, locations, "location", slug, () =>
    tx
      .insert(locations)
      .values({
        slug,
        name: input.name,
        city: input.city ?? null,
        region: input.region ?? null,
        countryCode: input.countryCode,
        countryName: input.countryName,
        remote: input.remote,
      })
      .returning(),
  );
}

/** Newest jobs first for the applications filter. */
export async function jobOptions(db: Database): Promise<{ id: string; title: string; status: JobStatus }[]> {
  return db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .orderBy(desc(jobs.createdAt), asc(jobs.title));
}
