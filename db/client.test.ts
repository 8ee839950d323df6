import fs from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { type Database, type DatabaseHandle, openDatabase } from "./client.ts";
import { newsletterSubscribers } from "./schema.ts";

const setting = async (database: DatabaseHandle, name: "fsync" | "wal_sync_method" | "shared_buffers") => {
  const result = await database.db.execute(sql.raw(`show ${name}`));
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
};

// The migrated dump the test databases load (tests/support/global-setup.ts), so no
// database waits for PostgreSQL's initdb.
const migratedTemplate = async () => new Blob([new Uint8Array(await readFile(inject("pgliteTemplate")))]);

describe("the embedded database", () => {
  const cleanup = cleanupAfterEach();
  afterEach(() => vi.restoreAllMocks());

  it("fsyncs a committed write to its data directory before answering", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-durable-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ kind: "pglite", dataDir, template: await migratedTemplate() });
    cleanup.push(() => database.close());
    expect(await setting(database, "fsync")).toBe("on");
    expect(await setting(database, "wal_sync_method")).toBe("fsync");
    expect(await setting(database, "shared_buffers")).toBe("16MB");

    await database.db.execute(sql`create table durable (id int primary key)`);
    const fsync = vi.spyOn(fs, "fsyncSync");
    await database.db.execute(sql`insert into durable values (1)`);
    // The WAL file PostgreSQL wrote the commit to, fsynced through Node.js.
    const synced = fsync.mock.calls.map(([fd]) => fs.readlinkSync(`/proc/self/fd/${fd}`));
    expect(synced.some((file) => file.startsWith(path.join(dataDir, "pg_wal")))).toBe(true);
  });

  it("keeps an in-memory database (tests) without fsync", async () => {
    const database = await openDatabase({ kind: "pglite", template: await migratedTemplate() });
    cleanup.push(() => database.close());
    expect(await setting(database, "fsync")).toBe("off");
    expect(await setting(database, "shared_buffers")).toBe("16MB");
  });

  it("creates a new data directory (initdb in a child process) that keeps what was written", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-new-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.db.execute(sql`create table kept (id int primary key)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    cleanup.push(() => second.close());
    const result = await second.db.execute(sql`select id from kept`);
    expect((result as unknown as { rows: { id: number }[] }).rows).toEqual([{ id: 7 }]);
    expect(await setting(second, "fsync")).toBe("on");
  });

  it("runs queries as prepared statements without per-query parsers, and dates still come back as drizzle maps them", async () => {
    const database = await openDatabase({ kind: "pglite", template: await migratedTemplate() });
    cleanup.push(() => database.close());
    const query = vi.spyOn(PGlite.prototype, "query");
    const [row] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: "dates@example.com", status: "pending" })
      .returning();
    const select = (db: Pick<Database, "select">) =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "dates@example.com"));
    await select(database.db);
    await database.db.transaction(async (tx) => {
      const [again] = await select(tx);
      expect(again?.createdAt).toEqual(row?.createdAt);
    });
    // Parsed once, under one name, for the query and for the same query in a transaction.
    const prepared = await database.db.execute(
      sql`select statement from pg_prepared_statements
           where statement like 'select %newsletter_subscribers%' and statement not like '%pg_prepared_statements%'`,
    );
    expect((prepared as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    // PGlite copies its parser table for each query given parsers of its own (about 0.2 ms).
    expect(query.mock.calls.filter(([, , options]) => options?.parsers !== undefined)).toEqual([]);
  });
  it("keeps at most 200 statements prepared, closing the least recently used", async () => {
    const database = await openDatabase({ kind: "pglite" });
    cleanup.push(() => database.close());
    const value = async (n: number) => {
      const result = await database.db.execute(sql`select ${sql.raw(String(n))} + ${1}::int as value`);
      return (result as unknown as { rows: { value: number }[] }).rows[0]?.value;
    };
    for (let n = 0; n < 210; n++) expect(await value(n)).toBe(n + 1);
    // The first ones were closed; asked again, they are prepared again and still answer.
    expect(await value(0)).toBe(1);
    const kept = await database.db.execute(sql`select count(*)::int as count from pg_prepared_statements`);
    expect((kept as unknown as { rows: { count: number }[] }).rows[0]?.count).toBeLessThanOrEqual(200);
  });
});
