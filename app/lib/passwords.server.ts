import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm; its const enum is not imported: type
// stripping cannot compile a const enum) with the OWASP parameters: 19 MiB, 2 passes, 1 lane.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
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
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
