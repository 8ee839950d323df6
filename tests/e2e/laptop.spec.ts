import {
  accessibilityViolations,
  createStaff,
  e2eAdmin,
  expect,
  gotoHydrated,
  openBackOffice,
  signIn,
  test,
} from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// The site as a laptop's `npm start` runs it: no PUBLIC_URL, listening on 127.0.0.1, and no SMTP_URL,
// so its mail goes to the dev mailbox. No other spec file asks for this server: keeping every test
// that needs it here starts it once.
test.use({ laptop: true });

test.describe("the dev mailbox", () => {
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
});

// People open the laptop's site as localhost or as 127.0.0.1: the back office works under either name.
for (const hostname of ["127.0.0.1", "localhost"]) {
  test.describe(`the back office at ${hostname}`, () => {
    test.use({
      baseURL: async ({ site }, use) => {
        const url = new URL(site.url);
        url.hostname = hostname;
        await use(url.origin);
      },
    });

    test("signs in, keeps the session across pages and signs out", async ({ page, baseURL }) => {
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      expect(new URL(page.url()).hostname).toBe(hostname);
      await page.goto(`${baseURL}/admin/staff`);
      await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Back office sign-in" })).toBeVisible();
    });
  });
}
