import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { storedFiles } from "#db/schema.ts";

// Where uploaded files live. Business logic sees only this interface, so the
// disk can be swapped for object storage (S3 and the like) without touching
// it. See docs/decisions/0014-applications-and-uploads.md.

export type FileStorage = {
  /** Stores the bytes under a new random key and returns the key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/** Keys are 32 hex characters from the CSPRNG: they never come from a file name. */
const keyPattern = /^[a-f0-9]{32}$/;

/**
 * Files on the local disk under `directory` (DATA_DIR/files), outside the web
 * root, in 256 subfolders by key prefix. Files are written to a temporary name,
 * flushed to the disk, renamed, and the folder flushed too: a crash never leaves
 * half a file under a real key, and a stored key survives a power cut.
 */
export function createDiskFileStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error("invalid storage key");
    return path.join(directory, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString("hex");
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      try {
        const handle = await open(partial, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      // The rename lives in the folder's entries: flush them, or the file may vanish after a power cut.
      const folder = await open(path.dirname(file), "r");
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      return key;
    },
    async get(key) {
      if (!keyPattern.test(key)) return null;
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      if (!keyPattern.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Files in the database's `stored_files` table. Every instance sharing the
 * database sees the same files, with nothing else to mount or back up; meant
 * for upload-sized files (résumés up to 5 MB; content images stored as variants
 * of a few hundred kB each).
 */
export function createDatabaseFileStorage(db: Database): FileStorage {
  return {
    async put(bytes) {
      const key = randomBytes(16).toString("hex");
      await db.insert(storedFiles).values({ key, bytes, size: bytes.byteLength });
      return key;
    },
    async get(key) {
      if (!keyPattern.test(key)) return null;
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.key, key));
      return row ? row.bytes : null;
    },
    async delete(key) {
      if (!keyPattern.test(key)) return;
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
