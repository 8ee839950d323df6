// Builds the site search index from the prerendered pages in build/client
// (run after `react-router build`). The browser loads it from /pagefind/ when
// the search dialog opens; nothing is sent to another service.
//
// - Each result is titled with its page's <title> (without the site name), not
//   with the first heading, which on most pages is a slogan.
// - Insights, newsroom, announcements and events are rendered from the
//   database (app/features/content/published.server.ts), not prerendered, so
//   they are not in this index; it holds the static pages and careers.
// - The careers pages are rendered per request (their jobs live in the
//   database), so they are added as records of their own: the careers page and
//   the positions page, described by the kinds of work the company hires for.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { brand } from "../app/lib/brand.ts";

const root = path.resolve(import.meta.dirname, "..");
const site = path.join(root, "build", "client");
const output = path.join(site, "pagefind");

/** Every index.html under build/client, as [address, file]. */
async function prerenderedPages(): Promise<[string, string][]> {
  const files = (await readdir(site, { recursive: true })).filter(
    (file) => file.endsWith("index.html") && !file.startsWith("pagefind"),
  );
  return files.map((file) => {
    const folder = path.dirname(file).split(path.sep).join("/");
    return [folder === "." ? "/" : `/${folder}`, path.join(site, file)];
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** "About us | Marut" → "About us"; "Marut | Driver safety and fleet telematics" → "Driver safety and fleet telematics". */
function pageTitle(documentTitle: string): string {
  const parts = documentTitle.split(" | ").map((part) => part.trim());
  return parts.find((part) => part !== brand.name && part !== "") ?? documentTitle;
}

/** The page's HTML with its search title attached to the indexed region. */
function withSearchTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) return html;
  const attribute = `title:${pageTitle(decodeEntities(title))}`.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return html.replace('data-pagefind-body=""', `data-pagefind-body="" data-pagefind-meta="${attribute}"`);
}

// Written for every installation: a production site has its own positions
// (and no demo data), so the records name the kinds of work, not demo jobs.
const careersRecords = [
  {
    url: "/careers",
    meta: { title: "Careers: help every driver get home safe" },
    content: [
      `Careers at ${brand.name}. Join us to prevent road crashes: jobs and open roles for engineers`,
      "(embedded, firmware, computer vision, data, web and mobile), safety analysts, fleet success and sales,",
      `in our offices in ${brand.offices.map((office) => office.city).join(", ")}.`,
    ].join(" "),
  },
  {
    url: "/careers/jobs/positions",
    meta: { title: "Open positions" },
    content: [
      `Open positions: search and apply for jobs at ${brand.name}. Engineering, engineer and developer roles,`,
      "safety operations, data science, product, design, sales and customer success; full time, part time,",
      "contract and internships.",
    ].join(" "),
  },
];

await rm(output, { recursive: true, force: true });
const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
let pageCount = 0;
for (const [url, file] of await prerenderedPages()) {
  const html = await readFile(file, "utf8");
  // Pages without an indexed region (404, thank-you, filtered listings) stay out.
  if (!html.includes('data-pagefind-body=""')) continue;
  const added = await index.addHTMLFile({ url, content: withSearchTitle(html) });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${added.errors.join("; ")}`);
  pageCount++;
}
for (const record of careersRecords) {
  const added = await index.addCustomRecord({ ...record, language: "en" });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index ${record.url}: ${added.errors.join("; ")}`);
  pageCount++;
}
const written = await index.writeFiles({ outputPath: output });
if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
await pagefind.close();
process.stdout.write(`Search index: ${pageCount} pages → ${path.relative(root, output)}\n`);
