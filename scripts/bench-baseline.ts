// The baseline servers of `npm run bench`: the least a Node.js process can do
// to give the same answer, so the benchmark can say what our stack costs on top.
//
//   node scripts/bench-baseline.ts '{"kind":"json","body":"{…}","contentType":"application/json"}'
//   node scripts/bench-baseline.ts '{"kind":"file","file":"/tmp/home/index.html","contentType":"text/html; charset=utf-8"}'
//
// "json" answers every request with the given body; "file" answers every
// request with the file, held in memory, and with its gzip encoding beside it
// (`<file>.gz`) when the request accepts gzip. Listens on a free port
// of 127.0.0.1 and prints {"port": n} as one JSON line once it is ready.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";

export type BaselineSpec =
  | { kind: "json"; body: string; contentType: string }
  | { kind: "file"; file: string; contentType: string };

const spec = JSON.parse(process.argv[2] ?? "{}") as BaselineSpec;

let handler: http.RequestListener;
if (spec.kind === "json") {
  const body = Buffer.from(spec.body);
  handler = (_request, response) => {
    response.writeHead(200, { "Content-Type": spec.contentType, "Content-Length": body.byteLength });
    response.end(body);
  };
} else if (spec.kind === "file") {
  const identity = readFileSync(spec.file);
  const gzip = existsSync(`${spec.file}.gz`) ? readFileSync(`${spec.file}.gz`) : undefined;
  handler = (request, response) => {
    const useGzip = gzip !== undefined && /\bgzip\b/i.test(request.headers["accept-encoding"] ?? "");
    const body = useGzip ? gzip : identity;
    response.writeHead(200, {
      "Content-Type": spec.contentType,
      "Content-Length": body.byteLength,
      Vary: "Accept-Encoding",
      ...(useGzip ? { "Content-Encoding": "gzip" } : {}),
    });
    response.end(body);
  };
} else {
  console.error(`Unknown baseline spec: ${process.argv[2]}`);
  process.exit(2);
}

const server = http.createServer(handler);
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
