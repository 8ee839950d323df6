import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { createTestDatabase, databaseKinds } from "#tests/support/test-database.ts";
import { preparedStatement } from "./prepared.ts";

const cleanup = cleanupAfterEach();

const sample = sql`select ${sql.placeholder("day")}::date as day,
  timestamptz '2026-12-01 20:33:00+00' as at, interval '90 minutes' as wait, ${sql.placeholder("n")}::int as n`;

describe.each(databaseKinds)("preparedStatement on %s", (kind) => {
  it("answers the rows drizzle's own statements answer, dates, times and intervals as PostgreSQL writes them", async () => {
    const database = await createTestDatabase(kind);
    cleanup.push(() => database.drop());
    const { db } = database.handle;
    const statement = preparedStatement<{ day: unknown; at: unknown; wait: unknown; n: unknown }>(
      db,
      "prepared_test_sample",
      sample,
    );
    const values = { day: "2026-12-02", n: 7 };
    const prepared = await statement.execute(values);
    const viaDrizzle = await db.execute(
      sql`select ${values.day}::date as day, timestamptz '2026-12-01 20:33:00+00' as at, interval '90 minutes' as wait, ${values.n}::int as n`,
    );
    expect(prepared.rows).toEqual((viaDrizzle as unknown as { rows: unknown[] }).rows);
    expect(prepared.rows[0]).toMatchObject({ day: "2026-12-02", n: 7 });
    expect(typeof prepared.rows[0]?.at).toBe("string");
    // The same statement again, other values.
    expect((await statement.execute({ day: "2027-01-05", n: 8 })).rows[0]).toMatchObject({ day: "2027-01-05", n: 8 });
  });

  it("is refused on a transaction, with a message that says to build it on the database handle", async () => {
    const database = await createTestDatabase(kind);
    cleanup.push(() => database.drop());
    await expect(
      database.handle.db.transaction(async (tx) => preparedStatement(tx, "prepared_test_in_transaction", sample)),
    ).rejects.toThrow(/database opened by openDatabase, not on a transaction/);
  });
});
