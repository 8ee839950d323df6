import type { APIRequestContext } from "@playwright/test";
import { wallClockIn } from "#app/lib/dates.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { accessibilityViolations, createStaff, expect, gotoHydrated, openBackOffice, test } from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// Newsletter campaigns in the back office: a marketing user writes a campaign,
// saves it, looks at the preview, sends a test to their own address, schedules
// it a moment ahead and finds it sent with its results; the subscriber who
// received it opens their preferences from its link and changes their topics.
// The list, the editor and the preferences page pass axe.

const suffix = runSuffix();
const marketer = staffMember("Maya Campaigner", "maya.campaigns", suffix, "Lantern-Orchid-Granite-64");
const reader = `e2e-campaign-reader-${suffix}@example.com`;
const subject = `Night-shift fatigue, three months on ${suffix}`;
const sentence = "Fatigue alerts cluster between two and five in the morning on long-haul routes.";
const body = `## What the alerts show\n\n${sentence} Fleets that moved rest stops into that window cut them by a third.`;

/** The newest email to `to` whose subject matches, once it has arrived. */
async function mailTo(smtp: SmtpSink, to: string, subjectPattern: RegExp, timeout = 20_000) {
  const find = () =>
    smtp.received.filter((mail) => mail.to.includes(to) && subjectPattern.test(mail.subject)).at(-1) ?? null;
  await expect.poll(() => find() !== null, { timeout }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no email to ${to} matching ${subjectPattern}`);
  return mail;
}

/** Subscribes `email` and confirms it with the link of its confirmation email. */
async function confirmedSubscriber(request: APIRequestContext, smtp: SmtpSink, email: string) {
  expect((await request.post("/api/newsletters/subscribe", { data: { email } })).status()).toBe(200);
  const mail = await mailTo(smtp, email, /./);
  const token = /\/verify-email\?token=([\w-]+)&type=newsletter/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  expect((await request.post("/api/newsletters/confirm", { data: { token } })).status()).toBe(200);
}

/** The date and time of the start of the next minute in Asia/Kolkata, the schedule form's default zone. */
function nextMinuteInKolkata() {
  return wallClockIn(new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000), "Asia/Kolkata");
}

test("a marketing user writes a campaign, previews it, sends a test, schedules it and sees it sent; the reader changes their topics", async ({
  page,
  playwright,
  baseURL,
  smtp,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await confirmedSubscriber(api, smtp, reader);
  await createStaff(api, marketer, "marketing");
  await api.dispose();

  // The list, from the navigation: empty states and counts per status.
  await openBackOffice(page, marketer.email, marketer.password);
  await expect(page.getByRole("link", { name: "Go to campaigns" })).toHaveAttribute("href", "/admin/campaigns");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Campaigns", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Campaigns by status" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  // A new campaign: before its first save the preview says when it will appear.
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("The preview appears here once the campaign is saved.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The form's own check runs before anything is sent.
  await page.getByRole("button", { name: "Save draft" }).click();
  const errors = page.getByRole("alert").filter({ hasText: "Please check the form" });
  await expect(errors).toBeFocused();
  await expect(errors.getByRole("link", { name: "Write a subject line." })).toBeVisible();

  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Preview line").fill("What in-cab alerts taught our customers about the small hours.");
  await page.getByLabel("Body (Markdown)").fill(body);
  await page.getByLabel("List the latest posts").selectOption({ label: "2 posts" });
  await expect(page.getByText("Tick none to send it to every confirmed subscriber.")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Edit campaign" })).toBeVisible();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();

  // The preview: the email at a desktop's width, then as plain text.
  const preview = page.getByRole("region", { name: "Preview" });
  const desktop = preview.locator("iframe");
  await expect(preview.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  await expect(desktop).toHaveAttribute("title", /desktop width/);
  // Same origin for the email's images, and no scripts.
  await expect(desktop).toHaveAttribute("sandbox", "allow-same-origin");
  await expect(desktop).toHaveAttribute("srcdoc", /What the alerts show/);
  await preview.getByRole("button", { name: "Phone" }).click();
  await expect(preview.locator("iframe")).toHaveAttribute("width", "375");
  await preview.getByRole("button", { name: "Plain text" }).click();
  await expect(preview.getByRole("region", { name: "The email as plain text" })).toContainText(sentence);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  // A test to the signed-in member's own address.
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Test sent to ${marketer.email}` })).toBeVisible();
  const testMail = await mailTo(smtp, marketer.email, /^\[Test\] /);
  expect(testMail.subject).toContain(subject);
  expect(testMail.text).toContain(sentence);

  // Send now asks first, naming how many subscribers it would reach; "Not yet" sends nothing.
  await page.getByRole("button", { name: "Send now" }).click();
  const confirm = page.getByRole("dialog", { name: /^Send to [\d,]+ subscribers? now\?$/ });
  await expect(confirm).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Not yet" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Status: Draft")).toBeVisible();

  // Scheduled for the start of the next minute; the outbox worker sends it then.
  const { date, time } = nextMinuteInKolkata();
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Time", { exact: true }).fill(time);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scheduled" })).toBeVisible();

  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Status: Sent")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: "Campaign" })).toBeVisible();

  // Results: everyone tried, nothing waiting, and the recipients as CSV.
  const results = page.getByRole("region", { name: "Results" });
  const figure = (label: string) =>
    results.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=../dd[1]");
  await expect(figure("Waiting")).toHaveText("0");
  const recipients = Number(await figure("Recipients").textContent());
  expect(recipients).toBeGreaterThanOrEqual(1);
  await expect(figure("Sent")).toHaveText(String(recipients));
  await expect(results.getByRole("img", { name: /^Emails sent per minute/ })).toBeVisible();
  await expect(results.getByRole("link", { name: /Download CSV/ })).toHaveAttribute(
    "href",
    /^\/api\/admin\/campaigns\/[0-9a-f-]+\/deliveries\.csv$/,
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // The list shows it sent.
  await page.getByRole("link", { name: "Back to campaigns" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: subject }) });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();
  await expect(row.getByText("All subscribers")).toBeVisible();

  // The subscriber's email links to their preferences; they stop receiving events.
  const campaignMail = await mailTo(smtp, reader, new RegExp(subject), 30_000);
  const token = /\/newsletter\/(?:preferences|unsubscribe)\?token=([\w-]+)/.exec(campaignMail.text)?.[1];
  expect(token).toBeTruthy();
  await gotoHydrated(page, `/newsletter/preferences?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your newsletter preferences" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await accessibilityViolations(page)).toEqual([]);
  const events = page.getByRole("checkbox", { name: "Events and webinars" });
  await expect(events).toBeChecked();
  await events.uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your preferences are saved." })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Events and webinars" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Product news" })).toBeChecked();

  // "Unsubscribe from everything" goes through the unsubscribe page with the same token.
  await page.getByRole("button", { name: "Unsubscribe from everything" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You've been unsubscribed" })).toBeVisible();
  await gotoHydrated(page, `/newsletter/preferences?token=${token}`);
  await expect(page.getByText("This address is unsubscribed, so we send it nothing.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save preferences" })).toHaveCount(0);
});

test("Send now reads as sending at once and follows the campaign until it is sent; a sent campaign offers no test send", async ({
  page,
  playwright,
  baseURL,
  smtp,
}) => {
  test.setTimeout(150_000);
  const member = staffMember("Noor Sender", "noor.sender", suffix, "Meadow-Kestrel-Lantern-73");
  const api = await playwright.request.newContext({ baseURL });
  await confirmedSubscriber(api, smtp, `e2e-send-now-${suffix}@example.com`);
  await createStaff(api, member, "marketing");
  await api.dispose();

  await openBackOffice(page, member.email, member.password);
  await gotoHydrated(page, "/admin/campaigns/new");
  await page.getByLabel("Subject").fill(`Send-now check ${suffix}`);
  await page.getByLabel("Body (Markdown)").fill(body);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit campaign" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // A test goes before the campaign: its button comes first.
  const panel = page.getByRole("region", { name: "Sending" });
  const labels = (await panel.getByRole("button").allTextContents()).map((text) => text.trim());
  expect(labels.indexOf("Send a test to me")).toBeGreaterThanOrEqual(0);
  expect(labels.indexOf("Send a test to me")).toBeLessThan(labels.indexOf("Send now"));

  await panel.getByRole("button", { name: "Send now" }).click();
  await page
    .getByRole("dialog", { name: /^Send to [\d,]+ subscribers? now\?$/ })
    .getByRole("button", { name: "Send now" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Sending: the campaign goes out now." })).toBeVisible();
  // Never "Scheduled for …" for a campaign that is going out now, and nothing left to send or schedule.
  await expect(panel.getByText(/Status: (Sending…|Sending|Sent)/)).toBeVisible();
  await expect(panel.getByText("Scheduled")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Send now" })).toHaveCount(0);
  await expect(panel.getByRole("group", { name: /Schedule|Change the time/ })).toHaveCount(0);

  // The page follows the real status by itself, until the campaign is sent.
  await expect(panel.getByText("Status: Sent")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Campaign" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a test to me" })).toHaveCount(0);
  await expect(page.getByText("Save to see your latest changes here.")).toHaveCount(0);
  await expect(page.getByText("The email as it goes out, with the links of a subscriber.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the preferences page explains a link without its token", async ({ page }) => {
    await page.goto("/newsletter/preferences");
    await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();
    await page.goto("/newsletter/preferences?token=this-token-was-never-issued-by-us");
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  });
});
