import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { pageContext } from "./lib/page-context.ts";

// Read off the server build by server/: the context key (matched by identity)
// and the email renderer (templates are TSX and only exist inside a build).
export { renderEmail } from "./emails/render.server.ts";
export { pageContext };

export const streamTimeout = 5_000;

/** The bytes of each document rendered here, for server/pages.ts to take without reading the Response's stream back. */
const documentBytes = new WeakMap<Response, Uint8Array>();

/** The whole bytes of a document this module rendered, or undefined for any other Response. */
export function renderedDocument(response: Response): Uint8Array | undefined {
  return documentBytes.get(response);
}

type Matches = unknown[] | null;
type MatchFunction = (location: unknown) => Matches;
/** Remembered matches per route matcher (one per build), by pathname. */
const rememberedMatches = new WeakMap<MatchFunction, Map<string, Matches>>();

/**
 * React Router matches the page's path and each of its parents against every
 * route on every render, to list the routes the browser may need next (lazy
 * route discovery); the answers depend only on the path and the build's routes,
 * so they are remembered (a bounded number of paths per build). Without the
 * internal matcher (another React Router version) the render goes on as before.
 */
function rememberMatches(context: EntryContext["staticHandlerContext"]): void {
  const target = context as unknown as { _match?: MatchFunction };
  const match = target._match;
  if (typeof match !== "function") return;
  let known = rememberedMatches.get(match);
  if (!known) {
    known = new Map();
    rememberedMatches.set(match, known);
  }
  const paths = known;
  target._match = (location) => {
    if (typeof location !== "string") return match(location);
    const found = paths.get(location);
    if (found !== undefined) return found;
    const matches = match(location);
    if (paths.size >= 1024) paths.clear();
    paths.set(location, matches);
    return matches;
  };
}

const modulePreload = Buffer.from('<link rel="modulepreload"');
const lowPriority = Buffer.from(' fetchpriority="low"');

/**
 * The module preloads React Router writes for hydration, marked low priority:
 * the browser then fetches the stylesheet, the page's images and its text
 * first and the scripts (115 kB on the home page) after them, so a slow phone
 * shows the page about a second sooner (first contentful paint 2.1 s → 0.8 s
 * in Lighthouse's mobile run; docs/performance.md). Nothing depends on the
 * scripts to be shown or used before hydration: links and forms work without
 * them.
 */
function lowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = html.indexOf(modulePreload); at !== -1; at = html.indexOf(modulePreload, at + 1)) {
    const end = at + modulePreload.length;
    parts.push(html.subarray(from, end), lowPriority);
    from = end;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Renders a document whole and answers with its bytes. No page waits on data
 * after its loaders (nothing is deferred), so streaming would send the same
 * bytes in many small writes; one buffer lets the server hash the inline
 * scripts for the Content-Security-Policy (no nonce), compress the page in one
 * call and keep it in the render cache (server/pages.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  rememberMatches(routerContext.staticHandlerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    let length = 0;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const document = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        length += chunk.byteLength;
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const body = lowPriorityModulePreloads(Buffer.concat(chunks, length));
        responseHeaders.set("Content-Length", String(body.byteLength));
        const response = new Response(body, { status: responseStatusCode, headers: responseHeaders });
        documentBytes.set(response, body);
        resolve(response);
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // An error before the shell is React Router's to report (onShellError).
        if (shellRendered) console.error(error);
      },
    });
  });
}
