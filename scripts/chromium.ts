import { existsSync } from "node:fs";

// The Chromium every browser run uses (end-to-end tests, screenshots, Lighthouse):
// CHROMIUM_PATH, else the system's Debian build, else Playwright's own.

export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Headless, and nothing in the background (updates, sync, QUIC) to disturb a run or its timings. */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
