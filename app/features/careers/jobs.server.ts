import { and, asc, count, desc, eq, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type EmploymentType,
  employmentTypeLabel,
  employmentTypes,
  type JobQuestion,
  type WorkplaceType,
  workplaceTypeLabel,
  workplaceTypes,
} from "#app/domain/jobs.ts";
import { likePattern } from "#app/lib/list-query.ts";
import { currentPageDataVersion, perDataVersion } from "#app/lib/page-data-version.server.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { preparedPerDatabase } from "#db/prepared.ts";
import { departments, jobs, locations } from "#db/schema.ts";
import {
  type FacetValue,
  JOBS_PAGE_SIZE,
  type JobDetail,
  type JobFacets,
  type JobSearch,
  type JobSearchResult,
  type JobSummary,
} from "./jobs.ts";

// Queries behind the careers pages and /api/jobs. Only published and closed
// jobs are ever read here; drafts belong to the back office.

/** The public id is the slug; anything else cannot name a job. */
const jobIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isJobId = (value: string) => value.length <= 120 && jobIdPattern.test(value);

/** A published job whose valid-through date has not passed is open. */
export const isOpen = and(
  eq(jobs.status, "published"),
  or(isNull(jobs.validThrough), gte(jobs.validThrough, sql`current_date`)),
) as SQL;

const openExpression = sql<boolean>`(${isOpen})`;

const summaryFields = {
  slug: jobs.slug,
  title: jobs.title,
  departmentSlug: departments.slug,
  departmentName: departments.name,
  locationSlug: locations.slug,
  locationName: locations.name,
  countryCode: locations.countryCode,
  remote: locations.remote,
  employmentType: jobs.employmentType,
  workplaceType: jobs.workplaceType,
  summary: jobs.summary,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  publishedAt: jobs.publishedAt,
  createdAt: jobs.createdAt,
  validThrough: jobs.validThrough,
};

type SummaryRow = {
  slug: string;
  title: string;
  departmentSlug: string;
  departmentName: string;
  locationSlug: string;
  locationName: string;
  countryCode: string;
  remote: boolean;
  employmentType: EmploymentType;
  workplaceType: WorkplaceType;
  summary: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: "year" | "month" | null;
  publishedAt: Date | null;
  createdAt: Date;
  validThrough: string | null;
};

function toSummary(row: SummaryRow): JobSummary {
  const min = row.salaryMin ?? row.salaryMax;
  const max = row.salaryMax ?? row.salaryMin;
  return {
    id: row.slug,
    title: row.title,
    department: { slug: row.departmentSlug, name: row.departmentName },
    location: { slug: row.locationSlug, name: row.locationName, countryCode: row.countryCode, remote: row.remote },
    employmentType: row.employmentType,
    workplaceType: row.workplaceType,
    summary: row.summary,
    salary:
      min !== null && max !== null && row.salaryCurrency
        ? { min, max, currency: row.salaryCurrency, period: row.salaryPeriod ?? "year" }
        : null,
    postedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    validThrough: row.validThrough,
  };
}

/** Escapes LIKE wildcards so a keyword matches literally. */

/**
 * Every word of the keyword must appear in the job's text, its team or its place.
 * Control characters separate words like spaces: PostgreSQL rejects a NUL byte
 * in a text parameter, which made `?q=a%00` a 500 (found by the fuzz suite).
 */
function keywordCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? "")
    .toLowerCase()
    .split(/[\s\p{Cc}]+/u)
    .filter(Boolean)
    .slice(0, 10);
  if (words.length === 0) return undefined;
  const haystack = sql`concat_ws(' ', ${jobs.title}, ${jobs.summary}, ${jobs.about}, ${jobs.sections}::text, ${departments.name}, ${locations.name}, ${locations.countryName})`;
  return and(...words.map((word) => sql`${haystack} ilike ${likePattern(word)}`));
}

type Dimension = keyof JobFacets;

function filterConditions(search: JobSearch): Record<Dimension, SQL | undefined> {
  return {
    department: search.department ? eq(departments.slug, search.department) : undefined,
    location: search.location ? eq(locations.slug, search.location) : undefined,
    employmentType: search.employmentType ? eq(jobs.employmentType, search.employmentType) : undefined,
    workplaceType: search.workplaceType ? eq(jobs.workplaceType, search.workplaceType) : undefined,
  };
}

const joined = (db: Database) =>
  db
    .select(summaryFields)
    .from(jobs)
    .innerJoin(departments, eq(jobs.departmentId, departments.id))
    .innerJoin(locations, eq(jobs.locationId, locations.id));

/**
 * Open jobs matching a keyword and filters, newest first, 10 a page, with
 * facet counts: each filter's values counted over the open jobs that match
 * the keyword and the other filters (so choosing a department does not hide
 * the other departments). Unknown filter values simply match nothing.
 */
export async function searchJobs(db: Database, search: JobSearch): Promise<JobSearchResult> {
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const keyword = keywordCondition(search.q);
  const filters = filterConditions(search);
  const where = and(isOpen, keyword, ...Object.values(filters));

  const [rows, [totals], facets] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(jobs.publishedAt), asc(jobs.title))
      .limit(JOBS_PAGE_SIZE)
      .offset((page - 1) * JOBS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(departments, eq(jobs.departmentId, departments.id))
      .innerJoin(locations, eq(jobs.locationId, locations.id))
      .where(where),
    facetCounts(db, keyword, filters, search),
  ]);
  return {
    data: (rows as SummaryRow[]).map(toSummary),
    meta: { total: totals?.total ?? 0, page, pageSize: JOBS_PAGE_SIZE, facets },
  };
}

async function facetCounts(
  db: Database,
  keyword: SQL | undefined,
  filters: Record<Dimension, SQL | undefined>,
  search: JobSearch,
): Promise<JobFacets> {
  // Counted with FILTER so every value that has any open job stays listed, at 0 when filtered out.
  const countExcept = (dimension: Dimension) => {
    const condition = and(
      keyword,
      ...Object.entries(filters)
        .filter(([key]) => key !== dimension)
        .map(([, value]) => value),
    );
    return condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;
  };
  const grouped = async (dimension: Dimension, value: SQL, label: SQL) =>
    db
      .select({ value: sql<string>`${value}`, label: sql<string>`${label}`, count: countExcept(dimension) })
      .from(jobs)
      .innerJoin(departments, eq(jobs.departmentId, departments.id))
      .innerJoin(locations, eq(jobs.locationId, locations.id))
      .where(isOpen)
      .groupBy(value, label)
      .orderBy(asc(label));

  const [department, location, employment, workplace] = await Promise.all([
    grouped("department", sql`${departments.slug}`, sql`${departments.name}`),
    grouped("location", sql`${locations.slug}`, sql`${locations.name}`),
    grouped("employmentType", sql`${jobs.employmentType}`, sql`${jobs.employmentType}`),
    grouped("workplaceType", sql`${jobs.workplaceType}`, sql`${jobs.workplaceType}`),
  ]);
  const enumFacet = <T extends string>(values: readonly T[], labels: Record<T, string>, rows: FacetValue[]) =>
    values.map((value) => ({
      value,
      label: labels[value],
      count: rows.find((row) => row.value === value)?.count ?? 0,
    }));
  // A chosen value that no open job has (a closed team, a mistyped link) is still listed, at 0.
  const withSelected = (rows: FacetValue[], selected: string | undefined) =>
    selected && !rows.some((row) => row.value === selected)
      ? [...rows, { value: selected, label: selected, count: 0 }]
      : rows;
  return {
    department: withSelected(department, search.department),
    location: withSelected(location, search.location),
    employmentType: enumFacet(employmentTypes, employmentTypeLabel, employment),
    workplaceType: enumFacet(workplaceTypes, workplaceTypeLabel, workplace),
  };
}

/** The job page's query (db/prepared.ts). */
const jobQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...summaryFields,
      city: locations.city,
      region: locations.region,
      countryName: locations.countryName,
      about: jobs.about,
      sections: jobs.sections,
      questions: jobs.questions,
      open: openExpression,
    })
    .from(jobs)
    .innerJoin(departments, eq(jobs.departmentId, departments.id))
    .innerJoin(locations, eq(jobs.locationId, locations.id))
    .where(and(eq(jobs.slug, sql.placeholder("slug")), inArray(jobs.status, ["published", "closed"])))
    .prepare("job_page"),
);

/** A published or closed job's page; undefined for drafts and unknown ids. */
export async function getJob(db: Database, jobId: string): Promise<JobDetail | undefined> {
  if (!isJobId(jobId)) return undefined;
  const [row] = await jobQuery(db).execute({ slug: jobId });
  if (!row) return undefined;
  const summary = toSummary(row as SummaryRow);
  return {
    ...summary,
    location: { ...summary.location, city: row.city, region: row.region, countryName: row.countryName },
    open: row.open === true,
    about: row.about,
    responsibilities: row.sections.responsibilities,
    requirements: row.sections.requirements,
    niceToHave: row.sections.niceToHave,
    benefits: row.sections.benefits,
    questions: row.questions as JobQuestion[],
  };
}

/**
 * A job as its page shows it, read once per data version (page_data_version
 * changes with every write to jobs, departments and locations) and at most a
 * minute old, for the day a position's valid-through date passes: a page
 * rendered outside the render cache (a link with a query string) costs no
 * query. At most 256 ids are kept, unknown ones included.
 */
const jobAt = perDataVersion((db, jobId) => getJob(db, jobId), { maxAgeMs: 60_000, maxKeys: 256 });

/** The job of a page, as of the data version pages show now. */
export async function loadJob(
  services: Pick<Services, "db"> & Partial<Pick<Services, "pageDataVersion">>,
  jobId: string,
): Promise<JobDetail | undefined> {
  return jobAt(services.db, await currentPageDataVersion(services), jobId);
}

/** What applying needs: the internal id, whether the job still takes applications, and its questions. */
export async function getJobForApplication(
  db: Database,
  jobId: string,
): Promise<{ id: string; slug: string; title: string; open: boolean; questions: JobQuestion[] } | undefined> {
  if (!isJobId(jobId)) return undefined;
  const [row] = await db
    .select({ id: jobs.id, slug: jobs.slug, title: jobs.title, open: openExpression, questions: jobs.questions })
    .from(jobs)
    .where(and(eq(jobs.slug, jobId), inArray(jobs.status, ["published", "closed"])));
  if (!row) return undefined;
  return { ...row, open: row.open === true, questions: row.questions as JobQuestion[] };
}

/** Every open job, newest first: for the sitemap. */
export async function listOpenJobs(
  db: Database,
): Promise<{ slug: string; title: string; publishedAt: string | null }[]> {
  const rows = await db
    .select({ slug: jobs.slug, title: jobs.title, publishedAt: jobs.publishedAt })
    .from(jobs)
    .where(isOpen)
    .orderBy(desc(jobs.publishedAt), asc(jobs.title));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}

/** Teams for the careers landing page, with how many open roles each has. */
export async function listTeams(
  db: Database,
): Promise<{ slug: string; name: string; description: string; openJobs: number }[]> {
  return db
    .select({
      slug: departments.slug,
      name: departments.name,
      description: departments.description,
      openJobs: sql<number>`(count(${jobs.id}))::int`,
    })
    .from(departments)
    .leftJoin(jobs, and(eq(jobs.departmentId, departments.id), isOpen))
    .groupBy(departments.id)
    .orderBy(asc(departments.name));
}
