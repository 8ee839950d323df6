import fs from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { cleanupAfterEach } from "../tests/support/cleanup.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

const setting = async (database: DatabaseHandle, name: "fsync" | "wal_sync_method") => {
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
  });
});
