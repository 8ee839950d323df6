import type { SmtpSink } from "../support/smtp-sink.ts";
import { accessibilityViolations, createStaff, expect, gotoHydrated, test } from "./fixtures.ts";

// A staff member who forgot their password: the sign-in page's link, the
// emailed single-use link, a new password, and every old session gone.

const staff = { name: "Sana Sales", email: "sana.sales@marut.test", password: "Copper-Lantern-Meadow-62" };
const newPassword = "Tidal-Granite-Orchard-85";

/** The path and query of the reset link in the latest reset email to `email`. */
async function resetLink(smtp: SmtpSink, email: string): Promise<string> {
  const mails = () =>
    smtp.received.filter((mail) => mail.to.includes(email) && /back-office password/.test(mail.subject));
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const link = /https?:\/\/\S+?\/admin\/reset-password\?token=[\w-]+/.exec(mails().at(-1)?.text ?? "")?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("a staff member resets a forgotten password from the sign-in page; old sessions end", async ({
  page,
  smtp,
  baseURL,
  browser,
}) => {
  // An administrator adds the staff member (through the API, as the Staff page does).
  await createStaff(page.request, staff, "sales");
  await page.context().clearCookies();

  // A session of the staff member in another browser, to see it end.
  const other = await browser.newContext({ baseURL });
  const otherSession = await other.request.post("/api/admin/session", {
    data: { email: staff.email, password: staff.password },
  });
  expect(otherSession.status()).toBe(200);

  // The sign-in page carries the brand and the way to recover the password.
  await gotoHydrated(page, "/admin/login");
  await expect(page.getByRole("link", { name: "Marut home" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(staff.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If a staff account exists for that address");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The emailed link: a weak password is refused with the rule, a good one works.
  await gotoHydrated(page, await resetLink(smtp, staff.email));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("Confirm new password").fill("password1234");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?reset=done$/);
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  // The old session is over; the new password signs in.
  expect((await other.request.get("/api/admin/session")).status()).toBe(401);
  await other.close();
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
