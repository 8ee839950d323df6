import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/support/test-database.ts";
import { prepareAnswer } from "./lean-path.ts";
import { createRenderCache } from "./render-cache.ts";

const security = { production: true, dev: false, httpsPublicUrl: true };
const page = (text: string) =>
  prepareAnswer(
    { body: new TextEncoder().encode(text), contentType: "text/html; charset=utf-8", etag: `"${text}"` },
    security,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("render cache", () => {
  it("keeps serving its renders past their age while the database does not answer, and lets them expire once it does", async () => {
    const database = await createTestDatabase("pglite");
    const { db } = database.handle;
    const cache = createRenderCache(db, pino({ level: "silent" }), { pollMs: 60_000, maxAgeMs: 50 });
    try {
      await cache.start();
      const version = cache.version();
      expect(version).toBeDefined();
      cache.store("/about", version as string, page("about"));
      expect(cache.get("/about")).toBeDefined();

      // The data version can no longer be read (as when the database is down).
      await db.execute(sql`alter table page_data_version rename to page_data_version_away`);
      await cache.refresh();
      await sleep(80);
      expect(new TextDecoder().decode(cache.get("/about")?.identity.body)).toBe("about");

      await db.execute(sql`alter table page_data_version_away rename to page_data_version`);
      await cache.refresh();
      expect(cache.version()).toBe(version);
      expect(cache.get("/about")).toBeUndefined();
    } finally {
      cache.stop();
      await db.execute(sql`alter table if exists page_data_version_away rename to page_data_version`);
      await database.drop();
    }
  });

  it("drops every render when the data version changes", async () => {
    const database = await createTestDatabase("pglite");
    const { db } = database.handle;
    const cache = createRenderCache(db, pino({ level: "silent" }), { pollMs: 60_000 });
    try {
      await cache.start();
      cache.store("/careers", cache.version() as string, page("careers"));
      expect(cache.get("/careers")).toBeDefined();
      await db.execute(sql`update page_data_version set version = version + 1 where id = 1`);
      await cache.refresh();
      expect(cache.get("/careers")).toBeUndefined();
    } finally {
      cache.stop();
      await database.drop();
    }
  });

  it("catches up with a write at once, even while a read that started before it is under way", async () => {
    const database = await createTestDatabase("pglite");
    const { db } = database.handle;
    const cache = createRenderCache(db, pino({ level: "silent" }), { pollMs: 60_000 });
    try {
      await cache.start();
      const before = cache.version();
      const reading = cache.refresh();
      await db.execute(sql`update page_data_version set version = version + 1 where id = 1`);
      await cache.catchUp();
      await reading;
      expect(cache.version()).not.toBe(before);
    } finally {
      cache.stop();
      await database.drop();
    }
  });
});
