import { createHash, randomBytes } from "node:crypto";

/** A URL-safe random token of `bytes` bytes (32 bytes = 256 bits). */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
