import { eq, sql } from "drizzle-orm";
import {
  departmentInputSchema,
  jobInputSchema,
  locationInputSchema,
} from "#app/features/careers/careers-admin-schemas.ts";
import { createDepartment, createJob, createLocation, setJobStatus } from "#app/features/careers/jobs-admin.server.ts";
import { type ContentStore, loadContent } from "#app/features/content/content.server.ts";
import { importContent } from "#app/features/content/import.server.ts";
import type { z } from "#app/lib/validation.ts";
import type { Database } from "./client.ts";
import {
  type DemoDepartment,
  type DemoJob,
  type DemoLocation,
  demoDepartments,
  demoJobs,
  demoLocations,
} from "./demo-jobs.ts";
import { departments, jobs, locations } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoContent = {
  departments: DemoDepartment[];
  locations: DemoLocation[];
  jobs: DemoJob[];
  /** Insights, news, announcements and events; the `content/` files when not given. */
  content?: ContentStore;
};

const demoContent: DemoContent = { departments: demoDepartments, locations: demoLocations, jobs: demoJobs };

/** Validates demo content with the back office's own schema; a refusal names the item and the field. */
function parseDemo<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Demo ${what} is invalid: ${problems.join("; ")}`);
}

type Filed = { id: string; slug: string };

/**
 * Creates the demo departments or locations the database does not hold yet and maps the slug of
 * each to its row's id: the new row's, or that of the row already there under the slug.
 */
async function idsBySlug<T extends { slug: string }, S extends z.ZodType>(
  items: readonly T[],
  by: {
    kind: string;
    schema: S;
    create: (input: z.output<S>) => Promise<{ ok: true; row: Filed } | { ok: false }>;
    existing: (slug: string) => Promise<Filed[]>;
  },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const item of items) {
    const created = await by.create(parseDemo(by.schema, item, `${by.kind} "${item.slug}"`));
    const [row] = created.ok ? [created.row] : await by.existing(item.slug);
    if (row) ids.set(row.slug, row.id);
  }
  return ids;
}

/**
 * Demo content for a new installation, written the way staff write it in the
 * back office: validated by the hr schemas and created, published or closed by
 * the jobs feature's own functions, and the `content/` files imported as
 * published items by the content feature's import. Idempotent: rows are matched by their
 * natural keys (slugs) and never duplicated or overwritten, so running it again
 * after staff edited the data changes nothing. All or nothing: one transaction.
 */
export async function seedDemoData(
  db: Database,
  content: DemoContent = demoContent,
): Promise<{ jobsAdded: number; contentAdded: number }> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const departmentIds = await idsBySlug(content.departments, {
      kind: "department",
      schema: departmentInputSchema,
      create: (input) => createDepartment(tx, input),
      existing: (slug) => tx.select().from(departments).where(eq(departments.slug, slug)),
    });
    const locationIds = await idsBySlug(content.locations, {
      kind: "location",
      schema: locationInputSchema,
      create: (input) => createLocation(tx, input),
      existing: (slug) => tx.select().from(locations).where(eq(locations.slug, slug)),
    });

    let jobsAdded = 0;
    for (const job of content.jobs) {
      const what = `job "${job.slug}"`;
      const departmentId = departmentIds.get(job.department);
      const locationId = locationIds.get(job.location);
      if (!departmentId) throw new Error(`Demo ${what} refers to an unknown department "${job.department}"`);
      if (!locationId) throw new Error(`Demo ${what} refers to an unknown location "${job.location}"`);
      const input = parseDemo(
        jobInputSchema,
        {
          title: job.title,
          slug: job.slug,
          departmentId,
          locationId,
          employmentType: job.employmentType,
          workplaceType: job.workplaceType,
          summary: job.summary,
          about: job.about,
          responsibilities: job.responsibilities,
          requirements: job.requirements,
          niceToHave: job.niceToHave,
          benefits: job.benefits,
          salaryMin: job.salary?.min,
          salaryMax: job.salary?.max,
          salaryCurrency: job.salary?.currency,
          salaryPeriod: job.salary?.period,
          validThrough: new Date(now + job.validThroughDays * DAY_MS).toISOString().slice(0, 10),
          questions: job.questions,
        },
        what,
      );
      const created = await createJob(tx, input);
      if (!created.ok) {
        // Its address is taken: the job was seeded before (or staff created one there).
        if (created.kind === "conflict") continue;
        throw new Error(`Demo ${what} was refused: ${created.message}`);
      }
      const moved = await setJobStatus(tx, created.row.id, job.status);
      if (!moved.ok) throw new Error(`Demo ${what} could not be ${job.status}: ${moved.message}`);
      // Demo positions look as if they had been online for a while, and are marked as demo content.
      await tx
        .update(jobs)
        .set({ publishedAt: new Date(now - job.publishedDaysAgo * DAY_MS), isDemo: true })
        .where(eq(jobs.id, created.row.id));
      jobsAdded++;
    }
    const { added: contentAdded } = await importContent(tx, content.content ?? loadContent());
    return { jobsAdded, contentAdded };
  });
}

/** True when the database has no application data yet (a new installation). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from jobs) as empty`);
  const rows = (result as unknown as { rows: { empty: boolean }[] }).rows;
  return rows[0]?.empty === true;
}
