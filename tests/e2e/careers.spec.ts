import { demoJobs } from "#db/demo-jobs.ts";
import { accessibilityViolations, expect, gotoHydrated, test } from "./fixtures.ts";

const openJobs = demoJobs.filter((job) => job.status === "published");
const closedJob = demoJobs.find((job) => job.status === "closed");
const jobLinks = (page: import("@playwright/test").Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");

test("the positions page lists the open jobs under the careers bar, 10 a page", async ({ page }) => {
  await gotoHydrated(page, "/careers/jobs/positions");
  const bar = page.getByRole("navigation", { name: "Careers" });
  await expect(bar).toHaveCSS("background-color", "rgb(28, 28, 28)");
  await expect(bar.getByRole("link", { name: "Open Positions" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Open positions" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`${openJobs.length} open positions.`);
  await expect(jobLinks(page)).toHaveCount(10);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(jobLinks(page)).toHaveCount(openJobs.length - 10);
  const listed = [...(await jobLinks(page).allTextContents())];
  expect(listed).not.toContain(closedJob?.title);
});

test("keyword search and filters narrow the results and live in the address", async ({ page }) => {
  await gotoHydrated(page, "/careers/jobs/positions");
  const search = page.getByRole("search", { name: "Search open positions" });
  await search.getByLabel("Keyword").fill("Kiswahili");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/positions\?q=Kiswahili$/);
  const kiswahili = openJobs.filter((job) => JSON.stringify(job).toLowerCase().includes("kiswahili"));
  await expect(jobLinks(page)).toHaveCount(kiswahili.length);
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `${kiswahili.length} open positions match your search.`,
  );

  await gotoHydrated(page, "/careers/jobs/positions");
  const monitoring = openJobs.filter((job) => job.department === "life-savers-monitoring");
  await search
    .getByLabel("Department")
    .selectOption({ label: `24/7 Monitoring (Marut Life Savers) (${monitoring.length})` });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/positions\?department=life-savers-monitoring$/);
  await expect(jobLinks(page)).toHaveCount(monitoring.length);
  await expect(search.getByLabel("Department")).toHaveValue("life-savers-monitoring");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The same address works without the form, e.g. shared as a link.
  const response = await page.request.get(
    "/careers/jobs/positions?department=life-savers-monitoring&workplaceType=on-site",
  );
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(monitoring[0]?.title ?? "missing");
});

test("a keyword that matches nothing shows an empty state with a way back", async ({ page }) => {
  await gotoHydrated(page, "/careers/jobs/positions?q=zzqxv-nonsense");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No open positions match your search.");
  await expect(page.getByRole("heading", { level: 2, name: "Nothing matches yet" })).toBeVisible();
  await page.getByRole("link", { name: "Clear filters and see all positions" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);
  await expect(jobLinks(page)).toHaveCount(10);
});

test("the search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/careers/jobs/positions");
  await page.getByLabel("Workplace type").selectOption("remote");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/positions\?workplaceType=remote$/);
  const remote = openJobs.filter((job) => job.workplaceType === "remote");
  await expect(jobLinks(page)).toHaveCount(remote.length);
  await context.close();
});

test("a job page shows its sections, facts and the Apply now link, with JobPosting data", async ({ page }) => {
  const job = openJobs.find((entry) => entry.slug === "senior-embedded-engineer-dashcam-firmware");
  if (!job) throw new Error("demo job missing");
  await gotoHydrated(page, "/careers/jobs/positions?q=dashcam");
  await jobLinks(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/careers/jobs/${job.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  for (const name of ["About the role", "What you will do", "What you bring", "Nice to have", "What we offer"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(job.responsibilities[0] ?? "missing")).toBeVisible();
  await expect(page.getByText("INR 28,00,000 – INR 42,00,000 a year")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply now", exact: true })).toHaveAttribute(
    "href",
    `/careers/jobs/${job.slug}/apply`,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "JobPosting");
  expect(posting).toMatchObject({ title: job.title, directApply: true, employmentType: "FULL_TIME" });
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a job page sets its facts and a sticky Apply beside the text from 1024 px, above it on phones", async ({
  page,
}) => {
  const job = openJobs.find((entry) => entry.slug === "senior-embedded-engineer-dashcam-firmware");
  if (!job) throw new Error("demo job missing");
  const aside = page.getByRole("complementary", { name: "The job at a glance" });
  const text = page.getByRole("heading", { level: 2, name: "About the role" });
  const apply = aside.getByRole("link", { name: "Apply now", exact: true });

  await page.setViewportSize({ width: 1366, height: 800 });
  await gotoHydrated(page, `/careers/jobs/${job.slug}`);
  for (const term of ["Team", "Location", "Employment type", "Workplace", "Salary", "Posted", "Apply by"]) {
    await expect(aside.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(apply).toHaveAttribute("href", `/careers/jobs/${job.slug}/apply`);
  const [asideBox, textBox, main] = await Promise.all([
    aside.boundingBox(),
    text.boundingBox(),
    page.locator(".page-container").filter({ has: text }).boundingBox(),
  ]);
  if (!asideBox || !textBox || !main) throw new Error("the job page's columns are not laid out");
  expect(asideBox.x, "the facts sit to the right of the text").toBeGreaterThan(textBox.x + textBox.width - 1);
  expect(Math.abs(asideBox.y - textBox.y), "side by side, from the same top").toBeLessThan(40);
  // Together the two columns fill the content grid: no empty 40 % on the right.
  expect(asideBox.x + asideBox.width).toBeGreaterThan(main.x + main.width - 40);
  // Scrolled a screen and more down the text, Apply is still in view.
  const later = page.getByRole("heading", { level: 2, name: "What you bring" });
  await later.evaluate((element) =>
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY, behavior: "instant" }),
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await expect(apply).toBeInViewport();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/careers/jobs/${job.slug}`);
  const [phoneAside, phoneText] = await Promise.all([aside.boundingBox(), text.boundingBox()]);
  if (!phoneAside || !phoneText) throw new Error("the job page is not laid out on a phone");
  expect(phoneAside.y + phoneAside.height, "one column: the facts and Apply above the text").toBeLessThanOrEqual(
    phoneText.y,
  );
  expect(Math.abs(phoneAside.x - phoneText.x)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a closed job says it no longer accepts applications, without Apply link or JobPosting", async ({ page }) => {
  if (!closedJob) throw new Error("demo closed job missing");
  const response = await gotoHydrated(page, `/careers/jobs/${closedJob.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: closedJob.title })).toBeVisible();
  await expect(page.getByText("This position is no longer accepting applications.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See our open positions" })).toHaveAttribute(
    "href",
    "/careers/jobs/positions",
  );
  await expect(page.getByRole("link", { name: /Apply/ })).toHaveCount(0);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((text) => JSON.parse(text)["@type"])).not.toContain("JobPosting");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("an unknown job answers 404", async ({ request }) => {
  expect((await request.get("/careers/jobs/no-such-role")).status()).toBe(404);
});

test("the careers landing page features the newest openings and links to all positions", async ({ page }) => {
  await gotoHydrated(page, "/careers");
  await expect(page.getByRole("heading", { level: 1, name: "Help every driver get home safe" })).toBeVisible();
  for (const name of [
    "Why join Marut",
    "Featured openings",
    "What we value",
    "Our teams",
    "Our offices",
    "How we hire",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const featured = page.locator("#featured").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(featured).toHaveCount(4);
  const newest = [...openJobs].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)[0];
  await expect(featured.first()).toHaveText(newest?.title ?? "missing");
  await expect(featured.first()).toHaveAttribute("href", `/careers/jobs/${newest?.slug}`);
  await expect(page.locator("#offices")).toContainText("Dar es Salaam");
  expect(await accessibilityViolations(page)).toEqual([]);
  await featured.first().click();
  await expect(page.getByRole("heading", { level: 1, name: newest?.title })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: `See all ${openJobs.length} open positions` }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);
});

test("the sitemap lists /careers and every open job, but not the closed one", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/careers</loc>");
  for (const job of openJobs) expect(xml).toContain(`/careers/jobs/${job.slug}</loc>`);
  expect(xml).not.toContain(`/careers/jobs/${closedJob?.slug}</loc>`);
});
