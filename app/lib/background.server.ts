import type { Logger } from "pino";

/**
 * Work a request starts but does not wait for: it runs after the answer has
 * gone out, so the answer's timing cannot tell what the work found (e.g.
 * whether an address has an account). Injected through `Services`.
 *
 *   services.background.run("password-reset", () => requestPasswordReset(services, email));
 *   return c.json({ message }, 200);
 */
export type Background = {
  /** Starts `work` once the current request has answered. A failure is logged with `task`, never dropped. */
  run(task: string, work: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (shutdown waits for it). */
  idle(): Promise<void>;
};

/**
 * `schedule` decides when a task starts; by default on the next turn of the
 * event loop, after the response has been handed to the server. Tests pass one
 * that holds tasks until they release them.
 */
export function createBackground(
  logger: Logger,
  schedule: (start: () => void) => void = (start) => void setImmediate(start),
): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(task, work) {
      const done: Promise<void> = new Promise<void>((resolve) => schedule(resolve))
        .then(work)
        .catch((error: unknown) => logger.error({ err: error, task }, "background task failed"))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
