import type { Page } from "@playwright/test";
import {
  accessibilityViolations,
  addStaffOnStaffPage,
  expect,
  gotoHydrated,
  openBackOffice,
  startBlogPost,
  test,
} from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// The content studio in the back office: a marketing user writes a blog post,
// sees the live preview, saves, publishes; a second marketing user, in another
// browser, saves the same item in between, and the first gets a conflict
// message instead of overwriting. The list and the editor pass axe.

const suffix = runSuffix();
const writers = [
  staffMember("Mira Marketer", "mira", suffix, "Harbour-Lantern-Meadow-27"),
  staffMember("Theo Second", "theo", suffix, "Copper-Willow-Station-58"),
];
const title = `Night shifts and fatigue ${suffix}`;
const body = `## What the alerts show\n\n${"Fatigue alerts cluster between two and five in the morning on long-haul routes. ".repeat(4)}\n\n**Rest stops** cut them by a third.`;

async function addMarketingUser(page: Page, who: (typeof writers)[number]) {
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff", exact: true }).click();
  await addStaffOnStaffPage(page, who, "marketing");
}

test("a marketing user writes, previews, saves and publishes a post; a second editor's save in between gives a conflict", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await openBackOffice(page);
  for (const writer of writers) await addMarketingUser(page, writer);
  await page.context().clearCookies();

  // The first marketing user opens the studio from the navigation.
  await openBackOffice(page, writers[0]?.email ?? "", writers[0]?.password ?? "");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Content", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Collection of the new item").selectOption("blogs");
  await page.getByRole("button", { name: "New item" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New blog" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Description", { exact: true })
    .fill(
      "Fatigue alerts from in-cab cameras cluster in the small hours; here is what fleets changed after seeing it.",
    );
  await page.getByLabel("Publication date").fill("2026-11-02");
  await page.getByLabel("Author").fill("Priya Raman");
  await page.getByLabel("Tags").fill("fatigue, long-haul");
  await page.getByLabel("Cover alt text").fill("Illustration of a driver-facing camera above a dashboard");
  await page.getByLabel("Body (Markdown)").fill(body);
  // The live preview is rendered by the site's own renderer.
  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview.locator("strong", { hasText: "Rest stops" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "What the alerts show" })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Edit blog" })).toBeVisible();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);
  const editorUrl = page.url();

  // Autosave: a change to a draft saves itself after a quiet moment.
  await page.getByLabel("Author").fill("Priya Raman and Arjun Raghavan");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible({ timeout: 15_000 });

  // The second marketing user, in another browser, saves the same item.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await openBackOffice(other, writers[1]?.email ?? "", writers[1]?.password ?? "");
  await gotoHydrated(other, new URL(editorUrl).pathname);
  await other.getByLabel("Title", { exact: true }).fill(`${title} (edited)`);
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  await otherContext.close();

  // The first user's save is refused with who and when; nothing is overwritten.
  await page.getByLabel("Title", { exact: true }).fill(`${title} (mine)`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Theo Second saved this item" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Your changes were not saved");
  expect(await accessibilityViolations(page)).toEqual([]);
  await conflict.getByRole("button", { name: "Load their version" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} (edited)`);

  // Publish: live on its public address.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect(page.getByText("Status: Published")).toBeVisible();

  // The revision history names who saved each revision.
  const history = page.getByRole("region", { name: "Revision history" });
  await expect(history.getByText("Theo Second").first()).toBeVisible();
  await expect(history.getByText("Mira Marketer").first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the publishing sidebar shows its date, time and time zone whole at a laptop's and a phone's width", async ({
  page,
}) => {
  const member = staffMember("Sana Scheduler", "sana", suffix, "Granite-Pelican-Orchard-31");
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBackOffice(page);
  await addMarketingUser(page, member);
  await page.context().clearCookies();
  await openBackOffice(page, member.email, member.password);
  await startBlogPost(page, {
    title: `Depot hours after dark ${suffix}`,
    slug: `depot-hours-after-dark-${suffix}`,
    description: "When depots open matters as much as when drivers rest: what three fleets changed after a winter.",
    date: "2026-11-03",
    tags: "fatigue",
    coverAlt: "Illustration of a depot gate at night",
  });
  await page.getByLabel("Body (Markdown)").fill(body);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit blog" })).toBeVisible();

  const schedule = page.getByRole("group", { name: "Schedule" });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const label of ["Date", "Time", "Time zone"]) {
      const control = schedule.getByLabel(label, { exact: true });
      // Room for a whole date with its picker, "09:00 AM" and "Africa/Dar_es_Salaam" (at 1366 px the
      // three once shared the sidebar's row and read "mm/", "09:" and "Asia/").
      const box = await control.boundingBox();
      expect(box?.width ?? 0, `${label} at ${width} px`).toBeGreaterThanOrEqual(200);
      expect(await control.evaluate((element) => element.scrollWidth <= element.clientWidth), label).toBe(true);
    }
  }
  await expect(schedule.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
  expect(await accessibilityViolations(page)).toEqual([]);
});
