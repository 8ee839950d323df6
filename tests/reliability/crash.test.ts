import { describe, expect, it } from "vitest";
import { leads } from "#db/schema.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { freePort } from "../support/server-process.ts";
import { SmtpSink } from "../support/smtp-sink.ts";
import {
  clientIp,
  issueCodes,
  launch,
  leadDraft,
  newStore,
  outboxIdOf,
  outboxRows,
  postJson,
  replyToOf,
  report,
  sleep,
  storeKinds,
  waitForQuiet,
} from "./support.ts";

// kill -9 at random moments while visitors send the lead wizard: whatever the
// server answered 2xx for is kept exactly once, and its emails go out once the
// server is back.

const KILLS = 10;
const LEADS = 160;
const CLIENTS = 6;
/** Messages one outbox worker sends at a time (OutboxWorker batchSize). */
const OUTBOX_BATCH = 10;

const cleanup = cleanupAfterEach();

type Outcome = {
  email: string;
  /** Every status the visitor saw, `null` for a request that got no answer (the server died). */
  answers: (number | null)[];
  leadId?: string;
};

describe.each(storeKinds)("kill -9 during lead submissions on %s", (kind) => {
  it(`keeps every answered lead once and sends its emails after ${KILLS} crashes`, async () => {
    const store = await newStore(kind, cleanup);
    const sink = await new SmtpSink().start();
    cleanup.push(() => sink.stop());
    const port = String(await freePort());
    const env = {
      ...store.env,
      PORT: port,
      SMTP_URL: sink.url,
      TRUST_PROXY: "true",
      OUTBOX_POLL_MS: "200",
      OUTBOX_LEASE_SECONDS: "30",
    };
    let server = await launch(env, cleanup);
    const base = server.url;

    const run = Date.now().toString(36);
    const emails = Array.from({ length: LEADS }, (_, i) => `driver${i}.${run}@fleet-crash.example`);
    const codes = await issueCodes(base, sink, emails);
    const codeMails = sink.received.length;

    // Visitors: each sends its draft until it gets an answer, retrying after a
    // lost connection like a browser whose user clicks Submit again.
    const outcomes: Outcome[] = emails.map((email) => ({ email, answers: [] }));
    let answered = 0;
    let next = 0;
    const visitor = async () => {
      while (next < outcomes.length) {
        const index = next++;
        const outcome = outcomes[index] as Outcome;
        const draft = leadDraft(outcome.email, codes.get(outcome.email) ?? "", index);
        for (let attempt = 0; attempt < 400; attempt++) {
          const answer = await postJson(base, "/api/leads", draft, clientIp(index));
          outcome.answers.push(answer?.status ?? null);
          if (answer) {
            if (answer.status === 201) outcome.leadId = String((answer.body.data as { id: string }).id);
            break;
          }
          await sleep(100);
        }
        answered++;
      }
    };

    // The crashes: each at a random point of its own slice of the load, so all
    // ten fall while drafts are being sent.
    let kills = 0;
    const killer = async () => {
      for (let k = 0; k < KILLS; k++) {
        const at = Math.floor(((k + 0.2 + Math.random() * 0.6) / (KILLS + 1)) * LEADS);
        while (answered < at) await sleep(5);
        await sleep(Math.random() * 40);
        await server.kill("SIGKILL");
        kills++;
        server = await launch(env, cleanup);
      }
    };

    await Promise.all([killer(), ...Array.from({ length: CLIENTS }, visitor)]);
    expect(kills).toBe(KILLS);
    const lostAnswers = outcomes.filter((o) => o.answers.includes(null)).length;

    // Nobody ever saw a server error, and every visitor got an answer in the end.
    const statuses = outcomes.flatMap((o) => o.answers);
    expect(statuses.filter((s) => s !== null && s >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.answers.at(-1) === null)).toEqual([]);
    // A visitor whose first try died may have been stored already: the code is
    // then used, and the retry is told so. Nothing else may be refused.
    for (const outcome of outcomes) {
      const last = outcome.answers.at(-1);
      if (last !== 201) {
        expect(outcome.answers).toContain(null);
        expect(last).toBe(400);
      }
    }

    // Let the outbox finish, then read what was kept.
    const handle = await (async () => {
      if (kind === "postgres") {
        const live = await store.open();
        cleanup.push(() => live.close());
        for (let i = 0; i < 600; i++) {
          const rows = await outboxRows(live);
          if (rows.every((row) => row.status !== "pending")) break;
          await sleep(250);
        }
        await waitForQuiet(sink, 1_000, 30_000);
        return live;
      }
      await waitForQuiet(sink, 3_000, 120_000);
      await server.kill("SIGTERM");
      const closed = await store.open();
      cleanup.push(() => closed.close());
      return closed;
    })();

    const storedLeads = await handle.db.select().from(leads);
    const ours = new Set(emails);
    const byEmail = new Map<string, string[]>();
    for (const lead of storedLeads) {
      expect(ours.has(lead.email)).toBe(true);
      byEmail.set(lead.email, [...(byEmail.get(lead.email) ?? []), lead.id]);
    }
    // Exactly once: one row per visitor at most, and the answered ones with the id they were given.
    for (const [email, ids] of byEmail) expect(ids, email).toHaveLength(1);
    const answered2xx = outcomes.filter((o) => o.leadId);
    for (const outcome of answered2xx) expect(byEmail.get(outcome.email), outcome.email).toEqual([outcome.leadId]);
    // Stored without a 2xx only when the answer was lost in a crash.
    for (const outcome of outcomes.filter((o) => !o.leadId && byEmail.has(o.email))) {
      expect(outcome.answers).toContain(null);
    }

    // Each stored lead has one confirmation and one sales notification in the
    // outbox, every one of them sent.
    // A sent row keeps no content or headers, so the sales notification's lead
    // (its Reply-To) is read from the message the mail server received.
    const rows = (await outboxRows(handle)).filter((row) => row.kind !== "lead-verification-code");
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    const replyTo = new Map(sink.received.map((mail) => [outboxIdOf(mail), replyToOf(mail)]));
    for (const email of byEmail.keys()) {
      expect(rows.filter((row) => row.kind === "lead-confirmation" && row.toAddress === email)).toHaveLength(1);
      expect(
        rows.filter((row) => row.kind === "lead-sales-notification" && replyTo.get(row.id) === email),
      ).toHaveLength(1);
    }
    expect(rows).toHaveLength(2 * byEmail.size);

    // The mail server received every one of them. A kill that falls after the
    // mail server accepted a message and before the outbox recorded it makes
    // the next process send it again: under the same Message-ID and with the
    // same content, so the mailbox keeps one copy (receivers drop a Message-ID
    // they already have). Only messages in flight at a kill can repeat.
    const leadMails = sink.received.slice(codeMails);
    const outboxIds = new Set(rows.map((row) => row.id));
    expect(new Set(leadMails.map(outboxIdOf))).toEqual(outboxIds);
    const mailbox = new Map<string, string>();
    for (const mail of leadMails) {
      const id = outboxIdOf(mail);
      const content = `${mail.to.join(",")}\n${mail.subject}\n${mail.text}`;
      expect(mailbox.get(id) ?? content, `repeat of ${id} differs`).toBe(content);
      mailbox.set(id, content);
    }
    expect(mailbox.size).toBe(rows.length);
    const repeats = leadMails.length - mailbox.size;
    report(
      `[${kind}] ${KILLS} kills, ${answered2xx.length} leads answered 201, ${byEmail.size} stored, ` +
        `${lostAnswers} visitors retried after a lost answer, ${rows.length} emails, ` +
        `${repeats} delivered again after a kill (same Message-ID)`,
    );
    expect(repeats).toBeLessThanOrEqual(KILLS * OUTBOX_BATCH);
  });
});
