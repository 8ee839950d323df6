// Site search measurements behind decision 0022: how long a PostgreSQL
// full-text query over the demo data takes, and which pages come first for a
// handful of real queries. Starts the production server (run `npm run build`
// first) once on a throwaway database (PGlite in a temporary folder, or the
// PostgreSQL of DATABASE_URL, whose tables it fills: use an empty test
// database): it adds the demo data (jobs, the directory, every content file as
// a published item) and indexes the site's own pages from its renders, as
// every server does at start. Then it stops the server and runs each query 30
// times on that database.
//
//   node scripts/measure-search.ts            # PGlite
//   DATABASE_URL=postgres://… node scripts/measure-search.ts
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { searchSite } from "#app/features/search/search.server.ts";
import { openDatabase } from "#db/client.ts";
import { contentItems, searchPages } from "#db/schema.ts";
import { startServer } from "#tests/support/server-process.ts";

const queries = ["fatigue", "cabin vision", "bus safety Kenya", "data engineer", "fuel theft", "careers", "willpower"];

const url = process.env.DATABASE_URL;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-search-"));
const server = await startServer(
  { NODE_ENV: "test", DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
  120_000,
);
await server.kill("SIGTERM");
const database = await openDatabase(
  url ? { kind: "postgres", url } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
);
const { db } = database;
const [[pages], [items]] = await Promise.all([
  db.select({ n: count() }).from(searchPages),
  db.select({ n: count() }).from(contentItems),
]);
process.stdout.write(`${url ? "PostgreSQL" : "PGlite"}: ${pages?.n} pages, ${items?.n} items\n`);
for (const query of queries) {
  const times: number[] = [];
  let top: string[] = [];
  for (let run = 0; run < 30; run++) {
    const start = performance.now();
    const hits = await searchSite(db, query);
    times.push(performance.now() - start);
    top = hits.slice(0, 3).map((hit) => hit.url);
  }
  times.sort((a, b) => a - b);
  const median = times[15]?.toFixed(1);
  const p95 = times[28]?.toFixed(1);
  process.stdout.write(`${query.padEnd(18)} median ${median} ms, p95 ${p95} ms  ${top.join("  ")}\n`);
}
await database.close();
await rm(dataDir, { recursive: true, force: true });
