import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RenderEmail } from "../app/emails/types.ts";
import type { PageContext } from "../app/lib/page-context.ts";
import type { Services } from "../app/lib/services.ts";
import type { ApiEnv } from "./api/types.ts";
import { clientIp } from "./client-ip.ts";

/** What server/ reads off the React Router server build besides the routes. */
export type AppServerBuild = ServerBuild & {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      pageContext: import("react-router").RouterContext<PageContext>;
      renderEmail: RenderEmail;
    };
  };
};

/** Hands every page request to React Router with this request's context. */
export function createPageHandler(options: {
  getBuild: () => Promise<AppServerBuild>;
  services: Services & { trustProxy: boolean };
  isProduction: boolean;
  devMailboxEnabled: boolean;
}) {
  const handle = createRequestHandler(options.getBuild, options.isProduction ? "production" : "development");
  return async (c: Context<ApiEnv>) => {
    const build = await options.getBuild();
    const context = new RouterContextProvider();
    context.set(build.entry.module.pageContext, {
      services: options.services,
      nonce: c.get("cspNonce"),
      clientIp: clientIp(c, options.services.trustProxy),
      isProduction: options.isProduction,
      devMailboxEnabled: options.devMailboxEnabled,
    });
    return handle(options.services.trustProxy ? withForwardedOrigin(c.req.raw) : c.req.raw, context);
  };
}

/**
 * Behind a load balancer that terminates HTTPS the server sees http://; React
 * Router compares an action's Origin header with the request URL, so the URL
 * must carry the origin the browser used (X-Forwarded-Proto and -Host).
 */
export function withForwardedOrigin(request: Request): Request {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if ((!proto || proto === "http" || proto === "https") && (proto || host)) {
    const url = new URL(request.url);
    if (proto) url.protocol = `${proto}:`;
    if (host && /^[\w.-]+(:\d+)?$/.test(host)) {
      url.host = host;
      if (!host.includes(":")) url.port = "";
    }
    if (url.href === request.url) return request;
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    return new Request(url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : undefined,
      signal: request.signal,
      ...(hasBody ? { duplex: "half" } : {}),
    } as RequestInit);
  }
  return request;
}
