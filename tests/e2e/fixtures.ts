import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import type { StaffRole } from "#app/domain/staff.ts";
import { createAdministrator } from "../support/admin-create.ts";
import { copyMigratedDataDir } from "../support/database-templates.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";
import { SmtpSink } from "../support/smtp-sink.ts";

type WorkerFixtures = {
  /** A real SMTP server in the test process that receives the site's mail. */
  smtp: SmtpSink;
  /**
   * The production server on a fresh embedded database with `e2eAdmin` (made by `npm run admin:create`'s
   * script before it starts), delivering to `smtp`.
   */
  site: ServerProcess;
  /**
   * Start the server as `npm start` does on a laptop: without PUBLIC_URL (it is then the one site under
   * every loopback name of its port) and without SMTP_URL (its mail goes to the dev mailbox).
   */
  laptop: boolean;
};

/** The administrator every worker's server has; exists only in the worker's data dir. */
export const e2eAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@marut.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "Quartz-Otter-Rainfall-58",
  name: "Eve Admin",
};

/** Tests this worker has started: each gets its own visitor address. */
let visitors = 0;

export const test = base.extend<{ baseURL: string }, WorkerFixtures>({
  // Each test is its own visitor: the server trusts X-Forwarded-For (TRUST_PROXY, as behind the
  // production proxy) and every request of a test, from its browser or its API client, comes from
  // an address of its own. Limits per network (staff sign-in: 20 per 15 minutes) then count one
  // test's requests, not those of every test the worker's server has answered.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitors++;
    const address = `10.${100 + testInfo.workerIndex}.${(visitors >> 8) & 255}.${visitors & 255}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
  laptop: [false, { option: true, scope: "worker" }],
  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const sink = await new SmtpSink().start();
      await use(sink);
      await sink.stop();
    },
    { scope: "worker" },
  ],
  site: [
    // One kind of server for every spec file but the laptop's: a worker starts again only where the
    // options of the next file differ from the last one's (docs/development.md).
    async ({ smtp, laptop }, use) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-e2e-"));
      // A copy of a migrated database: the server and admin:create find nothing to migrate.
      await copyMigratedDataDir(dataDir);
      // PGlite: made before the server owns the directory.
      await createAdministrator(e2eAdmin, { DATA_DIR: dataDir });
      const server = await startServer(
        {
          NODE_ENV: "test",
          DATA_DIR: dataDir,
          ...(laptop ? {} : { SMTP_URL: smtp.url }),
          OUTBOX_POLL_MS: "200",
          TRUST_PROXY: "true",
          ...(laptop ? { PUBLIC_URL: "" } : {}),
        },
        // Allow for a busy machine.
        150_000,
      ).catch(async (error) => {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      });
      await use(server);
      await server.kill("SIGTERM");
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

export { expect };

/** axe-core against WCAG 2.0–2.2 A and AA; returns the violations, none expected. */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // The site's only frames show an email's HTML (the dev mailbox, a campaign's preview), sandboxed
    // without scripts, so axe cannot enter them: run in the page, without frame hopping.
    // The frame element itself is still checked.
    .setLegacyMode(true)
    // Every rule still runs on every node; only the violations are gathered node by node (the passing and
    // inapplicable results are left short), which halves an audit's time on a large page.
    .options({ iframes: false, resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}

const scripts = /\.js(\?|$)/;

/**
 * Opens a page with its scripts held back, as a visitor on a slow phone sees it before hydration. The page
 * starts its scripts only after the load event (decision 0025), after `goto` has returned, so they stay
 * blocked until `gotoHydrated` lets them load again.
 */
export async function gotoBeforeHydration(page: Page, path: string) {
  await page.route(scripts, (route) => route.abort());
  return page.goto(path);
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.unroute(scripts);
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** A staff member the tests add, as the Staff page does. */
export type StaffMember = { name: string; email: string; password: string };

/**
 * Signs `e2eAdmin` in through the API on `request` (which needs the site's base URL) and adds
 * `member` with `role`, as an administrator does on the Staff page.
 */
export async function createStaff(request: APIRequestContext, member: StaffMember, role: StaffRole) {
  const session = await request.post("/api/admin/session", {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const created = await request.post("/api/admin/staff", {
    data: { ...member, role },
    headers: { "x-csrf-token": csrfToken },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Signs a staff member in to the back office through its login page and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/**
 * Opens the back office's dashboard signed in as a staff member (`e2eAdmin` unless another is
 * given): the session comes from the
 * sign-in API on the page's own cookies, as the login page gets it, without loading that page
 * first. For tests whose subject is what staff do once signed in; `signIn` tests the login page.
 */
export async function openBackOffice(page: Page, email = e2eAdmin.email, password = e2eAdmin.password) {
  const session = await page.request.post("/api/admin/session", { data: { email, password } });
  expect(session.status(), await session.text()).toBe(200);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** Fills and sends the Staff page's form for a new account (the page is open), and waits for its confirmation. */
export async function addStaffOnStaffPage(page: Page, member: StaffMember, role: StaffRole) {
  await page.getByLabel("Full name").fill(member.name);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Role", { exact: true }).selectOption(role);
  await page.getByLabel("Initial password").fill(member.password);
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByRole("status")).toContainText(`Created the account for ${member.email}`);
}

/** Opens the studio's form for a new blog post and fills its fields (the body is left to the test). */
export async function startBlogPost(
  page: Page,
  post: { title: string; slug: string; description: string; date: string; tags: string; coverAlt: string },
) {
  await gotoHydrated(page, "/admin/content");
  await page.getByLabel("Collection of the new item").selectOption("blogs");
  await page.getByRole("button", { name: "New item" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New blog" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Title", { exact: true }).fill(post.title);
  await page.getByLabel("Address (slug)").fill(post.slug);
  await page.getByLabel("Description", { exact: true }).fill(post.description);
  await page.getByLabel("Publication date").fill(post.date);
  await page.getByLabel("Author").fill("Priya Raman");
  await page.getByLabel("Tags").fill(post.tags);
  await page.getByLabel("Cover alt text").fill(post.coverAlt);
}
