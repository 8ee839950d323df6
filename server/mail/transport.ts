import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { devMailboxMessages } from "#db/schema.ts";
import { composeMessage, type MailAttachment, type Mailbox, parseMailbox } from "./mime.ts";

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Files sent with it (a calendar invite); none for most messages. */
  attachments?: readonly MailAttachment[];
};

export type MailTransport = {
  name: "smtp" | "dev-mailbox";
  /** Resolves once the receiving side has accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** A failure the SMTP server called permanent (5xx): retrying will not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * A failure of the mail server as a whole (refused or cut connection, timeout,
 * "421 try again later"), as opposed to a problem with one message: every
 * other message would have failed the same way. A failed connect or greeting
 * is command "CONN"; the pool reports a server that keeps closing its new
 * connections, once it gives up on them, as ECONNECTION without a command.
 */
export function isServerUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; command?: unknown; responseCode?: unknown } | null;
  return e?.command === "CONN" || e?.code === "ECONNECTION" || e?.responseCode === 421;
}

/**
 * The message as SMTP carries it, with the envelope taken from its headers. A
 * stable Message-ID lets receivers drop a duplicate should a crash between
 * "accepted" and "marked sent" cause a second delivery.
 */
function composed(sender: Mailbox, message: MailMessage) {
  const domain = sender.address.split("@")[1] ?? "localhost";
  return {
    envelope: { from: sender.address, to: [message.to] },
    raw: composeMessage({ ...message, messageId: `${message.id}@${domain}`, from: sender, date: new Date() }),
  };
}

/**
 * How many messages the SMTP transport sends at once, each over a connection of
 * its own. The outbox worker claims at most this many in a batch, so a claimed
 * message never waits in the pool behind another: its lease has to outlast its
 * own delivery's timeouts only.
 */
export const SMTP_CONNECTIONS = 10;

/**
 * Real SMTP over pooled connections, each reused for many messages rather than
 * opened per message (opening one and waiting for its greeting cost about as
 * much CPU as composing and sending the message), with short timeouts, so a
 * dead server never stalls the outbox worker.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const sender = parseMailbox(from);
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 100,
    // Closed politely (QUIT) after a quiet spell, before the socket timeout would cut it.
    idleTimeout: 10_000,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    name: "smtp",
    async send(message) {
      // Composed here (./mime.ts); the pool only carries it.
      await transporter.sendMail(composed(sender, message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Development transport: keeps each message's parts and headers in the
 * database, where /dev/mailbox shows them. Logs a one-line summary (never links
 * or codes: they are credentials).
 */
export function createDevMailboxTransport(
  db: Database,
  from: string,
  logger: Logger,
  mailboxUrl: string,
): MailTransport {
  return {
    name: "dev-mailbox",
    async send(message) {
      await db
        .insert(devMailboxMessages)
        .values({
          outboxId: message.id,
          fromAddress: from,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
        })
        .onConflictDoNothing({ target: devMailboxMessages.outboxId });
      logger.info({ mail: message.id }, `dev mailbox: "${message.subject}" to ${message.to}, read it at ${mailboxUrl}`);
    },
    close: () => {},
  };
}
