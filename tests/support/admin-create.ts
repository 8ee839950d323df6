import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Where the script finds its database: `{ DATA_DIR }` (the embedded one) or `{ DATABASE_URL }`. */
export type ScriptDatabase = Record<string, string>;

/**
 * Runs `npm run admin:create`'s script on `database` with `input` piped to it (the password twice, one
 * a line), and answers its exit code and output.
 */
export function runAdminCreate(
  args: string[],
  input: string,
  database: ScriptDatabase,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin-create.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "silent", ...database },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

/** Creates `account` as an administrator with the script on `database`; fails with the script's output. */
export async function createAdministrator(
  account: { email: string; name: string; password: string },
  database: ScriptDatabase,
): Promise<void> {
  const { code, output } = await runAdminCreate(
    ["--email", account.email, "--name", account.name],
    `${account.password}\n${account.password}\n`,
    database,
  );
  if (code !== 0) throw new Error(`admin:create failed: ${output}`);
}
