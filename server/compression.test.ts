import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

const app = new Hono();
app.use(compression());
app.get("/small", (c) => c.json({ data: { status: "ok" } }));
app.get("/large", (c) => c.json({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) }));
app.get("/burst", (c) => {
  // As React writes a page: many small chunks at once, then (after data arrives) some more.
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < 300; i++) controller.enqueue(encoder.encode(`<p>Chunk ${i} of the shell.</p>`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (let i = 0; i < 100; i++) controller.enqueue(encoder.encode(`<p>Chunk ${i} of the data.</p>`));
      controller.close();
    },
  });
  return c.body(stream, 200, { "Content-Type": "text/html; charset=utf-8" });
});
app.get("/page", (c) => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`<!doctype html><p>${"Road safety. ".repeat(200)}</p>`));
      controller.close();
    },
  });
  return c.body(stream, 200, { "Content-Type": "text/html; charset=utf-8" });
});

const get = (path: string, encoding = "gzip") => app.request(path, { headers: { "Accept-Encoding": encoding } });

describe("compression", () => {
  it("sends a small JSON answer as it is, with its length", async () => {
    const res = await get("/small");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Content-Length")).toBe(String(JSON.stringify({ data: { status: "ok" } }).length));
    expect(await res.json()).toEqual({ data: { status: "ok" } });
  });

  it("gzips a JSON answer of a kilobyte or more", async () => {
    const res = await get("/large");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    expect(body.data).toHaveLength(200);
  });

  it("compresses streamed HTML without buffering it, and nothing for a client that accepts no encoding", async () => {
    const res = await get("/page", "br");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    const plain = await get("/page", "identity");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toContain("Road safety.");
  });

  it("flushes streamed HTML once per burst of chunks, not after each chunk", async () => {
    const res = await get("/burst");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
    }
    // One flush after each of the two bursts, and the end: a flush per chunk would give 400 or more.
    expect(parts.length).toBeLessThanOrEqual(4);
    const html = gunzipSync(Buffer.concat(parts)).toString("utf8");
    expect(html).toContain("Chunk 299 of the shell.");
    expect(html).toContain("Chunk 99 of the data.");
  });
});
