/**
 * A limit on how many of some costly tasks run at once in this process: the
 * rest wait their turn, first come, first served, and a finishing task hands
 * its place to the next waiting one (so a newcomer cannot slip in between).
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
