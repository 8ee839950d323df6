// Applies the committed migrations to the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR). The server does this on start as well.
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { lockDataDir } from "#server/data-dir-lock.ts";

try {
  const config = loadConfig();
  const unlock = config.database.kind === "pglite" ? await lockDataDir(config.dataDir) : async () => {};
  const database = await openDatabase(config.database);
  await runMigrations(database);
  await database.close();
  await unlock();
  console.warn(`Migrations applied (${config.database.kind === "pglite" ? config.database.dataDir : "PostgreSQL"}).`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
