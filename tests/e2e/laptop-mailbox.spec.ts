import { accessibilityViolations, createStaff, expect, gotoHydrated, openBackOffice, test } from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// Without SMTP_URL the site keeps its mail in the dev mailbox, as `npm start` on a laptop does
// (the laptop server; its other tests: laptop-loopback.spec.ts, run by the same worker).
test.use({ laptop: true });

test("lists mail the site sent, with its links, and shows each message", async ({ page, request }) => {
  const res = await request.post("/api/newsletters/subscribe", { data: { email: "e2e-reader@example.com" } });
  expect(res.status()).toBe(200);

  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("link", { name: "Please confirm your newsletter subscription" })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText("e2e-reader@example.com")).toBeVisible();
  await expect(page.getByRole("link", { name: /\/verify-email\?token=/ })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Please confirm your newsletter subscription" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Please confirm your newsletter subscription" }),
  ).toBeVisible();
  await expect(page.getByText("List-Unsubscribe-Post")).toBeVisible();
  await expect(page.locator("pre")).toContainText("verify-email?token=");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a campaign's test send lands there, addressed to the marketing user who sent it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const suffix = runSuffix();
  const member = staffMember("Maya Mailbox", "maya.mailbox", suffix, "Lantern-Orchid-Granite-64");
  const subject = `Fatigue on the night shift ${suffix}`;
  const sentence = "Alerts cluster between two and five in the morning on long-haul routes.";
  const api = await playwright.request.newContext({ baseURL });
  await createStaff(api, member, "marketing");
  await api.dispose();

  await openBackOffice(page, member.email, member.password);
  await gotoHydrated(page, "/admin/campaigns/new");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill(`## What the alerts show\n\n${sentence}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit campaign" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Test sent to ${member.email}` })).toBeVisible();

  // The outbox worker delivers it on its next round.
  const message = page.getByRole("link", { name: `[Test] ${subject}` });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(message).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(member.email)).toBeVisible();
  // A campaign sends no code: the postcode in its footer is not labelled as one.
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: message })
      .getByText(/^Code:/),
  ).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await message.click();
  await expect(page.getByRole("heading", { level: 1, name: `[Test] ${subject}` })).toBeVisible();
  await expect(page.locator("pre")).toContainText(sentence);
  expect(await accessibilityViolations(page)).toEqual([]);
});
