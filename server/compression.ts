import { Duplex } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Picks br or gzip from Accept-Encoding (q-values respected), or nothing. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  if (quality("gzip") > 0) return "gzip";
  return undefined;
}

/**
 * Compresses dynamic responses (server-rendered pages, API JSON) with brotli
 * or gzip as a stream, flushing as data arrives so streamed HTML is not held
 * back. Static files come precompressed and pass through untouched.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    let res = c.res;
    if (!res.body || res.headers.has("Content-Encoding") || c.req.method === "HEAD") return;
    const type = res.headers.get("Content-Type") ?? "";
    if (!compressible.test(type)) return;
    // API answers are whole strings without a Content-Length: measure them, so
    // the small ones (most of them) skip compression, which would cost more
    // than it saves. Streamed HTML is never buffered.
    if (!res.headers.has("Content-Length") && type.startsWith("application/json")) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      headers.set("Content-Length", String(bytes.byteLength));
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
      res = c.res;
    }
    const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (length < 1024 || !res.body) return;
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
    const body = res.body.pipeThrough(Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>);
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    // Hono carries the previous answer's headers over; its length no longer applies.
    c.res.headers.delete("Content-Length");
  };
}
