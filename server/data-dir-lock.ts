import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process id of the live process (not this one) that holds the lock of `dir`, if any. */
export async function dataDirOwner(dir: string): Promise<number | undefined> {
  const existing = Number.parseInt(await readFile(path.join(dir, "server.pid"), "utf8").catch(() => ""), 10);
  return Number.isInteger(existing) && existing !== process.pid && isAlive(existing) ? existing : undefined;
}

/**
 * PGlite has one connection, so one process may own a data directory. A lock
 * file with the owner's pid refuses a second process; a stale lock left by a
 * process that died is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "server.pid");
  const existing = await dataDirOwner(dir);
  if (existing !== undefined) {
    throw new Error(
      `Another process (pid ${existing}) is using the embedded database in ${dir}. Stop it, or set DATA_DIR to another directory.`,
    );
  }
  await writeFile(file, String(process.pid));
  return async () => {
    await rm(file, { force: true });
  };
}
