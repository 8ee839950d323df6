// Writes brotli (.br) and gzip (.gz) encodings next to every compressible file
// of the client build, so the server loads them instead of compressing at
// start-up. Runs as the last step of `npm run build`.
//
// The gzip encoding is written by Zopfli, a slower deflate encoder whose output
// any gzip decoder reads: about 3 % smaller than zlib's level 9 on the client's
// scripts (the first-load JavaScript budget is measured in gzip, for browsers
// and proxies that do not take brotli), at about 20 s of build time. The server
// still compresses with zlib whatever it compresses itself.
import { readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { compressBody, isCompressible } from "#server/static-files.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");

const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let written = 0;
let before = 0;
let after = 0;
const queue = [...files];
async function worker() {
  for (let file = queue.pop(); file; file = queue.pop()) {
    const body = new Uint8Array(await readFile(file));
    if (!isCompressible(file, body.byteLength)) continue;
    const { br, gzip: zlibGzip } = await compressBody(body);
    const zopfli = await zopfliGzip(body, { numiterations: 5 });
    const gzip = zopfli.byteLength < zlibGzip.byteLength ? zopfli : zlibGzip;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)]);
    written++;
    before += body.byteLength;
    after += br.byteLength;
  }
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
process.stdout.write(
  `Precompressed ${written} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with brotli\n`,
);
