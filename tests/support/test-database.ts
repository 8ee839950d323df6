import { readFile } from "node:fs/promises";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "./postgres-databases.ts";

export { createPostgresDatabase, dropPostgresDatabase };

import * as schema from "#db/schema.ts";

export type DatabaseKind = "pglite" | "postgres";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = {
  handle: DatabaseHandle;
  /** The connection URL (PostgreSQL only), for a second pool or a server process. */
  url?: string;
  /** Gives the database back: the next test of this file gets it again, emptied. */
  drop(): Promise<void>;
};

/** Every table of the Drizzle schema: what a test may have written to. */
export const schemaTables: string[] = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);

const emptyStatement = sql.raw(
  `truncate table ${schemaTables.map((name) => `"${name}"`).join(", ")} restart identity cascade`,
);

/** Removes every row of every table and restarts the identity sequences; the schema stays. */
export async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(emptyStatement);
}

type Opened = { handle: DatabaseHandle; url?: string; remove(): Promise<void> };

// Migrated databases this test file has opened, and those given back, by kind.
// Reusing one costs a TRUNCATE (~15 ms) where a new one costs loading the
// PGlite dump (~0.4 s) or cloning the PostgreSQL template.
const idle: Record<DatabaseKind, Opened[]> = { pglite: [], postgres: [] };
const opened: Opened[] = [];
let template: Blob | undefined;

// Imported while a test file is collected, so this runs after that file.
afterAll(async () => {
  idle.pglite = [];
  idle.postgres = [];
  for (const database of opened.splice(0)) await database.remove();
});

async function open(kind: DatabaseKind): Promise<Opened> {
  const database = await openNew(kind);
  opened.push(database);
  return database;
}

async function openNew(kind: DatabaseKind): Promise<Opened> {
  if (kind === "pglite") {
    template ??= new Blob([new Uint8Array(await readFile(inject("pgliteTemplate")))]);
    const handle = await openDatabase({ kind: "pglite", template });
    return { handle, remove: () => handle.close() };
  }
  const { url, drop } = await createPostgresDatabase({ template: inject("postgresTemplate") });
  const handle = await openDatabase({ kind: "postgres", url, poolSize: 5 });
  return {
    handle,
    url,
    async remove() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A migrated, empty database of the given kind that no other holder uses until
 * it is given back with `drop()`. Two calls before a `drop()` get two databases.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = idle[kind].pop() ?? (await open(kind));
  // A new database is empty already; emptying it anyway warms it up (catalog
  // caches, the WebAssembly code) before the test's first timed query.
  await emptyDatabase(database.handle);
  let given = false;
  return {
    handle: database.handle,
    url: database.url,
    async drop() {
      if (given) return;
      given = true;
      idle[kind].push(database);
    },
  };
}
