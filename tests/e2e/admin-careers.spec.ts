import type { SmtpSink } from "../support/smtp-sink.ts";
import {
  accessibilityViolations,
  addStaffOnStaffPage,
  expect,
  gotoHydrated,
  openBackOffice,
  test,
} from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// The back office's hr acceptance journey: an admin (made by
// `npm run admin:create`) creates and publishes a job → it is on the careers
// pages → an applicant registers, verifies and applies with a PDF → an hr user
// moves the application to Interview and emails the applicant → the applicant
// sees Interview in My Applications and receives the email.

const suffix = runSuffix();
const title = `Road Safety Data Analyst ${suffix}`;
const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const hr = staffMember("Hana Recruiter", "hana", suffix, "Velvet-Compass-Orchard-31");
const applicant = { email: `e2e-hr-${suffix}@example.com`, password: "Night-Shift-Telematics-42" };

function pdfBuffer(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write("%PDF-1.7\n", 0, "latin1");
  return buffer;
}

async function mailTo(smtp: SmtpSink, email: string, subject: RegExp) {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(1);
  return smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
}

test("admin publishes a job, an applicant applies, hr moves it to Interview with an email", async ({
  page,
  browser,
  baseURL,
  smtp,
}) => {
  test.setTimeout(240_000);
  const nav = page.getByRole("navigation", { name: "Back office" });

  // The admin creates a draft job.
  await openBackOffice(page);
  await nav.getByRole("link", { name: "Jobs", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "New job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New job" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Saving an empty form: the error summary takes focus.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Write a title" })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
  await page.getByLabel("Summary", { exact: true }).fill("Turn dashcam events into safer roads.");
  await page.getByLabel("About the role (Markdown)").fill("You will **study** driver events across our fleets.");
  await expect(page.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText("study");
  await page.getByRole("button", { name: "Add responsibility" }).click();
  await page
    .getByRole("textbox", { name: "Responsibility 1", exact: true })
    .fill("Review flagged driving events every week");
  await page.getByRole("button", { name: "Add requirement" }).click();
  await page.getByRole("textbox", { name: "Requirement 1", exact: true }).fill("Two years of data analysis");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await expect(page.getByText("Status: Draft")).toBeVisible();
  const jobAddress = new URL(page.url()).pathname;
  expect(await accessibilityViolations(page)).toEqual([]);

  // Publish, with a confirmation.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish this job?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Publish job" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect(page.getByText("Status: Published")).toBeVisible();
  await expect(page.getByRole("link", { name: /View the public page/ })).toHaveAttribute(
    "href",
    `/careers/jobs/${slug}`,
  );

  // The admin adds an hr user.
  await nav.getByRole("link", { name: "Staff", exact: true }).click();
  await addStaffOnStaffPage(page, hr, "hr");

  // The applicant, in their own browser: the job is listed at once, with its Markdown rendered.
  const applicantContext = await browser.newContext({ baseURL });
  const visitor = await applicantContext.newPage();
  await gotoHydrated(visitor, "/careers/jobs/positions");
  await expect(visitor.getByRole("main").getByRole("link", { name: title })).toBeVisible();
  await gotoHydrated(visitor, `/careers/jobs/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("main").locator("strong", { hasText: "study" })).toBeVisible();
  const sitemap = await visitor.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`/careers/jobs/${slug}`);

  // Register, verify through the emailed link, apply with a PDF.
  await gotoHydrated(visitor, "/careers/jobs/register");
  await visitor.getByLabel("First name").fill("Neema");
  await visitor.getByLabel("Last name").fill("Kimaro");
  await visitor.getByRole("form", { name: "Create an account" }).getByLabel("Email address").fill(applicant.email);
  await visitor.getByLabel("Password", { exact: true }).fill(applicant.password);
  await visitor.getByRole("button", { name: "Create account" }).click();
  await expect(visitor).toHaveURL(/\/careers\/jobs\/profile$/);
  const [verifyMail] = await mailTo(smtp, applicant.email, /verify your email/i);
  const link = /https?:\/\/\S+?\/verify-email\?token=[\w-]+&type=applicant/.exec(verifyMail?.text ?? "")?.[0];
  if (!link) throw new Error("no verification link");
  const verifyUrl = new URL(link);
  await gotoHydrated(visitor, `${verifyUrl.pathname}${verifyUrl.search}`);
  await visitor.getByRole("button", { name: "Verify my email address" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeVisible();

  await gotoHydrated(visitor, `/careers/jobs/${slug}/apply`);
  await visitor.getByLabel("Your résumé").setInputFiles({
    name: "Neema Kimaro CV.pdf",
    mimeType: "application/pdf",
    buffer: pdfBuffer(20_000),
  });
  await visitor.getByLabel("Cover letter").fill("I have studied fleet safety data for five years.");
  await visitor.getByRole("checkbox", { name: /privacy policy/ }).check();
  await visitor
    .getByRole("form", { name: "Your application" })
    .getByRole("button", { name: "Submit application" })
    .click();
  await expect(visitor).toHaveURL(/\/careers\/jobs\/applications$/, { timeout: 30_000 });
  await expect(visitor.getByRole("article", { name: title })).toContainText("Applied");

  // The hr user signs in and finds the application.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await openBackOffice(page, hr.email, hr.password);
  await nav.getByRole("link", { name: "Applications", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel("Name or email").fill(applicant.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=e2e-hr-/);
  await page.getByRole("link", { name: "Neema Kimaro" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neema Kimaro" })).toBeVisible();
  await expect(page.getByText("I have studied fleet safety data for five years.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Download résumé/ })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A private note, then the move to Interview with an email.
  await page.getByLabel("New note").fill("Strong on SQL; ask about night shifts.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await page.getByLabel("New stage").selectOption("interview");
  await page.getByLabel("Note (optional)").fill("We would like to meet you.");
  await expect(page.getByLabel("Email the applicant")).toBeChecked();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to Interview" })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(`by ${hr.name}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The applicant sees Interview and receives the email; the private note stays private.
  await gotoHydrated(visitor, "/careers/jobs/applications");
  const card = visitor.getByRole("article", { name: title });
  await expect(card).toContainText("Interview");
  await expect(visitor.getByText("night shifts")).toHaveCount(0);
  const [statusMail] = await mailTo(smtp, applicant.email, /An update on your application/);
  expect(statusMail?.text).toContain("Interview");

  // The admin closes the job: it leaves the open positions at once, and the careers pages are as the
  // demo data made them for the spec files this worker runs next.
  await page.getByRole("button", { name: "Sign out" }).click();
  await openBackOffice(page);
  await page.goto(jobAddress);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("dialog", { name: "Close this job?" }).getByRole("button", { name: "Close job" }).click();
  await expect(page.getByText("Status: Closed")).toBeVisible();
  await gotoHydrated(visitor, "/careers/jobs/positions");
  await expect(visitor.getByRole("main").getByRole("link", { name: title })).toHaveCount(0);
  await applicantContext.close();
});

test("the jobs list's filter form shows the address's filters after Back", async ({ page }) => {
  await openBackOffice(page);
  await gotoHydrated(page, "/admin/jobs");
  const search = page.getByRole("form", { name: "Filter jobs" }).getByLabel("Search titles");
  await search.fill("engineer");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=engineer/);
  await expect(search).toHaveValue("engineer");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(search).toHaveValue("");
});

test("an admin adds a location and a department, which the job form then offers", async ({ page }) => {
  await openBackOffice(page);
  await gotoHydrated(page, "/admin/jobs");
  await page.getByRole("link", { name: "Departments and locations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Departments and locations" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  const place = `Mombasa ${suffix}, Kenya`;
  const locations = page.getByRole("region", { name: "Locations" });
  await locations.getByLabel("Name").fill(place);
  await locations.getByLabel("City").fill("Mombasa");
  await locations.getByLabel("Country code").fill("ke");
  await locations.getByLabel("Country", { exact: true }).fill("Kenya");
  await locations.getByRole("button", { name: "Add location" }).click();
  await expect(locations.getByRole("status")).toHaveText("Location added.");
  await expect(locations.getByRole("cell", { name: place })).toBeVisible();
  await expect(locations.getByRole("cell", { name: "Kenya (KE)" })).toBeVisible();

  // A bad country code is refused with the field's message, and nothing is added.
  await locations.getByLabel("Name").fill("Nowhere");
  await locations.getByLabel("Country code").fill("Kenya");
  await locations.getByLabel("Country", { exact: true }).fill("Kenya");
  await locations.getByRole("button", { name: "Add location" }).click();
  await expect(locations.getByText("Use a two-letter country code, e.g. IN.", { exact: true })).toBeVisible();
  await expect(locations.getByRole("status")).toHaveText("Location not added: check the fields marked above.");
  await expect(locations.getByLabel("Country code")).toHaveAttribute("aria-invalid", "true");
  await expect(locations.getByRole("cell", { name: "Nowhere" })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  const team = `Road Research ${suffix}`;
  const departments = page.getByRole("region", { name: "Departments" });
  await departments.getByLabel("Name").fill(team);
  await departments.getByRole("button", { name: "Add department" }).click();
  await expect(departments.getByRole("status")).toHaveText("Department added.");

  await gotoHydrated(page, "/admin/jobs/new");
  await expect(page.getByRole("option", { name: team })).toHaveCount(1);
  await expect(page.getByRole("option", { name: place })).toHaveCount(1);
});
