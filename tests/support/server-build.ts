import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppServerBuild } from "../../server/pages.ts";

const serverEntry = path.resolve(import.meta.dirname, "../../build/server/index.js");

/**
 * The production server build, imported into the test process (as server/main.ts
 * imports it), for tests that serve pages through createTestApp({ build }).
 */
export async function loadServerBuild(): Promise<AppServerBuild> {
  if (!existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  return (await import(pathToFileURL(serverEntry).href)) as AppServerBuild;
}
