// Screenshots of the main pages and of back-office screens at a phone's and a
// laptop's width, for design reviews: docs/screenshots/<page>-<width>.png,
// each the whole page.
//
//   npm run screenshots -- [--no-build] [--pages home,contact,studio-sidebar,campaign-sent]
//
// It builds (unless --no-build), starts the production server on a fresh
// embedded database with the demo content, and drives Chromium (scripts/chromium.ts)
// with animations settled. For the back office it creates the administrator
// and a marketing member as the end-to-end tests do (tests/e2e/fixtures.ts),
// brings each screen about once (a draft in the studio, a campaign sent now)
// and signs in at each width to photograph it.
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page, request } from "@playwright/test";
import { solutionCatalogue } from "#app/features/solutions/catalogue.ts";
import { demoJobs } from "#db/demo-jobs.ts";
import { createStaff, e2eAdmin, expect, signIn, startBlogPost } from "#tests/e2e/fixtures.ts";
import { createAdministrator } from "#tests/support/admin-create.ts";
import { type ServerProcess, startServer } from "#tests/support/server-process.ts";
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
  "savings-calculator":
    "/solutions/savings-calculator?fleet=50-149&trucks=60&buses=10&vans=20&cars=10&country=india&km=4000&from=road-sense",
  insights: "/insights",
  "blog-post": "/insights/blog/why-fatigue-peaks-between-2-and-5-am",
  about: "/about",
  team: "/team",
  contact: "/contact",
  careers: "/careers",
  positions: "/careers/jobs/positions",
  "job-page": `/careers/jobs/${openJob.slug}`,
};

/** The marketing member the back-office screens are photographed as. */
const marketer = { name: "Maya Marketer", email: "maya.marketer@marut.test", password: "Lantern-Orchid-Granite-64" };

const campaignBody = [
  "## What the alerts show",
  "",
  "Fatigue alerts cluster between two and five in the morning on long-haul routes. Fleets that moved rest stops",
  "into that window cut them by a third.",
].join("\n");

/** A saved campaign draft with a test sent to the member, its editor open. */
async function campaignWithTestSent(page: Page, subject: string) {
  await page.goto("/admin/campaigns/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Preview line").fill("What in-cab alerts taught our customers about the small hours.");
  await page.getByLabel("Body (Markdown)").fill(campaignBody);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit campaign" })).toBeVisible({ timeout: 30_000 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test sent to" })).toBeVisible({ timeout: 30_000 });
}

/**
 * Back-office screens: each brings its screen about once, signed in as the
 * marketing member, and answers the address to photograph.
 */
const staffScreens: Record<string, (page: Page) => Promise<string>> = {
  "studio-sidebar": async (page) => {
    await startBlogPost(page, {
      title: "Night shifts and fatigue: what the alerts say",
      slug: "night-shifts-and-fatigue",
      description: "Fatigue alerts from in-cab cameras cluster in the small hours; here is what fleets changed.",
      date: "2026-11-02",
      tags: "fatigue, long-haul",
      coverAlt: "Illustration of a driver-facing camera above a dashboard",
    });
    await page
      .getByLabel("Body (Markdown)")
      .fill(
        `${campaignBody}\n\n## What depots changed\n\nThey moved the longest legs before midnight and added a fifteen-minute stop at the halfway toll plaza.`,
      );
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit blog" })).toBeVisible({ timeout: 30_000 });
    return new URL(page.url()).pathname;
  },
  "campaign-sent": async (page) => {
    await campaignWithTestSent(page, "Night-shift fatigue, three months on");
    await page.getByRole("button", { name: "Send now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send now" }).click();
    await expect(page.getByText("Status: Sent")).toBeVisible({ timeout: 120_000 });
    return new URL(page.url()).pathname;
  },
  // Each figure with where it is quoted; its key fixed in the edit form.
  "directory-figures": async () => "/admin/directory?section=figures",
  "dev-mailbox": async (page) => {
    await campaignWithTestSent(page, "Rest stops that work");
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(page.getByRole("link", { name: "[Test] Rest stops that work" })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    return "/dev/mailbox";
  },
};

const { values: args } = parseArgs({
  options: { build: { type: "boolean", default: true }, pages: { type: "string" } },
  allowNegative: true,
});
const known = [...Object.keys(allPages), ...Object.keys(staffScreens)];
const wanted = args.pages ? args.pages.split(",").map((name) => name.trim()) : known;
for (const name of wanted)
  if (!known.includes(name)) throw new Error(`Unknown page "${name}"; known: ${known.join(", ")}`);
const wantedStaff = wanted.filter((name) => name in staffScreens);

let server: ServerProcess | undefined;
let dataDir: string | undefined;
try {
  if (args.build) await runCommand("npm", ["run", "build"]);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-screenshots-"));
  if (wantedStaff.length > 0) await createAdministrator(e2eAdmin, { DATA_DIR: dataDir });
  server = await startServer({ NODE_ENV: "test", DATA_DIR: dataDir, OUTBOX_POLL_MS: "200" });
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
    // Each back-office screen is brought about once, then photographed at every width.
    const staffPaths = new Map<string, string>();
    if (wantedStaff.length > 0) {
      const api = await request.newContext({ baseURL: origin });
      await createStaff(api, marketer, "marketing");
      await api.dispose();
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, marketer.email, marketer.password);
      for (const name of wantedStaff)
        staffPaths.set(name, await (staffScreens[name] as (page: Page) => Promise<string>)(page));
      await context.close();
    }
    for (const width of widths) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      if (wantedStaff.length > 0) await signIn(page, marketer.email, marketer.password);
      for (const name of wanted) {
        await page.goto(new URL(allPages[name] ?? staffPaths.get(name) ?? "/", origin).href, {
          waitUntil: "networkidle",
        });
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
