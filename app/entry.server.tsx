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
        const body = Buffer.concat(chunks, length);
        responseHeaders.set("Content-Length", String(body.byteLength));
        resolve(new Response(body, { status: responseStatusCode, headers: responseHeaders }));
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
