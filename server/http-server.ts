import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Timeouts and caps that keep slow or greedy clients from holding the server. */
export const connectionLimits = {
  /** A client must have sent the whole request head within this time. */
  headersTimeoutMs: 10_000,
  /** A connection on which nothing arrives or leaves for this long is closed (a stalled body included). */
  idleTimeoutMs: 10_000,
  /**
   * While a request body is arriving, at least `minBodyBytes` must arrive in
   * every `bodyWindowMs`: a client that trickles a byte at a time is dropped.
   */
  bodyWindowMs: 10_000,
  minBodyBytes: 1024,
  /** No request, however slow its body, may take longer than this to arrive (a 5 MB résumé at 1 Mbit/s takes 40 s). */
  requestTimeoutMs: 90_000,
  /** Kept-alive connections are closed after this long unused. */
  keepAliveTimeoutMs: 65_000,
  /** Open connections one client address may hold; ignored behind a trusted proxy, whose address every request shares. */
  maxConnectionsPerClient: 64,
  /** How often Node checks the head and request timeouts. */
  checkIntervalMs: 1_000,
} as const;

export type HttpServerOptions = {
  /** Behind a load balancer every connection comes from the balancer: no per-address cap then. */
  trustProxy: boolean;
  limits?: Partial<Record<keyof typeof connectionLimits, number>>;
};

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The Node.js HTTP server every instance listens with. */
export function createHttpServer(listener: Listener, options: HttpServerOptions): Server {
  const limits = { ...connectionLimits, ...options.limits };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      watchBodyRate(req, limits.bodyWindowMs, limits.minBodyBytes);
      listener(req, res);
    },
  );
  server.timeout = limits.idleTimeoutMs;
  // An idle socket is destroyed (Node's default only emits the event).
  server.on("timeout", (socket: Socket) => socket.destroy());
  if (!options.trustProxy) capConnectionsPerClient(server, limits.maxConnectionsPerClient);
  return server;
}

/**
 * Drops the connection when a request body arrives slower than `minBytes` per
 * `windowMs`. It watches the socket's byte count, so the body is never read
 * here; it stops once the body is complete.
 */
function watchBodyRate(req: IncomingMessage, windowMs: number, minBytes: number) {
  if (req.method === "GET" || req.method === "HEAD") return;
  const socket = req.socket;
  let lastCount = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || req.readableEnded || socket.destroyed) {
      stop();
      return;
    }
    const count = socket.bytesRead;
    if (count - lastCount < minBytes) {
      stop();
      socket.destroy();
      return;
    }
    lastCount = count;
  }, windowMs);
  timer.unref();
  // The request's own events: a kept-alive connection carries many requests,
  // and a listener added to it per request would stay until it closes.
  function stop() {
    clearInterval(timer);
    req.off("end", stop);
    req.off("close", stop);
  }
  req.once("end", stop);
  req.once("close", stop);
}

function capConnectionsPerClient(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
