import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock
 * makes several instances starting together apply them once.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock("marut:migrations", async (db) => {
    if (handle.kind === "pglite") {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
      await migratePglite(db as any, { migrationsFolder });
    } else {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
      await migratePg(db as any, { migrationsFolder });
    }
  });
}
