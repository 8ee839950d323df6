import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "#db/client.ts";
import { migrationsFolder, runMigrations } from "#db/migrate.ts";

// Migrated, empty databases to copy instead of migrating again: creating and
// migrating a PGlite database costs ~5 s, copying one well under a second.
// Each is named by a hash of the migrations, so it is made once per schema and
// reused by every later run (Vitest, Playwright); a changed migration makes a
// new one. They live in the system's temporary folder.

const folder = path.join(os.tmpdir(), "marut-test-templates");

/** A short hash of every file under db/migrations. */
export async function migrationsHash(): Promise<string> {
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

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Makes `target` once, under a name of its own then renamed, so nobody sees it half made. */
async function once(target: string, make: (partial: string) => Promise<void>): Promise<string> {
  if (await exists(target)) return target;
  await mkdir(folder, { recursive: true });
  const partial = `${target}.${randomBytes(4).toString("hex")}`;
  try {
    await make(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another run made it meanwhile: use theirs.
    if (!(await exists(target))) throw error;
  }
  return target;
}

/** A dump of a migrated, empty in-memory PGlite database (for `openDatabase({ template })`). */
export async function pgliteTemplate(hash: string): Promise<string> {
  return once(path.join(folder, `pglite-${hash}.tar`), async (partial) => {
    const handle = await openDatabase({ kind: "pglite" });
    try {
      await runMigrations(handle);
      // openDatabase hides the driver; the dump needs the PGlite client itself.
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir("none");
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  });
}

/** Fills `dataDir` (a server's DATA_DIR) with a migrated, empty embedded database. */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const template = await once(path.join(folder, `pglite-dir-${await migrationsHash()}`), async (partial) => {
    const handle = await openDatabase({ kind: "pglite", dataDir: partial });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
  });
  await cp(template, path.join(dataDir, "pglite"), { recursive: true });
}
