import { inArray, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { demoDepartments, demoJobs, demoLocations } from "./demo-jobs.ts";
import { departments, jobs, locations } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo content for a new installation. Idempotent: rows are matched by their
 * natural keys (slugs) and never duplicated or overwritten, so running it again
 * after staff edited the data changes nothing.
 */
export async function seedDemoData(db: Database): Promise<{ jobsAdded: number }> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    await tx.insert(departments).values(demoDepartments).onConflictDoNothing({ target: departments.slug });
    await tx.insert(locations).values(demoLocations).onConflictDoNothing({ target: locations.slug });
    const departmentIds = new Map(
      (
        await tx
          .select({ id: departments.id, slug: departments.slug })
          .from(departments)
          .where(
            inArray(
              departments.slug,
              demoDepartments.map((d) => d.slug),
            ),
          )
      ).map((row) => [row.slug, row.id]),
    );
    const locationIds = new Map(
      (
        await tx
          .select({ id: locations.id, slug: locations.slug })
          .from(locations)
          .where(
            inArray(
              locations.slug,
              demoLocations.map((l) => l.slug),
            ),
          )
      ).map((row) => [row.slug, row.id]),
    );
    const idOf = (ids: Map<string, string>, slug: string, kind: string) => {
      const id = ids.get(slug);
      if (!id) throw new Error(`Demo job refers to an unknown ${kind} "${slug}"`);
      return id;
    };
    const inserted = await tx
      .insert(jobs)
      .values(
        demoJobs.map((job) => ({
          slug: job.slug,
          title: job.title,
          departmentId: idOf(departmentIds, job.department, "department"),
          locationId: idOf(locationIds, job.location, "location"),
          employmentType: job.employmentType,
          workplaceType: job.workplaceType,
          status: job.status,
          summary: job.summary,
          about: job.about,
          sections: {
            responsibilities: job.responsibilities,
            requirements: job.requirements,
            niceToHave: job.niceToHave,
            benefits: job.benefits,
          },
          questions: job.questions,
          salaryMin: job.salary?.min ?? null,
          salaryMax: job.salary?.max ?? null,
          salaryCurrency: job.salary?.currency ?? null,
          salaryPeriod: job.salary?.period ?? null,
          publishedAt: new Date(now - job.publishedDaysAgo * DAY_MS),
          validThrough: new Date(now + job.validThroughDays * DAY_MS).toISOString().slice(0, 10),
          isDemo: true,
        })),
      )
      .onConflictDoNothing({ target: jobs.slug })
      .returning({ id: jobs.id });
    return { jobsAdded: inserted.length };
  });
}

/** True when the database has no application data yet (a new installation). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from jobs) as empty`);
  const rows = (result as unknown as { rows: { empty: boolean }[] }).rows;
  return rows[0]?.empty === true;
}
