import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { devMailboxMessages } from "../../db/schema.ts";

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
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
 * other message would have failed the same way.
 */
export function isServerUnavailable(error: unknown): boolean {
  const e = error as { command?: unknown; responseCode?: unknown } | null;
  return e?.command === "CONN" || e?.responseCode === 421;
}

function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}

function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    // A stable Message-ID lets receivers drop a duplicate should a crash
    // between "accepted" and "marked sent" cause a second delivery.
    messageId: `<${message.id}@${domainOf(from)}>`,
  };
}

/** Real SMTP with short timeouts, so a dead server never stalls the outbox worker. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail(envelope(from, message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Development transport: builds the same MIME message and keeps it in the
 * database, where /dev/mailbox lists it. Logs a one-line summary (never links
 * or codes: they are credentials).
 */
export function createDevMailboxTransport(
  db: Database,
  from: string,
  logger: Logger,
  mailboxUrl: string,
): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "dev-mailbox",
    async send(message) {
      await builder.sendMail(envelope(from, message));
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
    close: () => builder.close(),
  };
}
