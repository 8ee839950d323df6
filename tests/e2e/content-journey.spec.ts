import { randomBytes } from "node:crypto";
import { type APIRequestContext, type Browser, test as base, type Page } from "@playwright/test";
import sharp from "sharp";
import { wallClockIn } from "#app/lib/dates.ts";
import { createAdministrator } from "../support/admin-create.ts";
import { createPostgresDatabase } from "../support/postgres-databases.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";
import { SmtpSink } from "../support/smtp-sink.ts";
import {
  accessibilityViolations,
  createStaff,
  e2eAdmin,
  expect,
  gotoHydrated,
  openBackOffice,
  startBlogPost,
} from "./fixtures.ts";

// The content studio end to end, on PostgreSQL with two server instances that
// share only the database: a marketing user writes a blog post with an
// uploaded image, previews the draft (not public), schedules it; within 5 s of
// the scheduled time it is on the listing, its tag page, the RSS feed, the
// sitemap and the search of both instances. Renaming its address answers 301
// from the old one, restoring an earlier revision changes the page back, and
// a second marketing user's stale save gets a conflict message.

const test = base;
test.skip(!process.env.TEST_DATABASE_URL, "the two-instance journey needs PostgreSQL (TEST_DATABASE_URL)");

const word = `kestrel${randomBytes(3)
  .toString("hex")
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "x")}`;
const slug = `night-routes-${word}`;
const renamed = `${slug}-revisited`;
const title = `Night routes and the ${word} check`;
const tag = `night-${word}`;
const writers = [
  { name: "Mira Marketer", email: `mira.${word}@marut.test`, password: "Harbour-Lantern-Meadow-27" },
  { name: "Theo Second", email: `theo.${word}@marut.test`, password: "Copper-Willow-Station-58" },
];

let database: { url: string; drop(): Promise<void> };
let smtp: SmtpSink;
let instances: ServerProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await createPostgresDatabase();
  smtp = await new SmtpSink().start();
  await createAdministrator(e2eAdmin, { DATABASE_URL: database.url });
  const env = { NODE_ENV: "test", DATABASE_URL: database.url, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200" };
  // One after the other: the first applies the migrations.
  instances = [await startServer(env, 150_000)];
  instances.push(await startServer(env, 150_000));
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()));
  await smtp?.stop();
  await database?.drop();
});

/** A browser of its own for `who`, signed in to the back office on the first instance. */
async function newWriterPage(browser: Browser, who: (typeof writers)[number]): Promise<Page> {
  const context = await browser.newContext({ baseURL: instances[0]?.url });
  const page = await context.newPage();
  await openBackOffice(page, who.email, who.password);
  return page;
}

/** Polls `url` on every instance until `check` holds on each; answers how long after `since` the last one held. */
async function everywhere(
  request: APIRequestContext,
  pathname: string,
  check: (text: string, status: number) => boolean,
  since: number,
  limitMs = 5_000,
) {
  const reached: number[] = [];
  for (const instance of instances) {
    for (;;) {
      const answer = await request.get(`${instance.url}${pathname}`, { maxRedirects: 0 });
      if (check(await answer.text(), answer.status())) {
        reached.push(Date.now() - since);
        break;
      }
      if (Date.now() - since > limitMs + 10_000) {
        throw new Error(`${instance.url}${pathname} did not change (last answer ${answer.status()})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return Math.max(...reached);
}

test("a post written in the studio goes live on schedule on both instances, keeps its old address and its history", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const [a, b] = instances;
  if (!a || !b) throw new Error("two instances should be running");
  const api = await playwright.request.newContext({ baseURL: a.url });
  for (const writer of writers) await createStaff(api, writer, "marketing");

  // The first marketing user writes the post and uploads an image into it from the editor.
  const page = await newWriterPage(browser, writers[0] as (typeof writers)[number]);
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#1f6f8b" } })
    .png()
    .toBuffer();
  await startBlogPost(page, {
    title,
    slug,
    description:
      "What a night-route check found on long-haul lanes, and the three changes fleets made after reading it.",
    date: "2026-11-20",
    tags: `${tag}, fatigue`,
    coverAlt: "Illustration of a truck on a highway at night",
  });
  await page
    .getByLabel("Body (Markdown)")
    .fill(
      `## What the ${word} check found\n\n${"Drivers on night lanes met fewer fatigue alerts once rest stops were planned before departure. ".repeat(3)}\n\nThe depot photograph below shows where the checks start.`,
    );
  const upload = page.getByRole("group", { name: "Add an image to the body" });
  await upload.getByLabel("Image file").setInputFiles({ name: "depot.png", mimeType: "image/png", buffer: png });
  await upload.getByLabel("Alt text").fill("A depot at night");
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Inserted “A depot at night” into the body." }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Live preview" }).locator("picture img")).toHaveAttribute(
    "alt",
    "A depot at night",
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit blog" })).toBeVisible();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  const editorPath = new URL(page.url()).pathname;
  expect(await accessibilityViolations(page)).toEqual([]);

  // The draft's staff preview shows the page; the public address does not exist yet on either instance.
  const preview = await page.context().newPage();
  await preview.goto(`${editorPath}/preview`);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.locator(`picture img[alt="A depot at night"]`)).toBeVisible();
  await preview.close();
  for (const instance of instances) {
    expect((await api.get(`${instance.url}/insights/blog/${slug}`)).status()).toBe(404);
    expect(await (await api.get(`${instance.url}/insights/blogs`)).text()).not.toContain(title);
  }

  // Scheduled for the next minute that is at least 15 s away, in India's time.
  const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  const wallClock = wallClockIn(at, "Asia/Kolkata");
  await page.getByLabel("Date", { exact: true }).fill(wallClock.date);
  await page.getByLabel("Time", { exact: true }).fill(wallClock.time);
  await page.getByLabel("Time zone").selectOption("Asia/Kolkata");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/Status: Scheduled for/)).toBeVisible();

  // Not before its time; then within 5 s on both instances, everywhere it belongs.
  expect((await api.get(`${b.url}/insights/blog/${slug}`)).status()).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
  const scheduled = at.getTime();
  const shown = (text: string, status: number) => status === 200 && text.includes(title);
  expect(await everywhere(api, `/insights/blog/${slug}`, shown, scheduled)).toBeLessThan(5_000);
  expect(await everywhere(api, "/insights/blogs", shown, scheduled)).toBeLessThan(5_000);
  expect(await everywhere(api, `/insights/blogs/tag/${tag}`, shown, scheduled)).toBeLessThan(5_000);
  expect(await everywhere(api, "/insights/rss.xml", shown, scheduled)).toBeLessThan(5_000);
  const inSitemap = (text: string) => text.includes(`/insights/blog/${slug}<`);
  expect(await everywhere(api, "/sitemap.xml", inSitemap, scheduled)).toBeLessThan(5_000);
  const found = (text: string) => text.includes(`"/insights/blog/${slug}"`);
  expect(await everywhere(api, `/api/search?q=${word}`, found, scheduled)).toBeLessThan(5_000);

  // A new address: the old one answers 301 to it on both instances.
  await gotoHydrated(page, editorPath);
  await page.getByLabel("Address (slug)").fill(renamed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  const renamedAt = Date.now();
  const moved = (_text: string, status: number) => status === 301;
  expect(await everywhere(api, `/insights/blog/${slug}`, moved, renamedAt)).toBeLessThan(5_000);
  for (const instance of instances) {
    const answer = await api.get(`${instance.url}/insights/blog/${slug}`, { maxRedirects: 0 });
    expect(answer.headers().location).toMatch(new RegExp(`/insights/blog/${renamed}$`));
  }

  // A title change, then the earlier revision restored: the page follows both.
  const retitled = `${title}, revised`;
  await page.getByLabel("Title", { exact: true }).fill(retitled);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  const newTitle = (text: string) => text.includes(retitled);
  expect(await everywhere(api, `/insights/blog/${renamed}`, newTitle, Date.now())).toBeLessThan(5_000);
  const history = page.getByRole("region", { name: "Revision history" });
  const current = Number(
    (
      await page
        .getByText(/revision \d+$/)
        .first()
        .textContent()
    )?.match(/(\d+)$/)?.[1],
  );
  const earlier = current - 1;
  await history.getByRole("button", { name: `Compare revision ${earlier} with the current text` }).click();
  await page.getByRole("button", { name: `Restore revision ${earlier}` }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  const restoredAt = Date.now();
  const oldTitleBack = (text: string, status: number) =>
    status === 200 && text.includes(title) && !text.includes(retitled);
  expect(await everywhere(api, `/insights/blog/${renamed}`, oldTitleBack, restoredAt)).toBeLessThan(5_000);

  // The second marketing user saves the item in between: the first one's stale save is refused.
  const other = await newWriterPage(browser, writers[1] as (typeof writers)[number]);
  await gotoHydrated(other, editorPath);
  await other.getByLabel("Author").fill("Priya Raman and Theo Second");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  await page.getByLabel("Author").fill("Priya Raman and Mira Marketer");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Theo Second saved this item" });
  await expect(conflict).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const stored = await api.get(`${b.url}/insights/blog/${renamed}`);
  expect(await stored.text()).toContain("Priya Raman and Theo Second");

  await other.context().close();
  await page.context().close();
  await api.dispose();
});
