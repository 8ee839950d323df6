import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/** What to undo once a test ends, in the order the resources were made. */
export type CleanupSteps = (() => unknown)[];

/**
 * Steps to undo after each test of the file (or of the `describe` it is called in): push one as a
 * resource is made; they run newest first once the test ends, passed or failed. Every step runs even
 * when one fails (a server left running would hold its port and data); the first failure is then
 * the hook's.
 */
export function cleanupAfterEach(): CleanupSteps {
  const steps: CleanupSteps = [];
  afterEach(async () => {
    const failures: unknown[] = [];
    for (const step of steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  });
  return steps;
}

/**
 * Makes a new folder in the system's temporary folder, named from `prefix` ("marut-content-"), and
 * removes it with what it holds once the test ends (call it where `cleanupAfterEach` may be called).
 */
export function temporaryFolderEachTest(prefix: string): () => Promise<string> {
  const steps = cleanupAfterEach();
  return async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    steps.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };
}

/** Waits until `check` answers true, asking every 50 ms; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
