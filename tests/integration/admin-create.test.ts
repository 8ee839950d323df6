import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminSocketPath } from "#server/admin-socket.ts";
import { runAdminCreate } from "../support/admin-create.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { copyMigratedDataDir } from "../support/database-templates.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";

// The README's first run: `npm start`, then `npm run admin:create` in a second terminal while the
// server holds the embedded database.

const cleanup = cleanupAfterEach();
const password = "Harbour-Signal-Lantern-77";
const twice = (text: string) => `${text}\n${text}\n`;

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "marut-first-run-"));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await copyMigratedDataDir(dir);
  return dir;
}

async function start(dir: string) {
  // As on a laptop: no PUBLIC_URL.
  const server = await startServer({ NODE_ENV: "development", DATA_DIR: dir, PUBLIC_URL: "" });
  cleanup.push(() => server.kill("SIGTERM"));
  return server;
}

const signIn = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(server.url).origin },
    body: JSON.stringify({ email, password }),
  });

/** Sends `text` to the socket and answers the server's reply, parsed. */
function ask(socket: string, text: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket, () => connection.write(text));
    let reply = "";
    connection.on("data", (chunk) => {
      reply += chunk.toString();
    });
    connection.once("error", reject);
    connection.once("end", () => resolve(JSON.parse(reply)));
  });
}

describe("npm run admin:create while the server runs on the embedded database", () => {
  it("has the running server create the administrator, who can then sign in", async () => {
    const dir = await dataDir();
    const server = await start(dir);
    const created = await runAdminCreate(["--email", "Rita@Example.com", "--name", "Rita Root"], twice(password), {
      DATA_DIR: dir,
    });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain("Created the administrator rita@example.com through the running server");
    expect(created.output).toContain(`Sign in at ${server.url}/admin/login`);
    expect(created.output).not.toContain(password);
    const res = await signIn(server, "rita@example.com");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { role: string } }).data.role).toBe("admin");
    expect(server.logs.some((entry) => entry.msg === "administrator created by admin:create")).toBe(true);
    expect(JSON.stringify(server.logs)).not.toContain(password);
  }, 120_000);

  it("reports a weak password and an address already taken as the stopped database would", async () => {
    const dir = await dataDir();
    await start(dir);
    const weak = await runAdminCreate(["--email", "root@example.com"], twice("password12345"), { DATA_DIR: dir });
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/password/i);
    expect((await runAdminCreate(["--email", "root@example.com"], twice(password), { DATA_DIR: dir })).code).toBe(0);
    const again = await runAdminCreate(["--email", "root@example.com"], twice(password), { DATA_DIR: dir });
    expect(again.code).toBe(1);
    expect(again.output).toContain("A staff account with the address root@example.com exists already.");
  }, 120_000);

  it("keeps the socket to the server's own user and removes it when the server stops", async () => {
    const dir = await dataDir();
    const server = await start(dir);
    const socket = adminSocketPath(dir);
    expect((await stat(socket)).isSocket()).toBe(true);
    expect((await stat(socket)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);
    // Anything but one short JSON request is refused, and the server goes on.
    for (const junk of ["not json\n", `${JSON.stringify({ command: "drop-everything" })}\n`, "x".repeat(5000)]) {
      expect(await ask(socket, junk)).toMatchObject({ ok: false, message: expect.any(String) });
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await server.kill("SIGTERM");
    await expect(stat(socket)).rejects.toThrow();
  }, 120_000);

  it("says what to do when the process holding the database takes no requests", async () => {
    const dir = await dataDir();
    // A live process that is not a server holds the lock: this test's own.
    await writeFile(path.join(dir, "server.pid"), String(process.pid));
    const refused = await runAdminCreate(["--email", "root@example.com"], twice(password), { DATA_DIR: dir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Another process (pid ${process.pid}) is using the embedded database in ${dir}`);
    expect(refused.output).toContain("Stop it and run this command again.");
  }, 60_000);
});
