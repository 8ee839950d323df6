import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLeanListener, type MemoryLookup } from "#server/lean-path.ts";
import { createLogger } from "#server/logger.ts";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A real HTTP server answering from memory (anything else: 404), and a client that keeps bodies encoded. */
export async function serveMemoryAnswers(lookup: MemoryLookup) {
  const listener = createLeanListener({
    lookup,
    logger: createLogger("silent"),
    next: (_req, res) => {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end('{"message":"Not found."}');
    },
  });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
