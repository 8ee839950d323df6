import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Runs a command in the repository (e.g. `npm run build`) and resolves when it
 * succeeds. Its output goes to stderr, so that a script's stdout carries only
 * its report. `track` is told of the child and returns what to do when it ends
 * (a script that stops its children on Ctrl+C registers it there).
 */
export function runCommand(
  command: string,
  commandArgs: string[],
  track: (child: ChildProcess) => () => unknown = () => () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ["ignore", 2, 2] });
    const untrack = track(child);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      void untrack();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${commandArgs.join(" ")} failed (${signal ?? code})`));
    });
  });
}
