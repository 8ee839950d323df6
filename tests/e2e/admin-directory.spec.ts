import type { Locator, Page } from "@playwright/test";
import { demoOffices } from "#db/demo-directory.ts";
import { accessibilityViolations, createStaff, expect, gotoHydrated, openBackOffice, test } from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// Marketing keeps the company directory at /admin/directory: a title changed
// with the keyboard shows on Team, an FAQ added shows on FAQs, an office
// corrected shows in every footer, the "Let's talk" dialog and the
// Organization data, and every section passes axe, with a form open too.

const suffix = runSuffix();
const marketer = staffMember("Dara Directory", "dara.dir", suffix, "Cobalt-Meadow-Lantern-71");

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the element");
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await createStaff(api, marketer, "marketing");
  await api.dispose();
});

test("marketing changes a person's title with the keyboard and Team shows it", async ({ page }) => {
  await openBackOffice(page, marketer.email, marketer.password);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Directory" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  const edit = page.getByRole("button", { name: "Edit Neema Mwakyusa" });
  await tabTo(page, edit);
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: "Edit Neema Mwakyusa" });
  await expect(form.getByRole("heading", { name: "Edit Neema Mwakyusa" })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  const title = form.getByLabel("Title", { exact: true });
  await tabTo(page, title, 10);
  await page.keyboard.press("ControlOrMeta+A");
  const newTitle = `Managing director, East and Southern Africa ${suffix}`;
  await page.keyboard.type(newTitle);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved Neema Mwakyusa." })).toBeVisible();
  await expect(page.getByRole("cell", { name: new RegExp(newTitle) })).toBeVisible();

  // Team follows within a second (render cache).
  await expect.poll(async () => (await page.request.get("/team")).text(), { timeout: 5000 }).toContain(newTitle);
  await gotoHydrated(page, "/team");
  await expect(page.getByRole("main")).toContainText(newTitle);
});

test("marketing adds an FAQ and FAQs shows it; every section passes axe", async ({ page }) => {
  await openBackOffice(page, marketer.email, marketer.password);
  for (const section of ["Figures", "Offices", "People"]) {
    await gotoHydrated(page, `/admin/directory?section=${section.toLowerCase()}`);
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    expect(await accessibilityViolations(page), section).toEqual([]);
  }

  await gotoHydrated(page, "/admin/directory?section=faqs");
  await expect(page.getByRole("link", { name: "FAQs", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "Add a FAQ" }).click();
  const form = page.getByRole("form", { name: "Add a FAQ" });

  // The form checks with the API's schema before sending and names each problem.
  await form.getByRole("button", { name: "Add FAQ" }).click();
  await expect(page.getByRole("alert")).toContainText("Write the question.");
  await expect(form.getByLabel("Question")).toHaveAttribute("aria-invalid", "true");
  expect(await accessibilityViolations(page)).toEqual([]);

  const question = `Can a fleet pause its subscription for the monsoon (${suffix})?`;
  await form.getByLabel("Category").fill("pricing-and-contracts");
  await form.getByLabel("Question").fill(question);
  await form.getByLabel("Answer").fill("Yes. Tell your account manager a month ahead; tracking stays on at no charge.");
  await form.getByRole("button", { name: "Add FAQ" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${question}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: question, exact: true })).toBeVisible();

  await expect
    .poll(async () => (await page.request.get("/faqs")).text(), { timeout: 5000 })
    .toContain("pause its subscription");
  await gotoHydrated(page, "/faqs");
  const pricing = page.getByRole("region", { name: "Pricing and contracts", exact: true });
  await pricing.getByText(question).click();
  await expect(pricing).toContainText("tracking stays on at no charge");
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((json) => json.includes("FAQPage") && json.includes(question))).toBe(true);

  // Moving and deleting: the result is announced and the list follows.
  await gotoHydrated(page, "/admin/directory?section=faqs");
  await page.getByRole("button", { name: `Move up ${question}` }).click();
  await expect(page.getByRole("status")).toContainText(`Moved ${question} up`);
  await page.getByRole("button", { name: `Delete ${question}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${question}”?` });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText(`Deleted ${question}.`);
  await expect(page.getByRole("cell", { name: question, exact: true })).toHaveCount(0);
});

test("marketing corrects an office and the footer, the Let's talk dialog and the Organization data follow", async ({
  page,
}) => {
  const dubai = demoOffices.find((office) => office.slug === "dubai");
  if (!dubai?.phone) throw new Error("the demo directory has no Dubai office");
  /** Sets the Dubai office's city and phone in the back office. */
  async function setOffice(city: string, phone: string) {
    await gotoHydrated(page, "/admin/directory?section=offices");
    await page.getByRole("button", { name: `Edit ${dubai?.name}` }).click();
    const form = page.getByRole("form", { name: `Edit ${dubai?.name}` });
    await form.getByLabel("City", { exact: true }).fill(city);
    await form.getByLabel("Phone (optional)", { exact: true }).fill(phone);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ${dubai?.name}.` })).toBeVisible();
  }

  await openBackOffice(page, marketer.email, marketer.password);
  const [city, phone] = [`Abu Dhabi ${suffix}`, "+971 2 555 0199"];
  await setOffice(city, phone);
  try {
    await expect.poll(async () => (await page.request.get("/")).text(), { timeout: 5000 }).toContain(city);
    await gotoHydrated(page, "/");
    const locations = page.getByRole("contentinfo").getByRole("navigation", { name: "Locations" });
    await expect(locations.getByRole("link", { name: `${city}, UAE` })).toHaveAttribute("href", "/contact#dubai");
    await expect(locations).not.toContainText(`${dubai.city},`);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = structured.map((json) => JSON.parse(json)).find((data) => data["@type"] === "Organization");
    expect(organization.address.map((address: { addressLocality: string }) => address.addressLocality)).toContain(city);

    await page.getByRole("banner").getByRole("button", { name: "Let's talk" }).click();
    const aside = page
      .getByRole("dialog", { name: "Let's talk" })
      .getByRole("complementary", { name: "Other ways to reach us" });
    await expect(aside).toContainText(`${city}, ${dubai.country}`);
    await expect(aside.getByRole("link", { name: phone })).toHaveAttribute("href", "tel:+97125550199");
    await expect(aside).not.toContainText(dubai.phone);
  } finally {
    // The other tests of this server expect the demo directory.
    await setOffice(dubai.city, dubai.phone);
  }
});

test("a figure's key is fixed once added, its quotes are listed, and a quoted figure cannot be deleted", async ({
  page,
}) => {
  await openBackOffice(page, marketer.email, marketer.password);
  await gotoHydrated(page, "/admin/directory?section=figures");
  const row = page.getByRole("row").filter({ hasText: "vehicles protected every day" });
  // The home page and About show it: each linked from its row.
  await expect(row.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  await expect(row.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");

  await row.getByRole("button", { name: /^Edit / }).click();
  const key = page.getByLabel("Key", { exact: true });
  await expect(key).toHaveValue("vehicles-protected");
  await expect(key).not.toBeEditable();
  await expect(page.getByText("Fixed once added: content quotes the entry by it.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText("This figure is used on Home page and About. Take it out of those first, then delete it."),
  ).toBeVisible();
  await gotoHydrated(page, "/admin/directory?section=figures");
  await expect(page.getByRole("row").filter({ hasText: "vehicles protected every day" })).toBeVisible();
  expect((await page.request.get("/")).status()).toBe(200);
  expect(await (await page.request.get("/")).text()).toContain("vehicles protected every day");
});

test("the directory page at phone and desktop widths", async ({ page }) => {
  await openBackOffice(page, marketer.email, marketer.password);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/admin/directory");
    await page.screenshot({ path: `test-results/admin-directory-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Add a person" }).click();
    await page.screenshot({ path: `test-results/admin-directory-${width}-form.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Every section's list fits the width too: nothing hides behind its own scroll region.
    for (const section of ["people", "figures", "offices", "faqs"]) {
      await gotoHydrated(page, `/admin/directory?section=${section}`);
      const list = page.getByRole("table");
      const overflow = await list.evaluate((table) => {
        const region = table.parentElement as HTMLElement;
        return region.scrollWidth - region.clientWidth;
      });
      expect(overflow, `${section} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
