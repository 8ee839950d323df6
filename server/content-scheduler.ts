import type { Logger } from "pino";
import { publishDueItems } from "#app/features/content/schedule.server.ts";
import type { Database } from "#db/client.ts";

/**
 * Publishes scheduled content when its time comes: every instance runs it once
 * a second; the update takes each due item once, so instances running it
 * together publish each item once (app/features/content/schedule.server.ts).
 */
export function createContentScheduler(options: { db: Database; logger: Logger; intervalMs?: number }) {
  const { db, logger, intervalMs = 1000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    running ??= publishDueItems(db)
      .then((count) => {
        if (count > 0) logger.info({ count }, "content: published scheduled items");
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, "content: the scheduler could not publish due items");
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    /** One round now (the timer does this every `intervalMs`). */
    tick,
    start() {
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
