import type { Page } from "@playwright/test";
import { fillLogin, linkInMail, requestPasswordReset, storedToken, uniqueEmail } from "./careers-journeys.ts";
import { accessibilityViolations, expect, gotoHydrated, test } from "./fixtures.ts";

async function logIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, "/careers/jobs/login");
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);
  await expect(page.getByRole("navigation", { name: "Careers" }).getByRole("button", { name: "Logout" })).toBeVisible();
}

test("register, verify the email, log out and in, lose a corrupted session, reset the password", async ({
  page,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("applicant");
  const password = "Night-Shift-Telematics-42";
  const nav = page.getByRole("navigation", { name: "Careers" });

  // Register: the form checks itself first and says what is wrong.
  await gotoHydrated(page, "/careers/jobs/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel("First name").fill("Neema");
  await page.getByLabel("Last name").fill("Kimaro");
  await page.getByRole("form", { name: "Create an account" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please check the form" });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The visibility toggle shows what was typed.
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/profile$/);
  await expect(page.getByText("Not verified")).toBeVisible();
  expect(await storedToken(page)).toMatch(/^[\w-]{43}$/);
  await expect(nav.getByRole("link", { name: "My Applications" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();

  // Verify through the link in the email from the SMTP server.
  const verifyLink = await linkInMail(
    smtp,
    email,
    /verify your email/i,
    /https?:\/\/\S+?\/verify-email\?token=[\w-]+&type=applicant/,
  );
  await gotoHydrated(page, verifyLink);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeFocused();
  await page.getByRole("link", { name: "Go to your profile" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/profile$/);
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Update the profile: the page shows what the server returned.
  await page.getByLabel("Headline").fill("Fleet safety analyst");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details have been saved.")).toBeVisible();

  // Log out: the token is revoked and forgotten, and the reader lands on /careers.
  const beforeLogout = await storedToken(page);
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  expect(await storedToken(page)).toBeNull();
  const revoked = await page.request.get("/api/applicant/me", {
    headers: { authorization: `Bearer ${beforeLogout}` },
  });
  expect(revoked.status()).toBe(401);

  // Log in again (the login page is accessible too).
  await gotoHydrated(page, "/careers/jobs/login");
  expect(await accessibilityViolations(page)).toEqual([]);
  await logIn(page, email, password);

  // A signed-in reader who opens the login page goes on to the positions, which ask which jobs the
  // applicant applied to: that answer arrives before the token is spoiled below, or its 401 would end
  // the session while the test reaches for the Profile link.
  const appliedTo = page.waitForResponse((response) => response.url().endsWith("/api/applicant/applications"));
  await page.goto("/careers/jobs/login");
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);
  expect((await appliedTo).status()).toBe(200);

  // A corrupted token: the next authenticated call ends on the login page without it.
  // The page's own signed-in calls finish first: one answered 401 would send it to the login page before the click.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.localStorage.setItem("token", "corrupted-token-value"));
  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/login\?next=%2Fcareers%2Fjobs%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();

  // Signing in again returns to the profile (?next=).
  await page.getByRole("form", { name: "Login" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/profile$/);
  const sessionBeforeReset = await storedToken(page);
  expect(sessionBeforeReset).toMatch(/^[\w-]{43}$/);

  // Forgot the password: reset it through the emailed link.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await gotoHydrated(page, "/careers/jobs/forgot-password");
  expect(await accessibilityViolations(page)).toEqual([]);
  const resetLink = await requestPasswordReset(page, smtp, email, email.toUpperCase());
  await gotoHydrated(page, resetLink);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/careers\/jobs\/reset-password$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  const newPassword = "Kilimanjaro-Depot-Brakes-7";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole("form", { name: "Login" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeFocused();
  await logIn(page, email, newPassword);

  // A session from before the reset no longer works.
  const old = await page.request.get(`${baseURL}/api/applicant/me`, {
    headers: { authorization: `Bearer ${sessionBeforeReset}` },
  });
  expect(old.status()).toBe(401);
  expect((await old.json()).message).toBeTruthy();
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(email) && /password was changed/i.test(m.subject)).length)
    .toBe(1);
});

test("/careers/login redirects to the portal's login page and keeps ?next=", async ({ page }) => {
  const response = await page.request.get("/careers/login?next=/careers/jobs/profile", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/careers/jobs/login?next=/careers/jobs/profile");
});

test("the profile page sends a signed-out reader to log in, and a foreign ?next= is ignored", async ({
  page,
  smtp,
}) => {
  await gotoHydrated(page, "/careers/jobs/profile");
  await expect(page).toHaveURL(/\/careers\/jobs\/login\?next=%2Fcareers%2Fjobs%2Fprofile$/);

  const email = uniqueEmail("next");
  const password = "Mwanza-Road-Sense-Pilot-3";
  const api = await page.request.post("/api/applicant/register", {
    data: { firstName: "Omar", lastName: "Haddad", email, password },
  });
  expect(api.status()).toBe(201);
  // Registering the address again answers the same (no enumeration); the owner is emailed and keeps the account.
  const again = await page.request.post("/api/applicant/register", {
    data: { firstName: "Someone", lastName: "Else", email: email.toUpperCase(), password: "Another-Strong-Phrase-9" },
  });
  expect(again.status()).toBe(201);
  expect(Object.keys(await again.json())).toEqual(Object.keys(await api.json()));
  await linkInMail(smtp, email, /tried to register/i, /http:\/\/\S+\/careers\/jobs\/forgot-password/);
  await gotoHydrated(page, "/careers/jobs/login?next=//evil.example/careers/");
  await page.getByRole("form", { name: "Login" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);
});
