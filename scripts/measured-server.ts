import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type ServerProcess, startServer } from "#tests/support/server-process.ts";

export type MeasuredServer = { server: ServerProcess; dataDir: string; stop(): Promise<void> };

/**
 * The production server as the measuring commands (`npm run lighthouse`, `npm run inp`) see it:
 * `NODE_ENV=production` on 127.0.0.1, a new embedded database in a temporary folder with the demo data
 * (content, the careers pages' positions). `stop` ends it and removes the folder.
 */
export async function startMeasuredServer(name: string): Promise<MeasuredServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `marut-${name}-`));
  const server = await startServer({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ALLOW_EMBEDDED_DATABASE: "true",
    SEED_DEMO_DATA: "true",
  }).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    dataDir,
    async stop() {
      await server.kill("SIGTERM");
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
