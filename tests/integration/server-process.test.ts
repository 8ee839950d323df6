import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoJobs } from "#db/demo-jobs.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { copyMigratedDataDir } from "../support/database-templates.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";
import { closedPort, SmtpSink } from "../support/smtp-sink.ts";
import { createPostgresDatabase } from "../support/test-database.ts";

// The production server as a real process: restarts, kill -9, two instances.

const cleanup = cleanupAfterEach();

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "marut-data-"));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A data directory holding a copy of a migrated, empty embedded database, so the server starts
 * without migrating (the first test below starts on an empty directory and migrates).
 */
async function migratedDataDir() {
  const dir = await tempDir();
  await copyMigratedDataDir(dir);
  return dir;
}

async function start(env: Record<string, string>) {
  const server = await startServer({ NODE_ENV: "test", ...env });
  cleanup.push(() => server.kill());
  return server;
}

const subscribe = (server: ServerProcess, email: string, clientIp = "192.0.2.10") =>
  fetch(`${server.url}/api/newsletters/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify({ email }),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const databases: [string, () => Promise<Record<string, string>>][] = [
  ["pglite", async () => ({ DATA_DIR: await migratedDataDir() })],
];
if (process.env.TEST_DATABASE_URL) {
  databases.push([
    "postgres",
    async () => {
      const db = await createPostgresDatabase();
      cleanup.push(() => db.drop());
      return { DATABASE_URL: db.url };
    },
  ]);
}

describe("the server process on a fresh embedded database", () => {
  it("serves the API, the pages, the 404 page and the dev mailbox, and keeps data across a restart", async () => {
    const dataDir = await tempDir();
    const first = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect((await subscribe(first, "kept@example.com")).status).toBe(200);
    // Wait until the worker has put the message in the dev mailbox, then stop hard.
    for (
      let i = 0;
      i < 100 && !(await (await fetch(`${first.url}/dev/mailbox`)).text()).includes("kept@example.com");
      i++
    ) {
      await sleep(100);
    }
    await first.kill("SIGKILL");

    const second = await start({ DATA_DIR: dataDir });
    const mailbox = await (await fetch(`${second.url}/dev/mailbox`)).text();
    expect(mailbox).toContain("kept@example.com");
    expect(mailbox).toContain("Please confirm your newsletter subscription");
    // The subscriber row written before the restart is read after it: no second email within 10 minutes.
    expect((await subscribe(second, "kept@example.com")).status).toBe(200);
    await sleep(500);
    const again = await (await fetch(`${second.url}/dev/mailbox`)).text();
    expect(again.match(/href="\/dev\/mailbox\/[0-9a-f-]{36}"/g)).toHaveLength(1);

    const home = await fetch(`${second.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const missing = await fetch(`${second.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("We could not find that page");
    // Two starts, the first creating the database: more than the default 30 s on a busy machine.
  }, 120_000);

  it("refuses a second process on the same data directory", async () => {
    const dataDir = await migratedDataDir();
    await start({ DATA_DIR: dataDir });
    await expect(startServer({ NODE_ENV: "test", DATA_DIR: dataDir }, 20_000)).rejects.toThrow(/Another process/);
  });
});

describe("safe production defaults", () => {
  const production = { NODE_ENV: "production", HOST: "127.0.0.1", ALLOW_EMBEDDED_DATABASE: "true" };
  const openJobs = async (server: ServerProcess) =>
    ((await (await fetch(`${server.url}/api/jobs`)).json()) as { meta: { total: number } }).meta.total;

  it("starts a production server on an empty database without demo jobs, and adds them only with SEED_DEMO_DATA", async () => {
    const plain = await start({ ...production, DATA_DIR: await migratedDataDir() });
    expect(await openJobs(plain)).toBe(0);
    expect(plain.logs.some((entry) => entry.msg === "new database: demo data added")).toBe(false);
    await plain.kill();

    const demo = await start({ ...production, DATA_DIR: await migratedDataDir(), SEED_DEMO_DATA: "true" });
    expect(await openJobs(demo)).toBe(demoJobs.filter((job) => job.status === "published").length);
  }, 120_000);

  it("refuses to start in production without PUBLIC_URL, or on the embedded database without ALLOW_EMBEDDED_DATABASE", async () => {
    await expect(startServer({ ...production, PUBLIC_URL: "", DATA_DIR: await tempDir() }, 20_000)).rejects.toThrow(
      /PUBLIC_URL: is required in production/,
    );
    await expect(
      startServer({ ...production, ALLOW_EMBEDDED_DATABASE: "", DATA_DIR: await tempDir() }, 20_000),
    ).rejects.toThrow(/DATABASE_URL: is required in production.*ALLOW_EMBEDDED_DATABASE=true/s);
  }, 60_000);

  it("hides the dev mailbox from the network when the server listens beyond loopback", async () => {
    const server = await start({ HOST: "0.0.0.0", DATA_DIR: await migratedDataDir() });
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
  }, 60_000);
});

describe.each(databases)("mail across crashes on %s", (_kind, databaseEnv) => {
  it("sends mail committed before a kill -9 exactly once after the restart", async () => {
    const env = await databaseEnv();
    const port = await closedPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const first = await start({ ...env, SMTP_URL: smtpUrl });
    const emails = ["one@example.com", "two@example.com", "three@example.com"];
    for (const email of emails) expect((await subscribe(first, email)).status).toBe(200);
    // SMTP is down: the commits happened, the sends could not.
    await sleep(300);
    await first.kill("SIGKILL");

    const sink = await new SmtpSink({ port }).start();
    cleanup.push(() => sink.stop());
    await start({ ...env, SMTP_URL: smtpUrl });
    await sink.waitFor(emails.length, 40_000);
    await sleep(1_500);
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(emails.length);
    // Two server starts and a 40 s wait for the mail: more than the default 30 s on a busy machine.
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("sends every outbox message once", async () => {
    const db = await createPostgresDatabase();
    cleanup.push(() => db.drop());
    const sink = await new SmtpSink().start();
    cleanup.push(() => sink.stop());
    // Behind a load balancer: each visitor has its own address.
    const env = { DATABASE_URL: db.url, SMTP_URL: sink.url, OUTBOX_POLL_MS: "100", TRUST_PROXY: "true" };
    const a = await start(env);
    const b = await start(env);
    const total = 30;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) => subscribe(i % 2 ? a : b, `fleet${i}@example.com`, `198.51.100.${i}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(total).fill(200));
    await sink.waitFor(total, 30_000);
    await sleep(1_500);
    expect(sink.received).toHaveLength(total);
    expect(new Set(sink.received.map((m) => m.to[0])).size).toBe(total);
  });
});
