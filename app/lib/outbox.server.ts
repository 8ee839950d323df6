import type { Database } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema.ts";
import type { RenderedEmail } from "../emails/types.ts";

export type OutgoingEmail = {
  kind: string;
  to: string;
  email: RenderedEmail;
  headers?: Record<string, string>;
};

/**
 * Queues an email in the outbox. Call it with the transaction that makes the
 * change the email is about, so both commit or neither does; the outbox worker
 * delivers it afterwards.
 */
export async function enqueueEmail(tx: Database, message: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.email.subject,
      html: message.email.html,
      text: message.email.text,
      headers: message.headers ?? {},
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}
