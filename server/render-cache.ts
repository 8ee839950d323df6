import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import type { PreparedAnswer } from "./lean-path.ts";

// Server-rendered pages that show only what the database holds (every site
// page, whose footer shows the directory's offices; a job, the list of open
// positions, the content pages) are rendered once per data version and then
// served from memory like static files. The data version lives in the database
// (page_data_version, bumped by triggers on the tables those pages read), so
// a change made through any instance reaches every instance's cache at its
// next poll. Their inline scripts are allowed by hash, as every page's are.

export const renderCacheDefaults = {
  /** How often each instance reads the data version: a change shows within this time plus one query. */
  pollMs: 250,
  /**
   * The longest a render is kept even when nothing changed, for what depends
   * on the date rather than the data (a position closes when its
   * valid-through date passes). While the database does not answer, renders
   * are kept past this age.
   */
  maxAgeMs: 60_000,
  /** Memory for cached renders (each with its brotli and gzip encodings); the oldest go first. */
  maxBytes: 32 * 1024 * 1024,
};

type Entry = { answer: PreparedAnswer; version: string; expiresAt: number; bytes: number };

export type RenderCache = {
  /** The current render of a page, if one is kept. */
  get(path: string): PreparedAnswer | undefined;
  /** The data version now, to pass to `store` for a render that starts now; undefined until the first poll. */
  version(): string | undefined;
  /** Keeps a render made at `version`, unless the data changed since (then the render is already stale). */
  store(path: string, version: string, answer: PreparedAnswer): void;
  /** A render of this page already under way, for a request to wait for instead of rendering it again. */
  pending(path: string): Promise<PreparedAnswer | undefined> | undefined;
  track(path: string, render: Promise<PreparedAnswer | undefined>): void;
  /** Reads the data version now (the poll does this every `pollMs`). */
  refresh(): Promise<void>;
  /**
   * Reads the data version afresh, after any read already under way: called
   * once a write has committed, so that this instance's next render shows it.
   */
  catchUp(): Promise<void>;
  /** Calls `listener` whenever the data version changes after the first read (what pages show has changed). */
  onChange(listener: () => void): void;
  start(): Promise<void>;
  stop(): void;
};

const answerBytes = (answer: PreparedAnswer) =>
  answer.identity.body.byteLength + (answer.br?.body.byteLength ?? 0) + (answer.gzip?.body.byteLength ?? 0);

export function createRenderCache(
  db: Database,
  logger: Logger,
  options: Partial<typeof renderCacheDefaults> = {},
): RenderCache {
  const { pollMs, maxAgeMs, maxBytes } = { ...renderCacheDefaults, ...options };
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<PreparedAnswer | undefined>>();
  let current: string | undefined;
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  /** Whether the last read of the data version succeeded. */
  let databaseAnswers = true;
  const listeners: (() => void)[] = [];

  const remove = (path: string) => {
    const entry = entries.get(path);
    if (!entry) return;
    entries.delete(path);
    bytes -= entry.bytes;
  };

  const readVersion = async () => {
    const result = await db.execute<{ version: string }>(
      sql`select version || ':' || extract(epoch from changed_at) as version from page_data_version where id = 1`,
    );
    const rows = (result as unknown as { rows: { version: string }[] }).rows;
    const version = rows[0]?.version ?? "none";
    databaseAnswers = true;
    if (version !== current) {
      const first = current === undefined;
      current = version;
      entries.clear();
      bytes = 0;
      if (!first) for (const listener of listeners) listener();
    }
  };

  const refresh = () => {
    polling ??= readVersion()
      .catch((error: unknown) => {
        // Renders already kept stay, past their age, while the database does not
        // answer: a page that cannot be rendered now is better served as it was
        // a minute ago than as an error. New ones are kept once it answers again.
        databaseAnswers = false;
        logger.warn({ err: error }, "render cache: could not read the data version");
      })
      .finally(() => {
        polling = undefined;
      });
    return polling;
  };

  return {
    get(path) {
      const entry = entries.get(path);
      if (!entry) return undefined;
      if (entry.version !== current || (databaseAnswers && Date.now() >= entry.expiresAt)) {
        remove(path);
        return undefined;
      }
      return entry.answer;
    },
    version: () => current,
    store(path, version, answer) {
      if (version !== current) return;
      const size = answerBytes(answer);
      if (size > maxBytes / 4) return;
      remove(path);
      // Oldest first: a Map iterates in insertion order.
      for (const [oldest] of entries) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(path, { answer, version, expiresAt: Date.now() + maxAgeMs, bytes: size });
      bytes += size;
    },
    pending: (path) => inFlight.get(path),
    track(path, render) {
      inFlight.set(path, render);
      void render
        .catch(() => undefined)
        .finally(() => {
          if (inFlight.get(path) === render) inFlight.delete(path);
        });
    },
    refresh,
    async catchUp() {
      // A read under way may have started before the write committed.
      await polling;
      await refresh();
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async start() {
      await refresh();
      const poll = () => {
        timer = setTimeout(() => void refresh().finally(() => timer && poll()), pollMs);
        timer.unref();
      };
      poll();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      entries.clear();
      bytes = 0;
    },
  };
}
