// `npm test`: every check and suite, in the order that takes least time on two cores.
// Lint, typecheck and build read the sources and write nothing the others read, so they run side
// by side, each line of their output prefixed with its name; if any fails, the run stops there
// (after all three have finished, so every failure is shown). Then the suites, one after the
// other, with their own output: Vitest (whose integration project needs the build), then
// Playwright. The exit code is the first failure's, 0 when everything passed.
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

/** Runs `npm run <script>`; with `prefixed`, each output line goes out as `[name] line`. */
function run(step: Step, prefixed: boolean): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", step.script, "--silent"], {
      cwd: root,
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      // Colours survive the pipe when the run itself is on a terminal.
      env: prefixed && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
    });
    if (prefixed) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        let pending = "";
        from?.setEncoding("utf8");
        from?.on("data", (chunk: string) => {
          const lines = (pending + chunk).split("\n");
          pending = lines.pop() ?? "";
          for (const line of lines) to.write(`[${step.name}] ${line}\n`);
        });
        from?.on("end", () => {
          if (pending) to.write(`[${step.name}] ${pending}\n`);
        });
      }
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
const checked = await Promise.all(checks.map((step) => run(step, true)));
let failed = checked.find((code) => code !== 0);
if (failed === undefined) {
  for (const step of suites) {
    const code = await run(step, false);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
}
process.stdout.write(`npm test ${failed === undefined ? "passed" : "failed"} in ${seconds(started)}\n`);
process.exit(failed ?? 0);
