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

const preloadTag = Buffer.from('<link rel="modulepreload"');
const heldPreloadTag = Buffer.from('<link rel="x-modulepreload"');
const moduleTag = Buffer.from('<script type="module" async="">');
const heldModuleTag = Buffer.from('<script type="x-held-module">');
/**
 * Starts the held scripts: their preloads, then the module that imports the
 * page's routes and hydrates it. Once the page has loaded (stylesheet, images)
 * and painted once more, or five seconds after it was parsed if something it
 * loads hangs. The script hashes into the page's Content-Security-Policy like
 * every inline script, and so does the held module, whose text the module it
 * starts carries.
 */
const startScripts = Buffer.from(
  "<script>(()=>{let started=false;const start=()=>{if(started)return;started=true;" +
    "for(const held of document.querySelectorAll('link[rel=\"x-modulepreload\"]')){" +
    'const link=document.createElement("link");link.rel="modulepreload";link.href=held.getAttribute("href");document.head.append(link)}' +
    "for(const held of document.querySelectorAll('script[type=\"x-held-module\"]')){" +
    'const script=document.createElement("script");script.type="module";script.textContent=held.textContent;document.body.append(script)}};' +
    'addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(start)),{once:true});setTimeout(start,5000)})()</script>',
);

/**
 * Holds React Router's scripts until the page has loaded: its module preloads
 * and its module script are written inert (an unknown `rel`, an unknown
 * script type) and started by `startScripts`. On a slow phone the page's
 * stylesheet, text and images then have the connection to themselves, and the
 * 115 kB of script that hydration needs (on the home page) come after them:
 * Lighthouse's mobile run paints the largest content in 0.8–1.1 s instead of
 * 1.9–2.3 s (docs/performance.md, decision 0025). Nothing needs the scripts
 * to be shown or used: until hydration every control is a real link or form.
 * Without React Router's module script (another version writing it
 * differently) the document goes out unchanged and hydrates at once.
 */
function holdScriptsUntilLoad(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const module = html.indexOf(moduleTag);
  if (module === -1) return html;
  const edits: [at: number, length: number, replacement: Buffer<ArrayBuffer>][] = [];
  for (let at = html.indexOf(preloadTag); at !== -1; at = html.indexOf(preloadTag, at + preloadTag.length)) {
    edits.push([at, preloadTag.length, heldPreloadTag]);
  }
  edits.push([module, moduleTag.length, Buffer.concat([startScripts, heldModuleTag])]);
  edits.sort((a, b) => a[0] - b[0]);
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (const [at, length, replacement] of edits) {
    parts.push(html.subarray(from, at), replacement);
    from = at + length;
  }
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
        const body = holdScriptsUntilLoad(Buffer.concat(chunks, length));
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
