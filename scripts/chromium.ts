import { existsSync } from "node:fs";

// The Chromium every browser run uses. Lighthouse and the screenshots use the full browser
// (`chromiumPath`): CHROMIUM_PATH, else the system's Debian build, else Playwright's own. The
// end-to-end tests drive Debian's headless shell when it is installed (`testChromiumPath`): the same
// Blink renderer without the desktop browser around it, which takes a quarter off the suite's time on
// two cores (docs/performance.md, "Test suite").

const fullChromium = "/usr/bin/chromium";
const headlessShell = "/usr/bin/chromium-headless-shell";

export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(fullChromium) ? fullChromium : undefined);

export const testChromiumPath = process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : chromiumPath);

/** Nothing in the background (updates, sync, QUIC) to disturb a run or its timings. */
const quietFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The flags for `path`: the full browser runs headless with `--headless=new`; the shell is headless already. */
export function chromiumFlagsFor(path: string | undefined): string[] {
  return path?.includes("headless-shell") ? quietFlags : ["--headless=new", ...quietFlags];
}

export const chromiumFlags = chromiumFlagsFor(chromiumPath);
export const testChromiumFlags = chromiumFlagsFor(testChromiumPath);
