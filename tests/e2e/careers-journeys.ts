import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { expect } from "./fixtures.ts";

// Steps the careers portal's journeys share.

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

/** The applicant's session token as the portal keeps it. */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("token"));

/** The path and query of the first link matching `pattern` in the `count`-th email to `email` with `subject`. */
export async function linkInMail(smtp: SmtpSink, email: string, subject: RegExp, pattern: RegExp, count = 1) {
  const matching = () => smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  await expect.poll(() => matching().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const link = pattern.exec(matching()[count - 1]?.text ?? "")?.[0];
  if (!link) throw new Error(`no link in the email "${subject}" to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Fills in and sends the login form on the page. */
export async function fillLogin(page: Page, email: string, secret: string) {
  await page.getByRole("form", { name: "Login" }).getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Sends the forgot-password form on the page for `typed` (the address as the applicant types it) and answers the
 * reset link mailed to `email`.
 */
export async function requestPasswordReset(page: Page, smtp: SmtpSink, email: string, typed = email) {
  await page.getByRole("form", { name: "Reset your password" }).getByLabel("Email address").fill(typed);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();
  return linkInMail(smtp, email, /reset your/i, /https?:\/\/\S+?\/careers\/jobs\/reset-password\?token=[\w-]+/);
}
