import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { createApi } from "./api/api.ts";
import type { ApiEnv, ApiServices } from "./api/types.ts";
import { compression } from "./compression.ts";
import type { Config } from "./config.ts";
import { type AppServerBuild, createPageHandler } from "./pages.ts";
import { securityHeaders } from "./security-headers.ts";
import { type StaticFile, serveStatic } from "./static-files.ts";

export type AppOptions = {
  config: Pick<Config, "isProduction" | "publicUrl" | "devMailboxEnabled">;
  services: ApiServices;
  logger: Logger;
  /** The React Router build; absent when only the API is needed (API tests). */
  getBuild?: () => Promise<AppServerBuild>;
  /** The client build held in memory; absent in development, where Vite serves assets. */
  staticFiles?: Map<string, StaticFile>;
  dev?: boolean;
};

const requestIdPattern = /^[\w.:-]{1,64}$/;

/** One Hono app for everything: security headers, compression, /api, static files, pages. */
export function createApp(options: AppOptions): Hono<ApiEnv> {
  const { config, logger } = options;
  const app = new Hono<ApiEnv>();

  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const path = c.req.path;
    // The query string is never logged: it can carry tokens.
    const entry = {
      reqId: requestId,
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (path.startsWith("/assets/")) logger.debug(entry, "request");
    else logger.info(entry, "request");
  });
  app.use(
    securityHeaders({
      production: config.isProduction,
      dev: options.dev ?? false,
      httpsPublicUrl: config.publicUrl.startsWith("https:"),
    }),
  );
  app.use(compression());

  app.route("/api", createApi(options.services));
  app.all("/api/*", (c) => c.json({ message: `There is no API endpoint at ${c.req.method} ${c.req.path}.` }, 404));

  // One address per page: "/about/" answers with a permanent redirect to "/about".
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith("/")) {
      const url = new URL(c.req.url);
      const target = path.replace(/\/+$/, "") || "/";
      // "//host" would leave the site: keep the target a single-slash path.
      return c.redirect(`${target.replace(/^\/{2,}/, "/")}${url.search}`, 301);
    }
    return next();
  });

  const staticFiles = options.staticFiles;
  if (staticFiles) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const file = staticFiles.get(c.req.path);
      if (!file) return next();
      if (file.scriptHashes) c.set("cspScriptHashes", file.scriptHashes);
      return serveStatic(c, file);
    });
  }

  if (options.getBuild) {
    const pages = createPageHandler({
      getBuild: options.getBuild,
      services: options.services,
      isProduction: config.isProduction,
      devMailboxEnabled: config.devMailboxEnabled,
    });
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
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.json({ message: "Something went wrong on our side. Please try again in a moment." }, 500);
  });

  return app;
}
