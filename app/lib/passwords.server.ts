import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { concurrencyLimit } from "./in-turn.ts";

// argon2id (the library's default algorithm; its const enum is not imported: type
// stripping cannot compile a const enum) with the OWASP parameters: 19 MiB, 2 passes, 1 lane.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (four threads), which file reads and
 * compression share, and each holds its 19 MiB while it runs. One per core
 * (at most three) at once keeps the same throughput, leaves the pool a thread
 * for the rest and caps their memory (2 cores: 38 MiB rather than 76).
 */
const inTurn = concurrencyLimit(Math.max(1, Math.min(availableParallelism(), 3)));

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, argon2Options));
}

function verifyHash(storedHash: string, password: string): Promise<boolean> {
  return inTurn(() => verify(storedHash, password));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it
 * verifies against a throwaway hash made with the same parameters, so both
 * answers take the same time and the response time does not reveal which
 * addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword("dummy password that never matches anything");
    await verifyHash(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verifyHash(storedHash, password);
  } catch {
    return false;
  }
}
