import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  accessibilityViolations,
  e2eAdmin,
  expect,
  gotoBeforeHydration,
  gotoHydrated,
  openBackOffice,
  test,
} from "./fixtures.ts";
import { answerWizardFromFeatures, verificationCode } from "./lead-journey.ts";

// The savings calculator: a GET form that works without JavaScript, every
// assumption read from the directory, and the estimate that travels with the
// lead the visitor sends from it, to the back office's lead page.

const calculator = "/solutions/savings-calculator";
const estimateQuery = "fleet=50-149&trucks=60&buses=10&vans=20&cars=10&country=india&km=4000";

// Two reference figures as db/migrations/0017_savings_figures.sql adds them (the test changes them, then restores them).
const indiaCollisionCost = {
  key: "savings-collision-cost-india",
  label: "Average cost of a fleet collision in India",
  value: "INR 2,50,000",
  source:
    "Marut estimate of repair, downtime and claims, weighted by the injury share in MoRTH, Road Accidents in India 2022",
  asOf: "2023-10-31",
};
const idlingShare = {
  key: "savings-idling-share",
  label: "Share of fuel burnt while idling",
  value: "6%",
  source: "US DOE Alternative Fuels Data Center, Idle Reduction: a long-haul truck idles about 1,800 hours a year",
  asOf: "2024-01-01",
};

/** No horizontal scrolling at `width`; a failure names the elements that reach past it. */
async function expectNoOverflow(page: Page, width: number) {
  const wide = await page.evaluate(
    (limit) =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > limit + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    width,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join("\n")).toBeLessThanOrEqual(width);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form answers with the estimate, and with a message per wrong field", async ({ page }) => {
    await page.goto(calculator);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Savings calculator" })).toBeVisible();
    await expect(main.getByText("Your estimate appears here.")).toBeVisible();

    await main.getByLabel("Fleet size").selectOption("50-149");
    await main.getByLabel("Country").selectOption("tanzania");
    await main.getByLabel("Kilometres per vehicle per month").fill("5000");
    await main.getByRole("button", { name: "Estimate savings" }).click();
    await expect(page).toHaveURL(/fleet=50-149/);
    await expect(page).toHaveURL(/country=tanzania/);
    await expect(main.getByText("Saved a year, likely")).toBeVisible();
    await expect(main.getByText(/^TZS\s[\d,]+$/).first()).toBeVisible();
    await expect(main.getByRole("table", { name: /savings a year and the cost of the service/ })).toBeVisible();
    // Before JavaScript, "Talk to us" is a link to the contact page carrying the fleet size and the estimate.
    const talk = main.getByRole("link", { name: "Talk to us about this estimate" });
    await expect(talk).toHaveAttribute("href", /^\/contact\?talk=&fleet=50-149&estimate=/);

    await page.goto(`${calculator}?fleet=lots&km=far&trucks=-2`);
    await expect(main.getByRole("alert")).toContainText("Please check the form");
    await expect(main.getByLabel("Kilometres per vehicle per month")).toHaveAccessibleDescription(
      "Please enter the kilometres as a whole number.",
    );
    await expect(main.getByText("Please choose a fleet size from the list.").first()).toBeVisible();
    await expect(main.getByText("Saved a year, likely")).toHaveCount(0);
  });
});

test("every assumption on the calculator comes from the directory", async ({ page, request }) => {
  await page.goto(calculator);
  const row = (key: string) => page.locator(`[data-figure="${key}"]`);
  await expect(row("savings-collision-cost-india")).toContainText("INR 2,50,000");
  await expect(row("savings-collision-cost-india")).toContainText("MoRTH, Road Accidents in India 2022");

  const session = await request.post("/api/admin/session", {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const source = `Insurer claims study ${randomBytes(3).toString("hex")}`;
  const changed = await request.put("/api/admin/directory/figures/savings-collision-cost-india", {
    headers: { "x-csrf-token": csrfToken },
    data: {
      key: "savings-collision-cost-india",
      label: "Average cost of a fleet collision in India",
      value: "INR 4,00,000",
      source,
      asOf: "2026-06-01",
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // The cached page follows the change within a second; the estimate uses the new figure.
  await expect.poll(async () => (await page.request.get(calculator)).text(), { timeout: 5000 }).toContain(source);
  await page.goto(calculator);
  await expect(row("savings-collision-cost-india")).toContainText("INR 4,00,000");
  await expect(row("savings-collision-cost-india")).toContainText(source);
  await expect(row("savings-collision-cost-india")).toContainText("June 2026");
  await page.goto(`${calculator}?fleet=5-15&vehicles=10&collisions=10&country=india&km=0`);
  // 10 collisions × 20% likely × INR 4,00,000.
  await expect(page.getByRole("main").getByText("INR 8,00,000").first()).toBeVisible();

  const removed = await request.delete("/api/admin/directory/figures/savings-idling-share", {
    headers: { "x-csrf-token": csrfToken },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  await expect
    .poll(async () => (await page.request.get(`${calculator}?${estimateQuery}`)).status(), { timeout: 5000 })
    .toBe(200);
  await page.goto(`${calculator}?${estimateQuery}`);
  await expect(row("savings-idling-share")).toContainText("Unavailable");
  await expect(page.getByRole("main").getByText("Idling fuel cut a year")).toBeVisible();

  // The figures as they were, for the other tests of this server.
  for (const [method, path, value] of [
    ["post", "/api/admin/directory/figures", idlingShare],
    ["put", "/api/admin/directory/figures/savings-collision-cost-india", indiaCollisionCost],
  ] as const) {
    const restored = await request[method](path, { headers: { "x-csrf-token": csrfToken }, data: value });
    expect(restored.status(), await restored.text()).toBeLessThan(300);
  }
});

for (const width of [390, 1366]) {
  test(`the calculator at ${width} px: axe empty and with results, no overflow, screenshots`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, calculator);
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoOverflow(page, width);
    await gotoHydrated(page, `${calculator}?${estimateQuery}&from=road-sense`);
    await expect(page.getByRole("main").getByText("Saved a year, likely")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoOverflow(page, width);
    await page.screenshot({ path: `test-results/savings-calculator-${width}.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoOverflow(page, 360);
  });
}

test("the link before hydration opens the wizard on the contact page with the fleet size chosen", async ({ page }) => {
  await gotoBeforeHydration(page, `${calculator}?${estimateQuery}`);
  const href = await page.getByRole("link", { name: "Talk to us about this estimate" }).getAttribute("href");
  expect(href).toMatch(/^\/contact\?/);
  await gotoHydrated(page, href ?? "");
  const dialog = page.getByRole("dialog", { name: "Let's talk" });
  await expect(dialog.getByRole("radio", { name: "50-149 vehicles" })).toBeChecked();
  await dialog.getByRole("button", { name: "Close" }).click();
  // Closing forgets the opening's parameters.
  await expect(page).toHaveURL(/\/contact$/);
});

test("print leaves out the menus and buttons", async ({ page }) => {
  await gotoHydrated(page, `${calculator}?${estimateQuery}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Estimate savings" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Talk to us about this estimate" })).toBeHidden();
  await expect(page.getByRole("main").getByText("Saved a year, likely")).toBeVisible();
});

test("from a product page, the estimate opens the wizard with its fleet size and reaches the lead's page", async ({
  page,
  smtp,
}) => {
  await gotoHydrated(page, "/solutions/road-sense");
  await page.getByRole("link", { name: "Estimate your savings" }).click();
  await expect(page).toHaveURL(/\/solutions\/savings-calculator\?from=road-sense$/);
  const main = page.getByRole("main");
  await main.getByLabel("Fleet size").selectOption("50-149");
  await main.getByLabel("Exact number of vehicles").fill("120");
  await main.getByRole("button", { name: "Estimate savings" }).click();
  await expect(main.getByText("Estimate for 120 vehicles")).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await main.getByRole("button", { name: "Talk to us about this estimate" }).click();
  const dialog = page.getByRole("dialog", { name: "Let's talk" });
  await expect(dialog.getByRole("radio", { name: "50-149 vehicles" })).toBeChecked();
  await dialog.getByRole("button", { name: "Continue" }).click();
  // Road Sense is the ADAS product: its feature is ticked.
  await expect(dialog.getByRole("checkbox", { name: "ADAS", exact: true })).toBeChecked();
  const email = `e2e-estimate-${Date.now()}-${randomBytes(3).toString("hex")}@deccan-logistics.example`;
  await answerWizardFromFeatures(dialog, email);
  const code = await verificationCode(smtp, email);
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(code);
  const lead = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
  const estimate = page.waitForResponse((r) => /\/api\/leads\/[^/]+\/estimate$/.test(r.url()));
  await dialog.getByRole("button", { name: "Verify" }).click();
  const leadId = ((await (await lead).json()) as { data: { id: string } }).data.id;
  expect((await estimate).status()).toBe(201);
  // The lead itself is the spec's payload, unchanged.
  expect(Object.keys((await lead).request().postDataJSON()).sort()).toEqual(
    [
      "assets",
      "code",
      "company",
      "country",
      "email",
      "firstName",
      "fleetSize",
      "interestedIn",
      "lastName",
      "phone",
      "sourcePage",
      "state",
      "vehicles",
      "website",
    ].sort(),
  );
  await expect(page).toHaveURL(/\/thank-you$/);

  await openBackOffice(page);
  await gotoHydrated(page, `/admin/leads/${leadId}`);
  const panel = page.getByRole("region", { name: "Savings estimate" });
  await expect(panel).toContainText("120 vehicles");
  await expect(panel).toContainText("Road Sense");
  await expect(panel).toContainText(/Total saved a year\s*INR/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect
    .poll(
      () => smtp.received.some((mail) => mail.subject === "Estimate for lead: Deccan Logistics (50-149 vehicles)"),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
});
