// Imports the directory (people, figures, offices, FAQs) and the Markdown of content/ into the configured database as published
// items, for an installation that ran before content lived in the database.
// Items already there (same collection and slug) are left as they are, so it
// can run again safely. Stop the server first when it uses the embedded
// database in DATA_DIR; with DATABASE_URL it can run alongside.
import { importContent } from "#app/features/content/import.server.ts";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { loadConfig } from "#server/config.ts";
import { lockDataDir } from "#server/data-dir-lock.ts";

try {
  const config = loadConfig();
  const unlock = config.database.kind === "pglite" ? await lockDataDir(config.dataDir) : async () => {};
  const database = await openDatabase(config.database);
  await runMigrations(database);
  const { added, skipped, directoryAdded } = await importContent(database.db);
  await database.close();
  await unlock();
  console.warn(
    `Content import: ${added} item(s) added, ${skipped} already present; ${directoryAdded} directory entries added.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
