import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
};

const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
]);

/** A body held in memory with its encodings, served by server/lean-path.ts. */
export type StaticFile = {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  contentType: string;
  etag?: string;
  cacheControl?: string;
  /** For a page render kept in memory: the CSP hashes of its inline scripts. */
  scriptHashes?: string[];
};

/** The strong validator of a body. */
export const etagOf = (body: Uint8Array) => `"${createHash("sha1").update(body).digest("base64url")}"`;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return files.flat();
}

/** Whether a file of this name is worth compressing (by type; tiny files are left alone). */
export function isCompressible(file: string, size: number): boolean {
  return compressibleExtensions.has(path.extname(file).toLowerCase()) && size >= 512;
}

/**
 * Brotli and gzip encodings of a body: at their best levels for the build
 * (written once), at quick ones for what the server compresses itself (files
 * the build left uncompressed, page renders it caches).
 */
export async function compressBody(
  body: Uint8Array,
  effort: "best" | "fast" = "best",
): Promise<{ br: Uint8Array; gzip: Uint8Array }> {
  const best = effort === "best";
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: best ? 9 : 6 }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

/** Sibling files written by `scripts/compress-static.ts` at build time. */
const precompressedSuffixes = [".br", ".gz"];

async function readIfPresent(file: string): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return undefined;
  }
}

/**
 * Loads the client build into memory once, with its brotli and gzip encodings,
 * so assets are served without touching the disk. The encodings come from the
 * build (`name.br`, `name.gz`); a file without them is compressed here, at a
 * lower brotli level so that start-up stays quick. The build holds no pages:
 * they are rendered by the server (and kept in the render cache).
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const paths = (await walk(clientDir)).filter(
    (file) => !precompressedSuffixes.some((suffix) => file.endsWith(suffix)),
  );
  await Promise.all(
    paths.map(async (file) => {
      const relative = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
      const extension = path.extname(file).toLowerCase();
      const body = new Uint8Array(await readFile(file));
      const entry: StaticFile = {
        body,
        contentType: contentTypes[extension] ?? "application/octet-stream",
        etag: etagOf(body),
        cacheControl: relative.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      };
      if (isCompressible(file, body.byteLength)) {
        const [br, gz] = await Promise.all([readIfPresent(`${file}.br`), readIfPresent(`${file}.gz`)]);
        if (br && gz) {
          entry.br = br;
          entry.gzip = gz;
        } else {
          Object.assign(entry, await compressBody(body, "fast"));
        }
      }
      files.set(relative, entry);
    }),
  );
  return files;
}
