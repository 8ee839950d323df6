// What the production build is made from, and a hash of it: `npm start` builds only
// when the hash differs from the one the last build wrote beside its output
// (build/.source-hash), so a start with unchanged sources goes straight to the server.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Every file and folder the build reads: the app and the modules it imports (db/),
 * the public files, the demo content the app imports, the build's configuration and
 * dependencies, and the compression step. The server (server/) runs from its source
 * and is not built; the build takes only the file compression helpers from it.
 */
export const buildInputs = [
  "app",
  "db",
  "public",
  "content",
  "scripts/build.ts",
  "scripts/build-inputs.ts",
  "scripts/compress-static.ts",
  "server/static-files.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
] as const;

/** Where a finished build records the hash of the sources it was made from. */
export const sourceHashFile = (root: string) => path.join(root, "build", ".source-hash");

/** The files the build never reads: tests beside the code. */
const ignored = /\.test\.tsx?$/;

async function filesOf(root: string, input: string): Promise<string[]> {
  const full = path.join(root, input);
  const found = await stat(full).catch(() => null);
  if (!found) return [];
  if (!found.isDirectory()) return [input];
  const entries = await readdir(full, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !ignored.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * SHA-256 over the path and content of every build input under `root`, in a fixed
 * order: any change, addition, removal or rename gives another hash. About 6 MB
 * of files, read in well under a second.
 */
export async function sourceHash(root: string): Promise<string> {
  const files = (await Promise.all(buildInputs.map((input) => filesOf(root, input)))).flat().sort();
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file))));
  const hash = createHash("sha256");
  files.forEach((file, index) => {
    hash.update(`${file}\0${contents[index]?.length}\0`);
    hash.update(contents[index] as Buffer);
  });
  return hash.digest("hex");
}

/** True when `root`'s build is complete and was made from the sources whose hash is `hash`. */
export async function buildIsCurrent(root: string, hash: string): Promise<boolean> {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) return false;
  if (!existsSync(path.join(root, "build", "client"))) return false;
  return (await readFile(sourceHashFile(root), "utf8").catch(() => "")) === hash;
}
