import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawAnswer, serveMemoryAnswers } from "#tests/support/lean-server.ts";
import { chooseEncoding } from "./compression.ts";
import { type PreparedAnswer, prepareAnswer } from "./lean-path.ts";
import { loadStaticFiles, type StaticFile } from "./static-files.ts";

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

describe("static files", () => {
  let dir: string;
  let files: Map<string, StaticFile>;
  let server: Awaited<ReturnType<typeof serveMemoryAnswers>>;
  const js = `export const x = ${JSON.stringify("road safety ".repeat(200))};`;
  const security = { production: false, dev: false, httpsPublicUrl: false };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "static-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets/app-abc123.js"), js);
    await writeFile(path.join(dir, "index.html"), "<!doctype html><script>boot()</script>");
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
    files = await loadStaticFiles(dir);
    const answers = new Map<string, PreparedAnswer>();
    for (const [route, file] of files) answers.set(route, prepareAnswer(file, security));
    server = await serveMemoryAnswers((route) => answers.get(route));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}): Promise<RawAnswer> => server.get(route, headers);

  it("serves hashed assets as immutable, precompressed with brotli or gzip", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "br, gzip" });
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gunzipSync(gz.body).toString()).toBe(js);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.body.toString()).toBe(js);
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(js)));
  });

  it("holds files, not pages: an HTML file answers at its own address only", async () => {
    // Pages are rendered by the server (and kept in the render cache), never read from the build.
    expect(files.has("/")).toBe(false);
    const html = await get("/index.html");
    expect(html.status).toBe(200);
    expect(html.headers["cache-control"]).toBe("public, max-age=3600");
    expect(html.headers["content-security-policy"]).not.toContain("sha256-");
    expect((await get("/")).status).toBe(404);
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

  it("answers 304 to a matching If-None-Match, and HEAD with the length but no body", async () => {
    const first = await get("/favicon.svg");
    const etag = String(first.headers.etag);
    const second = await get("/favicon.svg", { "if-none-match": `W/"other", ${etag}` });
    expect(second.status).toBe(304);
    expect(second.headers["content-length"]).toBeUndefined();
    expect(second.headers["content-type"]).toBe("image/svg+xml");
    const head = await server.get("/favicon.svg", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.byteLength).toBe(0);
  });

  it("gives every answer the security headers, a policy by type and a request id", async () => {
    const script = await get("/assets/app-abc123.js", { "x-request-id": "trace-42" });
    expect(script.headers["x-request-id"]).toBe("trace-42");
    expect(script.headers["content-security-policy"]).toContain("default-src 'none'");
    for (const answer of [script, await get("/index.html"), await get("/favicon.svg")]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(answer.headers["x-request-id"]).toMatch(/^[\w.:-]{1,64}$/);
    }
    const odd = await get("/favicon.svg", { "x-request-id": "no spaces allowed" });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
