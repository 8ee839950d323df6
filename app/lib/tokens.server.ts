import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailTokens } from "#db/schema.ts";

/** A URL-safe random token of `bytes` bytes (32 bytes = 256 bits). */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Stores a fresh single-use emailed token (from generateToken, made before the
 * transaction so that its email can be rendered first) for `purpose` and
 * `subjectId` (an applicant or a staff member), valid for `ttlMs`. Only its
 * hash is stored; earlier unused tokens of the same purpose and subject stop working.
 */
export async function issueEmailToken(
  tx: Database,
  token: { token: string; purpose: string; subjectId: string; ttlMs: number },
): Promise<void> {
  const { purpose, subjectId } = token;
  await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.purpose, purpose), eq(emailTokens.subjectId, subjectId), isNull(emailTokens.usedAt)));
  await tx.insert(emailTokens).values({
    purpose,
    tokenHash: hashToken(token.token),
    subjectId,
    expiresAt: new Date(Date.now() + token.ttlMs),
  });
}

/** The stored row of an emailed token, locked for the transaction (used or not, expired or not). */
export async function findEmailToken(tx: Database, purpose: string, token: string) {
  const [stored] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .for("update");
  return stored;
}
