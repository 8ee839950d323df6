// The production build into build/: React Router's client and server builds, then the
// precompressed encodings of the client files (scripts/compress-static.ts).
//   npm run build                      always builds
//   npm start (build.ts --if-changed)  builds only when the sources changed since the last build
// A finished build writes the hash of the sources it started from to build/.source-hash
// (scripts/build-inputs.ts); a failed or interrupted build leaves none, so the next start builds.
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildIsCurrent, sourceHash, sourceHashFile } from "./build-inputs.ts";
import { runCommand } from "./run-command.ts";

const root = path.resolve(import.meta.dirname, "..");
const ifChanged = process.argv.includes("--if-changed");

const hash = await sourceHash(root);
if (ifChanged && (await buildIsCurrent(root, hash))) {
  console.warn("The production build matches the sources: not rebuilding (npm run build rebuilds).");
} else {
  if (ifChanged) console.warn("Building for production (the sources changed since the last build)…");
  await rm(sourceHashFile(root), { force: true });
  try {
    await runCommand(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"]);
    await runCommand(process.execPath, [path.join(root, "scripts/compress-static.ts")]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  await writeFile(sourceHashFile(root), hash);
}
