// Interaction to Next Paint of the taps a visitor makes first, on a phone: `npm run inp`.
//
// Starts the production server on a fresh embedded database (like `npm run lighthouse`; build first,
// or pass --build), opens the home page in Chromium as a phone (412 × 823, touch) with the CPU slowed
// 4× through the DevTools protocol, waits until the page has hydrated, and taps one control: the
// header's menu, the header's search, the footer's "Get in touch" and then the wizard's first answer.
// Each tap's Event Timing entries (the browser's own measure of input delay, handlers and the next
// paint) give its duration; the median of --runs fresh loads is compared with the budget.
//
//   npm run inp -- [--runs 5] [--build] [--no-fail]
//
// Exit code 1 when a tap's median exceeds the budget (unless --no-fail).
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "playwright";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { type MeasuredServer, startMeasuredServer } from "./measured-server.ts";
import { runCommand } from "./run-command.ts";

/** Interaction to Next Paint a tap may take under the 4× slowdown ("good" is 200 ms on a real phone). */
const budgetMs = 100;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    build: { type: "boolean", default: false },
    fail: { type: "boolean", default: true },
  },
  allowNegative: true,
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("Usage: npm run inp -- [--runs 5] [--build] [--no-fail]");
  process.exit(2);
}

type Tap = {
  name: string;
  /** Taps whatever comes before the measured tap (none for most). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured tap, and what shows that it did its work. */
  tap: (page: Page) => Promise<void>;
};

const taps: Tap[] = [
  {
    name: "header menu",
    tap: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("dialog", { name: /menu/i }).waitFor();
    },
  },
  {
    name: "header search",
    tap: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "Search the site" }).tap();
      await page.getByRole("dialog", { name: "Search the site" }).waitFor();
    },
  },
  {
    name: '"Get in touch" (opens the wizard)',
    tap: async (page) => {
      await page.getByRole("contentinfo").getByRole("button", { name: "Get in touch" }).tap();
      await page.getByRole("dialog", { name: "Let's talk" }).getByRole("radio").first().waitFor();
    },
  },
  {
    name: "the wizard's first answer",
    prepare: async (page) => {
      await page.getByRole("contentinfo").getByRole("button", { name: "Get in touch" }).tap();
      await page.getByRole("dialog", { name: "Let's talk" }).getByRole("radio").first().waitFor();
      await page.waitForTimeout(500);
    },
    tap: async (page) => {
      const dialog = page.getByRole("dialog", { name: "Let's talk" });
      // The answers are cards: the visitor taps the card's label, which checks its radio.
      await dialog.getByText("16-49 vehicles", { exact: true }).tap();
      const answer = dialog.getByRole("radio", { name: "16-49 vehicles" });
      for (let tries = 0; !(await answer.isChecked()); tries++) {
        if (tries > 50) throw new Error("the wizard's answer did not take the tap");
        await page.waitForTimeout(100);
      }
    },
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The longest Event Timing entry of the interactions that started after `since`, in ms. */
async function interactionDuration(page: Page, since: number): Promise<number> {
  // Event Timing reports an interaction once its next paint is done; give it a frame or two.
  await page.waitForTimeout(300);
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { __events: { start: number; duration: number; id: number }[] }).__events
          .filter((entry) => entry.id > 0 && entry.start >= from)
          .map((entry) => entry.duration),
      ),
    since,
  );
}

async function measure(browser: Browser, origin: string, tap: Tap): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const events: { start: number; duration: number; id: number }[] = [];
      (window as unknown as { __events: typeof events }).__events = events;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          events.push({ start: entry.startTime, duration: entry.duration, id: entry.interactionId ?? 0 });
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(new URL("/", origin).href);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await tap.prepare?.(page);
    const since = await page.evaluate(() => performance.now());
    await tap.tap(page);
    return await interactionDuration(page, since);
  } finally {
    await context.close();
  }
}

let measured: MeasuredServer | undefined;
let browser: Browser | undefined;
let exitCode = 1;
try {
  if (args.build) await runCommand("npm", ["run", "build"]);
  measured = await startMeasuredServer("inp");
  const { server } = measured;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows: { name: string; runs: number[]; median: number }[] = [];
  for (const tap of taps) {
    const measured: number[] = [];
    for (let run = 0; run < runs; run++) measured.push(await measure(browser, server.url, tap));
    rows.push({ name: tap.name, runs: measured, median: median(measured) });
    process.stderr.write(`${tap.name}: ${measured.map((ms) => Math.round(ms)).join(", ")} ms\n`);
  }
  const out = (line = "") => process.stdout.write(`${line}\n`);
  out(`Interaction to Next Paint on \`/\`, phone (412 × 823, touch), CPU 4× slower, median of ${runs} fresh loads`);
  out();
  out(`| tap | median ms | runs ms | budget ≤ ${budgetMs} ms |`);
  out("| --- | ---: | --- | --- |");
  for (const row of rows) {
    out(
      `| ${row.name} | ${Math.round(row.median)} | ${row.runs.map((ms) => Math.round(ms)).join(", ")} | ${row.median <= budgetMs ? "met" : "MISSED"} |`,
    );
  }
  const missed = rows.filter((row) => row.median > budgetMs);
  exitCode = missed.length > 0 && args.fail ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await browser?.close();
  await measured?.stop();
}
process.exit(exitCode);
