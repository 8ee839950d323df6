import { execFile } from "node:child_process";
import fs from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  PGlite,
  parse,
  type postgresMod,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
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

/**
 * Runs `text` with `params` as a statement prepared under `name` on the
 * connection that runs it, through each driver's own public API: node-postgres
 * names the statement (`query({ name, text, values })`), PGlite's client here
 * prepares every statement text once (`preparedStatements`). Rows come back as
 * drizzle-orm's own statements read them. See `preparedStatement` in db/prepared.ts.
 */
export type NamedStatementRunner = (
  name: string,
  text: string,
  params: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

const namedStatementRunners = new WeakMap<Database, NamedStatementRunner>();

/** How the database `db` (a handle `openDatabase` opened, not a transaction) runs a named statement. */
export function namedStatementRunner(db: Database): NamedStatementRunner {
  const runner = namedStatementRunners.get(db);
  if (!runner) {
    throw new Error(
      "A named statement runs on a database opened by openDatabase, not on a transaction or another handle.",
    );
  }
  return runner;
}

/**
 * The types node-postgres is asked to hand over as text, as drizzle-orm's
 * node-postgres session does for its statements: date, timestamp, timestamptz
 * and interval, their arrays, and numeric arrays. Drizzle's columns map them.
 */
const textTypeIds = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const postgresRowTypes = {
  getTypeParser: ((typeId: number, format?: "text" | "binary") =>
    textTypeIds.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
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
 * Memory settings for PGlite's PostgreSQL. Its default shared_buffers (128 MB)
 * lives inside the WebAssembly memory, which never shrinks: measured, it grows
 * that memory from 128 to 188 MiB and adds about 120 MiB to the resident size.
 * 16 MB holds 2,048 pages, more than the whole site's database, and PGlite
 * reads a page that is not in them from the operating system's file cache.
 */
const memoryParams = ["-c", "shared_buffers=16MB"];

/** PGlite's default start parameters, checked to still carry `-F` (fsync off). */
function pgliteDefaultParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults) || !defaults.includes("-F")) {
    throw new Error("PGlite's default start parameters changed: check how db/client.ts turns fsync on");
  }
  return defaults;
}

/**
 * PGlite's start parameters without `-F` (fsync off), with WAL flushes through
 * fsync: Emscripten's fdatasync, PostgreSQL's default on Linux, does nothing.
 */
function durableStartParams(): string[] {
  return [
    ...pgliteDefaultParams().filter((param) => param !== "-F"),
    "-c",
    "fsync=on",
    "-c",
    "wal_sync_method=fsync",
    ...memoryParams,
  ];
}

/** The extensions PGlite loads: btree_gist for the demo bookings' exclusion constraint (migration 0017). */
const extensions = { btree_gist };

/** PGlite on a data directory, with fsync (see DurableNodeFS). */
function durablePglite(dataDir: string, template?: Blob): PGlite {
  return new PGlite({
    ...(template ? { loadDataDir: template } : {}),
    parsers: drizzleParsers,
    extensions,
    fs: new DurableNodeFS(dataDir),
    startParams: durableStartParams(),
  });
}

/**
 * Creates the database cluster in a new data directory in a child process.
 * PGlite's initdb starts a second PostgreSQL beside the first, with its own
 * WebAssembly memory; once done, that memory (about 300 MiB resident) is
 * garbage that V8 frees only on a full collection, which a quiet server may not
 * run for hours. A child process gives it all back when it exits.
 */
async function createDataDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  try {
    await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), "--create-data-dir", dataDir]);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`PGlite could not create its data directory ${dataDir}: ${stderr || String(error)}`);
  }
}

const keepText = (value: string) => value;

/**
 * The parsers drizzle-orm passes to PGlite with every query: dates, times and
 * intervals (and their arrays: numeric[] 1231, timestamp[] 1115,
 * timestamptz[] 1185, interval[] 1187, date[] 1182) stay text, which drizzle
 * maps itself.
 */
const drizzleParsers: Record<number, (value: string) => unknown> = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText,
  1115: keepText,
  1185: keepText,
  1187: keepText,
  1182: keepText,
};

/** Statements kept prepared on one PGlite database (`preparedStatements`), at most this many. */
const MAX_PREPARED_STATEMENTS = 200;

/** A statement PGlite holds parsed and planned under `name`, with the types of its parameters. */
type PreparedStatement = { name: string; parameterTypes: number[] };

/**
 * Named prepared statements for PGlite. PGlite's `query` parses, describes and
 * plans its statement again on every call, in six protocol exchanges, where
 * PostgreSQL keeps a prepared statement per connection (db/prepared.ts).
 * Here each statement text is parsed and described once, under a name, and
 * then runs as one exchange (bind, describe, execute, sync): about half the
 * CPU of a small statement. PGlite has one session, so one set of names
 * serves every query and transaction. The least recently used statement is
 * closed once `MAX_PREPARED_STATEMENTS` are kept, so statements built with
 * varying text cannot grow the set without end.
 */
function preparedStatements(pg: PGlite) {
  const statements = new Map<string, PreparedStatement>();
  let counter = 0;

  async function prepare(text: string): Promise<PreparedStatement> {
    const name = `pglite_${++counter}`;
    const messages = [
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: "S", name }),
      protocol.serialize.sync(),
    ];
    const [oldest] = statements.size >= MAX_PREPARED_STATEMENTS ? statements.entries() : [];
    if (oldest) {
      statements.delete(oldest[0]);
      messages.unshift(protocol.serialize.close({ type: "S", name: oldest[1].name }));
    }
    const described = await pg.execProtocol(Buffer.concat(messages), { syncToFs: false });
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    return statement;
  }

  /** Runs `text` as PGlite's `query` would, through its prepared statement; the caller holds PGlite's locks. */
  async function run(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    try {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      const { parameterTypes } = statement;
      const values = params.map((value, n) => {
        if (value === null || value === undefined) return null;
        const type = parameterTypes[n] as number;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pg.execProtocol(
        Buffer.concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return parse.parseResults(messages, pg.parsers, options)[0] as Results;
    } catch (error) {
      // What PGlite's query adds to a database error.
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  return {
    query: (text: string, params: unknown[], options?: QueryOptions) =>
      pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(text, params, options, false))),
    queryInTransaction: (text: string, params: unknown[], options?: QueryOptions) =>
      pg._runExclusiveQuery(() => run(text, params, options, true)),
  };
}

/**
 * The PGlite client drizzle-orm is given: its queries run as prepared
 * statements (`preparedStatements`), and without the parsers drizzle-orm
 * passes with each one. PGlite copies its whole parser table to merge in
 * per-query parsers, on every query (about 0.2 ms, more than a small query
 * itself); drizzle-orm passes the same few with each one. The instance is
 * created with them instead, and they are dropped from each query (and from
 * each query of a transaction) once they are known to be those.
 */
function drizzleClient<T extends Pick<PGlite, "query">>(
  client: T,
  statements: ReturnType<typeof preparedStatements>,
  inTransaction = false,
): T {
  const known = new WeakSet<object>();
  const sameAsInstance = (parsers: NonNullable<QueryOptions["parsers"]>) => {
    if (known.has(parsers)) return true;
    const keys = Object.keys(parsers);
    if (keys.length !== Object.keys(drizzleParsers).length || keys.some((key) => !(Number(key) in drizzleParsers))) {
      return false;
    }
    known.add(parsers);
    return true;
  };
  const run = inTransaction ? statements.queryInTransaction : statements.query;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "query") {
        return async (query: string, params?: unknown[], options?: QueryOptions) => {
          if (options?.parsers && sameAsInstance(options.parsers)) {
            const { parsers: _same, ...rest } = options;
            options = rest;
          }
          // A file to copy from or to (COPY), or parameter types given, go the way PGlite's query handles them.
          if (options?.blob || options?.paramTypes) return target.query(query, params, options);
          if (!inTransaction) await (target as unknown as PGlite)._checkReady();
          return run(query, params ?? [], options);
        };
      }
      if (property === "transaction") {
        const transaction = (target as unknown as PGlite).transaction.bind(target);
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          transaction((tx) => callback(drizzleClient(tx, statements, true)));
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    // On disk a committed transaction is fsynced before it is answered (one
    // fsync of the WAL per commit). In memory there is nothing to sync.
    await mkdir(dataDir, { recursive: true });
    if (!template) await createDataDir(dataDir);
    client = durablePglite(dataDir, template);
  } else {
    client = new PGlite({
      ...(template ? { loadDataDir: template } : {}),
      parsers: drizzleParsers,
      extensions,
      startParams: [...pgliteDefaultParams(), ...memoryParams],
    });
  }
  await client.waitReady;
  const queries = drizzleClient(client, preparedStatements(client));
  const db = drizzlePglite({ client: queries, schema }) as unknown as Database;
  // PGlite's client names its statements itself, by their text.
  namedStatementRunners.set(db, (_name, text, params) => queries.query<Record<string, unknown>>(text, params));
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
  namedStatementRunners.set(db, (name, text, values) => pool.query({ name, text, values, types: postgresRowTypes }));
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

// `node db/client.ts --create-data-dir <dir>`: the child process of createDataDir.
if (import.meta.main && process.argv[2] === "--create-data-dir" && process.argv[3]) {
  const client = durablePglite(process.argv[3]);
  await client.waitReady;
  await client.close();
}
