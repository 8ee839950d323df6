import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "./compression.ts";
import { inlineScriptHashes, loadStaticFiles, type StaticFile, serveStatic } from "./static-files.ts";

describe("chooseEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
  ])("%j -> %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, as CSP expects", () => {
    const body = 'window.__ctx = {"a":1};';
    const html = `<script src="/assets/a.js"></script><script nonce="x">${body}</script><script type="module">import("/b.js")</script>`;
    const expected = `sha256-${createHash("sha256").update(body).digest("base64")}`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(expected);
  });
});

describe("static files", () => {
  let dir: string;
  let files: Map<string, StaticFile>;
  let app: Hono;
  const js = `export const x = ${JSON.stringify("road safety ".repeat(200))};`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "static-"));
    await mkdir(path.join(dir, "assets"));
    await mkdir(path.join(dir, "about"));
    await writeFile(path.join(dir, "assets/app-abc123.js"), js);
    await writeFile(path.join(dir, "index.html"), "<!doctype html><script>boot()</script>");
    await writeFile(path.join(dir, "about/index.html"), "<!doctype html><p>About</p>");
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
    files = await loadStaticFiles(dir);
    app = new Hono();
    app.get("*", (c) => {
      const file = files.get(c.req.path);
      return file ? serveStatic(c, file) : c.notFound();
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves hashed assets as immutable, precompressed with brotli or gzip", async () => {
    const br = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(js);
    const gz = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);
    const plain = await app.request("/assets/app-abc123.js");
    expect(await plain.text()).toBe(js);
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers prerendered pages by their route, revalidated on each visit, with script hashes", async () => {
    expect(files.get("/")?.scriptHashes).toHaveLength(1);
    const about = await app.request("/about");
    expect(await about.text()).toContain("About");
    expect(about.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // One address per page: the app redirects "/about/" (server/app.ts), the file map has no such key.
    expect(files.has("/about/")).toBe(false);
  });

  it("uses the encodings written at build time when they are there", async () => {
    const body = "x".repeat(2000);
    await writeFile(path.join(dir, "prebuilt.txt"), body);
    await writeFile(path.join(dir, "prebuilt.txt.br"), "BROTLI-FROM-BUILD");
    await writeFile(path.join(dir, "prebuilt.txt.gz"), "GZIP-FROM-BUILD");
    const reloaded = await loadStaticFiles(dir);
    expect(Buffer.from(reloaded.get("/prebuilt.txt")?.br ?? []).toString()).toBe("BROTLI-FROM-BUILD");
    expect(Buffer.from(reloaded.get("/prebuilt.txt")?.gzip ?? []).toString()).toBe("GZIP-FROM-BUILD");
    expect(reloaded.has("/prebuilt.txt.br")).toBe(false);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.request("/favicon.svg");
    const etag = first.headers.get("etag") ?? "";
    const second = await app.request("/favicon.svg", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });
});
