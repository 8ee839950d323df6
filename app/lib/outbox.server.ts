import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { insertFrom } from "#db/insert-from.ts";
import { placeholders, withPrefix } from "#db/prepared.ts";
import { outboxAttachments, outboxMessages } from "#db/schema.ts";
import type { RenderedEmail } from "../emails/types.ts";

export type OutgoingEmail = {
  kind: string;
  to: string;
  /** Rendered before the transaction that queues it (services.renderEmail). */
  email: RenderedEmail;
  headers?: Record<string, string>;
};

/** An email with files (a calendar invite) or a later moment to go out (a reminder): `enqueueEmailsWithFiles`. */
export type ScheduledEmail = OutgoingEmail & {
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Not before this moment; now when not given. */
  sendAt?: Date;
};

/** The columns an email's row sets (`outboxRow`). */
const outboxColumns = ["kind", "toAddress", "subject", "html", "text", "headers"] as const;

/** An email's row in the outbox. */
function outboxRow(message: OutgoingEmail) {
  return {
    kind: message.kind,
    toAddress: message.to,
    subject: message.email.subject,
    html: message.email.html,
    text: message.email.text,
    headers: message.headers ?? {},
  } satisfies Record<(typeof outboxColumns)[number], unknown>;
}

/**
 * Queues emails in the outbox, all in one insert. Render them first, before the
 * transaction: rendering needs only their props, and the transaction then holds
 * its locks and connection for its writes alone. Call it with the transaction
 * that makes the change the emails are about, so both commit or neither does;
 * the outbox worker delivers them afterwards (docs/decisions/0004).
 *
 * Awaiting the result runs the insert. Given `tx.with(…)`, the insert carries
 * other writes of the change (data-modifying CTEs) in the same statement; add
 * `.returning(…)` to read something back.
 */
export function enqueueEmail(tx: Pick<Database, "insert">, ...messages: [OutgoingEmail, ...OutgoingEmail[]]) {
  return tx.insert(outboxMessages).values(messages.map(outboxRow));
}

/**
 * The same for a statement whose change may not happen: the body of a
 * data-modifying CTE that queues an email once for each row of `source`,
 * another CTE of the statement (the row the email is about), so the email is
 * queued exactly when that row is written. For a prepared statement (a request
 * runs it every time): the email's fields are placeholders named after `name`,
 * filled with `emailPlaceholderValues(name, message)`.
 */
export function enqueueEmailFor(source: SQL, name: string): SQL {
  return insertFrom(outboxMessages, placeholders(outboxColumns, `${name}.`), source);
}

/** The values of `enqueueEmailFor(source, name)`'s placeholders for one message. */
export function emailPlaceholderValues(name: string, message: OutgoingEmail): Record<string, unknown> {
  return withPrefix(outboxRow(message), `${name}.`);
}

/**
 * Queues emails that may carry files or wait for a later moment (`sendAt`: a reminder is an
 * outbox row due at its time, which the worker's poll picks up then). Answers the queued rows'
 * ids in the order given, so that a later change can take back what has not gone out yet
 * (`withdrawPendingEmails`). Call it with the transaction of the change.
 */
export async function enqueueEmailsWithFiles(
  tx: Pick<Database, "insert">,
  ...messages: [ScheduledEmail, ...ScheduledEmail[]]
): Promise<string[]> {
  const rows = await tx
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        ...outboxRow(message),
        ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
      })),
    )
    .returning({ id: outboxMessages.id });
  const files = messages.flatMap((message, n) =>
    (message.attachments ?? []).map((file) => ({ outboxId: (rows[n] as { id: string }).id, ...file })),
  );
  if (files.length > 0) await tx.insert(outboxAttachments).values(files);
  return rows.map((row) => row.id);
}

/** Deletes queued emails that have not been sent yet (reminders of a time that changed); sent ones stay. */
export async function withdrawPendingEmails(tx: Pick<Database, "delete">, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.id, [...ids]), eq(outboxMessages.status, "pending")));
}
