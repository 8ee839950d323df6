import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { newsletterMessages } from "#app/features/newsletter/messages.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

/** The `count`-th newsletter email to `email`, as the site links: a path with its query string. */
async function newsletterLinks(smtp: SmtpSink, email: string, count = 1) {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = smtp.received.filter((m) => m.to.includes(email))[count - 1];
  const confirm = /https?:\/\/\S+?\/verify-email\?token=[\w-]+&type=newsletter/.exec(mail?.text ?? "")?.[0];
  const unsubscribe = /https?:\/\/\S+?\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
  if (!confirm || !unsubscribe) throw new Error(`no newsletter links in the email to ${email}`);
  const path = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  return { confirm: path(confirm), unsubscribe: path(unsubscribe) };
}

/** The footer's newsletter form, used like a visitor would once the page has hydrated. */
async function subscribeInFooter(page: Page, email: string) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const footer = page.getByRole("contentinfo");
  const input = footer.getByLabel("Email address");
  await input.fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  return { input, status: footer.getByRole("region", { name: "Newsletter" }).getByRole("status") };
}

test("subscribe in the footer, confirm, get told when subscribing twice, unsubscribe, subscribe again", async ({
  page,
  smtp,
}) => {
  const email = uniqueEmail("journey");

  await page.goto("/");
  const first = await subscribeInFooter(page, email);
  await expect(first.status).toHaveText(newsletterMessages.success);
  await expect(first.input).toHaveValue("");
  const links = await newsletterLinks(smtp, email);

  // Opening the link (as a mail scanner would) confirms nothing: the address is still pending.
  await page.goto(links.confirm);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const whilePending = await subscribeInFooter(page, email);
  await expect(whilePending.status).toHaveText(newsletterMessages.success);

  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto("/");
  const twice = await subscribeInFooter(page, email);
  await expect(twice.status).toHaveText(newsletterMessages.alreadySubscribed);
  await expect(twice.input).toHaveValue(email);

  await page.goto(links.unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You've been unsubscribed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe again" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto("/");
  const again = await subscribeInFooter(page, email);
  await expect(again.status).toHaveText(newsletterMessages.success);
  await expect(again.input).toHaveValue("");
  // A fresh double opt-in: a second confirmation email with new links.
  const secondLinks = await newsletterLinks(smtp, email, 2);
  expect(secondLinks.confirm).not.toBe(links.confirm);
});

test("explains expired-or-invalid, incomplete and unknown-type links", async ({ page }) => {
  await page.goto("/verify-email?token=this-token-was-never-issued&type=newsletter");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "subscribe again" })).toHaveAttribute("href", "#newsletter");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto("/verify-email?type=newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();

  await page.goto("/verify-email?token=abc&type=something-else");
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);

  await page.goto("/newsletter/unsubscribe");
  await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("mail programs can unsubscribe with a one-click POST to the List-Unsubscribe address", async ({
  request,
  smtp,
}) => {
  const email = uniqueEmail("one-click");
  expect((await request.post("/api/newsletters/subscribe", { data: { email } })).status()).toBe(200);
  const links = await newsletterLinks(smtp, email);
  const raw = smtp.received.find((m) => m.to.includes(email))?.raw ?? "";
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
  expect(raw).toMatch(/^List-Unsubscribe:\s+<https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+>/im);

  const token = new URL(links.confirm, "http://site").searchParams.get("token");
  expect((await request.post("/api/newsletters/confirm", { data: { token } })).status()).toBe(200);
  expect((await request.post("/api/newsletters/subscribe", { data: { email } })).status()).toBe(409);

  // RFC 8058: multipart/form-data (or urlencoded) body `List-Unsubscribe=One-Click`, token in the URL.
  const oneClick = await request.post(links.unsubscribe, {
    multipart: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  const repeat = await request.post(links.unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(repeat.status()).toBe(200);

  // Unsubscribed: signing up again starts a new double opt-in instead of answering 409.
  expect((await request.post("/api/newsletters/subscribe", { data: { email } })).status()).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form and the confirmation page still work", async ({ page, smtp }) => {
    const email = uniqueEmail("no-js");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(newsletterMessages.success, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");

    const links = await newsletterLinks(smtp, email);
    await page.goto(links.confirm);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  });
});
