import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../tests/support/test-database.ts";
import { demoJobs } from "./demo-jobs.ts";
import { jobs } from "./schema.ts";
import { isEmptyDatabase, seedDemoData } from "./seed.ts";

describe.each(databaseKinds)("seed on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.drop());

  it("adds the published demo jobs once, and leaves edits alone when run again", async () => {
    expect(await isEmptyDatabase(database.handle.db)).toBe(true);
    expect(await seedDemoData(database.handle.db)).toEqual({ jobsAdded: demoJobs.length });
    expect(await isEmptyDatabase(database.handle.db)).toBe(false);
    await database.handle.db.update(jobs).set({ title: "Edited by staff" });
    expect(await seedDemoData(database.handle.db)).toEqual({ jobsAdded: 0 });
    const rows = await database.handle.db.select().from(jobs);
    expect(rows).toHaveLength(demoJobs.length);
    expect(rows.every((row) => row.title === "Edited by staff" && row.status === "published")).toBe(true);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(demoJobs.length);
  });
});
