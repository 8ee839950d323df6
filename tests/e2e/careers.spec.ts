import { accessibilityViolations, expect, test } from "./fixtures.ts";

test("the careers portal lists the open positions under its own dark bar and shows each job", async ({ page }) => {
  await page.goto("/careers/jobs/positions");
  const bar = page.getByRole("navigation", { name: "Careers" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS("background-color", "rgb(28, 28, 28)");
  await expect(bar.getByRole("link", { name: "Open Positions" })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Register" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Open positions" })).toBeVisible();
  const jobs = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(jobs).toHaveCount(7);
  expect(await accessibilityViolations(page)).toEqual([]);

  const first = jobs.first();
  const title = (await first.textContent()) ?? "";
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "About the role" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("an unknown job answers 404", async ({ request }) => {
  expect((await request.get("/careers/jobs/no-such-role")).status()).toBe(404);
});
