// Builds the site search index from the prerendered pages in build/client
// (run after `react-router build`). The browser loads it from /pagefind/ when
// the search dialog opens; nothing is sent to another service.
import { rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";

const root = path.resolve(import.meta.dirname, "..");
const site = path.join(root, "build", "client");
const output = path.join(site, "pagefind");

await rm(output, { recursive: true, force: true });
const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
const added = await index.addDirectory({ path: site });
if (added.errors.length > 0) throw new Error(`Pagefind could not index the site: ${added.errors.join("; ")}`);
const written = await index.writeFiles({ outputPath: output });
if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
await pagefind.close();
process.stdout.write(`Search index: ${added.page_count} pages → ${path.relative(root, output)}\n`);
