import { type FileHandle, mkdtemp, open, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import { createDatabaseFileStorage, createDiskFileStorage, type FileStorage } from "./file-storage.server.ts";

describe("disk file storage", () => {
  let directory: string;
  let storage: FileStorage;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), "marut-files-"));
    storage = createDiskFileStorage(directory);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("stores bytes under a new random key, readable only by the owner's process, and leaves no partial file", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 résumé");
    const key = await storage.put(bytes);
    const other = await storage.put(bytes);
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(other).not.toBe(key);
    expect(await storage.get(key)).toEqual(bytes);
    const folder = path.join(directory, key.slice(0, 2));
    expect((await readdir(folder)).filter((name) => name.endsWith(".partial"))).toEqual([]);
    expect((await stat(path.join(folder, key))).mode & 0o777).toBe(0o600);
  });

  it("flushes the file to the disk before the rename, and its folder after it", async () => {
    // Every FileHandle shares one prototype: watch its sync() and note what the folder holds at each call.
    const probe = await open(path.join(directory, "probe"), "w");
    const prototype = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const original = prototype.sync;
    const syncs: { directory: boolean; entries: string[] }[] = [];
    const spy = vi.spyOn(prototype, "sync").mockImplementation(async function (this: FileHandle) {
      const entries = (await readdir(directory, { recursive: true })).filter((name) => name.includes(path.sep));
      syncs.push({ directory: (await this.stat()).isDirectory(), entries: entries.sort() });
      return original.call(this);
    });
    try {
      const key = await storage.put(new TextEncoder().encode("%PDF-1.7 durable"));
      const mine = (entry: { entries: string[] }) => entry.entries.filter((name) => name.includes(key));
      expect(syncs.map((entry) => ({ directory: entry.directory, entries: mine(entry) }))).toEqual([
        { directory: false, entries: [path.join(key.slice(0, 2), `${key}.partial`)] },
        { directory: true, entries: [path.join(key.slice(0, 2), key)] },
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it("deletes, and treats missing or malformed keys as absent", async () => {
    const key = await storage.put(new Uint8Array([1, 2, 3]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.delete("../secret")).resolves.toBeUndefined();
  });
});

describe.each(databaseKinds)("database file storage on %s", (kind) => {
  let database: TestDatabase;
  let storage: FileStorage;
  let second: FileStorage;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = createDatabaseFileStorage(database.handle.db);
    // Another instance on the same database.
    second = createDatabaseFileStorage(database.handle.db);
  });
  afterAll(() => database.drop());

  it("stores bytes that every instance sharing the database reads back unchanged", async () => {
    const bytes = new Uint8Array(256 * 1024).map((_, index) => (index * 31) % 256);
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(await second.get(key)).toEqual(bytes);
  });

  it("deletes, and treats missing or malformed keys as absent", async () => {
    const key = await storage.put(new Uint8Array([0, 255, 1]));
    await second.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get("' or 1=1 --")).toBeNull();
    await expect(storage.delete("nope")).resolves.toBeUndefined();
  });
});
