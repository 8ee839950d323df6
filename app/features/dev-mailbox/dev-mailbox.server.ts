import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "../../../db/client.ts";
import { devMailboxMessages } from "../../../db/schema.ts";
import type { PageContext } from "../../lib/page-context.ts";

/** The dev mailbox exists only in development without SMTP_URL; elsewhere it is a 404. */
export function assertMailboxEnabled(context: PageContext): void {
  if (context.isProduction || !context.devMailboxEnabled) throw data(null, { status: 404 });
}

/** Links and one-time codes found in a message, so a developer can act on it at once. */
export function extractActions(text: string): { links: string[]; codes: string[] } {
  const links = [...new Set(text.match(/https?:\/\/[^\s<>")\]]+/g) ?? [])];
  const codes = [...new Set(text.match(/(?<![\w/=-])\d{6}(?![\w-])/g) ?? [])];
  return { links, codes };
}

export async function listMailbox(db: Database, limit = 100) {
  const rows = await db
    .select({
      id: devMailboxMessages.id,
      toAddress: devMailboxMessages.toAddress,
      subject: devMailboxMessages.subject,
      text: devMailboxMessages.text,
      createdAt: devMailboxMessages.createdAt,
    })
    .from(devMailboxMessages)
    .orderBy(desc(devMailboxMessages.createdAt))
    .limit(limit);
  return rows.map(({ text, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    ...extractActions(text),
  }));
}

export async function getMailboxMessage(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(devMailboxMessages).where(eq(devMailboxMessages.id, id));
  if (!row) return undefined;
  return { ...row, createdAt: row.createdAt.toISOString(), ...extractActions(row.text) };
}
