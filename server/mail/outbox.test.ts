import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { openDatabase } from "#db/client.ts";
import { devMailboxMessages, outboxMessages } from "#db/schema.ts";
import { cleanupAfterEach, until } from "#tests/support/cleanup.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { closedPort, SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import { backoffDelay, OutboxWorker } from "./outbox-worker.ts";
import { createSmtpTransport, type MailTransport } from "./transport.ts";

const logger = pino({ level: "silent" });
const cleanup = cleanupAfterEach();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function database(kind: (typeof databaseKinds)[number]): Promise<TestDatabase> {
  const db = await createTestDatabase(kind);
  cleanup.push(() => db.drop());
  return db;
}

async function sink(options?: ConstructorParameters<typeof SmtpSink>[0]) {
  const s = await new SmtpSink(options).start();
  cleanup.push(() => s.stop());
  return s;
}

function worker(db: TestDatabase["handle"]["db"], smtpUrl: string) {
  const transport = createSmtpTransport(smtpUrl, "Marut <no-reply@marut.test>");
  const w = new OutboxWorker({ db, transport, logger, pollMs: 50, backoffBaseMs: 100, backoffCapMs: 400 });
  cleanup.push(async () => {
    await w.stop();
    transport.close();
  });
  return w;
}

describe("backoffDelay", () => {
  it("doubles from the base, is capped, and jitters within ±20 %", () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0.5)).toBe(1000);
    expect(backoffDelay(4, 1000, 60_000, () => 0.5)).toBe(8000);
    expect(backoffDelay(30, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(backoffDelay(30, 1000, 60_000, () => 0)).toBe(48_000);
    expect(backoffDelay(30, 1000, 60_000, () => 1)).toBe(72_000);
  });
});

describe.each(databaseKinds)("outbox on %s", (kind) => {
  it("delivers mail queued by a request over SMTP once, with its headers, and marks it sent", async () => {
    const db = await database(kind);
    const smtp = await sink();
    const t = createTestApp({ database: db.handle, smtpUrl: smtp.url });
    cleanup.push(() => t.close());
    t.worker.start();

    await expectStatus(t.client().api.newsletters.subscribe.$post({ json: { email: "reader@example.com" } }), 200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(["reader@example.com"]);
    expect(mail?.subject).toBe("Please confirm your newsletter subscription");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}/);
    expect(mail?.html).toContain("Confirm my subscription");
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const [row] = await db.handle.db.select().from(outboxMessages);
    await until(async () => (await db.handle.db.select().from(outboxMessages))[0]?.status === "sent");
    expect(mail?.messageId).toBe(`<${row?.id}@marut.test>`);
    await sleep(400);
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the request successful while SMTP refuses connections, and delivers once it is back", async () => {
    const db = await database(kind);
    const port = await closedPort();
    const t = createTestApp({ database: db.handle, smtpUrl: `smtp://127.0.0.1:${port}` });
    cleanup.push(() => t.close());
    t.worker.start();

    await expectStatus(t.client().api.newsletters.subscribe.$post({ json: { email: "patient@example.com" } }), 200);
    await until(async () => {
      const [row] = await db.handle.db.select().from(outboxMessages);
      return (row?.attempts ?? 0) >= 2;
    });
    const [failing] = await db.handle.db.select().from(outboxMessages);
    expect(failing?.status).toBe("pending");
    expect(failing?.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Bring the mail server back on the port the worker keeps trying.
    const smtp = await sink({ port });
    await smtp.waitFor(1);
    await until(async () => (await db.handle.db.select().from(outboxMessages))[0]?.status === "sent");
    await sleep(500);
    expect(smtp.received).toHaveLength(1);
  });

  it("retries mail waiting out a long backoff as soon as the mail server answers again", async () => {
    const db = await database(kind);
    const port = await closedPort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Marut <no-reply@marut.test>");
    // A backoff far longer than the test: only the recovery rule can send the first message in time.
    const w = new OutboxWorker({ db: db.handle.db, transport, logger, pollMs: 50, backoffBaseMs: 600_000 });
    cleanup.push(async () => {
      await w.stop();
      transport.close();
    });
    const queue = (to: string) =>
      enqueueEmail(db.handle.db, {
        kind: "test",
        to,
        email: { subject: "Hello", html: "<p>Hello</p>", text: "Hello" },
      });
    await queue("waiting@example.com");
    w.start();
    // The failed attempt is recorded (the claim alone counts the attempt but sets no retry time).
    await until(async () => Boolean((await db.handle.db.select().from(outboxMessages))[0]?.lastError));
    const [waiting] = await db.handle.db.select().from(outboxMessages);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    const smtp = await sink({ port });
    await queue("fresh@example.com");
    w.wake();
    await smtp.waitFor(2, 10_000);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(["fresh@example.com", "waiting@example.com"]);
  });

  it("marks a message sent only once the mail server accepted it, and a batch's deliveries in one update", async () => {
    const db = await database(kind);
    let accept = () => {};
    const accepting = new Promise<void>((resolve) => {
      accept = resolve;
    });
    let sends = 0;
    const transport: MailTransport = {
      name: "smtp",
      // The first nine are accepted at once, the tenth when the test says so.
      send: () => (++sends < 10 ? Promise.resolve() : accepting),
      close: () => {},
    };
    for (let i = 0; i < 10; i++) {
      await enqueueEmail(db.handle.db, {
        kind: "test",
        to: `driver${i}@example.com`,
        email: { subject: `Message ${i}`, html: `<p>${i}</p>`, text: String(i) },
      });
    }
    const w = new OutboxWorker({ db: db.handle.db, transport, logger, pollMs: 50 });
    cleanup.push(() => w.stop());
    w.start();
    const rows = () => db.handle.db.select().from(outboxMessages);
    await until(async () => (await rows()).every((row) => row.attempts === 1));
    await sleep(200);
    // Claimed and handed to the mail server, which has not answered for the whole batch: nothing is marked sent.
    expect(sends).toBe(10);
    expect((await rows()).map((row) => row.status)).toEqual(Array(10).fill("pending"));

    accept();
    await until(async () => (await rows()).every((row) => row.status === "sent"));
    expect((await rows()).every((row) => row.html === "" && row.sentAt !== null)).toBe(true);
    // One statement marked all ten: the rows carry the id of one transaction.
    const writers = await db.handle.db.execute(sql`select distinct xmin::text from outbox_messages`);
    expect((writers as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it("releases the leases of messages a dead process had claimed, so they are sent right away", async () => {
    const db = await database(kind);
    const smtp = await sink();
    await enqueueEmail(db.handle.db, {
      kind: "test",
      to: "claimed@example.com",
      email: { subject: "Hello", html: "<p>Hello</p>", text: "Hello" },
    });
    // As a worker that died mid-send leaves it: claimed for another minute.
    await db.handle.db.update(outboxMessages).set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    const w = worker(db.handle.db, smtp.url);
    expect(await w.releaseLeases()).toBe(1);
    w.start();
    await smtp.waitFor(1, 10_000);
    expect(smtp.received[0]?.to).toEqual(["claimed@example.com"]);
  });

  it("marks a message failed when the server rejects it permanently (5xx), without retrying", async () => {
    const db = await database(kind);
    const smtp = await sink({ rejectRecipient: (address) => address.startsWith("nobody@") });
    const w = worker(db.handle.db, smtp.url);
    await enqueueEmail(db.handle.db, {
      kind: "test",
      to: "nobody@example.com",
      email: { subject: "Hello", html: "<p>Hello</p>", text: "Hello" },
    });
    w.start();
    await until(async () => (await db.handle.db.select().from(outboxMessages))[0]?.status === "failed");
    const [row] = await db.handle.db.select().from(outboxMessages);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/550|Mailbox/);
    // It will not be sent again, so its content goes as with a sent one.
    expect(row).toMatchObject({ subject: "", html: "", text: "", headers: {} });
  });

  it("deletes sent and failed messages past their retention when it starts, and never pending ones", async () => {
    const db = await database(kind);
    const smtp = await sink();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    const queue = async (to: string, changes: Partial<typeof outboxMessages.$inferInsert>) => {
      const [row] = await enqueueEmail(db.handle.db, {
        kind: "test",
        to,
        email: { subject: "Hello", html: "<p>Hello</p>", text: "Hello" },
      }).returning({ id: outboxMessages.id });
      await db.handle.db
        .update(outboxMessages)
        .set(changes)
        .where(eq(outboxMessages.id, row?.id ?? ""));
    };
    await queue("old-sent@example.com", { status: "sent", createdAt: daysAgo(32), sentAt: daysAgo(31) });
    await queue("recent-sent@example.com", { status: "sent", createdAt: daysAgo(29), sentAt: daysAgo(29) });
    await queue("old-failed@example.com", { status: "failed", createdAt: daysAgo(31) });
    // Waiting out a long backoff: old, but not delivered yet.
    await queue("old-pending@example.com", { createdAt: daysAgo(31), nextAttemptAt: daysAgo(-1) });

    worker(db.handle.db, smtp.url).start();
    const addresses = async () => (await db.handle.db.select().from(outboxMessages)).map((row) => row.toAddress).sort();
    await until(async () => (await addresses()).length === 2);
    expect(await addresses()).toEqual(["old-pending@example.com", "recent-sent@example.com"]);
  });

  it("keeps the dev mailbox to its last day and its newest messages", async () => {
    const db = await database(kind);
    const transport = createSmtpTransport("smtp://127.0.0.1:1", "Marut <no-reply@marut.test>");
    cleanup.push(() => transport.close());
    const w = new OutboxWorker({ db: db.handle.db, transport, logger, pollMs: 50, devMailboxMaxMessages: 3 });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const deliver = (subject: string, createdAt: Date) =>
      db.handle.db.insert(devMailboxMessages).values({
        outboxId: crypto.randomUUID(),
        fromAddress: "Marut <no-reply@marut.test>",
        toAddress: "developer@example.com",
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
        createdAt,
      });
    await deliver("yesterday", minutesAgo(25 * 60));
    for (let i = 1; i <= 5; i++) await deliver(`today ${i}`, minutesAgo(60 - i));

    expect(await w.sweep()).toEqual({ outbox: 0, devMailbox: 3 });
    const kept = await db.handle.db.select().from(devMailboxMessages);
    expect(kept.map((row) => row.subject).sort()).toEqual(["today 3", "today 4", "today 5"]);
  });

  it("sends each message exactly once when two workers with their own connections share the database", async () => {
    const db = await database(kind);
    const smtp = await sink();
    // On PostgreSQL the second worker gets its own pool, like a second server instance.
    let secondDb = db.handle.db;
    if (kind === "postgres" && db.url) {
      const second = await openDatabase({ kind: "postgres", url: db.url, poolSize: 5 });
      cleanup.push(() => second.close());
      secondDb = second.db;
    }
    const total = 40;
    for (let i = 0; i < total; i++) {
      await enqueueEmail(db.handle.db, {
        kind: "test",
        to: `driver${i}@example.com`,
        email: { subject: `Message ${i}`, html: `<p>${i}</p>`, text: String(i) },
      });
    }
    worker(db.handle.db, smtp.url).start();
    worker(secondDb, smtp.url).start();
    await smtp.waitFor(total, 30_000);
    await until(async () => {
      const rows = await db.handle.db.select().from(outboxMessages).where(eq(outboxMessages.status, "sent"));
      return rows.length === total;
    });
    await sleep(500);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(total);
  });
});
