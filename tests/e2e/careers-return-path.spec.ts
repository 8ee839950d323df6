import { demoJobs } from "#db/demo-jobs.ts";
import { fillLogin, linkInMail, uniqueEmail } from "./careers-journeys.ts";
import { accessibilityViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Someone who opens a job's apply page without an account keeps that job through sign-in, registration and the
// emailed verification link, and lands back on the job's apply page; what they type there survives a detour.

const job = demoJobs.find((entry) => entry.slug === "full-stack-engineer-fleet-sense-dashboard");
if (!job) throw new Error("the demo jobs changed: pick another open job with a notice-period question");
const applyPath = `/careers/jobs/${job.slug}/apply`;
const password = "Depot-Lantern-Harbour-64";
const coverLetter = "I built the depot dashboards for a 900-truck fleet and would like to do it again at Marut.";

test("apply → log in → register → verify by email → back on the job's apply page, with the typed draft kept", async ({
  page,
  smtp,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("return");

  // Signed out, the apply page sends the reader to log in, and the login page to registration, with the job along.
  await gotoHydrated(page, applyPath);
  await expect(page).toHaveURL(new RegExp(`/careers/jobs/login\\?next=${encodeURIComponent(applyPath)}$`));
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/jobs/register\\?next=${encodeURIComponent(applyPath)}$`));

  await page.getByLabel("First name").fill("Ravi");
  await page.getByLabel("Last name").fill("Menon");
  await page.getByRole("form", { name: "Create an account" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Verify your email address to apply" })).toBeVisible();

  // The emailed link names the apply page; verifying offers the way back to it.
  const link = await linkInMail(
    smtp,
    email,
    /verify your email/i,
    /https?:\/\/\S+?\/verify-email\?token=[\w-]+&type=applicant&next=\S+/,
  );
  expect(new URL(link, "http://site.invalid").searchParams.get("next")).toBe(applyPath);
  await gotoHydrated(page, link);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeFocused();
  const continueLink = page.getByRole("link", { name: "Continue your application" });
  await expect(continueLink).toHaveAttribute("href", applyPath);
  // The applicant's verify page ends like the careers pages.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "See open positions" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await continueLink.click();
  await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
  const form = page.getByRole("form", { name: "Your application" });
  await expect(form).toBeVisible();

  // What is typed survives the session running out and a sign-in on the way back.
  await form.getByLabel("Cover letter").fill(coverLetter);
  await form.getByLabel(/notice period/).selectOption("Up to 30 days");
  await page.evaluate(() => window.localStorage.removeItem("token"));
  await gotoHydrated(page, applyPath);
  await expect(page).toHaveURL(/\/careers\/jobs\/login\?next=/);
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
  await expect(form.getByLabel("Cover letter")).toHaveValue(coverLetter);
  await expect(form.getByLabel(/notice period/)).toHaveValue("Up to 30 days");

  // Sent, the draft is gone.
  await form.getByLabel("Your résumé").setInputFiles({
    name: "ravi.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% résumé of Ravi Menon\n"),
  });
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\/applications$/);
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes("application-draft"))),
  ).toEqual([]);
});

test("a verification link whose page to return to is elsewhere offers only the portal", async ({ page, smtp }) => {
  const email = uniqueEmail("return-elsewhere");
  const register = await page.request.post("/api/applicant/register", {
    data: { firstName: "Ravi", lastName: "Menon", email, password },
  });
  expect(register.status()).toBe(201);
  const link = await linkInMail(
    smtp,
    email,
    /verify your email/i,
    /https?:\/\/\S+?\/verify-email\?token=[\w-]+&type=applicant/,
  );
  // A link edited to lead off the site verifies the address and leads nowhere but the portal.
  await gotoHydrated(page, `${link}&next=${encodeURIComponent("//evil.example/careers/jobs")}`);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeFocused();
  await expect(page.getByRole("link", { name: /^Continue/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to your profile" })).toBeVisible();
});
