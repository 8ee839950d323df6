import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#db/client.ts";
import { perDataVersion } from "./page-data-version.server.ts";

// The in-memory copies pages read from (the directory, a job): one read per
// data version and key, shared by concurrent callers, read again when the
// version changes or the copy is too old, and never kept when the read failed.

const db = {} as Database;
const otherDb = {} as Database;

afterEach(() => {
  vi.useRealTimers();
});

describe("perDataVersion", () => {
  it("reads each key once per data version, and again when the version changes", async () => {
    const read = vi.fn(async (_db: Database, key: string) => ({ key }));
    const at = perDataVersion(read, { maxKeys: 8 });
    const [first, second] = await Promise.all([at(db, "v1", "a"), at(db, "v1", "a")]);
    expect(second).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    await at(db, "v1", "b");
    expect(read).toHaveBeenCalledTimes(2);
    expect(await at(db, "v1", "a")).toBe(first);
    expect(read).toHaveBeenCalledTimes(2);

    const fresh = await at(db, "v2", "a");
    expect(fresh).not.toBe(first);
    expect(read).toHaveBeenCalledTimes(3);
    // Each database has its own copies.
    await at(otherDb, "v2", "a");
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("reads again once a copy is older than its limit, for what depends on the date", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T23:59:30Z") });
    const read = vi.fn(async () => Date.now());
    const at = perDataVersion(read, { maxAgeMs: 60_000 });
    const before = await at(db, "v1");
    vi.setSystemTime(new Date("2026-11-28T23:59:59Z"));
    expect(await at(db, "v1")).toBe(before);
    vi.setSystemTime(new Date("2026-11-29T00:00:31Z"));
    expect(await at(db, "v1")).not.toBe(before);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed read, and keeps no more than its number of keys", async () => {
    let fail = true;
    const read = vi.fn(async (_db: Database, key: string) => {
      if (fail) throw new Error("connection lost");
      return key;
    });
    const at = perDataVersion(read, { maxKeys: 2 });
    await expect(at(db, "v1", "a")).rejects.toThrow("connection lost");
    fail = false;
    expect(await at(db, "v1", "a")).toBe("a");
    expect(read).toHaveBeenCalledTimes(2);

    await at(db, "v1", "b");
    await at(db, "v1", "c"); // a third key: the copies start over
    expect(read).toHaveBeenCalledTimes(4);
    await at(db, "v1", "a");
    expect(read).toHaveBeenCalledTimes(5);
  });
});
