import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./in-turn.ts";

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("concurrencyLimit", () => {
  it("never runs more than its limit at once, and runs every task in the order they came", async () => {
    const inTurn = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, n) =>
      inTurn(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    // A newcomer while all places are taken waits behind the earlier ones.
    releases.shift()?.();
    const late = inTurn(async () => {
      started.push(99);
      return 990;
    });
    while (releases.length > 0 || started.length < 7) {
      await tick();
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(await late).toBe(990);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 99]);
  });

  it("frees its place when a task fails", async () => {
    const inTurn = concurrencyLimit(1);
    await expect(inTurn(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await inTurn(async () => "next")).toBe("next");
  });
});
