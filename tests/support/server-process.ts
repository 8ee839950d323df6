import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every log line the server printed, parsed. */
  logs: Record<string, unknown>[];
  kill(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Starts the production server (`node server/start.ts`) as its own process on a
 * free port, with exactly the environment given (nothing inherited that could
 * point it at another database or mail server).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("The production build is missing: run `npm run build` first (npm test does).");
  }
  // A known port, so emailed links (PUBLIC_URL) point at this server.
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: port,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    // A server that has not started in time is killed: left running, it would hold its port, its
    // data directory and a share of the CPU after the test that started it has given up.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (entry.msg === "Marut website is listening") {
            clearTimeout(timer);
            resolve(String(entry.url));
          }
        } catch {
          // not a log line
        }
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      const messages = logs.map((entry) => entry.msg).join("\n");
      reject(new Error(`server exited with ${code} before listening\n${messages}\n${stderr}`));
    });
  });
  return {
    url,
    child,
    logs,
    kill: (signal = "SIGKILL") =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
