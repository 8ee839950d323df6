import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import type { ServerProcess } from "../support/server-process.ts";
import { SmtpSink } from "../support/smtp-sink.ts";
import {
  clientIp,
  deliveriesByOutboxId,
  issueCodes,
  launch,
  leadDraft,
  newStore,
  outboxRows,
  postJson,
  report,
  sleep,
  waitForQuiet,
} from "./support.ts";

// Several instances behind a load balancer share one PostgreSQL database and
// one outbox: each message goes out once, and none is lost when an instance dies.

const cleanup = cleanupAfterEach();

async function waitForOutbox(handle: DatabaseHandle, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await outboxRows(handle);
    if (rows.length > 0 && rows.every((row) => row.status === "sent")) return rows;
    await sleep(250);
  }
  const pending = (await outboxRows(handle)).filter((row) => row.status !== "sent");
  throw new Error(`${pending.length} outbox messages still not sent after ${timeoutMs} ms`);
}

const sentBy = (server: ServerProcess) => server.logs.filter((entry) => entry.msg === "outbox: message sent").length;

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("sends every outbox message exactly once while both take requests", async () => {
    const store = await newStore("postgres", cleanup);
    const sink = await new SmtpSink().start();
    cleanup.push(() => sink.stop());
    const env = { ...store.env, SMTP_URL: sink.url, TRUST_PROXY: "true", OUTBOX_POLL_MS: "100" };
    const [a, b] = [await launch(env, cleanup), await launch(env, cleanup)] as [ServerProcess, ServerProcess];
    const instances = [a, b];

    // Leads: codes asked for on one instance, drafts sent to the other.
    const run = Date.now().toString(36);
    const leadEmails = Array.from({ length: 40 }, (_, i) => `fleet${i}.${run}@two-instances.example`);
    const codes = await issueCodes(a.url, sink, leadEmails);
    const submissions = leadEmails.map((email, i) =>
      postJson(b.url, "/api/leads", leadDraft(email, codes.get(email) ?? "", i), clientIp(i)),
    );
    // Newsletter sign-ups spread over both.
    const signUps = Array.from({ length: 200 }, (_, i) =>
      postJson(
        (instances[i % 2] as ServerProcess).url,
        "/api/newsletters/subscribe",
        { email: `reader${i}.${run}@two-instances.example` },
        clientIp(1_000 + i),
      ),
    );
    const answers = await Promise.all([...submissions, ...signUps]);
    expect(answers.map((answer) => answer?.status)).toEqual([...Array(40).fill(201), ...Array(200).fill(200)]);

    const handle = await store.open();
    cleanup.push(() => handle.close());
    const rows = await waitForOutbox(handle, 60_000);
    await waitForQuiet(sink, 1_000, 30_000);
    // 40 codes + 40 confirmations + 40 sales notifications + 200 confirmations.
    expect(rows).toHaveLength(320);
    const deliveries = deliveriesByOutboxId(sink.received);
    expect(new Set(deliveries.keys())).toEqual(new Set(rows.map((row) => row.id)));
    expect([...deliveries.values()].filter((count) => count !== 1)).toEqual([]);
    // Both workers took part.
    expect(sentBy(a)).toBeGreaterThan(0);
    expect(sentBy(b)).toBeGreaterThan(0);
    expect(sentBy(a) + sentBy(b)).toBe(320);
  });

  it("loses nothing when one instance is killed: the other sends what it had claimed once the lease runs out", async () => {
    const store = await newStore("postgres", cleanup);
    const sink = await new SmtpSink().start();
    cleanup.push(() => sink.stop());
    const env = {
      ...store.env,
      SMTP_URL: sink.url,
      TRUST_PROXY: "true",
      OUTBOX_POLL_MS: "100",
      OUTBOX_LEASE_SECONDS: "30",
    };
    const a = await launch(env, cleanup);
    const b = await launch(env, cleanup);

    const run = Date.now().toString(36);
    const total = 300;
    let killed = false;
    const statuses: (number | null)[] = [];
    let next = 0;
    const visitor = async () => {
      while (next < total) {
        const i = next++;
        if (i === total / 2 && !killed) {
          killed = true;
          await a.kill("SIGKILL");
        }
        // The load balancer stops sending to an instance that died.
        const target = killed || i % 2 ? b : a;
        const email = `reader${i}.${run}@failover.example`;
        const answer = await postJson(target.url, "/api/newsletters/subscribe", { email }, clientIp(i));
        statuses.push(answer?.status ?? null);
      }
    };
    await Promise.all(Array.from({ length: 6 }, visitor));
    expect(killed).toBe(true);
    // A request in flight on the killed instance may have had no answer; every other got 200.
    expect(statuses.filter((status) => status !== 200 && status !== null)).toEqual([]);

    const handle = await store.open();
    cleanup.push(() => handle.close());
    const rows = await waitForOutbox(handle, 90_000);
    await waitForQuiet(sink, 1_000, 30_000);
    const deliveries = deliveriesByOutboxId(sink.received);
    expect(new Set(deliveries.keys())).toEqual(new Set(rows.map((row) => row.id)));
    // Only what the killed instance had in flight can have gone out twice (same Message-ID).
    const repeats = [...deliveries.values()].reduce((sum, count) => sum + count - 1, 0);
    expect(repeats).toBeLessThanOrEqual(10);
    report(
      `[postgres] one of two instances killed: ${rows.length} emails, all sent; ${repeats} delivered again (same Message-ID)`,
    );
  });
});
