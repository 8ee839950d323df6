import { accessibilityViolations, expect, test } from "./fixtures.ts";

// Without SMTP_URL the site keeps its mail in the dev mailbox.
test.use({ mailTransport: "dev-mailbox" });

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
