// Site search measurements behind decision 0022: how long a PostgreSQL
// full-text query over the demo data takes, and which pages come first for a
// handful of real queries. Builds a throwaway database (PGlite, or the
// PostgreSQL of DATABASE_URL, whose tables it fills: use an empty test
// database) with the demo data (jobs, every content file as a published item) and the
// build's pages (run `npm run build` first), then runs each query 30 times.
//
//   node scripts/measure-search.ts            # PGlite in memory
//   DATABASE_URL=postgres://… node scripts/measure-search.ts
import path from "node:path";
import { contentFiles } from "../app/features/content/content.server.ts";
import { readSearchPagesFile, replaceSearchPages, searchSite } from "../app/features/search/search.server.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { seedDemoData } from "../db/seed.ts";

const queries = ["fatigue", "cabin vision", "bus safety Kenya", "data engineer", "fuel theft", "careers", "willpower"];

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite" });
await runMigrations(database);
const { db } = database;
// The demo data: the jobs and every content file as a published item.
await seedDemoData(db);
const items = contentFiles().all;
// Content pages are served from the database, not extracted from the build.
const itemUrls = new Set(items.map((item) => item.url));
const pages = (await readSearchPagesFile(path.resolve(import.meta.dirname, "../build/search-pages.json"))) ?? [];
await replaceSearchPages(
  db,
  pages.filter((page) => !itemUrls.has(page.url)),
);
process.stdout.write(`${url ? "PostgreSQL" : "PGlite"}: ${pages.length} pages, ${items.length} items\n`);
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
