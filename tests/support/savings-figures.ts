import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { SavingsFigure } from "#app/lib/savings.ts";
import type { Database } from "#db/client.ts";

// The savings calculator's reference figures as every installation gets them:
// the migration that adds them (db/migrations/0017_savings_figures.sql). Test
// databases are emptied between tests, so a test that needs them adds them again.

const migration = readFileSync(new URL("../../db/migrations/0017_savings_figures.sql", import.meta.url), "utf8");

/** Adds the reference figures that are missing, with the migration's own statement. */
export async function addSavingsFigures(db: Database): Promise<void> {
  await db.execute(sql.raw(migration));
}

/** The reference figures, read from the migration's rows. */
export function savingsReferenceFigures(): SavingsFigure[] {
  const text = "'((?:[^']|'')*)'";
  const row = new RegExp(`\\(${text}, ${text}, ${text}, ${text}, ${text}\\)`, "g");
  const unquote = (value = "") => value.replace(/''/g, "'");
  return [...migration.matchAll(row)].map(([, key, label, value, source, asOf]) => ({
    key: unquote(key),
    label: unquote(label),
    value: unquote(value),
    source: unquote(source),
    asOf: unquote(asOf),
  }));
}
