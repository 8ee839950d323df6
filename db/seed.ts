import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { demoJobs } from "./demo-jobs.ts";
import { jobs } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo content for a new installation. Idempotent: rows are matched by their
 * natural keys and never duplicated or overwritten, so running it again after
 * staff edited the data changes nothing.
 */
export async function seedDemoData(db: Database): Promise<{ jobsAdded: number }> {
  const now = Date.now();
  const inserted = await db
    .insert(jobs)
    .values(
      demoJobs.map((job, index) => ({
        slug: job.slug,
        title: job.title,
        department: job.department,
        location: job.location,
        employmentType: job.employmentType,
        workplaceType: job.workplaceType,
        summary: job.summary,
        description: job.description,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryCurrency: job.salaryCurrency,
        status: "published" as const,
        // Spread the publication dates so the newest-first order is meaningful.
        publishedAt: new Date(now - (index + 1) * 3 * DAY_MS),
        validThrough: new Date(now + job.validThroughDays * DAY_MS).toISOString().slice(0, 10),
        isDemo: true,
      })),
    )
    .onConflictDoNothing({ target: jobs.slug })
    .returning({ id: jobs.id });
  return { jobsAdded: inserted.length };
}

/** True when the database has no application data yet (a new installation). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from jobs) as empty`);
  const rows = (result as unknown as { rows: { empty: boolean }[] }).rows;
  return rows[0]?.empty === true;
}
