// Creates a back-office administrator:
//   npm run admin:create -- --email admin@example.com [--name "Full Name"]
// Asks for the password twice without echoing it (on a terminal), or reads two
// lines from stdin when piped. Works on the embedded database (DATA_DIR) and on
// PostgreSQL (DATABASE_URL), through the same configuration as the server, and
// applies migrations first. There are no default credentials anywhere.
// While a server runs on the embedded database it alone may open it: the command
// then asks that server to create the account, over the socket in the data
// directory (server/admin-socket.ts).
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createStaffUser, staffPasswordProblem } from "#app/features/admin/staff.server.ts";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { askServerToCreateAdmin } from "#server/admin-socket.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { dataDirOwner, lockDataDir } from "#server/data-dir-lock.ts";

const usage = 'Usage: npm run admin:create -- --email <address> [--name "Full Name"]';

/** Reads the password from a terminal without echo. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stderr.write("\n");
          return resolve(value);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stderr.write("\n");
          return reject(new Error("Cancelled."));
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

/** Reads lines from a pipe, one per question. */
function pipedLines(): () => Promise<string> {
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let ended = false;
  const reader = createInterface({ input: process.stdin });
  reader.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  reader.on("close", () => {
    ended = true;
    for (const next of waiting.splice(0)) next("");
  });
  return () =>
    new Promise((resolve) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else if (ended) resolve("");
      else waiting.push(resolve);
    });
}

async function main(): Promise<number> {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    return 2;
  }
  const email = z.email().safeParse(values.email?.trim().toLowerCase() ?? "");
  if (!email.success) {
    console.error(`Give a valid --email address.\n${usage}`);
    return 2;
  }
  const name = (values.name ?? email.data.split("@")[0] ?? "Administrator").trim().slice(0, 120) || "Administrator";

  const config = loadConfig();
  const ask = process.stdin.isTTY
    ? askHidden
    : (() => {
        const next = pipedLines();
        return (_prompt: string) => next();
      })();
  const password = await ask("Password (at least 12 characters): ");
  const problem = staffPasswordProblem(password, { email: email.data, name });
  if (problem) {
    console.error(problem);
    return 1;
  }
  const again = await ask("Repeat the password: ");
  if (again !== password) {
    console.error("The passwords do not match.");
    return 1;
  }

  const signIn = `Sign in at ${config.publicUrl}/admin/login`;
  const owner = config.database.kind === "pglite" ? await dataDirOwner(config.dataDir) : undefined;
  if (owner !== undefined) {
    const answer = await askServerToCreateAdmin(config.dataDir, { email: email.data, name, password }).catch(
      (error: unknown) => {
        console.error(
          `Another process (pid ${owner}) is using the embedded database in ${config.dataDir} and did not take the ` +
            `request (${error instanceof Error ? error.message : error}). Stop it and run this command again.`,
        );
        return undefined;
      },
    );
    if (!answer) return 1;
    if (!answer.ok) {
      console.error(answer.message);
      return 1;
    }
    console.warn(
      `Created the administrator ${answer.email} through the running server (pid ${owner}). Sign in at ${answer.signInUrl}`,
    );
    return 0;
  }

  const unlock = config.database.kind === "pglite" ? await lockDataDir(config.dataDir) : async () => {};
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const result = await createStaffUser(database.db, { email: email.data, name, role: "admin", password }, null);
    if (!result.ok) {
      console.error(
        result.kind === "conflict" ? `A staff account with the address ${email.data} exists already.` : result.message,
      );
      return 1;
    }
    console.warn(`Created the administrator ${result.staff.email}. ${signIn}`);
    return 0;
  } finally {
    await database.close();
    await unlock();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
process.stdin.destroy();
