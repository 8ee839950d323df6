import { createHash, randomBytes } from "node:crypto";
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

/** A document rendered here: its bytes and the CSP hashes of the inline scripts the application wrote into it. */
export type RenderedDocument = { body: Uint8Array; scriptHashes: string[] };

/** Each document rendered here, for server/pages.ts to take without reading the Response's stream back. */
const documents = new WeakMap<Response, RenderedDocument>();

/** A document this module rendered, or undefined for any other Response. */
export function renderedDocument(response: Response): RenderedDocument | undefined {
  return documents.get(response);
}

/** The CSP source expression of an inline script's text. */
const scriptHash = (text: Uint8Array | string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/*
 * Where this server depends on React Router's internals (not its public API):
 *   1. `staticHandlerContext._match`, the route matcher of a render, which
 *      `rememberMatches` wraps to remember matches per path;
 *   2. the markup React Router writes for its module script and preloads
 *      (`<script type="module" async="">`, `<link rel="modulepreload"`), which
 *      `holdScriptsUntilLoad` makes inert until the page has loaded.
 * Both fall back to React Router's own behaviour when the internal is missing, so
 * an upgrade that changes them would only make pages slower, silently. The
 * test that catches it: tests/integration/page-render.test.ts, "React Router's
 * internals this server relies on", renders real pages and fails when either
 * one stopped being used (`internalsInUse`). After an upgrade, run it first.
 */
/** What the last render found of React Router's internals (see above); read by the integration test. */
const internals = { matcher: false, moduleScript: false };

/** Whether the last render could use React Router's matcher and module-script markup. */
export function internalsInUse(): Readonly<typeof internals> {
  return { ...internals };
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
  internals.matcher = typeof match === "function";
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
 * loads hangs. Its hash is known ahead and joins the page's Content-Security-Policy
 * when it is inserted; the held module is one of React Router's marked scripts
 * (takeMarkedScripts), and the module the starter creates carries its text, so
 * that hash allows it.
 */
const startScriptsText =
  "(()=>{let started=false;const start=()=>{if(started)return;started=true;" +
  "for(const held of document.querySelectorAll('link[rel=\"x-modulepreload\"]')){" +
  'const link=document.createElement("link");link.rel="modulepreload";link.href=held.getAttribute("href");document.head.append(link)}' +
  "for(const held of document.querySelectorAll('script[type=\"x-held-module\"]')){" +
  'const script=document.createElement("script");script.type="module";script.textContent=held.textContent;document.body.append(script)}};' +
  'addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(start)),{once:true});setTimeout(start,5000)})()';
const startScripts = Buffer.from(`<script>${startScriptsText}</script>`);
const startScriptsHash = scriptHash(startScriptsText);

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
function holdScriptsUntilLoad(html: Buffer<ArrayBuffer>): { html: Buffer<ArrayBuffer>; held: boolean } {
  const module = html.indexOf(moduleTag);
  internals.moduleScript = module !== -1;
  if (module === -1) return { html, held: false };
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
  return { html: Buffer.concat(parts), held: true };
}

const scriptOpen = Buffer.from("<script");
const scriptClose = Buffer.from("</script>");

/**
 * The inline scripts a render wrote itself, told from any other by a mark
 * only this render knows: React Router writes its scripts (the context, the
 * route modules, scroll restoration) and module preloads with the `nonce`
 * given to `<ServerRouter>`, here a random value per render. Every marked
 * script is hashed for the Content-Security-Policy and the mark is removed
 * (the policy lists hashes, not a nonce, so a cached page stays valid). A
 * `<script>` that reached the page any other way, e.g. in a content body
 * past a failing sanitizer, carries no mark and is not allowed to run.
 */
export function takeMarkedScripts(
  html: Buffer<ArrayBuffer>,
  mark: string,
): { html: Buffer<ArrayBuffer>; scriptHashes: string[] } {
  const attribute = Buffer.from(` nonce="${mark}"`);
  const hashes = new Set<string>();
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + attribute.length)) {
    parts.push(html.subarray(from, at));
    from = at + attribute.length;
    // Attribute values are escaped, so the tag this attribute is in starts at the last "<" before it.
    const tag = html.lastIndexOf(0x3c, at);
    if (!html.subarray(tag, tag + scriptOpen.length).equals(scriptOpen)) continue;
    const textStart = html.indexOf(0x3e, from) + 1;
    const textEnd = html.indexOf(scriptClose, textStart);
    if (textStart > 0 && textEnd !== -1) hashes.add(scriptHash(html.subarray(textStart, textEnd)));
  }
  if (from === 0) return { html, scriptHashes: [] };
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), scriptHashes: [...hashes] };
}

/** The document as sent, and the hashes of the scripts it may run: the marked ones and the starter. */
export function finishDocument(rendered: Buffer<ArrayBuffer>, mark: string): RenderedDocument {
  const marked = takeMarkedScripts(rendered, mark);
  const { html, held } = holdScriptsUntilLoad(marked.html);
  return { body: html, scriptHashes: held ? [...marked.scriptHashes, startScriptsHash] : marked.scriptHashes };
}

/**
 * Renders a document whole and answers with its bytes. No page waits on data
 * after its loaders (nothing is deferred), so streaming would send the same
 * bytes in many small writes; one buffer lets the server hash the inline
 * scripts this render wrote for the Content-Security-Policy (takeMarkedScripts;
 * no nonce is sent), compress the page in one call and keep it in the render
 * cache (server/pages.ts).
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
  const mark = randomBytes(16).toString("base64url");
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
        const finished = finishDocument(Buffer.concat(chunks, length), mark);
        const body = finished.body as Buffer<ArrayBuffer>;
        responseHeaders.set("Content-Length", String(body.byteLength));
        const response = new Response(body, { status: responseStatusCode, headers: responseHeaders });
        documents.set(response, finished);
        resolve(response);
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={mark} />,
      {
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
      },
    );
  });
}
