import {
  accessibilityViolations,
  addStaffOnStaffPage,
  e2eAdmin,
  expect,
  gotoHydrated,
  openBackOffice,
  signIn,
  test,
} from "./fixtures.ts";

// The back-office core: an admin made by `npm run admin:create` signs in, adds
// an hr user, and the hr user sees only their areas.

const hr = { name: "Hugo Recruiter", email: "hugo.hr@marut.test", password: "Velvet-Compass-Orchard-31" };

test("admin signs in, adds an hr user; hr sees only its areas; every page passes axe", async ({ page }) => {
  await gotoHydrated(page, "/admin/staff");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator("footer")).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  const nav = page.getByRole("navigation", { name: "Back office" });
  for (const label of ["Dashboard", "Jobs", "Applications", "Leads", "Subscribers", "Staff", "Audit log"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Open jobs" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to subscribers" })).toHaveAttribute("href", "/admin/subscribers");
  expect(await accessibilityViolations(page)).toEqual([]);

  await nav.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await addStaffOnStaffPage(page, hr, "hr");
  await expect(page.getByRole("cell", { name: hr.email })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "staff.create" }).first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "My account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  await signIn(page, hr.email, hr.password);
  await expect(nav.getByRole("link", { name: "Jobs", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
  const response = await page.goto("/admin/staff");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access to this area" })).toBeVisible();
});

test("with PUBLIC_URL set, signing in under another name of the host says which address to open", async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? "");
  const other = new URL(site.href);
  other.hostname = "127.0.0.1";
  await gotoHydrated(page, `${other.origin}/admin/login`);
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    `This form was sent from ${other.origin}; open the back office at ${site.origin}/admin/login to sign in.`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("back-office pages and their data answers are never cached", async ({ page }) => {
  await openBackOffice(page);
  for (const path of ["/admin", "/admin.data", "/admin/staff", "/admin/staff.data", "/admin/login"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  // A public page keeps its own caching.
  expect((await page.request.get("/about")).headers()["cache-control"]).not.toBe("no-store");
});

test("every back-office list fits a phone: wide tables scroll inside their own region, never the page", async ({
  page,
}) => {
  await openBackOffice(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    "/admin/staff",
    "/admin/jobs",
    "/admin/applications",
    "/admin/leads",
    "/admin/subscribers",
    "/admin/campaigns",
    "/admin/content",
    "/admin/requests",
    "/admin/audit",
  ]) {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
