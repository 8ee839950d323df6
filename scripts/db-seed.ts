// Adds the demo content (open positions, …) to the configured database.
// Idempotent: what exists is left as it is. `npm start` runs it on a new database.
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDemoData } from "#db/seed.ts";
import { loadConfig } from "#server/config.ts";
import { lockDataDir } from "#server/data-dir-lock.ts";

try {
  const config = loadConfig();
  const unlock = config.database.kind === "pglite" ? await lockDataDir(config.dataDir) : async () => {};
  const database = await openDatabase(config.database);
  await runMigrations(database);
  const { jobsAdded, contentAdded } = await seedDemoData(database.db);
  await database.close();
  await unlock();
  console.warn(`Demo data: ${jobsAdded} job(s) and ${contentAdded} content item(s) added.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
