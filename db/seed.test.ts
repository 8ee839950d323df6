import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listOpenJobs } from "#app/features/careers/jobs.server.ts";
import { contentFiles } from "#app/features/content/content.server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import { type DemoJob, demoDepartments, demoJobs, demoLocations } from "./demo-jobs.ts";
import { contentItems, contentRevisions, departments, jobs, locations } from "./schema.ts";
import { isEmptyDatabase, seedDemoData } from "./seed.ts";

describe("demo jobs", () => {
  const open = demoJobs.filter((job) => job.status === "published");

  it("are at least 12 open positions and one closed, across every department, in India, Tanzania, Dubai and remote", () => {
    expect(open.length).toBeGreaterThanOrEqual(12);
    expect(demoJobs.filter((job) => job.status === "closed")).toHaveLength(1);
    expect(new Set(open.map((job) => job.department))).toEqual(new Set(demoDepartments.map((d) => d.slug)));
    const countries = new Set(
      open.map((job) => demoLocations.find((l) => l.slug === job.location)?.countryCode).filter(Boolean),
    );
    expect([...countries].sort()).toEqual(["AE", "IN", "TZ"]);
    expect(open.some((job) => demoLocations.find((l) => l.slug === job.location)?.remote)).toBe(true);
  });

  it("have full, well-formed descriptions", () => {
    for (const job of demoJobs) {
      expect(job.slug, job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(job.summary.length, job.slug).toBeLessThanOrEqual(220);
      expect(job.responsibilities.length, job.slug).toBeGreaterThanOrEqual(4);
      expect(job.responsibilities.length, job.slug).toBeLessThanOrEqual(7);
      expect(job.requirements.length, job.slug).toBeGreaterThanOrEqual(4);
      expect(job.requirements.length, job.slug).toBeLessThanOrEqual(6);
      expect(job.niceToHave.length, job.slug).toBeGreaterThan(0);
      expect(job.benefits.length, job.slug).toBeGreaterThan(0);
      expect(job.questions.length, job.slug).toBeGreaterThanOrEqual(1);
      expect(job.questions.length, job.slug).toBeLessThanOrEqual(3);
      expect(new Set(job.questions.map((q) => q.id)).size, job.slug).toBe(job.questions.length);
      if (job.status === "published") expect(job.validThroughDays, job.slug).toBeGreaterThan(0);
      if (job.salary) expect(job.salary.min, job.slug).toBeLessThanOrEqual(job.salary.max);
    }
    expect(new Set(demoJobs.map((job) => job.slug)).size).toBe(demoJobs.length);
    expect(open.filter((job) => job.salary).length).toBeGreaterThan(open.length / 2);
  });
});

describe.each(databaseKinds)("seed on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.drop());

  it("adds the departments, locations, demo jobs and content once, and leaves edits alone when run again", async () => {
    const items = contentFiles().all.length;
    expect(await isEmptyDatabase(database.handle.db)).toBe(true);
    expect(await seedDemoData(database.handle.db)).toEqual({ jobsAdded: demoJobs.length, contentAdded: items });
    expect(await isEmptyDatabase(database.handle.db)).toBe(false);
    await database.handle.db.update(jobs).set({ title: "Edited by staff" });
    await database.handle.db.update(contentItems).set({ body: "Edited by staff" });
    expect(await seedDemoData(database.handle.db)).toEqual({ jobsAdded: 0, contentAdded: 0 });
    const stored = await database.handle.db.select().from(contentItems);
    expect(stored).toHaveLength(items);
    expect(stored.every((row) => row.status === "published" && row.body === "Edited by staff")).toBe(true);
    const revisions = await database.handle.db.select().from(contentRevisions);
    expect(revisions).toHaveLength(items);
    expect(revisions.every((row) => row.revision === 1 && row.staffName === "Import")).toBe(true);
    const rows = await database.handle.db.select().from(jobs);
    expect(rows).toHaveLength(demoJobs.length);
    expect(rows.every((row) => row.title === "Edited by staff")).toBe(true);
    expect(rows.filter((row) => row.status === "published")).toHaveLength(demoJobs.length - 1);
    expect(rows.filter((row) => row.status === "closed")).toHaveLength(1);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(demoJobs.length);
    expect(await database.handle.db.select().from(departments)).toHaveLength(demoDepartments.length);
    expect(await database.handle.db.select().from(locations)).toHaveLength(demoLocations.length);
  });

  it("publishes the open positions through the jobs feature, with their publication dates, and closes the closed one", async () => {
    await seedDemoData(database.handle.db);
    const open = await listOpenJobs(database.handle.db);
    const published = demoJobs.filter((job) => job.status === "published");
    expect(open.map((job) => job.slug).sort()).toEqual(published.map((job) => job.slug).sort());
    const newest = [...published].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)[0] as DemoJob;
    expect(open[0]?.slug).toBe(newest.slug);
    const rows = await database.handle.db.select().from(jobs);
    expect(rows.every((row) => row.isDemo)).toBe(true);
    const closed = rows.find((row) => row.status === "closed");
    expect(closed?.publishedAt).not.toBeNull();
  });

  it("refuses a demo job the jobs feature would refuse, naming the job and the field", async () => {
    const [first] = demoJobs as [DemoJob];
    const content = {
      departments: demoDepartments,
      locations: demoLocations,
      jobs: [{ ...first, salary: { min: 90, max: 10, currency: "INR" as const, period: "year" as const } }],
    };
    await expect(seedDemoData(database.handle.db, content)).rejects.toThrow(
      new RegExp(`${first.slug}.*salaryMax: The maximum must not be below the minimum`),
    );
    // Nothing of the refused seed stays behind.
    expect(await database.handle.db.select().from(jobs)).toHaveLength(0);
    expect(await database.handle.db.select().from(departments)).toHaveLength(0);
  });
});
