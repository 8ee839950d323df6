// Extracts the site's own pages for site search from the prerendered HTML in
// build/client (run after `react-router build`) into build/search-pages.json,
// which the server writes into `search_pages` at start (decision 0022).
// Content items and open jobs are not taken from here: search reads them from
// their tables, so a publish is found at once.
//
// - Each page is titled with its <title> (without the site name), not with the
//   first heading, which on most pages is a slogan.
// - Only the main region of indexable pages counts (root.tsx marks it with
//   data-search-body); 404, thank-you and filtered listings stay out.
// - /insights/article only repeats the newest article under a second address:
//   it is left out so the article is found once, at its own address.
// - Pages rendered from the database per request (Team, About, Contact, FAQs)
//   are not here: each server indexes them itself from its own render, at
//   start and whenever the data they show changes (server/main.ts).
// - The careers pages are rendered per request (their jobs live in the
//   database), so they are added as records of their own: the careers page and
//   the positions page, described by the kinds of work the company hires for.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { extractPage } from "../app/features/search/page-text.ts";
import { type SearchPage, searchPagesFileSchema } from "../app/features/search/search.server.ts";
import { brand } from "../app/lib/brand.ts";

const root = path.resolve(import.meta.dirname, "..");
const site = path.join(root, "build", "client");
const output = path.join(root, "build", "search-pages.json");

/** Every index.html under build/client, as [address, file]. */
async function prerenderedPages(): Promise<[string, string][]> {
  const files = (await readdir(site, { recursive: true })).filter((file) => file.endsWith("index.html"));
  return files.map((file) => {
    const folder = path.dirname(file).split(path.sep).join("/");
    return [folder === "." ? "/" : `/${folder}`, path.join(site, file)];
  });
}

// Written for every installation: a production site has its own positions
// (and no demo data), so the records name the kinds of work, not demo jobs.
// Their titles are the pages' titles (routes/careers.tsx, routes/careers-positions.tsx).
const careersRecords: SearchPage[] = [
  {
    url: "/careers",
    title: "Careers: help every driver get home safe",
    body: [
      `Careers at ${brand.name}. Join us to prevent road crashes: jobs and open roles for engineers`,
      "(embedded, firmware, computer vision, data, web and mobile), safety analysts, fleet success and sales,",
      `in our offices in ${brand.offices.map((office) => office.city).join(", ")}.`,
    ].join(" "),
  },
  {
    url: "/careers/jobs/positions",
    title: "Open positions",
    body: [
      `Open positions: search and apply for jobs at ${brand.name}. Engineering, engineer and developer roles,`,
      "safety operations, data science, product, design, sales and customer success; full time, part time,",
      "contract and internships.",
    ].join(" "),
  },
];

if (import.meta.main) {
  const pages: SearchPage[] = [];
  for (const [url, file] of (await prerenderedPages()).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const page = extractPage(url, await readFile(file, "utf8"));
    if (page) pages.push(page);
  }
  pages.push(...careersRecords);
  await writeFile(output, `${JSON.stringify(searchPagesFileSchema.parse(pages))}\n`);
  process.stdout.write(`Search pages: ${pages.length} pages → ${path.relative(root, output)}\n`);
}
