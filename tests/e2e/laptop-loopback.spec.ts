import { e2eAdmin, expect, signIn, test } from "./fixtures.ts";

// A laptop's `npm start` sets no PUBLIC_URL and listens on 127.0.0.1: people open it as
// localhost or as 127.0.0.1, and the back office works under either name.
test.use({ laptop: true });

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
