import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { renderEmail } from "../../app/emails/render.server.tsx";
import { createBackground } from "../../app/lib/background.server.ts";
import { createDiskFileStorage } from "../../app/lib/file-storage.server.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { createApp } from "../../server/app.ts";
import { OutboxWorker } from "../../server/mail/outbox-worker.ts";
import { createDevMailboxTransport, createSmtpTransport } from "../../server/mail/transport.ts";
import { createMemoryStore, createRateLimiter, type RateLimitStore } from "../../server/rate-limit.ts";

export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

export type TestAppOptions = {
  database: DatabaseHandle;
  /** Deliver to this SMTP server; without it mail goes to the dev mailbox table. */
  smtpUrl?: string;
  rateLimitStore?: RateLimitStore;
  production?: boolean;
  trustProxy?: boolean;
  /** Where uploaded files go; a new temporary folder (removed on close) when not given. */
  filesDir?: string;
  /** Keep work scheduled after an answer (services.background) until `releaseBackground()`. */
  holdBackground?: boolean;
};

/**
 * The real application (API and middleware) on a test database, without the
 * React Router build; requests go through app.request like HTTP would.
 */
export function createTestApp(options: TestAppOptions) {
  const from = "Marut <no-reply@marut.test>";
  const transport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, from)
    : createDevMailboxTransport(options.database.db, from, silentLogger, "http://localhost/dev/mailbox");
  const worker = new OutboxWorker({
    db: options.database.db,
    transport,
    logger: silentLogger,
    pollMs: 100,
    backoffBaseMs: 200,
    backoffCapMs: 1_000,
  });
  const store = options.rateLimitStore ?? createMemoryStore();
  const heldTasks: (() => void)[] = [];
  const background = createBackground(
    silentLogger,
    options.holdBackground ? (start) => heldTasks.push(start) : undefined,
  );
  const filesDir = options.filesDir ?? mkdtempSync(path.join(os.tmpdir(), "marut-files-"));
  const services = {
    db: options.database.db,
    database: options.database,
    publicUrl: "http://localhost:3000",
    salesNotifyEmail: "sales@marut.test",
    renderEmail,
    wakeOutbox: () => worker.wake(),
    rateLimiter: createRateLimiter(store, silentLogger),
    background,
    logger: silentLogger,
    files: createDiskFileStorage(filesDir),
    trustProxy: options.trustProxy ?? true,
    secureCookies: options.production ?? false,
  };
  const app = createApp({
    config: { isProduction: options.production ?? false, publicUrl: "http://localhost:3000", devMailboxEnabled: true },
    logger: silentLogger,
    services,
  });
  return {
    app,
    /** The services the API runs with, for calling business logic directly. */
    services,
    worker,
    transport,
    /** The folder the file storage writes to. */
    filesDir,
    /** How many tasks scheduled after an answer are waiting (with `holdBackground`). */
    heldBackgroundTasks: () => heldTasks.length,
    /** Starts the held background tasks and waits until every background task has finished. */
    async releaseBackground() {
      for (const start of heldTasks.splice(0)) start();
      await background.idle();
    },
    /** JSON request helper: returns status, headers and the parsed body. */
    async json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await app.request(path, {
        method,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: res.status, headers: res.headers, body: parsed as Record<string, unknown> };
    },
    async close() {
      for (const start of heldTasks.splice(0)) start();
      await background.idle();
      await worker.stop();
      transport.close();
      await store.close();
      if (!options.filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
