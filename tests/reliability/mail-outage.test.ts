import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { closedPort, SmtpSink } from "../support/smtp-sink.ts";
import {
  clientIp,
  deliveriesByOutboxId,
  launch,
  newStore,
  outboxIdOf,
  postJson,
  report,
  sleep,
  storeKinds,
  waitForQuiet,
} from "./support.ts";

// The mail server goes away, then answers "421 try again later", then comes
// back: visitors never notice, and every queued email goes out once.

const cleanup = cleanupAfterEach();

describe.each(storeKinds)("a mail server outage on %s", (kind) => {
  it("answers every request without a 5xx while SMTP refuses, and drains the backlog once it is back", async () => {
    const store = await newStore(kind, cleanup);
    const port = await closedPort();
    const server = await launch(
      { ...store.env, SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: "true", OUTBOX_POLL_MS: "200" },
      cleanup,
    );

    // Visitors keep subscribing to the newsletter and asking for lead codes;
    // each request that succeeds queues exactly one email to its address.
    const run = Date.now().toString(36);
    const statuses: number[] = [];
    const queuedFor = new Set<string>();
    let sent = 0;
    let stop = false;
    const visitor = async (lane: number) => {
      while (!stop) {
        const n = sent++;
        const email = `reader${n}.${run}@outage.example`;
        const answer =
          n % 2 === 0
            ? await postJson(server.url, "/api/newsletters/subscribe", { email }, clientIp(n))
            : await postJson(server.url, "/api/leads/send-code", { email }, clientIp(n));
        statuses.push(answer?.status ?? 0);
        if (answer?.status === 200) queuedFor.add(email);
        await sleep(20 + lane * 5);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(visitor));

    // 1. Nothing listens on the SMTP port: connections are refused.
    await sleep(4_000);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // The worker's first attempts meet the refusal; on a busy machine they may come later than 4 s.
    const refusedLogs = () => server.logs.filter((entry) => String(entry.msg).startsWith("outbox: delivery failed"));
    for (const deadline = Date.now() + 20_000; refusedLogs().length === 0 && Date.now() < deadline; ) await sleep(200);
    expect(refusedLogs().length).toBeGreaterThan(0);

    // 2. The mail server is up but turns every connection away with 421.
    const sink = new SmtpSink({ port });
    sink.deferring = true;
    await sink.start();
    cleanup.push(() => sink.stop());
    await sleep(3_000);
    expect(sink.received).toHaveLength(0);

    // 3. It recovers; the load goes on a little, then stops.
    sink.deferring = false;
    await sleep(2_000);
    stop = true;
    await load;

    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // The backlog drains: the first delivery that succeeds makes every waiting
    // message due at once, instead of each waiting out its backoff.
    const recoveredAt = Date.now();
    await sink.waitFor(queuedFor.size, 60_000);
    const drainSeconds = (Date.now() - recoveredAt) / 1000;
    await waitForQuiet(sink, 1_500, 30_000);
    expect(new Set(sink.received.map((mail) => mail.to[0]))).toEqual(queuedFor);
    const deliveries = deliveriesByOutboxId(sink.received);
    expect(deliveries.size).toBe(queuedFor.size);
    expect([...deliveries.values()].filter((count) => count !== 1)).toEqual([]);
    expect(sink.received.every((mail) => outboxIdOf(mail) !== "")).toBe(true);
    report(
      `[${kind}] ${statuses.length} requests during the outage, all 200; ${queuedFor.size} emails delivered once, the last ${drainSeconds.toFixed(1)} s after the load stopped`,
    );
  });
});
