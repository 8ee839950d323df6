import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { AppServerBuild } from "#server/pages.ts";
import { createRenderCache, type RenderCache } from "#server/render-cache.ts";
import { createTestApp, silentLogger, type TestApp } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

const serverEntry = path.resolve(import.meta.dirname, "../../build/server/index.js");

/**
 * The production server build, imported into the test process (as server/main.ts
 * imports it), for tests that serve pages through createTestApp({ build }).
 */
export async function loadServerBuild(): Promise<AppServerBuild> {
  if (!existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  return (await import(pathToFileURL(serverEntry).href)) as AppServerBuild;
}

/**
 * For a test file: the production build served by the real application on a
 * PGlite test database, with the render cache as in production (read every
 * 50 ms). Opened before the file's tests and given back after them; the
 * returned object's fields are set once the tests run.
 */
export function setUpBuiltApp(): { t: TestApp; renderCache: RenderCache } {
  const opened = {} as { t: TestApp; renderCache: RenderCache };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    const build = await loadServerBuild();
    database = await createTestDatabase("pglite");
    opened.renderCache = createRenderCache(database.handle.db, silentLogger, { pollMs: 50 });
    await opened.renderCache.start();
    opened.t = createTestApp({ database: database.handle, build, renderCache: opened.renderCache });
  });
  afterAll(async () => {
    opened.renderCache?.stop();
    await opened.t?.close();
    await database?.drop();
  });
  return opened;
}
