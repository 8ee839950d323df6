import { defineConfig, devices } from "@playwright/test";
import { testChromiumFlags, testChromiumPath } from "./scripts/chromium.ts";

// Two workers on CI as on a laptop: each has its own server process and browser
// (tests/e2e/fixtures.ts), and a test spends most of its time waiting on
// pages, mail and polling, so two share two cores well. Spec files run whole
// on one worker, so a file's tests keep their order.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    ...devices["Desktop Chrome"],
    // Recording a trace of every test costs time; on CI only a retried test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: testChromiumPath, args: testChromiumFlags },
  },
});
