import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";
import { migrationsFolder, runMigrations } from "../../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database: loading it is ~10x faster than migrating. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database to clone (only with TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

// Both templates are named by a hash of the migrations, so they are made once
// per schema and reused by every project and every later run; a changed
// migration makes a new one.

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await readFile(file));
    }
  };
  await walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const dir = path.join(os.tmpdir(), "marut-test-templates");
  const file = path.join(dir, `pglite-${hash}.tar`);
  const exists = await readFile(file).then(
    () => true,
    () => false,
  );
  if (exists) return file;
  await mkdir(dir, { recursive: true });
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await runMigrations(handle);
    // openDatabase hides the driver; the dump needs the PGlite client itself.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    const partial = `${file}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `marut_template_${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    // Migrate under a name of its own, then rename: a template is never seen half made.
    const building = `marut_building_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run made the same template meanwhile: use theirs.
      await admin.query(`drop database if exists ${building} with (force)`);
      if ((error as { code?: string }).code !== "42P04") throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

export async function setup(project: TestProject) {
  const hash = await migrationsHash();
  project.provide("pgliteTemplate", await pgliteTemplate(hash));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) project.provide("postgresTemplate", await postgresTemplate(serverUrl, hash));
}
