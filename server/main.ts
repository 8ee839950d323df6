import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { RenderEmail } from "#app/emails/types.ts";
import { createBackground } from "#app/lib/background.server.ts";
import { createDatabaseFileStorage, createDiskFileStorage } from "#app/lib/file-storage.server.ts";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { isEmptyDatabase, seedDemoData } from "#db/seed.ts";
import { startAdminSocket } from "./admin-socket.ts";
import { liveAnswer } from "./api/health/health.routes.ts";
import { createApp, securityOptions } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createContentScheduler } from "./content-scheduler.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { createHttpServer } from "./http-server.ts";
import { createLeanListener, type PreparedAnswer, prepareAnswer } from "./lean-path.ts";
import { createLogger } from "./logger.ts";
import { CampaignLane } from "./mail/campaign-lane.ts";
import { OutboxWorker } from "./mail/outbox-worker.ts";
import { createDevMailboxTransport, createSmtpTransport } from "./mail/transport.ts";
import type { AppServerBuild } from "./pages.ts";
import { createMemoryStore, createPostgresStore, createRateLimiter, createRedisStore } from "./rate-limit.ts";
import { createRenderCache } from "./render-cache.ts";
import { createSitePageIndexer } from "./search-indexer.ts";
import { loadStaticFiles, type StaticFile } from "./static-files.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);

async function main() {
  const unlockDataDir = config.database.kind === "pglite" ? await lockDataDir(config.dataDir) : async () => {};
  const database = await openDatabase(config.database);
  await runMigrations(database);
  if (config.database.kind === "pglite" && config.isProduction) {
    logger.warn(
      { dataDir: config.database.dataDir },
      "ALLOW_EMBEDDED_DATABASE: running on the embedded database; it serves this one process and is backed up only by copying DATA_DIR while stopped",
    );
  }
  // Demo positions are invented: outside production, or when SEED_DEMO_DATA asks for them.
  if (config.seedDemoData && (await isEmptyDatabase(database.db))) {
    const { jobsAdded, contentAdded } = await seedDemoData(database.db);
    logger.info({ jobsAdded, contentAdded }, "new database: demo data added");
  }

  // The React Router build: Vite in middleware mode while developing, the
  // production build otherwise.
  let build: AppServerBuild | (() => Promise<AppServerBuild>);
  let vite: import("vite").ViteDevServer | undefined;
  let staticFiles = new Map<string, StaticFile>();
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const devServer = vite;
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<AppServerBuild>;
  } else {
    const serverEntry = path.join(root, "build/server/index.js");
    if (!existsSync(serverEntry))
      throw new Error("No production build found: run `npm run build` first (npm start does).");
    build = (await import(pathToFileURL(serverEntry).href)) as AppServerBuild;
    staticFiles = await loadStaticFiles(path.join(root, "build/client"));
  }
  const currentBuild = build;
  const renderEmail: RenderEmail = async (kind, props) =>
    (typeof currentBuild === "function" ? await currentBuild() : currentBuild).entry.module.renderEmail(kind, props);

  const transport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
    : createDevMailboxTransport(database.db, config.mail.from, logger, `${config.publicUrl}/dev/mailbox`);
  if (!config.mail.smtpUrl && !config.devMailboxEnabled) {
    logger.warn(
      config.isProduction
        ? "SMTP_URL is not set: email is kept in the database and not delivered"
        : "SMTP_URL is not set and the dev mailbox is off (HOST is beyond loopback, or DEV_MAILBOX=false): email is kept in the database and not shown",
    );
  }
  // On PostgreSQL the worker has connections of its own: recording a delivery
  // never waits behind request traffic, which keeps the time between the mail
  // server's acceptance and "sent" (when a crash would repeat a message) short.
  const outboxDatabase =
    config.database.kind === "postgres"
      ? await openDatabase({ kind: "postgres", url: config.database.url, poolSize: 2 })
      : database;
  const worker = new OutboxWorker({
    db: outboxDatabase.db,
    transport,
    logger,
    pollMs: config.outboxPollMs,
    leaseSeconds: config.outboxLeaseSeconds,
    campaigns: new CampaignLane({
      services: { db: outboxDatabase.db, publicUrl: config.publicUrl, renderEmail, logger },
      perMinute: config.campaignMessagesPerMinute,
    }),
  });
  // The embedded database belongs to this process alone (the data directory is
  // locked), so a lease still held was left by a process that died: release it
  // now instead of waiting for it to run out.
  if (database.kind === "pglite") {
    const released = await worker.releaseLeases();
    if (released > 0) logger.info({ released }, "outbox: released messages claimed before a crash");
  }

  const rateLimitStore =
    config.rateLimitStore === "redis" && config.redisUrl
      ? await createRedisStore(config.redisUrl)
      : config.rateLimitStore === "postgres"
        ? createPostgresStore(database.db)
        : createMemoryStore();

  const background = createBackground(logger);
  // Rendered pages that allow it are kept until the data they show changes (not while developing).
  const renderCache = dev ? undefined : createRenderCache(database.db, logger);
  await renderCache?.start();
  const app = createApp({
    config,
    logger,
    dev,
    build,
    renderCache,
    services: {
      db: database.db,
      database,
      publicUrl: config.publicUrl,
      siteOrigins: config.siteOrigins,
      salesNotifyEmail: config.mail.salesNotifyEmail,
      renderEmail,
      wakeOutbox: () => worker.wake(),
      pageDataVersion: renderCache && (() => renderCache.version()),
      rateLimiter: createRateLimiter(rateLimitStore, logger),
      background,
      logger,
      files:
        config.fileStorage === "database"
          ? createDatabaseFileStorage(database.db)
          : createDiskFileStorage(path.join(config.dataDir, "files")),
      trustProxy: config.trustProxy,
      secureCookies: config.isProduction,
    },
  });

  // The client build, the liveness answer and cached page renders are
  // answered from memory before the app sees the request.
  const security = securityOptions(config, dev);
  const memoryAnswers = new Map<string, PreparedAnswer>();
  for (const [filePath, file] of staticFiles) memoryAnswers.set(filePath, prepareAnswer(file, security));
  memoryAnswers.set(
    "/api/health",
    prepareAnswer({ body: Buffer.from(JSON.stringify(liveAnswer)), contentType: "application/json" }, security),
  );
  const listener = createLeanListener({
    lookup: (requestPath, hasQuery) =>
      memoryAnswers.get(requestPath) ?? (hasQuery ? undefined : renderCache?.get(requestPath)),
    logger,
    next: getRequestListener(app.fetch),
  });
  const viteMiddlewares = vite?.middlewares;
  const server = createHttpServer(
    (req, res) => {
      if (viteMiddlewares) viteMiddlewares(req, res, () => listener(req, res));
      else listener(req, res);
    },
    { trustProxy: config.trustProxy },
  );
  // The site's own pages are indexed for search from this server's own
  // renders (decision 0022): before it takes requests, so search finds them
  // from the first visit (the renders stay in the render cache for the first
  // visitors too), and again whenever the data they show changes. While
  // developing there is no render cache: the table keeps what it had.
  const searchIndexer = renderCache
    ? createSitePageIndexer({
        db: database.db,
        logger,
        render: async (pagePath) => {
          const answer = await app.fetch(new Request(new URL(pagePath, config.publicUrl)));
          return answer.ok ? await answer.text() : undefined;
        },
      })
    : undefined;
  if (searchIndexer) {
    searchIndexer.refresh();
    await searchIndexer.idle();
    renderCache?.onChange(() => searchIndexer.refresh());
  }
  releaseStartupMemory();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  worker.start();
  // On the embedded database `npm run admin:create` cannot open the database while this
  // process holds it: it asks this process over a socket in the data directory instead.
  const closeAdminSocket =
    config.database.kind === "pglite"
      ? await startAdminSocket({ dataDir: config.dataDir, db: database.db, publicUrl: config.publicUrl, logger })
      : async () => {};
  const contentScheduler = createContentScheduler({ db: database.db, logger });
  contentScheduler.start();

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    {
      url: `http://localhost:${port}`,
      database: config.database.kind === "pglite" ? `embedded PGlite in ${config.database.dataDir}` : "PostgreSQL",
      mail: config.mail.smtpUrl
        ? "SMTP"
        : config.devMailboxEnabled
          ? `dev mailbox at ${config.publicUrl}/dev/mailbox`
          : "kept in the database, not delivered",
      mode: dev ? "development (hot reload)" : config.env,
    },
    "Marut website is listening",
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    // Answer the requests in flight before their database goes away (at most
    // 5 s, so the mail worker still gets its turn before the forced exit).
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    // Work the answered requests left behind (e.g. a reset email to queue) finishes first.
    await Promise.race([background.idle(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    await closeAdminSocket();
    await worker.stop();
    await contentScheduler.stop();
    renderCache?.stop();
    await searchIndexer?.idle();
    await vite?.close();
    transport.close();
    await rateLimitStore.close();
    if (outboxDatabase !== database) await outboxDatabase.close();
    await database.close();
    await unlockDataDir();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
  process.exit(1);
});

/**
 * Starting (migrations, the first renders for the search index) leaves garbage
 * and a young generation grown to its largest; one compacting collection
 * before the first request gives that memory back to the system instead of
 * keeping it for the life of the process. `gc` is there when server/start.ts
 * started the process (--expose-gc).
 */
function releaseStartupMemory(): void {
  const gc = (globalThis as { gc?: (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void }).gc;
  gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
}
