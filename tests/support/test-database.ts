import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";

export type DatabaseKind = "pglite" | "postgres";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = {
  handle: DatabaseHandle;
  /** The connection URL (PostgreSQL only), for a second pool or a server process. */
  url?: string;
  /** Closes the handle and removes the database. */
  drop(): Promise<void>;
};

let template: Blob | undefined;

/** A new, migrated, empty database of the given kind, isolated from every other test. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    template ??= new Blob([new Uint8Array(await readFile(inject("pgliteTemplate")))]);
    const handle = await openDatabase({ kind: "pglite", template });
    return { handle, drop: () => handle.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url, poolSize: 5 });
  await runMigrations(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await drop();
    },
  };
}

/** Creates an empty database on the TEST_DATABASE_URL server and returns its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `marut_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
