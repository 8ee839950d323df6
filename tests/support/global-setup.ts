import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { migrationsHash, pgliteTemplate } from "./database-templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database: loading it is ~10x faster than migrating. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database to clone (only with TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
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
