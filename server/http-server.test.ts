import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { capturingLogger } from "#tests/support/capturing-logger.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";
import { allowedMethods } from "./app.ts";
import { createHttpServer, type HttpServerOptions } from "./http-server.ts";

// These tests talk HTTP/1.1 over real sockets to the real server, because what
// they protect (keep-alive connections, timeouts, connection caps) exists only
// there.

const logs = capturingLogger();
const { t } = setUpTestApp({ once: true, logger: logs.logger });
const servers: Server[] = [];

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Server-side sockets of the servers started here, as they connect. */
const serverSockets: Socket[] = [];

async function listen(options: Partial<HttpServerOptions> = {}): Promise<number> {
  const server = createHttpServer(getRequestListener(t.app.fetch), { trustProxy: false, ...options });
  server.on("connection", (socket: Socket) => serverSockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("no address");
  return address.port;
}

/** A raw client that reads the HTTP responses arriving on one socket. */
function rawClient(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let closed = false;
  let error: Error | undefined;
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", (err) => {
    error = err;
  });
  socket.on("close", () => {
    closed = true;
  });
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    connected,
    get received() {
      return received;
    },
    get closed() {
      return closed;
    },
    get error() {
      return error;
    },
    /** Status lines of the complete responses received so far. */
    statuses(): number[] {
      return [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    },
    async waitFor(check: () => boolean, timeoutMs = 5_000) {
      const started = Date.now();
      while (!check()) {
        if (Date.now() - started > timeoutMs) throw new Error(`timed out; received:\n${received.slice(0, 2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const healthRequest = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";

function write(socket: Socket, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
}

describe("keep-alive connections after an early answer", () => {
  it("keeps the connection usable after refusing a 3 MB JSON body with 413", async () => {
    const client = rawClient(await listen());
    await client.connected;
    const body = Buffer.alloc(3 * 1024 * 1024, 0x20);
    await write(
      client.socket,
      `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await write(client.socket, body);
    await write(client.socket, healthRequest);
    await client.waitFor(() => client.statuses().length === 2 || client.closed);
    expect(client.error).toBeUndefined();
    expect(client.statuses()).toEqual([413, 200]);
    expect(client.received).toContain('"status":"ok"');
    client.socket.destroy();
  });

  it("keeps the connection usable after a 401 to an unauthenticated 2 MB résumé upload", async () => {
    const client = rawClient(await listen());
    await client.connected;
    const boundary = "----marut-test";
    const file = Buffer.alloc(2 * 1024 * 1024, 0x41);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await write(
      client.socket,
      `POST /api/applicant/resume HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await write(client.socket, body);
    await write(client.socket, healthRequest);
    await client.waitFor(() => client.statuses().length === 2 || client.closed);
    expect(client.error).toBeUndefined();
    expect(client.statuses()).toEqual([401, 200]);
    client.socket.destroy();
  });

  it("answers a declared 200 MB page form with 413 from its Content-Length, before reading it, and closes", async () => {
    const client = rawClient(await listen());
    await client.connected;
    await write(
      client.socket,
      `POST /newsletter/unsubscribe?token=x HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\nemail=a`,
    );
    // Nothing more is sent: the answer must not wait for the body.
    await client.waitFor(() => client.statuses().length === 1);
    expect(client.statuses()).toEqual([413]);
    expect(client.received).toMatch(/connection: close/i);
    expect(client.received).toContain("The form is too large to be sent.");
    await client.waitFor(() => client.closed);
  });

  it("stops reading a chunked page form as soon as it passes the limit", async () => {
    const client = rawClient(await listen());
    await client.connected;
    await write(
      client.socket,
      "POST /verify-email?token=x HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunk = "x".repeat(8 * 1024);
    for (let index = 0; index < 4 && client.statuses().length === 0; index++) {
      await write(client.socket, `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.waitFor(() => client.statuses().length === 1);
    expect(client.statuses()).toEqual([413]);
    expect(client.received).toMatch(/connection: close/i);
    await client.waitFor(() => client.closed);
  });
});

describe("many requests on one kept-alive connection", () => {
  it("leaves no listener behind on the connection for each request body it watched", async () => {
    serverSockets.length = 0;
    const client = rawClient(await listen());
    await client.connected;
    const body = JSON.stringify({ email: "not-an-address" });
    const post = `POST /api/newsletters/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n${body}`;
    for (let sent = 1; sent <= 30; sent++) {
      await write(client.socket, post);
      await client.waitFor(() => client.statuses().length === sent || client.closed);
    }
    expect(client.closed).toBe(false);
    const [socket] = serverSockets;
    // Node warns from 11 listeners of one event; each watched body used to add one for good.
    expect(socket?.listenerCount("close")).toBeLessThan(8);
    client.socket.destroy();
  });
});

describe("slow and greedy clients", () => {
  const fast = { headersTimeoutMs: 600, idleTimeoutMs: 600, bodyWindowMs: 400, checkIntervalMs: 100 };

  /** Writes `text` every `everyMs` until the server closes the connection; how many writes went out while it was open. */
  async function trickleUntilClosed(client: ReturnType<typeof rawClient>, text: string, everyMs: number) {
    let trickled = 0;
    const trickle = setInterval(() => {
      if (!client.closed) trickled += 1;
      client.socket.write(text);
    }, everyMs);
    await client.waitFor(() => client.closed, 5_000);
    clearInterval(trickle);
    return trickled;
  }

  it("drops a client that never finishes its request head", async () => {
    const client = rawClient(await listen({ limits: fast }));
    await client.connected;
    await write(client.socket, "GET /api/health HTTP/1.1\r\nHost: local");
    // A byte now and then does not keep it alive: the server closes the connection while they still arrive.
    expect(await trickleUntilClosed(client, "h", 150)).toBeGreaterThan(0);
    expect(client.statuses()).not.toContain(200);
  });

  it("drops a client that trickles its body", async () => {
    const client = rawClient(await listen({ limits: fast }));
    await client.connected;
    await write(
      client.socket,
      "POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
    );
    // The body keeps arriving, a byte at a time, until the server closes the connection.
    expect(await trickleUntilClosed(client, " ", 100)).toBeGreaterThan(0);
  });

  it("logs a client dropped for a slow body at info, never as a server error", async () => {
    const before = logs.lines.length;
    const client = rawClient(await listen({ limits: fast }));
    await client.connected;
    await write(
      client.socket,
      "POST /api/newsletters/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n",
    );
    const trickle = setInterval(() => client.socket.write("1\r\n \r\n"), 100);
    await client.waitFor(() => client.closed, 5_000);
    clearInterval(trickle);
    // The app notices the dropped body once its read fails.
    const noticed = () => logs.lines.slice(before).some((line) => line.msg === "client went away");
    for (let waited = 0; !noticed() && waited < 2_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(logs.lines.slice(before).filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(noticed()).toBe(true);
  });

  it("caps the connections one client address may hold open", async () => {
    const port = await listen({ limits: { maxConnectionsPerClient: 3 } });
    const clients = Array.from({ length: 5 }, () => rawClient(port));
    await Promise.all(clients.map((client) => client.connected));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clients.filter((client) => client.closed)).toHaveLength(2);
    // The ones kept are served.
    const kept = clients.filter((client) => !client.closed);
    for (const client of kept) await write(client.socket, healthRequest);
    for (const client of kept) await client.waitFor(() => client.statuses().length === 1);
    expect(kept.map((client) => client.statuses()[0])).toEqual([200, 200, 200]);
    for (const client of clients) client.socket.destroy();
  });

  it("does not cap connections behind a trusted proxy, whose address every request shares", async () => {
    const port = await listen({ trustProxy: true, limits: { maxConnectionsPerClient: 3 } });
    const clients = Array.from({ length: 5 }, () => rawClient(port));
    await Promise.all(clients.map((client) => client.connected));
    for (const client of clients) await write(client.socket, healthRequest);
    for (const client of clients) await client.waitFor(() => client.statuses().length === 1);
    expect(clients.every((client) => client.statuses()[0] === 200)).toBe(true);
    for (const client of clients) client.socket.destroy();
  });
});

describe("unusual methods", () => {
  // CONNECT and TRACK never reach the app: Node's HTTP parser answers them with 400 itself.
  it("answers TRACE and WebDAV's methods with 405 and Allow, never a 500", async () => {
    const errorsBefore = logs.errors().length;
    const port = await listen();
    for (const request of ["TRACE /", "TRACE /api/search", "PROPFIND /about", "TRACE /media/x?q=%00", "MKCOL /x"]) {
      const client = rawClient(port);
      await client.connected;
      await write(client.socket, `${request} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await client.waitFor(() => client.statuses().length === 1 || client.closed);
      expect(client.statuses(), request).toEqual([405]);
      expect(client.received.toLowerCase(), request).toContain(`allow: ${allowedMethods.toLowerCase()}`);
      expect(client.received, request).toContain("This HTTP method is not supported here.");
      client.socket.destroy();
    }
    expect(logs.errors()).toHaveLength(errorsBefore);
  });
});
