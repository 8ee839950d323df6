// `npm test`: every check and suite, in the order that takes least time on two cores.
// Lint, typecheck and build read the sources and write nothing the others read, so they run side
// by side, each line of their output prefixed with its name; if any fails, the run stops there
// (after all three have finished, so every failure is shown). Then the two suites, also side by
// side and prefixed: Vitest (whose integration project needs the build) and Playwright. An
// end-to-end test spends most of its time waiting on pages, mail and polling, and Vitest is
// CPU-bound, so together they keep both cores busy where one after the other left one idle
// (docs/performance.md, "Test suite"). Each suite's own summary closes its output; this script
// then prints each step's time. The exit code is the first failure's, 0 when everything passed.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

type Step = { name: string; script: string };

const checks: Step[] = [
  { name: "lint", script: "lint" },
  { name: "typecheck", script: "typecheck" },
  { name: "build", script: "build" },
];
const suites: Step[] = [
  { name: "vitest", script: "test:vitest" },
  { name: "e2e", script: "test:e2e" },
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs `npm run <script>`; each output line goes out as `[name] line`. */
function run(step: Step): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", step.script, "--silent"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      // Colours survive the pipe when the run itself is on a terminal.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let pending = "";
      from.setEncoding("utf8");
      from.on("data", (chunk: string) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) to.write(`[${step.name}] ${line}\n`);
      });
      from.on("end", () => {
        if (pending) to.write(`[${step.name}] ${pending}\n`);
      });
    }
    child.once("error", (error) => {
      console.error(`[${step.name}] ${error.message}`);
      resolve(1);
    });
    child.once("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(
        `[${step.name}] ${status === 0 ? "passed" : `failed (${signal ?? code})`} in ${seconds(started)}\n`,
      );
      resolve(status);
    });
  });
}

const started = performance.now();
const checked = await Promise.all(checks.map(run));
let failed = checked.find((code) => code !== 0);
if (failed === undefined) {
  const finished = await Promise.all(suites.map(run));
  failed = finished.find((code) => code !== 0);
}
process.stdout.write(`npm test ${failed === undefined ? "passed" : "failed"} in ${seconds(started)}\n`);
process.exit(failed ?? 0);
