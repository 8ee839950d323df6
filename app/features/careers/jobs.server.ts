import { and, asc, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { jobs } from "../../../db/schema.ts";

/** A published job whose valid-through date has not passed is open. */
const isOpen = and(
  eq(jobs.status, "published"),
  or(isNull(jobs.validThrough), gte(jobs.validThrough, sql`current_date`)),
);

const listFields = {
  slug: jobs.slug,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  employmentType: jobs.employmentType,
  workplaceType: jobs.workplaceType,
  summary: jobs.summary,
  publishedAt: jobs.publishedAt,
};

export async function listOpenJobs(db: Database) {
  const rows = await db.select(listFields).from(jobs).where(isOpen).orderBy(desc(jobs.publishedAt), asc(jobs.title));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}

export async function getOpenJob(db: Database, slug: string) {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.slug, slug), isOpen));
  if (!row) return undefined;
  return {
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    workplaceType: row.workplaceType,
    summary: row.summary,
    description: row.description,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    validThrough: row.validThrough,
  };
}
