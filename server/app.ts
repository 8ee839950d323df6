import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { createApi } from "./api/api.ts";
import type { ApiEnv, ApiServices } from "./api/types.ts";
import { compression } from "./compression.ts";
import type { Config } from "./config.ts";
import { mediaHandler } from "./media.ts";
import { type AppServerBuild, createPageHandler } from "./pages.ts";
import { rateLimit } from "./rate-limit.ts";
import type { RenderCache } from "./render-cache.ts";
import { bodyLeftUnread, clientWentAway, limitRequestBodies } from "./request-bodies.ts";
import { logRequest, requestIdFrom, requestLogEnabled } from "./request-log.ts";
import { type SecurityHeaderOptions, securityHeaders } from "./security-headers.ts";

export type AppOptions = {
  config: Pick<Config, "isProduction" | "publicUrl" | "devMailboxEnabled">;
  services: ApiServices;
  logger: Logger;
  /**
   * The React Router build (or, in development, how to get the current one);
   * absent when only the API is needed (API tests).
   */
  build?: AppServerBuild | (() => Promise<AppServerBuild>);
  /** Where pages that allow it are kept once rendered (production). */
  renderCache?: RenderCache;
  dev?: boolean;
};

/**
 * A percent-encoded control character (C0, DEL or C1) anywhere in the address:
 * raw ones never get past the URL parser, and text in any script (Hindi,
 * Arabic, emoji) has no such byte sequence.
 */
const controlInAddress = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

/** The methods the site answers; anything else (TRACE, TRACK, CONNECT, WebDAV's) is refused with 405. */
export const allowedMethods = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const knownMethods = new Set(allowedMethods.split(", "));

export const addressMessages = {
  controlCharacters: "The address contains control characters (such as NUL), which no page or search accepts.",
  method: "This HTTP method is not supported here.",
} as const;
/** A backslash, encoded or not: browsers read it as a slash. */
const backslashInPath = /%5c|\\/i;
/** The back office's pages and their React Router data requests. */
const staffPagePath = /^\/admin(?:[/.]|$)/;
const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** Form posts one client may send to pages per minute, counted before the form is read. */
export const pageWriteBudget = { bucket: "page-write-ip", limit: 30, windowMs: 60_000 } as const;

/** The security headers' settings for a configuration (the app's and the lean path's). */
export function securityOptions(config: AppOptions["config"], dev = false): SecurityHeaderOptions {
  return { production: config.isProduction, dev, httpsPublicUrl: config.publicUrl.startsWith("https:") };
}

/**
 * One Hono app for everything but answers held in memory (server/lean-path.ts):
 * security headers, compression, /api, pages.
 */
export function createApp(options: AppOptions): Hono<ApiEnv> {
  const { config, logger } = options;
  const app = new Hono<ApiEnv>();
  const security = securityOptions(config, options.dev);
  const logging = requestLogEnabled(logger);
  const pages =
    options.build &&
    createPageHandler({
      build: options.build,
      services: options.services,
      isProduction: config.isProduction,
      devMailboxEnabled: config.devMailboxEnabled,
      renderCache: options.renderCache,
      security,
    });

  app.use(async (c, next) => {
    const reqId = requestIdFrom(c.req.header("x-request-id"));
    c.set("requestId", reqId);
    const started = logging ? performance.now() : 0;
    await next();
    c.res.headers.set("X-Request-Id", reqId);
    if (bodyLeftUnread(c)) c.res.headers.set("Connection", "close");
    if (started) logRequest(logger, { reqId, method: c.req.method, path: c.req.path, status: c.res.status, started });
  });
  app.use(securityHeaders(security));
  // Before anything reads the request: Node's fetch Request cannot even be
  // built for TRACE, TRACK or CONNECT, and a control character in a query value
  // (a NUL above all, which PostgreSQL refuses in text) must reach no handler.
  app.use(async (c, next) => {
    if (!knownMethods.has(c.req.method)) {
      return c.json({ message: addressMessages.method }, 405, { Allow: allowedMethods });
    }
    if (!controlInAddress.test(c.req.url)) return next();
    if (pages && !isApiPath(c.req.path)) return pages(c, addressMessages.controlCharacters);
    return c.json({ message: addressMessages.controlCharacters }, 400);
  });
  app.use(compression());
  app.use(limitRequestBodies());

  // Pages take the data version from the render cache's last poll (up to
  // 250 ms old); after a staff member's change, this instance reads it again
  // before answering, so the page they open next shows what they just saved.
  const renderCache = options.renderCache;
  if (renderCache) {
    app.use("/api/admin/*", async (c, next) => {
      await next();
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400) await renderCache.catchUp();
    });
  }

  app.route("/api", createApi(options.services));
  app.all("/api/*", (c) => c.json({ message: `There is no API endpoint at ${c.req.method} ${c.req.path}.` }, 404));
  // The content studio's uploaded images (decision 0023).
  app.get("/media/*", mediaHandler(options.services));

  // One address per page: "/about/" answers with a permanent redirect to
  // "/about". The target is built from the path as it was sent (still
  // percent-encoded), never from its decoded form: "/%5Cevil.example/" must
  // not become "/\evil.example", which browsers follow to another host.
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    const queryStart = url.indexOf("?", pathStart);
    const rawPath = queryStart === -1 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
    if (rawPath.length > 1 && rawPath.endsWith("/")) {
      const target = rawPath.replace(/\/+$/, "") || "/";
      if (target.startsWith("//") || backslashInPath.test(target)) return c.json({ message: "Not found." }, 404);
      return c.redirect(`${target}${queryStart === -1 ? "" : url.slice(queryStart)}`, 301);
    }
    return next();
  });

  // The back office's pages and their data carry personal data and the CSRF
  // token: no cache, shared or private, may keep them.
  app.use("*", async (c, next) => {
    await next();
    if (staffPagePath.test(c.req.path)) c.res.headers.set("Cache-Control", "no-store");
  });

  // A form posted to a page (the newsletter's and the verification pages'
  // actions) is counted against its sender before React Router reads it.
  const pageWrites = rateLimit(options.services.rateLimiter, pageWriteBudget.bucket, {
    limit: pageWriteBudget.limit,
    windowMs: pageWriteBudget.windowMs,
    trustProxy: options.services.trustProxy,
  });
  app.use("*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : pageWrites(c, next)));

  if (pages) {
    app.all("*", (c) => pages(c));
  } else {
    app.all("*", (c) => c.json({ message: "Not found." }, 404));
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const message =
        error.message === "Malformed JSON in request body"
          ? "The request body is not valid JSON."
          : error.message || "Bad request.";
      return c.json({ message }, error.status);
    }
    // A client that closed its connection (or was dropped for a slow body)
    // mid-request is no fault of the server: no one reads this answer anyway.
    if (clientWentAway(c, error)) {
      logger.info({ reqId: c.get("requestId"), path: c.req.path, reason: String(error) }, "client went away");
      return c.json({ message: "The request ended before it had arrived." }, 400);
    }
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.json({ message: "Something went wrong on our side. Please try again in a moment." }, 500);
  });

  return app;
}
