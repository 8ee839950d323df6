import { demoJobs } from "#db/demo-jobs.ts";
import { linkInMail, uniqueEmail } from "./careers-journeys.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// An applicant reads every date of an application on one clock, the head office's (IST): the card's
// "Submitted" day and the history's time name the same day, whatever the browser's zone.

const job = demoJobs.find((entry) => entry.slug === "full-stack-engineer-fleet-sense-dashboard");
if (!job) throw new Error("the demo jobs changed: pick another job with a notice-period question alone");
const password = "Late-Evening-Dispatch-27";
// 20:33 UTC on 1 December is 02:03 IST on 2 December.
const lateEvening = "2026-12-01T20:33:00.000Z";

for (const timezoneId of ["UTC", "Asia/Kolkata"]) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("an application sent at 02:03 IST shows 2 December in the summary and in the history", async ({
      page,
      smtp,
    }) => {
      const email = uniqueEmail("dates");
      const register = await page.request.post("/api/applicant/register", {
        data: { firstName: "Kavya", lastName: "Rao", email, password },
      });
      const { token } = (await register.json()) as { token: string };
      const link = await linkInMail(smtp, email, /verify your email/i, /https?:\/\/\S+?\/verify-email\?token=[\w-]+/);
      const verifyToken = /token=([\w-]+)/.exec(link)?.[1];
      expect((await page.request.post("/api/applicant/verify-email", { data: { token: verifyToken } })).status()).toBe(
        200,
      );
      const headers = { authorization: `Bearer ${token}` };
      const applied = await page.request.post(`/api/jobs/${job.slug}/applications`, {
        headers,
        multipart: {
          resume: { name: "kavya.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% résumé\n") },
          answers: JSON.stringify({ "notice-period": "Available now" }),
          consent: "true",
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);

      // The server stamps the application with the moment it arrived; the test moves that moment (in the
      // real answer) to 20:33 UTC, the late evening the zones disagree about.
      await page.route("**/api/applicant/applications", async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          data: { submittedAt: string; history: { at: string }[] }[];
        };
        for (const application of body.data) {
          application.submittedAt = lateEvening;
          for (const event of application.history) event.at = lateEvening;
        }
        await route.fulfill({ response, json: body });
      });

      await gotoHydrated(page, "/careers");
      await page.evaluate((value) => window.localStorage.setItem("token", value), token);
      await gotoHydrated(page, "/careers/jobs/applications");
      const card = page.getByRole("article", { name: job.title });
      await expect(card.locator("time").first()).toHaveText("2 December 2026");
      await expect(card.getByRole("list", { name: "History" }).locator("time")).toHaveText([
        "2 December 2026, 02:03 IST",
      ]);

      // The job page's notice says the same day.
      await gotoHydrated(page, `/careers/jobs/${job.slug}`);
      await expect(page.getByRole("status").filter({ hasText: /^Applied/ })).toContainText("Applied 2 December 2026");
    });
  });
}
