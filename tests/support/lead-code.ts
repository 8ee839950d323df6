import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { outboxMessages } from "#db/schema.ts";

/** The 6-digit code of the latest verification email queued for `email` (read from the outbox). */
export async function latestLeadCode(db: Database, email: string): Promise<string> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
    .orderBy(desc(outboxMessages.createdAt));
  const code = /\b(\d{6})\b/.exec(rows.find((row) => row.kind === "lead-verification-code")?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
