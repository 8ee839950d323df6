import type { Context } from "hono";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { RenderEmail } from "#app/emails/types.ts";
import type { PageContext, RouteHandle } from "#app/lib/page-context.ts";
import type { Services } from "#app/lib/services.ts";
import type { ApiEnv } from "./api/types.ts";
import { clientIp } from "./client-ip.ts";
import { compressPage, negotiateEncoding } from "./compression.ts";
import { type PreparedAnswer, prepareAnswer, responseFromMemory } from "./lean-path.ts";
import type { RenderCache } from "./render-cache.ts";
import type { SecurityHeaderOptions } from "./security-headers.ts";
import { compressBody, etagOf } from "./static-files.ts";

/** What server/ reads off the React Router server build besides the routes. */
export type AppServerBuild = ServerBuild & {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      pageContext: import("react-router").RouterContext<PageContext>;
      renderEmail: RenderEmail;
      /**
       * A document app/entry.server.tsx rendered, without reading its stream
       * back: its bytes and the hashes of the inline scripts the render wrote.
       */
      renderedDocument: (response: Response) => { body: Uint8Array; scriptHashes: string[] } | undefined;
    };
  };
};

/** The build's flat route manifest as the tree `matchRoutes` reads. */
function routeTree(build: ServerBuild): RouteObject[] {
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index } as RouteObject);
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id) as RouteObject;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (!parent) roots.push(node);
    else parent.children = [...(parent.children ?? []), node];
  }
  return roots;
}

/** What a page's route module asks of the server (its `handle`, app/lib/page-context.ts). */
export type PagePolicy = { renderCache: boolean; noStore: boolean };

const ordinaryPage: PagePolicy = { renderCache: false, noStore: false };

/**
 * The policy of the page a path shows, from its page route's `handle`; a data
 * request ("/x.data", "/_root.data" for "/") gets the policy of its page.
 * A page that must not be stored is never kept in the render cache either.
 * Decided per path and remembered (a bounded number of paths).
 */
export function pagePolicies(build: ServerBuild): (path: string) => PagePolicy {
  const tree = routeTree(build);
  const decided = new Map<string, PagePolicy>();
  return (path) => {
    const known = decided.get(path);
    if (known !== undefined) return known;
    const page = path.endsWith(".data") ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
    const leaf = matchRoutes(tree, page)?.at(-1)?.route.id;
    const handle = leaf ? (build.routes[leaf]?.module.handle as RouteHandle | undefined) : undefined;
    const noStore = handle?.noStore === true;
    const policy = handle ? { renderCache: handle.renderCache === true && !noStore, noStore } : ordinaryPage;
    if (decided.size >= 2048) decided.clear();
    decided.set(path, policy);
    return policy;
  };
}

const noStoreValue = "no-store";

/** The same answer, marked for no cache to keep. */
function withNoStore(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", noStoreValue);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Hands every page request to React Router with this request's context. */
export function createPageHandler(options: {
  /** The production build, or (in development) how to get the current one. */
  build: AppServerBuild | (() => Promise<AppServerBuild>);
  services: Services & { trustProxy: boolean };
  isProduction: boolean;
  devMailboxEnabled: boolean;
  /** Where cacheable pages are kept (production); absent, every page renders per request. */
  renderCache?: RenderCache;
  security: SecurityHeaderOptions;
}) {
  const { build, services, renderCache } = options;
  // Given the build itself, React Router prepares its routes once instead of per request.
  const handle = createRequestHandler(build, options.isProduction ? "production" : "development");
  const policies = typeof build === "function" ? undefined : pagePolicies(build);

  const render = async (c: Context<ApiEnv>, badRequest?: string) => {
    const current = typeof build === "function" ? await build() : build;
    const context = new RouterContextProvider();
    context.set(current.entry.module.pageContext, {
      services,
      clientIp: clientIp(c, services.trustProxy),
      isProduction: options.isProduction,
      devMailboxEnabled: options.devMailboxEnabled,
      badRequest,
    });
    const request = badRequest ? withoutQuery(c.req.raw) : c.req.raw;
    const response = await handle(services.trustProxy ? withForwardedOrigin(request) : request, context);
    return { response, current };
  };

  /**
   * Renders a page for this request alone. A document (app/entry.server.tsx
   * renders it whole) is allowed its inline scripts by their hashes and
   * compressed in one call; anything else (data requests, resource routes,
   * redirects) goes on as React Router answered it.
   */
  const renderForRequest = async (c: Context<ApiEnv>, badRequest?: string): Promise<Response> => {
    const { response, current } = await render(c, badRequest);
    const page = await documentOf(response, current);
    if (!page) return response;
    c.set("cspScriptHashes", page.scriptHashes);
    const headers = new Headers(response.headers);
    const encoding = page.body.byteLength >= 1024 ? negotiateEncoding(c.req.header("accept-encoding")) : undefined;
    const body = encoding ? compressPage(page.body, encoding) : page.body;
    // An answer left uncompressed gets its Vary from the compression middleware, which passes this one by.
    if (encoding) {
      headers.set("Content-Encoding", encoding);
      headers.append("Vary", "Accept-Encoding");
    }
    headers.set("Content-Length", String(body.byteLength));
    return new Response(body as BodyInit, { status: response.status, headers });
  };

  /**
   * Renders a cacheable page, and answers with it; a complete 200 page without
   * cookies, and not marked private or no-store, is kept, with its encodings,
   * for the next requests.
   */
  const renderIntoCache = async (c: Context<ApiEnv>, cache: RenderCache, path: string) => {
    const version = cache.version();
    const { response, current } = await render(c);
    const page = await documentOf(response, current);
    const cacheControl = response.headers.get("Cache-Control") ?? undefined;
    const kept =
      response.status === 200 && !response.headers.has("Set-Cookie") && !/no-store|private/.test(cacheControl ?? "");
    if (!page || !kept || version === undefined) {
      if (page) c.set("cspScriptHashes", page.scriptHashes);
      return {
        response: page
          ? new Response(page.body as BodyInit, { status: response.status, headers: response.headers })
          : response,
      };
    }
    const encodings = await compressBody(page.body, "fast");
    const answer = prepareAnswer(
      {
        body: page.body,
        ...encodings,
        contentType: page.contentType,
        etag: etagOf(page.body),
        cacheControl,
        scriptHashes: page.scriptHashes,
      },
      options.security,
    );
    cache.store(path, version, answer);
    return { answer };
  };

  /**
   * Answers a page request. With `badRequest` (a refusal of the address, e.g.
   * a control character in its query), the page is rendered as that 400
   * error instead, and no loader sees the query.
   */
  return async (c: Context<ApiEnv>, badRequest?: string): Promise<Response> => {
    if (badRequest) return renderForRequest(c, badRequest);
    const path = c.req.path;
    // In development the build changes under the server: its policies are read per request.
    const policy = policies ? policies(path) : pagePolicies(await (build as () => Promise<AppServerBuild>)())(path);
    if (policy.noStore) return withNoStore(await renderForRequest(c));
    if (!renderCache || c.req.method !== "GET" || c.req.url.includes("?") || !policy.renderCache) {
      return renderForRequest(c);
    }
    // Requests for a page being rendered wait for that render.
    const waiting = renderCache.pending(path);
    const ready = renderCache.get(path) ?? (waiting && (await waiting));
    if (ready) return responseFromMemory(ready, c.req.raw);
    let resolveShared: (answer: PreparedAnswer | undefined) => void = () => {};
    renderCache.track(
      path,
      new Promise((resolve) => {
        resolveShared = resolve;
      }),
    );
    try {
      const rendered = await renderIntoCache(c, renderCache, path);
      resolveShared(rendered.answer);
      return rendered.answer ? responseFromMemory(rendered.answer, c.req.raw) : rendered.response;
    } catch (error) {
      resolveShared(undefined);
      throw error;
    }
  };
}

/**
 * A rendered HTML document's bytes and the hashes of the inline scripts the
 * application wrote into it, or undefined for any other answer. Only those
 * scripts may run: one that reached the HTML in the page's data is not listed.
 * HTML that app/entry.server.tsx did not render (none today) runs no inline script.
 */
async function documentOf(
  response: Response,
  build: AppServerBuild,
): Promise<{ body: Uint8Array; contentType: string; scriptHashes: string[] } | undefined> {
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("text/html") || !response.body) return undefined;
  const rendered = build.entry.module.renderedDocument(response);
  if (rendered) return { ...rendered, contentType };
  return { body: new Uint8Array(await response.arrayBuffer()), contentType, scriptHashes: [] };
}

/** The same request as a GET of its path alone: what a refused address is rendered from. */
function withoutQuery(request: Request): Request {
  const url = new URL(request.url);
  url.search = "";
  return new Request(url, { method: request.method === "HEAD" ? "HEAD" : "GET", headers: request.headers });
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
