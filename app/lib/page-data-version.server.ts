import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Services } from "./services.ts";

/**
 * The data version the render cache follows (page_data_version, bumped by
 * triggers on every write to the tables pages read): what is kept in memory
 * per version is read again when it changed.
 */
export async function readPageDataVersion(db: Database): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select version || ':' || extract(epoch from changed_at) as version from page_data_version where id = 1`,
  );
  return (result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? "none";
}

/**
 * The data version for what a page is about to show: the one this process's
 * render cache last read (at most 250 ms old, the delay with which every
 * cached page follows a change anyway), or, without one, read now.
 */
export async function currentPageDataVersion(
  services: Pick<Services, "db"> & Partial<Pick<Services, "pageDataVersion">>,
): Promise<string> {
  return services.pageDataVersion?.() ?? readPageDataVersion(services.db);
}

type Slot<V> = { version: string; expiresAt: number; values: Map<string, Promise<V>> };

/**
 * What pages read from the database, kept in memory per data version: each key
 * is read once per version (concurrent callers share the read; a failed read is
 * forgotten), read again after `maxAgeMs` for what depends on the date rather
 * than the data, and at most `maxKeys` keys are kept (past that they start over).
 */
export function perDataVersion<V>(
  read: (db: Database, key: string) => Promise<V>,
  options: { maxAgeMs?: number; maxKeys?: number } = {},
): (db: Database, version: string, key?: string) => Promise<V> {
  const { maxAgeMs = Number.POSITIVE_INFINITY, maxKeys = 1 } = options;
  const slots = new WeakMap<Database, Slot<V>>();
  return (db, version, key = "") => {
    const now = Date.now();
    let slot = slots.get(db);
    if (!slot || slot.version !== version || now >= slot.expiresAt) {
      slot = { version, expiresAt: now + maxAgeMs, values: new Map() };
      slots.set(db, slot);
    }
    const values = slot.values;
    const known = values.get(key);
    if (known) return known;
    if (values.size >= maxKeys) values.clear();
    const promise = read(db, key);
    values.set(key, promise);
    promise.catch(() => {
      if (values.get(key) === promise) values.delete(key);
    });
    return promise;
  };
}
