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

/** Accept-Encoding values seen so far and the encoding each chooses: clients send a handful. */
const chosen = new Map<string, "br" | "gzip" | undefined>();

/** chooseEncoding, remembered per header value (a bounded number of them). */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const encoding = chooseEncoding(acceptEncoding);
  if (chosen.size < 256) chosen.set(acceptEncoding, encoding);
  return encoding;
}

// Quick levels for what is compressed per request: on a 37 kB job page,
// brotli 2 and gzip 3 take about half the time of brotli 4 / gzip 6 (about
// 130 against 280 µs) for 7 % more bytes (docs/performance.md). Answers kept
// in memory are compressed once, harder (server/static-files.ts).
const quickBrotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 };
const quickGzipLevel = 3;

/**
 * A page rendered for one request, compressed in one call: a few hundred
 * microseconds for a page of tens of kilobytes, too short to be worth a trip
 * to the thread pool.
 */
export function compressPage(body: Uint8Array, encoding: "br" | "gzip"): Uint8Array {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: { ...quickBrotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : zlib.gzipSync(body, { level: quickGzipLevel });
}

/**
 * A compressed copy of a stream. The compressor flushes when the source goes
 * quiet rather than after every chunk: React writes a page in bursts of many
 * small chunks, and a flush per chunk costs time and bytes, while a flush per
 * burst still sends what is ready without waiting for the rest.
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: "br" | "gzip"): ReadableStream<Uint8Array> {
  const compressor =
    encoding === "br" ? zlib.createBrotliCompress({ params: quickBrotli }) : zlib.createGzip({ level: quickGzipLevel });
  const reader = body.getReader();
  let flushScheduled = false;
  const flushWhenQuiet = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!compressor.destroyed && !compressor.writableEnded) compressor.flush();
    });
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      compressor.once("end", () => controller.close());
      compressor.once("error", (error) => controller.error(error));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            compressor.write(value);
            flushWhenQuiet();
          }
          compressor.end();
        } catch (error) {
          compressor.destroy(error as Error);
        }
      })();
    },
    cancel(reason) {
      compressor.destroy();
      return reader.cancel(reason);
    },
  });
}

/**
 * Compresses dynamic responses (server-rendered pages, API JSON) with brotli
 * or gzip as a stream. Decided from the headers; the body is touched only to
 * compress it, or to measure a JSON answer (small ones are sent as they are:
 * compressing them would cost more than it saves). Answers served from memory
 * come precompressed and never reach this.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === "HEAD") return;
    let res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    if (!compressible.test(type) || res.headers.has("Content-Encoding")) return;
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    if (!res.headers.has("Content-Length") && type.startsWith("application/json")) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      headers.set("Content-Length", String(bytes.byteLength));
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
      res = c.res;
    }
    const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (length < 1024 || !res.body) return;
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    c.res = new Response(compressStream(res.body, encoding), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
    // Hono carries the previous answer's headers over; its length no longer applies.
    c.res.headers.delete("Content-Length");
  };
}
