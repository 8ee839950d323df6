import type { SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { insertFrom } from "#db/insert-from.ts";
import { placeholders, withPrefix } from "#db/prepared.ts";
import { outboxMessages } from "#db/schema.ts";
import type { RenderedEmail } from "../emails/types.ts";

export type OutgoingEmail = {
  kind: string;
  to: string;
  /** Rendered before the transaction that queues it (services.renderEmail). */
  email: RenderedEmail;
  headers?: Record<string, string>;
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
