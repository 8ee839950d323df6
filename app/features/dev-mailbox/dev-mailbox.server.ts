import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { codeEmailKinds } from "#app/emails/types.ts";
import type { PageContext } from "#app/lib/page-context.ts";
import type { Database } from "#db/client.ts";
import { devMailboxMessages, outboxMessages } from "#db/schema.ts";

/** The dev mailbox exists only in development without SMTP_URL; elsewhere it is a 404. */
export function assertMailboxEnabled(context: PageContext): void {
  if (context.isProduction || !context.devMailboxEnabled) throw data(null, { status: 404 });
}

/**
 * Links and one-time codes found in a message, so a developer can act on it at
 * once. Only an email of a kind that sends a code (`codeEmailKinds`) has one:
 * six digits elsewhere (a postal code in a footer, a figure) are not codes.
 */
export function extractActions(text: string, kind: string | null): { links: string[]; codes: string[] } {
  const links = [...new Set(text.match(/https?:\/\/[^\s<>")\]]+/g) ?? [])];
  const carriesCode = kind !== null && codeEmailKinds.includes(kind);
  const codes = carriesCode ? [...new Set(text.match(/(?<![\w/=-])\d{6}(?![\w-])/g) ?? [])] : [];
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
      kind: outboxMessages.kind,
    })
    .from(devMailboxMessages)
    // What the message is comes from its outbox row (kept longer than the mailbox's); campaign mail has none.
    .leftJoin(outboxMessages, eq(outboxMessages.id, devMailboxMessages.outboxId))
    .orderBy(desc(devMailboxMessages.createdAt))
    .limit(limit);
  return rows.map(({ text, createdAt, kind, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    ...extractActions(text, kind),
  }));
}

export async function getMailboxMessage(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [found] = await db
    .select({ message: devMailboxMessages, kind: outboxMessages.kind })
    .from(devMailboxMessages)
    .leftJoin(outboxMessages, eq(outboxMessages.id, devMailboxMessages.outboxId))
    .where(eq(devMailboxMessages.id, id));
  if (!found) return undefined;
  const { message, kind } = found;
  return { ...message, createdAt: message.createdAt.toISOString(), ...extractActions(message.text, kind) };
}
