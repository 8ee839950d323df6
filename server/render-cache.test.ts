import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { prepareAnswer } from "./lean-path.ts";
import { createRenderCache, type RenderCache } from "./render-cache.ts";

const security = { production: true, dev: false, httpsPublicUrl: true };
const page = (text: string) =>
  prepareAnswer(
    { body: new TextEncoder().encode(text), contentType: "text/html; charset=utf-8", etag: `"${text}"` },
    security,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bumpVersion = sql`update page_data_version set version = version + 1 where id = 1`;

/** A started render cache on a fresh embedded database, stopped and dropped afterwards. */
async function withRenderCache(
  options: { maxAgeMs?: number },
  use: (cache: RenderCache, db: Database) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase("pglite");
  const { db } = database.handle;
  const cache = createRenderCache(db, pino({ level: "silent" }), { pollMs: 60_000, ...options });
  try {
    await cache.start();
    await use(cache, db);
  } finally {
    cache.stop();
    await database.drop();
  }
}

describe("render cache", () => {
  it("keeps serving its renders past their age while the database does not answer, and lets them expire once it does", async () => {
    await withRenderCache({ maxAgeMs: 50 }, async (cache, db) => {
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
    });
  });

  it("drops every render when the data version changes", async () => {
    await withRenderCache({}, async (cache, db) => {
      cache.store("/careers", cache.version() as string, page("careers"));
      expect(cache.get("/careers")).toBeDefined();
      await db.execute(bumpVersion);
      await cache.refresh();
      expect(cache.get("/careers")).toBeUndefined();
    });
  });

  it("catches up with a write at once, even while a read that started before it is under way", async () => {
    await withRenderCache({}, async (cache, db) => {
      const before = cache.version();
      const reading = cache.refresh();
      await db.execute(bumpVersion);
      await cache.catchUp();
      await reading;
      expect(cache.version()).not.toBe(before);
    });
  });
});
