// Screenshots of the main pages at a phone's and a laptop's width, for design
// reviews: docs/screenshots/<page>-<width>.png, each the whole page.
//
//   npm run screenshots -- [--no-build] [--pages home,contact]
//
// It builds (unless --no-build), starts the production server on a fresh
// embedded database with the demo content, and drives Chromium (scripts/chromium.ts)
// with animations settled.
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { solutionCatalogue } from "../app/features/solutions/catalogue.ts";
import { demoJobs } from "../db/demo-jobs.ts";
import { type ServerProcess, startServer } from "../tests/support/server-process.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { runCommand } from "./run-command.ts";

const root = path.resolve(import.meta.dirname, "..");
const output = path.join(root, "docs", "screenshots");
const widths = [390, 1366] as const;

const openJob = demoJobs.find((job) => job.status === "published");
if (!openJob) throw new Error("The demo data has no published job to photograph.");

/** The pages of a design review: name → path. */
const allPages: Record<string, string> = {
  home: "/",
  ...Object.fromEntries(solutionCatalogue.map((solution) => [solution.slug, `/solutions/${solution.slug}`])),
  insights: "/insights",
  "blog-post": "/insights/blog/why-fatigue-peaks-between-2-and-5-am",
  about: "/about",
  team: "/team",
  contact: "/contact",
  careers: "/careers",
  positions: "/careers/jobs/positions",
  "job-page": `/careers/jobs/${openJob.slug}`,
};

const { values: args } = parseArgs({
  options: { build: { type: "boolean", default: true }, pages: { type: "string" } },
  allowNegative: true,
});
const wanted = args.pages ? args.pages.split(",").map((name) => name.trim()) : Object.keys(allPages);
for (const name of wanted)
  if (!(name in allPages)) throw new Error(`Unknown page "${name}"; known: ${Object.keys(allPages).join(", ")}`);

let server: ServerProcess | undefined;
let dataDir: string | undefined;
try {
  if (args.build) await runCommand("npm", ["run", "build"]);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-screenshots-"));
  server = await startServer({ NODE_ENV: "test", DATA_DIR: dataDir });
  const origin = new URL(server.url).origin;
  await mkdir(output, { recursive: true });
  if (!args.pages) {
    for (const file of await readdir(output)) if (file.endsWith(".png")) await rm(path.join(output, file));
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const name of wanted) {
        await page.goto(new URL(allPages[name] ?? "/", origin).href, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(output, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
        process.stdout.write(`${path.relative(root, file)}\n`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await server?.kill("SIGTERM");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
