import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "#app/lib/tokens.server.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { outboxMessages } from "#db/schema.ts";
import { applicantSignUp } from "../support/applicant.ts";
import { cleanupAfterEach, until } from "../support/cleanup.ts";
import { expectStatus } from "../support/expect-status.ts";
import { type ReceivedMail, SmtpSink } from "../support/smtp-sink.ts";
import { createTestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds } from "../support/test-database.ts";

// docs/decisions/0005-tokens-and-sessions.md: a copy of the database yields no
// usable links. Emails carry such links until they are sent; once the mail
// server has accepted a message, nothing of its content may stay behind.

const cleanup = cleanupAfterEach();

/** Every row of every table outside the system schemas, each cast to text. */
async function everyRowAsText(handle: DatabaseHandle): Promise<{ table: string; row: string }[]> {
  const tables = await handle.db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const found: { table: string; row: string }[] = [];
  for (const { schema, name } of (tables as unknown as { rows: { schema: string; name: string }[] }).rows) {
    const table = `"${schema}"."${name}"`;
    const result = await handle.db.execute<{ row: string }>(sql.raw(`select t::text as row from ${table} t`));
    for (const { row } of (result as unknown as { rows: { row: string }[] }).rows) found.push({ table, row });
  }
  return found;
}

/** The token of the first link in a delivered message that matches `pattern`. */
function tokenIn(mail: ReceivedMail | undefined, pattern: RegExp, where: "text" | "raw" = "text"): string {
  const token = pattern.exec(mail?.[where] ?? "")?.[1];
  if (!token) throw new Error(`no token matching ${pattern} in the delivered message`);
  return token;
}

describe.each(databaseKinds)("email content at rest on %s", (kind) => {
  it("a copy of the database yields no link from a delivered email (password reset, verification, newsletter)", async () => {
    const database = await createTestDatabase(kind);
    cleanup.push(() => database.drop());
    const smtp = await new SmtpSink().start();
    cleanup.push(() => smtp.stop());
    const t = createTestApp({ database: database.handle, smtpUrl: smtp.url });
    cleanup.push(() => t.close());
    t.worker.start();

    const email = "asha.mwinyi@example.com";
    const { api } = t.client();
    await expectStatus(api.applicant.register.$post({ json: { ...applicantSignUp, email } }), 201);
    const verification = (await smtp.waitFor(1))[0];
    await expectStatus(api.applicant["forgot-password"].$post({ json: { email } }), 200);
    const reset = (await smtp.waitFor(2))[1];
    await expectStatus(api.newsletters.subscribe.$post({ json: { email: "reader@example.com" } }), 200);
    const newsletter = (await smtp.waitFor(3))[2];

    const tokens = {
      "password reset": tokenIn(reset, /reset-password\?token=([\w-]{43})/),
      "applicant email verification": tokenIn(verification, /verify-email\?token=([\w-]{43})&type=applicant/),
      "newsletter confirmation": tokenIn(newsletter, /verify-email\?token=([\w-]{43})&type=newsletter/),
      "newsletter unsubscribe (List-Unsubscribe)": tokenIn(
        newsletter,
        /^List-Unsubscribe:\s*<[^>]*unsubscribe\?token=([\w-]{43})>/im,
        "raw",
      ),
    };
    await until(async () => {
      const rows = await database.handle.db.select({ status: outboxMessages.status }).from(outboxMessages);
      return rows.length === 3 && rows.every((row) => row.status === "sent");
    });

    const rows = await everyRowAsText(database.handle);
    // The scan sees what is stored: each token's hash is there, as it must be to redeem it.
    for (const token of Object.values(tokens)) {
      expect(rows.some(({ row }) => row.includes(hashToken(token)))).toBe(true);
    }
    for (const [what, token] of Object.entries(tokens)) {
      expect(
        rows.filter(({ row }) => row.includes(token)).map(({ table }) => table),
        what,
      ).toEqual([]);
    }
    // What the outbox keeps of a sent message: who, what kind, when, how many attempts.
    const kept = await database.handle.db.select().from(outboxMessages);
    for (const row of kept) {
      expect(row).toMatchObject({ subject: "", html: "", text: "", headers: {}, status: "sent", attempts: 1 });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(kept.map((row) => row.toAddress).sort()).toEqual([email, email, "reader@example.com"]);
  });
});
