import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { leadRow } from "#tests/support/lead-draft.ts";
import { createTestDatabase, databaseKinds } from "#tests/support/test-database.ts";
import { insertFrom } from "./insert-from.ts";
import { placeholders, preparedStatement } from "./prepared.ts";
import { leads } from "./schema.ts";

const cleanup = cleanupAfterEach();

/** A lead's columns as the wizard stores them, at a known time. */
const lead = { ...leadRow("asha@example.com"), createdAt: new Date("2026-05-03T08:35:00.000Z") };

describe.each(databaseKinds)("insertFrom on %s", (kind) => {
  it("writes the row once for each row of its source, encoded by the columns, and none when the source is empty", async () => {
    const database = await createTestDatabase(kind);
    cleanup.push(() => database.drop());
    const { db } = database.handle;
    const insert = (source: string) =>
      db.execute(sql`with source as (${sql.raw(source)}) ${insertFrom(leads, lead, sql`source`)}`);

    await insert("select 1 where false");
    expect(await db.select().from(leads)).toEqual([]);

    await insert("select 1");
    const [row] = await db.select().from(leads);
    expect(row).toMatchObject({ ...lead, status: "new", ownerId: null });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);

    await insert("select generate_series(1, 2)");
    expect(await db.select().from(leads)).toHaveLength(3);
  });

  it("takes placeholders in a prepared statement, each value encoded by its column when it is run", async () => {
    const database = await createTestDatabase(kind);
    cleanup.push(() => database.drop());
    const { db } = database.handle;
    const statement = preparedStatement<{ written: number }>(
      db,
      "insert_from_test",
      sql`with source as (select generate_series(1, ${sql.placeholder("rows")}::int)),
        written as (${insertFrom(leads, placeholders(Object.keys(lead) as (keyof typeof lead)[]), sql`source`)} returning id)
        select count(*)::int as written from written`,
    );
    const first = await statement.execute({ ...lead, rows: 1 });
    expect(first.rows).toEqual([{ written: 1 }]);
    // Run again with other values: the same prepared statement, new parameters.
    const second = await statement.execute({
      ...lead,
      company: "Konkan Freight",
      interestedIn: ["Video Telematics"],
      rows: 2,
    });
    expect(second.rows).toEqual([{ written: 2 }]);
    const rows = await db.select().from(leads);
    expect(rows.filter((row) => row.company === "Deccan Logistics")).toEqual([expect.objectContaining(lead)]);
    expect(rows.filter((row) => row.company === "Konkan Freight")).toEqual([
      expect.objectContaining({ ...lead, company: "Konkan Freight", interestedIn: ["Video Telematics"] }),
      expect.objectContaining({ ...lead, company: "Konkan Freight", interestedIn: ["Video Telematics"] }),
    ]);
  });
});
