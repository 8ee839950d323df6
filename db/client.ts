import fs from "node:fs";
import { mkdir } from "node:fs/promises";
import { PGlite, type postgresMod } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

/** The database handle shared by the API and the page loaders; both drivers fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Serialises `fn` against every other process using the same database (PostgreSQL advisory lock). */
  withExclusiveLock<T>(name: string, fn: (db: Database) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      dataDir?: string /** Start from a dump made by PGlite's dumpDataDir (tests). */;
      template?: Blob;
    };

/** Opens PGlite (a data directory, or in memory when none is given) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template);
}

type PostgresMod = postgresMod.PostgresMod;

/**
 * PGlite's Node.js file system, with fsync. Emscripten's NODEFS writes straight
 * through to the files but has no fsync of its own (PostgreSQL's fsync calls
 * end there and return at once), and PGlite starts PostgreSQL with fsync off.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync = (mod: PostgresMod) => {
      const nodefs = mod.NODEFS as unknown as {
        stream_ops: { fsync?: (stream: { nfd: number }) => number };
        tryFSOperation<T>(operation: () => T): T;
      };
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * PGlite's start parameters without `-F` (fsync off), with WAL flushes through
 * fsync: Emscripten's fdatasync, PostgreSQL's default on Linux, does nothing.
 */
function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults) || !defaults.includes("-F")) {
    throw new Error("PGlite's default start parameters changed: check how db/client.ts turns fsync on");
  }
  return [...defaults.filter((param) => param !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync"];
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  const options = template ? { loadDataDir: template } : {};
  let client: PGlite;
  if (dataDir) {
    // On disk a committed transaction is fsynced before it is answered (one
    // fsync of the WAL per commit). In memory there is nothing to sync.
    await mkdir(dataDir, { recursive: true });
    client = new PGlite({ ...options, fs: new DurableNodeFS(dataDir), startParams: durableStartParams() });
  } else {
    client = new PGlite(options);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // PGlite has a single connection owned by this process: there is nobody to
  // coordinate with, so an exclusive section is a plain call.
  return {
    db,
    kind: "pglite",
    withExclusiveLock: (_name, fn) => fn(db),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async withExclusiveLock(name, fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [name]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Database);
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
