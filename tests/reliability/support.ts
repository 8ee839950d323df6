import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { outboxMessages } from "#db/schema.ts";

import type { CleanupSteps } from "../support/cleanup.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";
import type { ReceivedMail, SmtpSink } from "../support/smtp-sink.ts";
import { createPostgresDatabase } from "../support/test-database.ts";

export { leadDraft } from "../support/lead-draft.ts";

// Helpers for the reliability suite: real server processes, a real SMTP server,
// and the database read directly to check what was kept.

/** One line of figures in the test output: what a run measured, for the closing numbers. */
export const report = (line: string) => process.stdout.write(`${line}\n`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function tempDir(cleanup: CleanupSteps): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "marut-reliability-"));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Where a server keeps its data: an embedded database in a new directory, or a new PostgreSQL database. */
export type Store = {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  /** Opens the database from this process; for PGlite only once no server holds the directory. */
  open(): Promise<DatabaseHandle>;
};

export async function newStore(kind: "pglite" | "postgres", cleanup: CleanupSteps): Promise<Store> {
  if (kind === "pglite") {
    const dataDir = await tempDir(cleanup);
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
    };
  }
  const db = await createPostgresDatabase();
  cleanup.push(() => db.drop());
  return {
    kind,
    env: { DATABASE_URL: db.url },
    open: () => openDatabase({ kind: "postgres", url: db.url, poolSize: 2 }),
  };
}

export const storeKinds: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function launch(env: Record<string, string>, cleanup: CleanupSteps): Promise<ServerProcess> {
  const server = await startServer({ NODE_ENV: "test", LOG_LEVEL: "info", ...env }, 90_000);
  cleanup.push(() => server.kill());
  return server;
}

/** A distinct client address per index, so per-IP limits never decide a test (TRUST_PROXY is on). */
export const clientIp = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** POST JSON; resolves with the status, or `null` when no answer came (connection refused or cut). */
export async function postJson(
  base: string,
  pathName: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const response = await fetch(`${base}${pathName}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text };
    }
    return { status: response.status, body: parsed };
  } catch {
    return null;
  }
}

/** The six-digit code in a verification mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${mail.to.join(", ")}`);
  return code;
}

/**
 * Asks for a verification code for each address through the API and reads it
 * from the mail the SMTP server received: the codes a visitor would type.
 */
export async function issueCodes(base: string, sink: SmtpSink, emails: string[]): Promise<Map<string, string>> {
  const before = sink.received.length;
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      const answer = await postJson(base, "/api/leads/send-code", { email: emails[index] }, clientIp(50_000 + index));
      if (answer?.status !== 200) throw new Error(`send-code for ${emails[index]} answered ${answer?.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await sink.waitFor(before + emails.length, 60_000);
  const wanted = new Set(emails);
  const codes = new Map<string, string>();
  for (const mail of sink.received.slice(before)) {
    const to = mail.to[0] ?? "";
    if (wanted.has(to)) codes.set(to, codeIn(mail));
  }
  if (codes.size !== emails.length) throw new Error(`expected ${emails.length} codes, got ${codes.size}`);
  return codes;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function outboxRows(handle: DatabaseHandle): Promise<OutboxRow[]> {
  return handle.db.select().from(outboxMessages).orderBy(asc(outboxMessages.createdAt));
}

/** The id part of a Message-ID header, `<id@domain>` → id: the outbox row it was sent from. */
export const outboxIdOf = (mail: ReceivedMail) => /^<([0-9a-f-]{36})@/.exec(mail.messageId)?.[1] ?? "";

/** The address in a received message's Reply-To header, or "" without one. */
export const replyToOf = (mail: ReceivedMail) =>
  (mail.headers.get("reply-to") as { value?: { address?: string }[] } | undefined)?.value?.[0]?.address ?? "";

/** How many times each outbox row reached the SMTP server. */
export function deliveriesByOutboxId(mails: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) {
    const id = outboxIdOf(mail);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Waits until no new mail has arrived for `quietMs`. */
export async function waitForQuiet(sink: SmtpSink, quietMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = sink.received.length;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(200);
    if (sink.received.length !== seen) {
      seen = sink.received.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
  }
  throw new Error(`mail still arriving after ${timeoutMs} ms`);
}
