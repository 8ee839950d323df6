// The embedded database serves one process, so while the server runs on it
// `npm run admin:create` cannot open it. The server then creates the account
// for the command instead, asked over a Unix socket in the data directory
// (DATA_DIR/control/admin.sock): a file, never a network port, inside a folder
// only the server's own user may enter (0700), so only that user (or root) can
// reach it. One request per connection, one line of JSON each way.
import { chmod, mkdir, rm } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import { z } from "zod";
import { createStaffUser } from "#app/features/admin/staff.server.ts";
import type { Database } from "#db/client.ts";

/** Unix sockets take paths of at most 104–108 bytes, depending on the system. */
const MAX_SOCKET_PATH = 100;
/** A request is an address, a name and a password: far below this. */
const MAX_REQUEST_BYTES = 4096;

export const adminSocketPath = (dataDir: string) => path.join(dataDir, "control", "admin.sock");

const requestSchema = z.object({
  command: z.literal("create-admin"),
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
  password: z.string().max(1024),
});
export type AdminSocketRequest = z.infer<typeof requestSchema>;
/** A created account's address and the server's sign-in page, or why nothing was created. */
export type AdminSocketAnswer = { ok: true; email: string; signInUrl: string } | { ok: false; message: string };

async function answer(db: Database, publicUrl: string, line: string): Promise<AdminSocketAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, message: "The request is not JSON." };
  }
  const parsed = requestSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: "The request needs an email address, a name and a password." };
  const { email, name, password } = parsed.data;
  const result = await createStaffUser(db, { email, name, role: "admin", password }, null);
  if (result.ok) return { ok: true, email: result.staff.email, signInUrl: `${publicUrl}/admin/login` };
  return {
    ok: false,
    message: result.kind === "conflict" ? `A staff account with the address ${email} exists already.` : result.message,
  };
}

/**
 * Listens on the data directory's admin socket; resolves to a function that
 * closes it. Where the system has no Unix sockets (Windows) or the path is too
 * long for one, it says so in the log and listens on nothing.
 */
export async function startAdminSocket(options: {
  dataDir: string;
  db: Database;
  publicUrl: string;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(options.dataDir);
  if (process.platform === "win32" || Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    options.logger.warn(
      { socketPath },
      "admin:create cannot reach this server (no Unix socket here): stop the server to create an administrator",
    );
    return async () => {};
  }
  const folder = path.dirname(socketPath);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  // The data directory is locked to this process: a socket file left there is a crashed server's.
  await rm(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    let buffered = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      const newline = buffered.indexOf("\n");
      if (newline < 0 && buffered.length <= MAX_REQUEST_BYTES) return;
      socket.removeAllListeners("data");
      const line = newline < 0 ? "" : buffered.slice(0, newline);
      void answer(options.db, options.publicUrl, line)
        .catch((error: unknown) => {
          options.logger.error({ err: error }, "admin socket: creating the administrator failed");
          return { ok: false, message: "The server could not create the account; see its log." } as const;
        })
        .then((reply) => {
          if (reply.ok) options.logger.info({ email: reply.email }, "administrator created by admin:create");
          socket.end(`${JSON.stringify(reply)}\n`);
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/**
 * Asks the server that owns `dataDir` to create an administrator. Rejects when
 * no server listens there (an older server, or one on another system).
 */
export function askServerToCreateAdmin(
  dataDir: string,
  request: Omit<AdminSocketRequest, "command">,
): Promise<AdminSocketAnswer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(adminSocketPath(dataDir));
    let reply = "";
    socket.setEncoding("utf8");
    socket.setTimeout(30_000, () => socket.destroy(new Error("The server did not answer within 30 s.")));
    socket.once("error", reject);
    socket.on("data", (chunk: string) => {
      reply += chunk;
    });
    socket.once("connect", () => socket.write(`${JSON.stringify({ command: "create-admin", ...request })}\n`));
    socket.once("end", () => {
      try {
        resolve(JSON.parse(reply) as AdminSocketAnswer);
      } catch {
        reject(new Error("The server's answer was not understood."));
      }
    });
  });
}
