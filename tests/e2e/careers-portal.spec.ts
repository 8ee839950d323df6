import { demoJobs } from "#db/demo-jobs.ts";
import { fillLogin, linkInMail, requestPasswordReset, storedToken, uniqueEmail } from "./careers-journeys.ts";
import { accessibilityViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// The careers portal's acceptance journey: from a new account to
// an application in My Applications, and the session's edge cases around it.

const job = demoJobs.find((entry) => entry.slug === "senior-embedded-engineer-dashcam-firmware");
if (!job) throw new Error("the demo jobs changed: pick another job for the portal journey");
const password = "Night-Shift-Telematics-42";

/** A PDF of about `size` bytes: the signature the server checks, then filler. */
function pdfBuffer(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write("%PDF-1.7\n", 0, "latin1");
  return buffer;
}

const verifyPattern = /https?:\/\/\S+?\/verify-email\?token=[\w-]+&type=applicant/;

test("register, verify, find a job, apply with a PDF, see it, log out and in, lose a bad session, reset the password", async ({
  page,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("portal");
  const nav = page.getByRole("navigation", { name: "Careers" });

  // Register.
  await gotoHydrated(page, "/careers/jobs/register");
  await page.getByLabel("First name").fill("Neema");
  await page.getByLabel("Last name").fill("Kimaro");
  await page.getByRole("form", { name: "Create an account" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/profile$/);

  // Verify the address through the emailed link.
  await gotoHydrated(page, await linkInMail(smtp, email, /verify your email/i, verifyPattern));
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeFocused();

  // Search and filter the positions, then open the job.
  await gotoHydrated(page, "/careers/jobs/positions");
  const search = page.getByRole("search", { name: "Search open positions" });
  await search.getByLabel("Keyword").fill("firmware");
  await search.getByLabel("Department").selectOption(job.department);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=firmware/);
  await expect(page).toHaveURL(new RegExp(`department=${job.department}`));
  await page.getByRole("main").getByRole("link", { name: job.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await page.getByRole("link", { name: "Apply now", exact: true }).click();

  // The apply page: the job on top, the form below.
  await expect(page).toHaveURL(new RegExp(`/careers/jobs/${job.slug}/apply$`));
  await expect(page.getByRole("heading", { level: 1, name: `Apply: ${job.title}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Your application" });
  await expect(form).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Submitting empty: the summary takes focus and names what is missing.
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please check the form" })).toBeFocused();
  await expect(page.getByLabel("Your résumé")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("checkbox", { name: /privacy policy/ })).toHaveAttribute("aria-invalid", "true");
  expect(await accessibilityViolations(page)).toEqual([]);
  // A required question's message names the question, and leads to its field.
  const question = job.questions.find((entry) => entry.required);
  if (!question) throw new Error("the demo job has no required question");
  const summary = page.getByRole("alert").filter({ hasText: "Please check the form" });
  await summary.getByRole("link", { name: `${question.label}: Please answer this question.` }).click();
  await expect(page.getByLabel(question.label)).toBeFocused();

  // A file that is clearly not a résumé is refused before uploading.
  await page
    .getByLabel("Your résumé")
    .setInputFiles({ name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
  await expect(page.getByText("Upload a PDF or Word (.docx) file.").first()).toBeVisible();

  await page.getByLabel("Your résumé").setInputFiles({
    name: "Neema Kimaro CV.pdf",
    mimeType: "application/pdf",
    buffer: pdfBuffer(1_500_000),
  });
  await page.getByLabel("Cover letter").fill("I have shipped dashcam firmware for six years.");
  await expect(page.getByText("46 of 5000 characters")).toBeVisible();
  await page.getByLabel(/years have you shipped firmware/).selectOption("6 to 9");
  await page.getByLabel(/notice period/).selectOption("Up to 30 days");
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();

  // Slow the upload down so the progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 400 * 1024,
  });
  await form.getByRole("button", { name: "Submit application" }).click();
  const progress = page.getByRole("progressbar", { name: "Sending your application" });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/).last()).toBeVisible();

  // My Applications shows it, with a success message.
  await expect(page).toHaveURL(/\/careers\/jobs\/applications$/, { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(
    page.getByRole("status").filter({ hasText: `Your application for ${job.title} was sent` }),
  ).toBeVisible();
  const card = page.getByRole("article", { name: job.title });
  await expect(card).toContainText("Active");
  await expect(card.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveCount(1);
  await expect(card.getByRole("link", { name: job.title })).toHaveAttribute("href", `/careers/jobs/${job.slug}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect
    .poll(
      () => smtp.received.filter((m) => m.to.includes(email) && /received your application/i.test(m.subject)).length,
    )
    .toBe(1);

  // A second visit to the apply page shows the application instead of the form.
  await gotoHydrated(page, `/careers/jobs/${job.slug}/apply`);
  await expect(
    page.getByRole("heading", { level: 2, name: "You have already applied for this position" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "See it in My Applications" })).toBeVisible();

  // The job page and the list say so too, instead of offering Apply a second time.
  await gotoHydrated(page, `/careers/jobs/${job.slug}`);
  const applied = page.getByRole("main").getByRole("status").filter({ hasText: "Applied" });
  await expect(applied).toContainText("Active");
  await expect(applied.getByRole("link", { name: "See it in My Applications" })).toHaveAttribute(
    "href",
    "/careers/jobs/applications",
  );
  await expect(page.getByRole("link", { name: /Apply now/ })).toHaveCount(0);
  await gotoHydrated(page, "/careers/jobs/positions?q=firmware");
  const listed = page.getByRole("main").getByRole("article").filter({ hasText: job.title });
  await expect(listed.getByText(/Applied/)).toBeVisible();
  await expect(listed.getByRole("link", { name: "My Applications" })).toBeVisible();

  // On a phone the signed-in bar stays one row, its links folded into a menu.
  await page.setViewportSize({ width: 360, height: 800 });
  const bar = await nav.boundingBox();
  expect(bar?.height).toBeLessThan(80);
  await nav.getByText("Menu").click();
  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/profile$/);
  await expect(nav.getByRole("link", { name: "Profile" })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Log out: back on /careers.
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  expect(await storedToken(page)).toBeNull();

  // Log in again.
  await gotoHydrated(page, "/careers/jobs/login");
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);

  // A corrupted token: the next authenticated call lands on the login page, token gone.
  // The page's own signed-in calls finish first: one answered 401 would send it to the login page before the click.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.localStorage.setItem("token", "garbage"));
  await nav.getByRole("link", { name: "My Applications" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/login\?next=%2Fcareers%2Fjobs%2Fapplications$/);
  expect(await storedToken(page)).toBeNull();

  // Signing in returns to My Applications; keep this session to test it after the reset.
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/careers\/jobs\/applications$/);
  const sessionBeforeReset = await storedToken(page);
  expect(sessionBeforeReset).toMatch(/^[\w-]{43}$/);

  // Forgot the password: reset it through the emailed link.
  await page.evaluate(() => window.localStorage.clear());
  await gotoHydrated(page, "/careers/jobs/forgot-password");
  const resetLink = await requestPasswordReset(page, smtp, email);
  await gotoHydrated(page, resetLink);
  const newPassword = "Kilimanjaro-Depot-Brakes-7";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/login$/);
  await fillLogin(page, email, newPassword);
  await expect(page).toHaveURL(/\/careers\/jobs\/positions$/);

  // The session from before the reset no longer works.
  const old = await page.request.get(`${baseURL}/api/applicant/me`, {
    headers: { authorization: `Bearer ${sessionBeforeReset}` },
  });
  expect(old.status()).toBe(401);
});

for (const width of [360, 390]) {
  test(`at ${width} px the careers bar is one row; its menu opens before JavaScript too`, async ({
    browser,
    baseURL,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/careers/jobs/positions");
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const nav = page.getByRole("navigation", { name: "Careers" });
      const logo = await nav.getByRole("link").first().boundingBox();
      const bar = await nav.boundingBox();
      // One row: the bar is no taller than its logo plus its padding.
      expect(bar?.height).toBeLessThanOrEqual((logo?.height ?? 0) + 40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await nav.getByText("Menu").click();
      await expect(nav.getByRole("link", { name: "Open Positions" })).toBeVisible();
      // The account links need the session, which lives in the browser's storage: they come with JavaScript.
      if (javaScriptEnabled) {
        await expect(nav.getByRole("link", { name: "Register" })).toBeVisible();
        await nav.getByRole("link", { name: "Login" }).click();
        await expect(page).toHaveURL(/\/careers\/jobs\/login$/);
        await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
        await expect(nav.getByRole("link", { name: "Register" })).toBeHidden();
      }
      await context.close();
    }
  });
}

test("the apply page sends a signed-out reader to log in and back; an unverified applicant is offered a new link", async ({
  page,
}) => {
  const response = await gotoHydrated(page, `/careers/jobs/${job.slug}/apply`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(
    new RegExp(`/careers/jobs/login\\?next=${encodeURIComponent(`/careers/jobs/${job.slug}/apply`)}$`),
  );
  const email = uniqueEmail("unverified");
  const api = await page.request.post("/api/applicant/register", {
    data: { firstName: "Omar", lastName: "Haddad", email, password },
  });
  expect(api.status()).toBe(201);
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/careers/jobs/${job.slug}/apply$`));
  await expect(page.getByRole("heading", { level: 2, name: "Verify your email address to apply" })).toBeVisible();
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText(/sent|verification/i).last()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A closed job says so, signed in or not.
  const closed = demoJobs.find((entry) => entry.status === "closed");
  if (!closed) throw new Error("the demo jobs need a closed position");
  await gotoHydrated(page, `/careers/jobs/${closed.slug}/apply`);
  await expect(page.getByText("This position no longer accepts applications.")).toBeVisible();
});

test("My Applications: withdraw with a confirmation step; empty state; the profile résumé", async ({ page, smtp }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("withdraw");
  const register = await page.request.post("/api/applicant/register", {
    data: { firstName: "Leila", lastName: "Nasser", email, password },
  });
  const { token } = (await register.json()) as { token: string };
  const verifyToken = /token=([\w-]+)/.exec(await linkInMail(smtp, email, /verify your email/i, verifyPattern))?.[1];
  expect((await page.request.post("/api/applicant/verify-email", { data: { token: verifyToken } })).status()).toBe(200);

  await gotoHydrated(page, "/careers");
  await page.evaluate((value) => window.localStorage.setItem("token", value), token);
  await gotoHydrated(page, "/careers/jobs/applications");
  await expect(page.getByText("You have not applied for any position yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse open positions" })).toHaveAttribute(
    "href",
    "/careers/jobs/positions",
  );

  // The profile's résumé section: upload, then it is listed with a download button.
  await gotoHydrated(page, "/careers/jobs/profile");
  const resume = page.getByRole("region", { name: "Résumé" });
  await expect(resume.getByText("There is no résumé on your profile yet.", { exact: false })).toBeVisible();
  await resume.getByLabel("Upload a résumé").setInputFiles({
    name: "leila.pdf",
    mimeType: "application/pdf",
    buffer: pdfBuffer(20_000),
  });
  await resume.getByRole("button", { name: "Upload résumé" }).click();
  await expect(resume.getByText("Your résumé was uploaded.")).toBeVisible();
  await expect(resume.getByText(/leila\.pdf · 20 KB/)).toBeVisible();
  const download = page.waitForEvent("download");
  await resume.getByRole("button", { name: "Download résumé" }).click();
  expect((await download).suggestedFilename()).toBe("leila.pdf");
  expect(await accessibilityViolations(page)).toEqual([]);

  // Apply with the profile résumé.
  await gotoHydrated(page, `/careers/jobs/${job.slug}/apply`);
  await expect(page.getByRole("radio", { name: /Use the résumé on my profile/ })).toBeChecked();
  await page.getByLabel(/years have you shipped firmware/).selectOption("3 to 5");
  await page.getByLabel(/notice period/).selectOption("Available now");
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/applications$/);

  const card = page.getByRole("article", { name: job.title });
  await card.getByRole("button", { name: "Withdraw" }).click();
  await expect(card.getByText(/Withdraw your application for .*\? You cannot undo this\./)).toBeFocused();
  await card.getByRole("button", { name: "Keep my application" }).click();
  await expect(card.getByRole("button", { name: "Withdraw" })).toBeFocused();
  await card.getByRole("button", { name: "Withdraw" }).click();
  await card.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByText(`Your application for ${job.title} was withdrawn.`)).toBeVisible();
  await expect(card).toContainText("Withdrawn");
  await expect(card.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveCount(2);
  await expect(card.getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});
