import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "#app/lib/dates.ts";
import { leads, leadVerificationCodes, outboxMessages } from "#db/schema.ts";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { leadDraft } from "#tests/support/lead-draft.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, databaseKinds } from "#tests/support/test-database.ts";
import { MAX_CODE_ATTEMPTS, sendVerificationCode, submitLead } from "./leads.server.ts";
import { leadDraftSchema } from "./schemas.ts";

const cleanup = cleanupAfterEach();

async function setUp(kind: (typeof databaseKinds)[number]) {
  const database = await createTestDatabase(kind);
  cleanup.push(() => database.drop());
  const t = createTestApp({ database: database.handle });
  cleanup.push(() => t.close());
  const { db } = database.handle;
  /** Asks for a code and reads it from the queued email, as the visitor would. */
  const codeFor = async (email: string) => {
    expect(await sendVerificationCode(t.services, email)).toEqual({ ok: true });
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, "lead-verification-code")))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail[0]?.text ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  const submit = (email: string, code: string) =>
    submitLead(t.services, leadDraftSchema.parse(leadDraft(email, code)), { userAgent: null });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  return { db, codeFor, submit, wrong };
}

describe.each(databaseKinds)("lead submissions on %s", (kind) => {
  it("store the lead with the time its sales notification states, and both emails with it", async () => {
    const { db, codeFor, submit } = await setUp(kind);
    const code = await codeFor("asha@example.com");
    const result = await submit("asha@example.com", code);
    expect(result).toEqual({ ok: true, id: expect.any(String), bookingToken: expect.any(String) });
    const [lead] = await db.select().from(leads);
    expect(lead?.id).toBe(result.ok ? result.id : undefined);
    const mail = await db.select().from(outboxMessages);
    const notification = mail.find((row) => row.kind === "lead-sales-notification");
    expect(notification?.text).toContain(`Received: ${formatDateTime(lead?.createdAt ?? new Date(0))}`);
    expect(mail.filter((row) => row.kind === "lead-confirmation").map((row) => row.toAddress)).toEqual([
      "asha@example.com",
    ]);
    const [used] = await db.select().from(leadVerificationCodes);
    expect(used?.consumedAt).toBeInstanceOf(Date);
  });

  it("store one lead when the same code arrives several times at once, and the others as a used code", async () => {
    const { db, codeFor, submit } = await setUp(kind);
    const code = await codeFor("twice@example.com");
    const results = await Promise.all(Array.from({ length: 6 }, () => submit("twice@example.com", code)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, reason: "invalid-code" })),
    );
    expect(await db.select().from(leads)).toHaveLength(1);
    const leadMail = (await db.select().from(outboxMessages)).filter(
      (row) => row.kind.startsWith("lead-") && row.kind !== "lead-verification-code",
    );
    expect(leadMail.map((row) => row.kind).sort()).toEqual(["lead-confirmation", "lead-sales-notification"]);
  });

  it("never compare more wrong codes than the attempts allow, however many arrive at once", async () => {
    const { db, codeFor, submit, wrong } = await setUp(kind);
    const code = await codeFor("guess@example.com");
    await db.update(leadVerificationCodes).set({ attempts: MAX_CODE_ATTEMPTS - 1 });
    // One wrong guess left: of a wrong and the right code sent together, the
    // right one stores the lead only if it is used before the wrong one counts.
    const [guess, right] = await Promise.all([
      submit("guess@example.com", wrong(code)),
      submit("guess@example.com", code),
    ]);
    const [row] = await db.select().from(leadVerificationCodes);
    const stored = await db.select().from(leads);
    if (right.ok) {
      expect(stored).toHaveLength(1);
      expect(guess).toEqual({ ok: false, reason: "invalid-code" });
      expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS - 1);
    } else {
      expect(stored).toHaveLength(0);
      expect(guess).toEqual({ ok: false, reason: "invalid-code" });
      expect(right).toEqual({ ok: false, reason: "too-many-attempts" });
      expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS);
    }
    // Either way the code is spent: it takes no further guess and no lead.
    expect(await submit("guess@example.com", code)).toMatchObject({ ok: false });
    expect((await db.select().from(leadVerificationCodes))[0]?.attempts).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
  });

  it("let a new code replace the earlier one, in one statement with its email", async () => {
    const { db, codeFor, submit } = await setUp(kind);
    const first = await codeFor("again@example.com");
    await db.update(leadVerificationCodes).set({ createdAt: new Date(Date.now() - 60_000) });
    const second = await codeFor("again@example.com");
    const codes = await db.select().from(leadVerificationCodes);
    expect(codes.map((row) => row.consumedAt === null).sort()).toEqual([false, true]);
    expect(await submit("again@example.com", first)).toEqual({ ok: false, reason: "invalid-code" });
    expect((await submit("again@example.com", second)).ok).toBe(true);
  });
});
