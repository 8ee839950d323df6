// Load benchmark of the production server: `npm run bench`.
//
// Builds the site (unless --no-build), starts the production server on a fresh
// embedded database (and, when TEST_DATABASE_URL is set, again on a fresh
// PostgreSQL database), and measures with autocannon, run in its own process:
//
//   - GET /api/health against a bare node:http server giving the same answer;
//   - the home page served from the render cache (after a warm-up request that
//     renders it) against a plain static-file server giving the same bytes;
//   - a published blog post (content from the database) served from the render
//     cache, against the home page (measured right after it);
//   - a job page served from the render cache, against the home page, and the
//     same page rendered per request (an address with a query string, which
//     the cache never keeps);
//   - GET /api/health again on a server logging at LOG_LEVEL=info (first database only);
//   - POST /api/leads, each request with its own emailed verification code;
//   - applicant sign-in with the right password (argon2id), and sign-in
//     refused by the per-account limit (429, answered before any hashing);
//   - the server's resident memory after start and at its peak against the bare server's;
//   - the demo-booking calendar: open slots of 10 salespeople over 4 weeks, computed in this
//     process as the booking page does per request (no server);
//   - with PostgreSQL, on a server of its own: a newsletter campaign to 10,000
//     subscribers (time until its deliveries are queued, emails a second the
//     SMTP sink accepts), with lead codes asked for during it (p95 wait).
//
// Then it lists the performance targets (docs/performance.md) with the figure
// each measured and whether it was met.
//
//   npm run bench -- [--no-build] [--quick] [--only leads,…] [--connections 50] [--duration 10] [--warmup 3]
//
// --only runs some rows (health, home, content, job, leads, login, campaign, availability), e.g. `--only leads`
// to compare the cost of a lead, which commits with an fsync on PGlite, between
// two versions.
//
// Where /usr/bin/taskset exists and there are two cores or more, the servers
// run on core 0 and the load generator (and this script, with its SMTP sink)
// on core 1. Prints one Markdown table on stdout; progress goes to stderr.
// Exit code 1 when the server fails to start or a row got unexpected answers.
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { leadDraft } from "#tests/support/lead-draft.ts";
import { createPostgresDatabase } from "#tests/support/postgres-databases.ts";
import { freePort } from "#tests/support/server-process.ts";
import { SmtpSink } from "#tests/support/smtp-sink.ts";
import { measureAvailability } from "./bench-availability.ts";
import type { BaselineSpec } from "./bench-baseline.ts";
import { type LoadResult, type LoadSpec, processCpuSeconds } from "./bench-load.ts";
import { runCommand } from "./run-command.ts";

const root = path.resolve(import.meta.dirname, "..");

// ---------------------------------------------------------------- arguments

const rowNames = ["health", "home", "content", "job", "leads", "login", "campaign", "availability"] as const;
type RowName = (typeof rowNames)[number];

const usage =
  "Usage: npm run bench -- [--no-build] [--quick] [--only leads,…] [--connections 50] [--duration 10] [--warmup 3]\n" +
  "  --quick: 3 s per row after a 1 s warm-up (unless --duration / --warmup say otherwise)\n" +
  `  --only: the rows to run, among ${rowNames.join(", ")} (default: all)`;

const { values: args } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string" },
    warmup: { type: "string" },
    help: { type: "boolean", default: false },
  },
  allowNegative: true,
});
if (args.help) {
  console.error(usage);
  process.exit(0);
}
const connections = Number(args.connections);
const durationSeconds = Number(args.duration ?? (args.quick ? 3 : 10));
const warmupSeconds = Number(args.warmup ?? (args.quick ? 1 : 3));
const onlyRows = args.only?.split(",").map((name) => name.trim()) ?? [...rowNames];
const runsRow = (name: RowName) => onlyRows.includes(name);
if (
  onlyRows.some((name) => !(rowNames as readonly string[]).includes(name)) ||
  !Number.isInteger(connections) ||
  connections < 1 ||
  !(durationSeconds > 0) ||
  !Number.isInteger(durationSeconds) ||
  !(warmupSeconds >= 0) ||
  !Number.isInteger(warmupSeconds)
) {
  console.error(usage);
  process.exit(2);
}
/**
 * Sign-in with the right password uses fewer connections: the per-account
 * limit (10 per 15 minutes) counts every attempt as it arrives and only a
 * completed successful sign-in starts it over, so more than 10 attempts in
 * flight at once would be refused (correctly) before their password is checked.
 */
const loginConnections = Math.min(connections, 8);
const postgresAdminUrl = process.env.TEST_DATABASE_URL || undefined;
const databases: ("PGlite" | "PostgreSQL")[] = postgresAdminUrl ? ["PGlite", "PostgreSQL"] : ["PGlite"];

// ---------------------------------------------------------------- output

const progress = (line: string) => process.stderr.write(`${line}\n`);
const out = (line = "") => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- clean-up

/** Clean-up tasks still to run, newest last; each runs at most once. */
const pendingCleanUps = new Set<() => Promise<void>>();

function onCleanUp(task: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const run = (): Promise<void> => {
    pendingCleanUps.delete(run);
    done ??= task().catch((error: unknown) => {
      progress(`Clean-up step failed: ${String(error)}`);
    });
    return done;
  };
  pendingCleanUps.add(run);
  return run;
}

async function cleanUpAll(): Promise<void> {
  for (const run of [...pendingCleanUps].reverse()) await run();
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    progress(`\n${signal}: stopping the servers and removing temporary data…`);
    void cleanUpAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

// ---------------------------------------------------------------- processes

/** Counted before this process pins itself to one core (which the count would then reflect). */
const cores = os.availableParallelism();
const pinning = existsSync("/usr/bin/taskset") && cores >= 2;
const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;
const serverCore = 0;
const loadCore = 1;

/** Spawns `node <args>`, on one CPU core where taskset is available. */
function spawnNode(core: number, nodeArgs: string[], options: SpawnOptions): ChildProcess {
  if (pinning) return spawn("/usr/bin/taskset", ["-c", String(core), process.execPath, ...nodeArgs], options);
  return spawn(process.execPath, nodeArgs, options);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Peak (VmHWM) or current (VmRSS) resident set size of a running process, in MiB; null where /proc is missing. */
async function residentMib(pid: number | undefined, field: "VmHWM" | "VmRSS" = "VmHWM"): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- HTTP

type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** One request without any decoding of the body (unlike fetch, which would gunzip it). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
    const headers = { ...options.headers, ...(body ? { "content-type": "application/json" } : {}) };
    const req = http.request(url, { method: options.method ?? "GET", headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.once("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} timed out`)));
    req.once("error", reject);
    req.end(body);
  });
}

const describeAnswer = (answer: HttpAnswer) => `${answer.status} ${answer.body.toString("utf8").slice(0, 300)}`;

async function requestJson(
  url: string,
  expected: number,
  options: Parameters<typeof request>[1] = {},
): Promise<Record<string, unknown>> {
  const answer = await request(url, options);
  if (answer.status !== expected) {
    throw new Error(`${options.method ?? "GET"} ${url} answered ${describeAnswer(answer)} (expected ${expected})`);
  }
  return JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
}

/** Client addresses for X-Forwarded-For, never reused within a run (10.0.0.0 upwards). */
let nextAddress = (10 << 24) >>> 0;
const ipv4 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
const takeAddress = () => ipv4(nextAddress++);

// ---------------------------------------------------------------- load generator

type Measured = LoadResult & {
  expectedStatus: number;
  errors: number;
  /** The server's peak resident memory so far (VmHWM), in MiB. */
  serverPeakRssMib: number | null;
};

/** Runs one measurement in the load-generator process (scripts/bench-load.ts) against the server `serverPid`. */
async function load(spec: LoadSpec, expectedStatus: number, serverPid: number | undefined): Promise<Measured> {
  const child = spawnNode(loadCore, [path.join(root, "scripts/bench-load.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const stop = onCleanUp(() => stopProcess(child, 2_000));
  try {
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stdin?.end(JSON.stringify({ ...spec, serverPid, clockTicks } satisfies LoadSpec));
    const code = await new Promise<number | string>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (exitCode, signal) => resolve(signal ?? exitCode ?? 1));
    });
    if (code !== 0) throw new Error(`the load generator failed (${code}) on ${spec.method ?? "GET"} ${spec.url}`);
    const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as LoadResult;
    if (spec.forwardedFrom !== undefined) nextAddress = (spec.forwardedFrom + result.addressesUsed) >>> 0;
    // The generator drops its connections at the end; let the server finish what was in flight.
    await sleep(1_000);
    const unexpected = Object.entries(result.statuses)
      .filter(([status]) => Number(status) !== expectedStatus)
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      ...result,
      expectedStatus,
      errors: unexpected + result.socketErrors + result.bodiesExhausted,
      serverPeakRssMib: await residentMib(serverPid),
    };
  } finally {
    await stop();
  }
}

/** What went wrong in a measurement, for the failure list. */
function describeErrors(label: string, result: Measured): string {
  const parts = Object.entries(result.statuses)
    .filter(([status]) => Number(status) !== result.expectedStatus)
    .map(([status, count]) => `${count} × ${status} (${JSON.stringify(result.sampleBodies[status] ?? "")})`);
  if (result.socketErrors > 0) parts.push(`${result.socketErrors} socket errors (${result.timeouts} timeouts)`);
  if (result.bodiesExhausted > 0) parts.push(`${result.bodiesExhausted} requests found no verification code left`);
  return `${label}: ${parts.join(", ")} (expected ${result.expectedStatus})`;
}

const summary = (result: Measured) =>
  `${formatRate(result.requestsPerSecond)} req/s, p95 ${formatMs(result.latencyMs.p95)} ms, ` +
  `p99 ${formatMs(result.latencyMs.p99)} ms, ${result.responses} answers in ${(result.elapsedMs / 1000).toFixed(1)} s, ` +
  `CPU server ${result.cpuPercent.server ?? "?"} % / load generator ${result.cpuPercent.load} %, ` +
  `server peak RSS so far ${result.serverPeakRssMib?.toFixed(0) ?? "?"} MiB` +
  `${result.errors > 0 ? `, ${result.errors} errors` : ""}`;

// ---------------------------------------------------------------- mail

/** Reads what the server mailed to the SMTP sink: verification codes and links, lead mail. */
class MailReader {
  readonly leadCodes = new Map<string, string>();
  readonly verifyTokens = new Map<string, string>();
  leadMails = 0;
  total = 0;
  readonly #sink: SmtpSink;

  constructor(sink: SmtpSink) {
    this.#sink = sink;
  }

  /** Takes the messages received so far (they are not kept, so a long run stays small). */
  read(): void {
    for (const mail of this.#sink.received.splice(0)) {
      this.total++;
      const to = (mail.to[0] ?? "").toLowerCase();
      const code = /^(\d{6}) is your Marut verification code$/.exec(mail.subject)?.[1];
      const token = /verify-email\?token=([\w-]+)&(?:amp;)?type=applicant/.exec(mail.text || mail.html)?.[1];
      if (code) this.leadCodes.set(to, code);
      else if (token) this.verifyTokens.set(to, token);
      else if (/^(Thank you|New lead)/.test(mail.subject)) this.leadMails++;
    }
  }

  async waitFor(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.read();
      if (done()) return;
      if (Date.now() > deadline)
        throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
      await sleep(100);
    }
  }
}

// ---------------------------------------------------------------- servers

type OurServer = { origin: string; pid: number | undefined; logTail: string[]; stop: () => Promise<void> };

/** The production server (`node server/start.ts`) on core 0, ready once /api/health answers. */
async function startOurServer(
  env: Record<string, string>,
  options: { discardOutput?: boolean } = {},
): Promise<OurServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnNode(serverCore, ["server/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      // The PGlite rows run on the embedded database, and the job page needs the demo positions.
      ALLOW_EMBEDDED_DATABASE: "true",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = onCleanUp(() => stopProcess(child));
  const logTail: string[] = [];
  let shown = 0;
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      logTail.push(line);
      if (logTail.length > 50) logTail.shift();
      // Warnings and errors only (LOG_LEVEL=warn); a flood would drown the progress lines.
      if (shown++ < 20) progress(`  [server] ${line.slice(0, 400)}`);
      else if (shown === 21) progress("  [server] (further output not shown)");
    }
  };
  // A server logging every request (LOG_LEVEL=info) writes to a pipe read and dropped, as a log collector would.
  if (options.discardOutput) child.stdout?.resume();
  else child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `the server exited (${child.signalCode ?? child.exitCode}) before answering:\n${logTail.join("\n")}`,
      );
    }
    const answer = await request(`${origin}/api/health`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 120 s:\n${logTail.join("\n")}`);
    }
    await sleep(200);
  }
  return { origin, pid: child.pid, logTail, stop };
}

type Baseline = { origin: string; pid: number | undefined; stop: () => Promise<void> };

/** A baseline server (scripts/bench-baseline.ts) on the server's core. */
async function startBaseline(spec: BaselineSpec): Promise<Baseline> {
  const child = spawnNode(serverCore, [path.join(root, "scripts/bench-baseline.ts"), JSON.stringify(spec)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = onCleanUp(() => stopProcess(child, 2_000));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const line = buffer.split("\n")[0];
      if (buffer.includes("\n") && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`the baseline server exited (${code}) before listening`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

// ---------------------------------------------------------------- the report

type Row = {
  database: string;
  measurement: string;
  ours: string;
  baseline: string;
  ratio: string;
  latency: string;
  cpu: string;
  errors: string;
};

const rows: Row[] = [];
const failures: string[] = [];

/** A performance target of docs/performance.md and what this run measured for it. */
type Target = { database: string; target: string; measured: string; met: boolean };
const targets: Target[] = [];

function target(database: string, name: string, value: number | null, limit: number, unit: string, atLeast: boolean) {
  if (value === null || !Number.isFinite(value)) {
    targets.push({ database, target: name, measured: "not measured", met: false });
    return;
  }
  const shown = unit === "×" ? formatRatio(value) : `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${unit}`;
  targets.push({ database, target: name, measured: shown, met: atLeast ? value >= limit : value <= limit });
}

/** Server CPU per answer in µs, as a number (null when /proc could not be read). */
function cpuMicros(result: Measured): number | null {
  if (result.serverCpuMs === null || result.responses === 0) return null;
  return (result.serverCpuMs * 1000) / result.responses;
}

function formatRate(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString("en-US") : value.toFixed(1);
}

function formatMs(value: number): string {
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1);
}

/** A load generator this busy was the limit: the figure is a lower bound for the server. */
const generatorBound = (result: Measured) => result.cpuPercent.load >= 90;
let generatorBoundShown = false;

function formatRequestRate(result: Measured): string {
  if (!generatorBound(result)) return formatRate(result.requestsPerSecond);
  generatorBoundShown = true;
  return `${formatRate(result.requestsPerSecond)} †`;
}

/** The server's CPU time per answer, in µs: what a request costs, whoever the bottleneck was. */
function cpuPerRequest(result: Measured): string {
  if (result.serverCpuMs === null || result.responses === 0) return "–";
  return Math.round((result.serverCpuMs * 1000) / result.responses).toLocaleString("en-US");
}

const formatRatio = (value: number) => (value >= 10 ? `${Math.round(value)}×` : `${value.toFixed(2)}×`);

function errorsCell(ours: Measured, baseline?: Measured): string {
  return baseline && baseline.errors > 0 ? `${ours.errors} (baseline ${baseline.errors})` : String(ours.errors);
}

/** A row comparing our server with a bare Node.js server giving the same answer: rate, p99, CPU and errors of both. */
function againstBaseline(
  database: string,
  measurement: string,
  ours: Measured,
  baseline: Measured,
  baselineName: string,
): Row {
  return {
    database,
    measurement,
    ours: formatRequestRate(ours),
    baseline: `${formatRequestRate(baseline)} (${baselineName})`,
    ratio: formatRatio(ours.requestsPerSecond / baseline.requestsPerSecond),
    latency: `p99 ${formatMs(ours.latencyMs.p99)} / ${formatMs(baseline.latencyMs.p99)}`,
    cpu: `${cpuPerRequest(ours)} / ${cpuPerRequest(baseline)}`,
    errors: errorsCell(ours, baseline),
  };
}

/** A row of a measurement with no baseline to compare with: rate, latency at `percentile`, CPU and errors. */
function onItsOwn(database: string, measurement: string, result: Measured, percentile: "p95" | "p99"): Row {
  return {
    database,
    measurement,
    ours: formatRequestRate(result),
    baseline: "–",
    ratio: "–",
    latency: `${percentile} ${formatMs(result.latencyMs[percentile])}`,
    cpu: cpuPerRequest(result),
    errors: String(result.errors),
  };
}

function check(database: string, label: string, result: Measured): void {
  if (result.errors > 0) failures.push(describeErrors(`${database}, ${label}`, result));
}

function printReport(): void {
  const placement = pinning
    ? "servers on core 0, load generator on core 1 (taskset)"
    : "not pinned to cores (no taskset or a single core)";
  out(
    `Load benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} CPU cores, ${placement}; ` +
      `autocannon, ${connections} connections, ${durationSeconds} s per row after a ${warmupSeconds} s warm-up; ` +
      "pages requested with Accept-Encoding: gzip, /api/health and the API without",
  );
  out();
  // Columns padded to one width, so that the table reads as well in a terminal as rendered.
  const columns: { title: string; key: keyof Row; right?: boolean }[] = [
    { title: "database", key: "database" },
    { title: "measurement", key: "measurement" },
    { title: "ours", key: "ours", right: true },
    { title: "baseline", key: "baseline", right: true },
    { title: "ratio", key: "ratio", right: true },
    { title: "latency ms (ours / baseline)", key: "latency" },
    { title: "server CPU µs per request (ours / baseline)", key: "cpu" },
    { title: "errors", key: "errors", right: true },
  ];
  const widths = columns.map(({ title, key }) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const pad = (text: string, index: number) =>
    columns[index]?.right ? text.padStart(widths[index] ?? 0) : text.padEnd(widths[index] ?? 0);
  out(line(columns.map(({ title }, index) => pad(title, index))));
  out(
    line(
      columns.map(({ right }, index) =>
        right ? `${"-".repeat((widths[index] ?? 1) - 1)}:` : "-".repeat(widths[index] ?? 1),
      ),
    ),
  );
  for (const row of rows) out(line(columns.map(({ key }, index) => pad(row[key], index))));
  if (generatorBoundShown) {
    out();
    out("† the load generator used 90 % or more of its core: the figure is its limit, a lower bound for that server.");
  }
  if (targets.length > 0) {
    out();
    out("Targets (docs/performance.md):");
    out();
    const width = (key: keyof Target) => Math.max(key.length, ...targets.map((t) => String(t[key]).length));
    const [d, n, m] = [width("database"), width("target"), width("measured")];
    out(`| ${"database".padEnd(d)} | ${"target".padEnd(n)} | ${"measured".padStart(m)} | result |`);
    out(`| ${"-".repeat(d)} | ${"-".repeat(n)} | ${"-".repeat(m - 1)}: | ------ |`);
    for (const t of targets) {
      out(
        `| ${t.database.padEnd(d)} | ${t.target.padEnd(n)} | ${t.measured.padStart(m)} | ${t.met ? "met   " : "MISSED"} |`,
      );
    }
    const missed = targets.filter((t) => !t.met).length;
    out();
    out(missed === 0 ? `All ${targets.length} targets met.` : `${missed} of ${targets.length} targets missed.`);
  }
}

// ---------------------------------------------------------------- one database

async function runDatabase(database: "PGlite" | "PostgreSQL", sink: SmtpSink, mail: MailReader): Promise<void> {
  const tag = database.toLowerCase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-bench-"));
  const removeDataDir = onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, SMTP_URL: sink.url };
  let dropDatabase = async () => {};
  if (database === "PostgreSQL") {
    if (!postgresAdminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const created = await createPostgresDatabase({ serverUrl: postgresAdminUrl, prefix: "marut_bench" })
      .then((database) => ({ url: database.url, drop: onCleanUp(database.drop) }))
      .catch((error: unknown) => {
        throw new Error(`could not create a database through TEST_DATABASE_URL: ${String(error)}`);
      });
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }

  progress(`\n== ${database}: starting the production server…`);
  const server = await startOurServer(env);
  const { origin } = server;
  progress(`Server at ${origin} (pid ${server.pid}), data in ${dataDir}`);
  const [startPeak, startNow] = [await residentMib(server.pid), await residentMib(server.pid, "VmRSS")];
  progress(
    `  resident memory after start: ${startNow?.toFixed(0) ?? "?"} MiB (peak ${startPeak?.toFixed(0) ?? "?"} MiB)`,
  );
  rows.push({
    database,
    measurement: "RSS after start (VmRSS), MiB",
    ours: startNow === null ? "–" : startNow.toFixed(0),
    baseline: "–",
    ratio: "–",
    latency: "–",
    cpu: "–",
    errors: "–",
  });
  if (database === "PostgreSQL") target(database, "RSS after start ≤ 160 MiB", startNow, 160, "MiB", false);
  const measure = (spec: Omit<LoadSpec, "connections"> & { connections?: number }): LoadSpec => ({
    connections,
    warmupSeconds,
    durationSeconds,
    ...spec,
  });
  const gzip = { "accept-encoding": "gzip" };

  let bareRss: number | null = null;
  if (runsRow("health")) {
    // GET /api/health against a bare node:http server with the same answer. Sent
    // without Accept-Encoding, as a load balancer's probe is, so that both send
    // the same bytes.
    const health = await request(`${origin}/api/health`);
    const healthType = String(health.headers["content-type"] ?? "application/json");
    progress(`GET /api/health (${health.body.toString("utf8")}, ${healthType})…`);
    const healthOurs = await load(measure({ url: `${origin}/api/health` }), 200, server.pid);
    progress(`  ours: ${summary(healthOurs)}`);
    const bare = await startBaseline({ kind: "json", body: health.body.toString("utf8"), contentType: healthType });
    const healthBare = await load(measure({ url: `${bare.origin}/api/health` }), 200, bare.pid);
    bareRss = await residentMib(bare.pid);
    await bare.stop();
    progress(`  bare node:http: ${summary(healthBare)}`);
    check(database, "GET /api/health", healthOurs);
    check(database, "GET /api/health, bare node:http baseline", healthBare);
    rows.push(againstBaseline(database, "`GET /api/health`, req/s", healthOurs, healthBare, "bare `node:http`"));
    target(
      database,
      "`GET /api/health` ≥ 0.7× bare `node:http`",
      healthOurs.requestsPerSecond / healthBare.requestsPerSecond,
      0.7,
      "×",
      true,
    );
    if (database === databases[0]) {
      // The same probe on a server that logs every request, as production's default level does.
      progress("GET /api/health on a server at LOG_LEVEL=info…");
      const infoDir = await mkdtemp(path.join(os.tmpdir(), "marut-bench-info-"));
      const removeInfoDir = onCleanUp(() => rm(infoDir, { recursive: true, force: true }));
      const talkative = await startOurServer({ ...env, DATA_DIR: infoDir, LOG_LEVEL: "info" }, { discardOutput: true });
      const healthInfo = await load(measure({ url: `${talkative.origin}/api/health` }), 200, talkative.pid);
      await talkative.stop();
      await removeInfoDir();
      progress(`  at info: ${summary(healthInfo)}`);
      check(database, "GET /api/health at LOG_LEVEL=info", healthInfo);
      rows.push({
        ...againstBaseline(
          database,
          "`GET /api/health` at `LOG_LEVEL=info`, req/s",
          healthInfo,
          healthOurs,
          "at `warn`",
        ),
      });
      const [info, warn] = [cpuMicros(healthInfo), cpuMicros(healthOurs)];
      target(
        database,
        "`GET /api/health` at `info` ≤ 5 µs CPU more than at `warn`",
        info === null || warn === null ? null : info - warn,
        5,
        "µs",
        false,
      );
    }
  }

  let homeOurs: Measured | undefined;
  if (runsRow("home")) {
    // The home page served from the render cache against a plain static-file server with the same bytes.
    // Warm-up: the first request renders the page into the cache (or finds the render made at start);
    // the requests measured after it, and the baseline's file, are that render.
    const warm = await request(`${origin}/`, { headers: gzip });
    if (warm.status !== 200) throw new Error(`GET / answered ${describeAnswer(warm)}`);
    const [home, identity] = [await request(`${origin}/`, { headers: gzip }), await request(`${origin}/`)];
    if (
      home.headers["content-encoding"] !== "gzip" ||
      home.headers.etag !== warm.headers.etag ||
      home.headers.etag !== `${String(identity.headers.etag).slice(0, -1)}-gzip"`
    ) {
      progress("  warning: / was not answered from one cached render; the comparison may not be like for like");
    }
    // The baseline serves those bytes: the page and its gzip encoding, as the render cache keeps them.
    const homeDir = await mkdtemp(path.join(os.tmpdir(), "marut-bench-home-"));
    const removeHomeDir = onCleanUp(() => rm(homeDir, { recursive: true, force: true }));
    const homeFile = path.join(homeDir, "index.html");
    await writeFile(homeFile, identity.body);
    await writeFile(`${homeFile}.gz`, home.body);
    progress(`GET / (home page, from the render cache, ${home.body.byteLength} bytes gzip)…`);
    homeOurs = await load(measure({ url: `${origin}/`, headers: gzip }), 200, server.pid);
    progress(`  ours: ${summary(homeOurs)}`);
    const plain = await startBaseline({
      kind: "file",
      file: homeFile,
      contentType: String(home.headers["content-type"] ?? "text/html; charset=utf-8"),
    });
    const homePlain = await load(measure({ url: `${plain.origin}/`, headers: gzip }), 200, plain.pid);
    await plain.stop();
    await removeHomeDir();
    progress(`  plain static server: ${summary(homePlain)}`);
    check(database, "GET /", homeOurs);
    check(database, "GET /, static-file baseline", homePlain);
    rows.push(
      againstBaseline(
        database,
        "home page `/`, from the render cache, req/s",
        homeOurs,
        homePlain,
        "static `node:http`",
      ),
    );
    target(
      database,
      "`/` ≥ 0.8× static `node:http`",
      homeOurs.requestsPerSecond / homePlain.requestsPerSecond,
      0.8,
      "×",
      true,
    );
  }

  /** Loads `pagePath` (gzip, expecting 200), reports its summary and checks it for errors. */
  const measurePage = async (pagePath: string) => {
    const result = await load(measure({ url: `${origin}${pagePath}`, headers: gzip }), 200, server.pid);
    progress(`  ${summary(result)}`);
    check(database, `GET ${pagePath}`, result);
    return result;
  };
  /** A page answered from the render cache: its rate as a share of the home page's (on its own without it). */
  const cachedPageRows = async (pagePath: string, page: string, share: number) => {
    const result = await measurePage(pagePath);
    const measurement = `${page}, from the render cache, req/s`;
    if (!homeOurs) {
      rows.push(onItsOwn(database, measurement, result, "p95"));
      return;
    }
    rows.push(againstBaseline(database, measurement, result, homeOurs, "`/`"));
    const ratio = result.requestsPerSecond / homeOurs.requestsPerSecond;
    target(database, `cached ${page} ≥ ${share}× \`/\``, ratio, share, "×", true);
  };

  if (runsRow("content")) {
    // A published blog post (demo content, read from the database) answered from the render cache,
    // measured next to the home page, before the rows that grow the heap.
    const listing = await request(`${origin}/insights/blogs`);
    const slug = /href="\/insights\/blog\/([a-z0-9-]+)"/.exec(listing.body.toString("utf8"))?.[1];
    if (!slug) throw new Error("/insights/blogs lists no blog post (the demo data should add some)");
    const postPath = `/insights/blog/${slug}`;
    const first = await request(`${origin}${postPath}`, { headers: gzip });
    if (first.status !== 200) throw new Error(`GET ${postPath} answered ${first.status}`);
    progress(`GET ${postPath} (published content, from the render cache)…`);
    await cachedPageRows(postPath, "blog post", 0.8);
  }

  if (runsRow("job")) {
    // A server-rendered job page of a seeded open position.
    const jobs = (await requestJson(`${origin}/api/jobs`, 200)).data as { id: string }[] | undefined;
    const slug = jobs?.[0]?.id;
    if (!slug) throw new Error("GET /api/jobs lists no open position (the demo data should add some)");
    const jobPath = `/careers/jobs/${slug}`;
    const jobPage = await request(`${origin}${jobPath}`, { headers: gzip });
    if (jobPage.status !== 200) throw new Error(`GET ${jobPath} answered ${jobPage.status}`);
    progress(`GET ${jobPath} (from the render cache)…`);
    await cachedPageRows(jobPath, "job page", 0.7);
    // A query string keeps the page out of the cache: rendered on every request.
    const uncachedPath = `${jobPath}?from=bench`;
    progress(`GET ${uncachedPath} (server-rendered per request)…`);
    const uncached = await measurePage(uncachedPath);
    rows.push(onItsOwn(database, "job page `/careers/jobs/<slug>?…`, rendered per request, req/s", uncached, "p95"));
    const renderCpu = cpuMicros(uncached);
    target(database, "job page rendered per request ≤ 2.5 ms CPU", renderCpu && renderCpu / 1000, 2.5, "ms", false);
  }

  if (runsRow("leads")) {
    // POST /api/leads: every request spends its own emailed code.
    const leads = await leadsRow(server, tag, mail);
    check(database, "POST /api/leads", leads);
    rows.push({
      ...onItsOwn(
        database,
        `\`POST /api/leads\` (${leads.leadsStored} leads, one code each; CPU with their ${2 * leads.leadsStored} emails delivered), req/s`,
        leads,
        "p99",
      ),
      cpu:
        leads.cpuWithDeliveriesMs === null || leads.leadsStored === 0
          ? "–"
          : Math.round((leads.cpuWithDeliveriesMs * 1000) / leads.leadsStored).toLocaleString("en-US"),
    });
    target(
      database,
      "`POST /api/leads` ≤ 2.5 ms CPU per lead with its deliveries",
      leads.cpuWithDeliveriesMs === null || leads.leadsStored === 0
        ? null
        : leads.cpuWithDeliveriesMs / leads.leadsStored,
      2.5,
      "ms",
      false,
    );
    if (database === "PostgreSQL") {
      target(
        database,
        "`POST /api/leads` ≥ 600 leads/s, 0 errors",
        leads.errors > 0 ? 0 : leads.requestsPerSecond,
        600,
        "/s",
        true,
      );
    }
  }

  if (runsRow("login")) {
    // Applicant sign-in: the right password, then refusals by the per-account limit.
    const { correct, refused } = await loginRows(server, tag, mail);
    check(database, "login, correct password", correct);
    check(database, "login refused by the account limit", refused);
    rows.push(
      onItsOwn(
        database,
        `applicant login, correct password (argon2id, ${loginConnections} connections), req/s`,
        correct,
        "p95",
      ),
    );
    rows.push({
      database,
      measurement: "applicant login refused by the account limit (429, no hashing), req/s",
      ours: formatRequestRate(refused),
      baseline: `${formatRequestRate(correct)} (correct login)`,
      ratio: formatRatio(refused.requestsPerSecond / correct.requestsPerSecond),
      latency: `p95 ${formatMs(refused.latencyMs.p95)} / ${formatMs(correct.latencyMs.p95)}`,
      cpu: `${cpuPerRequest(refused)} / ${cpuPerRequest(correct)}`,
      errors: String(refused.errors),
    });
  }

  // Peak memory of the whole run against the bare server's.
  const ourRss = await residentMib(server.pid);
  if (onlyRows.length === rowNames.length) {
    const peakLimit = database === "PostgreSQL" ? 300 : 450;
    target(database, `peak RSS ≤ ${peakLimit} MiB`, ourRss, peakLimit, "MiB", false);
  }
  rows.push({
    database,
    measurement: "peak RSS (VmHWM) after all rows, MiB",
    ours: ourRss === null ? "–" : ourRss.toFixed(0),
    baseline: bareRss === null ? "–" : `${bareRss.toFixed(0)} (bare \`node:http\`)`,
    ratio: ourRss === null || bareRss === null ? "–" : formatRatio(ourRss / bareRss),
    latency: "–",
    cpu: "–",
    errors: "–",
  });

  progress(`Stopping the ${database} server…`);
  await sleep(1_000);
  await server.stop();
  await removeDataDir();
  await dropDatabase();
}

/**
 * The lead row: leads/s as measured, and the server's CPU per lead from the
 * start of the measured load until the last of those leads' emails reached the
 * SMTP sink (the outbox delivers them after the answers), divided by the leads
 * stored.
 */
async function leadsRow(
  server: OurServer,
  tag: string,
  mail: MailReader,
): Promise<Measured & { leadsStored: number; cpuWithDeliveriesMs: number | null }> {
  const { origin } = server;
  let batch = 0;
  /** Requests `count` codes through the API, each from its own address, and reads them from the mail. */
  const issueCodes = async (count: number): Promise<string[]> => {
    batch++;
    const emails = Array.from({ length: count }, (_, n) => `lead-${tag}-${batch}-${n}@bench.example`);
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < emails.length) {
        const email = emails[next++] as string;
        await requestJson(`${origin}/api/leads/send-code`, 200, {
          method: "POST",
          headers: { "x-forwarded-for": takeAddress() },
          json: { email },
        });
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await mail.waitFor(
      `${count} verification codes by mail`,
      () => emails.every((email) => mail.leadCodes.has(email)),
      60_000 + count * 50,
    );
    const seconds = (performance.now() - started) / 1000;
    progress(`  ${count} codes requested and read from the mail in ${seconds.toFixed(1)} s`);
    return emails.map((email) => JSON.stringify(leadDraft(email, mail.leadCodes.get(email) as string)));
  };
  /** Waits for the visitor's confirmation and the sales notification of every lead stored so far. */
  const waitForLeadMail = (leadsStored: number) => {
    const expected = mail.leadMails + 2 * leadsStored;
    return mail.waitFor(
      `${2 * leadsStored} lead emails (confirmation and sales notification)`,
      () => mail.leadMails >= expected,
      60_000 + 2 * leadsStored * 50,
    );
  };
  const spec = (bodies: string[]): LoadSpec => ({
    url: `${origin}/api/leads`,
    method: "POST",
    headers: { "content-type": "application/json" },
    bodies,
    amount: bodies.length,
    forwardedFrom: nextAddress,
    connections: Math.min(connections, bodies.length),
  });

  progress("POST /api/leads: warm-up…");
  const warmupBodies = await issueCodes(Math.max(connections * 4, 100));
  const warmup = await load(spec(warmupBodies), 201, server.pid);
  progress(`  warm-up: ${summary(warmup)}`);
  if (warmup.errors > 0) throw new Error(describeErrors("POST /api/leads warm-up", warmup));
  await waitForLeadMail(warmup.statuses["201"] ?? 0);

  // As many codes as the warm-up's rate needs for the measured duration (a warm server is a little faster).
  const count = Math.min(
    50_000,
    Math.max(connections * 4, Math.round(1.5 * warmup.requestsPerSecond * durationSeconds)),
  );
  progress(`POST /api/leads: ${count} requests…`);
  const bodies = await issueCodes(count);
  const cpuBefore = processCpuSeconds(server.pid, clockTicks);
  const measured = await load(spec(bodies), 201, server.pid);
  progress(`  ${summary(measured)}`);
  const leadsStored = measured.statuses["201"] ?? 0;
  const started = performance.now();
  await waitForLeadMail(leadsStored);
  const cpuAfter = processCpuSeconds(server.pid, clockTicks);
  const cpuWithDeliveriesMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) * 1000;
  progress(
    `  all ${2 * leadsStored} lead emails delivered to the SMTP sink ` +
      `(the last ${((performance.now() - started) / 1000).toFixed(1)} s after the row); server CPU ` +
      `${cpuWithDeliveriesMs === null ? "?" : Math.round(cpuWithDeliveriesMs)} ms from the start of the row ` +
      `to the last delivery, ${measured.serverCpuMs ?? "?"} ms during the row`,
  );
  return { ...measured, leadsStored, cpuWithDeliveriesMs };
}

async function loginRows(server: OurServer, tag: string, mail: MailReader) {
  const { origin } = server;
  const email = `applicant-${tag}@bench.example`;
  const password = "Quiet-harbour-lantern-2026";
  await requestJson(`${origin}/api/applicant/register`, 201, {
    method: "POST",
    headers: { "x-forwarded-for": takeAddress() },
    json: { firstName: "Asha", lastName: "Mwinyi", email, password },
  });
  await mail.waitFor("the verification email", () => mail.verifyTokens.has(email), 30_000);
  await requestJson(`${origin}/api/applicant/verify-email`, 200, {
    method: "POST",
    headers: { "x-forwarded-for": takeAddress() },
    json: { token: mail.verifyTokens.get(email) },
  });

  const login = (secret: string, connectionCount: number): LoadSpec => ({
    url: `${origin}/api/applicant/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: secret }),
    forwardedFrom: nextAddress,
    connections: connectionCount,
    warmupSeconds,
    durationSeconds,
  });

  progress(`POST /api/applicant/login, correct password, ${loginConnections} connections…`);
  const correct = await load(login(password, loginConnections), 200, server.pid);
  progress(`  ${summary(correct)}`);

  // Use up the account's limit for one client with wrong passwords (the limit
  // counts per account and client: other clients are slowed, not refused).
  const wrong = "Wrong-password-1";
  const guesser = takeAddress();
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answer = await request(`${origin}/api/applicant/login`, {
      method: "POST",
      headers: { "x-forwarded-for": guesser },
      json: { email, password: wrong },
    });
    if (answer.status !== 401) throw new Error(`wrong-password attempt ${attempt} answered ${describeAnswer(answer)}`);
  }
  progress("POST /api/applicant/login, account limit used up (429)…");
  const { forwardedFrom: _each, ...fromGuesser } = login(wrong, connections);
  const refused = await load(
    { ...fromGuesser, headers: { ...fromGuesser.headers, "x-forwarded-for": guesser } },
    429,
    server.pid,
  );
  progress(`  ${summary(refused)}`);
  return { correct, refused };
}

// ---------------------------------------------------------------- main

/** Recipients of the campaign row. */
const CAMPAIGN_RECIPIENTS = 10_000;

/**
 * The campaign row (PostgreSQL): a newsletter campaign to 10,000 confirmed
 * subscribers on a server of its own, unthrottled, with a visitor asking for a
 * lead code every 250 ms while it goes out. It reports the time from the
 * campaign's due moment until its 10,000 deliveries are queued, the emails the
 * SMTP sink accepted per second, and the p95 wait of the codes.
 */
async function campaignRow(sink: SmtpSink, mail: MailReader): Promise<void> {
  const database = "PostgreSQL";
  if (!postgresAdminUrl) return;
  progress(`\n== ${database}: a campaign to ${CAMPAIGN_RECIPIENTS.toLocaleString("en-US")} subscribers…`);
  const created = await createPostgresDatabase({ serverUrl: postgresAdminUrl, prefix: "marut_bench" });
  const dropDatabase = onCleanUp(created.drop);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-bench-"));
  const removeDataDir = onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startOurServer({
    DATA_DIR: dataDir,
    DATABASE_URL: created.url,
    SMTP_URL: sink.url,
    OUTBOX_POLL_MS: "100",
    CAMPAIGN_MESSAGES_PER_MINUTE: "1000000",
  });
  const { openDatabase } = await import("#db/client.ts");
  const { campaigns, campaignDeliveries, newsletterSubscribers } = await import("#db/schema.ts");
  const { eq, sql } = await import("drizzle-orm");
  const handle = await openDatabase({ kind: "postgres", url: created.url, poolSize: 2 });
  const closeHandle = onCleanUp(() => handle.close());
  const run = Date.now().toString(36);
  for (let from = 0; from < CAMPAIGN_RECIPIENTS; from += 1_000) {
    await handle.db.insert(newsletterSubscribers).values(
      Array.from({ length: 1_000 }, (_, i) => ({
        email: `reader${from + i}.${run}@campaign-bench.example`,
        status: "confirmed" as const,
        confirmedAt: new Date(),
      })),
    );
  }
  mail.read();
  const acceptedBefore = sink.accepted.length;
  const dueAt = performance.now();
  const [campaign] = await handle.db
    .insert(campaigns)
    .values({
      subject: `Bench campaign ${run}`,
      body: "What a year of night-time alerts taught our analysts. [Read the study](/insights/blogs).",
      latestPosts: 2,
      status: "scheduled",
      sendAt: new Date(),
      linkKey: `bench-${run}`,
    })
    .returning({ id: campaigns.id });
  const id = campaign?.id ?? "";
  let queuedMs: number | null = null;
  const codeWaits: number[] = [];
  let codesAsked = 0;
  let codeErrors = 0;
  const done = async () => {
    const [left] = await handle.db
      .select({
        pending: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'pending')`.mapWith(Number),
      })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, id));
    const [row] = await handle.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
    if (queuedMs === null && row?.status !== "scheduled") queuedMs = performance.now() - dueAt;
    return row?.status === "sent" && left?.pending === 0;
  };
  // Lead codes asked for while the campaign goes out, each timed until the sink accepted it.
  const asking = (async () => {
    while (queuedMs === null) await sleep(20);
    for (let i = 0; ; i++) {
      const left = await done();
      if (left) return;
      const email = `code${i}.${run}@fleet-bench.example`;
      const asked = performance.now();
      codesAsked++;
      const answer = await requestJson(`${server.origin}/api/leads/send-code`, 200, {
        method: "POST",
        headers: { "x-forwarded-for": takeAddress() },
        json: { email },
      }).catch(() => null);
      if (!answer) {
        codeErrors++;
        continue;
      }
      for (;;) {
        const accepted = sink.accepted.slice(acceptedBefore).find((entry) => entry.to.includes(email));
        if (accepted) {
          codeWaits.push(accepted.at - asked);
          break;
        }
        if (performance.now() - asked > 30_000) {
          codeErrors++;
          break;
        }
        await sleep(5);
      }
      await sleep(250);
    }
  })();
  const deadline = Date.now() + 600_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("the campaign did not finish within 10 minutes");
    mail.read();
    await sleep(200);
  }
  await asking;
  const [span] = await handle.db
    .select({
      sent: sql<number>`count(*)`.mapWith(Number),
      seconds:
        sql<number>`extract(epoch from max(${campaignDeliveries.sentAt}) - min(${campaignDeliveries.sentAt}))`.mapWith(
          Number,
        ),
    })
    .from(campaignDeliveries)
    .where(eq(campaignDeliveries.campaignId, id));
  mail.read();
  const sent = span?.sent ?? 0;
  const perSecond = span && span.seconds > 0 ? sent / span.seconds : null;
  codeWaits.sort((a, b) => a - b);
  const p95 =
    codeWaits.length > 0
      ? (codeWaits[Math.min(codeWaits.length - 1, Math.floor(codeWaits.length * 0.95))] ?? null)
      : null;
  progress(
    `  ${sent} emails, ${perSecond?.toFixed(0) ?? "?"} a second; queued after ${queuedMs === null ? "?" : Math.round(queuedMs)} ms; ` +
      `${codeWaits.length} codes, p95 ${p95?.toFixed(0) ?? "?"} ms`,
  );
  rows.push({
    database,
    measurement: `newsletter campaign to ${CAMPAIGN_RECIPIENTS.toLocaleString("en-US")} subscribers (due → queued in ${queuedMs === null ? "?" : Math.round(queuedMs).toLocaleString("en-US")} ms), emails/s accepted by the SMTP sink`,
    ours: perSecond === null ? "–" : Math.round(perSecond).toLocaleString("en-US"),
    baseline: "–",
    ratio: "–",
    latency: `lead codes during it (${codeWaits.length}): p95 ${p95 === null ? "–" : formatMs(p95)}`,
    cpu: "–",
    errors: String(codeErrors + (CAMPAIGN_RECIPIENTS - sent)),
  });
  target(
    database,
    "lead codes during a 10,000-recipient campaign: p95 ≤ 5 s",
    p95 === null ? null : p95 / 1000,
    5,
    "s",
    false,
  );
  if (codesAsked === 0) failures.push("campaign row: no lead code was asked for during the send");
  await server.stop();
  await closeHandle();
  await removeDataDir();
  await dropDatabase();
}

/** The demo-booking calendar's computation, in this process: it needs no server or database. */
function availabilityRow(): void {
  progress("Demo-booking availability: 10 salespeople, 4 weeks…");
  const measured = measureAvailability();
  rows.push({
    database: "–",
    measurement: `demo-booking open slots, 10 salespeople over 4 weeks (${measured.bookings} bookings, ${measured.slots} slots), ms per computation`,
    ours: measured.meanMs.toFixed(2),
    baseline: "–",
    ratio: "–",
    latency: `p95 ${formatMs(measured.p95Ms)}`,
    cpu: "–",
    errors: "0",
  });
}

async function main(): Promise<void> {
  if (args.build) {
    progress("Building for production (npm run build)…");
    await runCommand("npm", ["run", "build"], (child) => onCleanUp(() => stopProcess(child)));
  }
  for (const file of ["build/server/index.js", "build/client/assets"]) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run without --no-build`);
  }
  if (pinning) {
    // This process hosts the SMTP sink and the set-up requests: keep it off the server's core.
    spawnSync("/usr/bin/taskset", ["-a", "-p", "-c", String(loadCore), String(process.pid)], { stdio: "ignore" });
  } else {
    progress("taskset is not available (or there is one core): processes are not pinned to cores");
  }

  const sink = await new SmtpSink().start();
  onCleanUp(() => sink.stop());
  const mail = new MailReader(sink);
  progress(`SMTP sink at ${sink.url}`);

  if (runsRow("availability")) availabilityRow();
  if (!postgresAdminUrl) progress("TEST_DATABASE_URL is not set: PGlite only");
  for (const database of databases) await runDatabase(database, sink, mail);
  if (runsRow("campaign") && postgresAdminUrl) await campaignRow(sink, mail);
  progress(`\n${mail.total} emails reached the SMTP sink in all.`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await cleanUpAll();
  agent.destroy();
}
if (!interrupted) {
  if (rows.length > 0) printReport();
  if (failures.length > 0) {
    exitCode = 1;
    progress(`\nFAILED (${failures.length}):`);
    for (const failure of failures) progress(`- ${failure}`);
  }
  process.exit(exitCode);
}
