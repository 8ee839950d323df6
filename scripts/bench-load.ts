// The load generator of `npm run bench`, run as its own process so that it
// never shares an event loop (or, where taskset exists, a CPU core) with the
// server it measures.
//
//   node scripts/bench-load.ts < spec.json > result.json
//
// Reads one LoadSpec as JSON on stdin, runs an optional warm-up and then the
// measurement with autocannon, and prints one LoadResult as JSON on stdout.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type LoadSpec = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /**
   * One body per request, taken in order; each request gets its own (for
   * single-use values such as a verification code). Running out is an error:
   * size the list for the run, or use `amount`.
   */
  bodies?: string[];
  /**
   * Give every request its own X-Forwarded-For address, counting up from this
   * one (an IPv4 address as a 32-bit number), so per-address limits never bind.
   */
  forwardedFrom?: number;
  connections: number;
  /** Seconds of measurement; ignored when `amount` is set. */
  durationSeconds?: number;
  /** Exactly this many requests, then stop. */
  amount?: number;
  /** Seconds of the same load before the measurement, not counted. */
  warmupSeconds?: number;
  /** Per-request timeout in seconds (autocannon's default is 10). */
  timeoutSeconds?: number;
  /** The server process, to report its CPU use over the measurement (Linux /proc). */
  serverPid?: number;
  /** Clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK). */
  clockTicks?: number;
};

export type LoadResult = {
  /** Responses received during the measurement (any status). */
  responses: number;
  /** From the first request sent to the last response received. */
  elapsedMs: number;
  requestsPerSecond: number;
  /** Responses by HTTP status. */
  statuses: Record<string, number>;
  /** The start of the first body seen for each status, to explain unexpected answers. */
  sampleBodies: Record<string, string>;
  /** Connection errors and timeouts (no HTTP answer at all). */
  socketErrors: number;
  timeouts: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Requests that found no body left in `bodies` (they were sent with the last one again). */
  bodiesExhausted: number;
  /** How many X-Forwarded-For addresses were handed out (warm-up included). */
  addressesUsed: number;
  /**
   * CPU use during the measurement, in % of one core: this process (the load
   * generator) and the server (null when it cannot be read). A generator near
   * 100 % means the figure is the generator's limit, not the server's.
   */
  cpuPercent: { load: number; server: number | null };
  /** CPU time the server used during the measurement, in ms (null when it cannot be read). */
  serverCpuMs: number | null;
};

type AutocannonRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
};

type AutocannonOptions = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  timeout?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
};

type AutocannonResult = { errors: number; timeouts: number };

type AutocannonInstance = Promise<AutocannonResult> & {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

const require = createRequire(import.meta.url);

// autocannon ships CommonJS without type declarations; this is the part used here.
const autocannon = require("autocannon") as (options: AutocannonOptions) => AutocannonInstance;

/**
 * autocannon keeps every response body as a string, which for pages of tens of
 * kilobytes costs the generator more than the server. Only the start of a body
 * is read here (sampleBodies), so keep only that. This replaces a method of
 * autocannon's request queue (autocannon is pinned to 8.0.0 for it); should a
 * new version move it, the benchmark stops with a message instead of
 * measuring the generator.
 */
const keptBodyChars = 512;
type PendingRequest = { body: string };
const requestQueue = require("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { peek(): PendingRequest | undefined; addBody(data: Buffer): void };
};
if (typeof requestQueue.prototype?.addBody !== "function" || typeof requestQueue.prototype.peek !== "function") {
  throw new Error("autocannon's request queue has changed: update the body trimming in scripts/bench-load.ts");
}
requestQueue.prototype.addBody = function addBody(this: { peek(): PendingRequest | undefined }, data: Buffer) {
  const pending = this.peek();
  if (pending && pending.body.length < keptBodyChars) {
    pending.body += data.subarray(0, keptBodyChars - pending.body.length).toString("utf8");
  }
};

const ipv4 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null if unreadable. */
export function processCpuSeconds(pid: number | undefined, clockTicks: number): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (in parentheses, which may contain spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<void> {
  const spec = JSON.parse(await readStdin()) as LoadSpec;
  let nextBody = 0;
  let bodiesExhausted = 0;
  let nextAddress = spec.forwardedFrom ?? 0;
  let addressesUsed = 0;

  const perRequest = spec.bodies !== undefined || spec.forwardedFrom !== undefined;
  const setupRequest = (request: AutocannonRequest): AutocannonRequest => {
    if (spec.bodies) {
      const body = spec.bodies[nextBody] ?? spec.bodies.at(-1);
      if (nextBody >= spec.bodies.length) bodiesExhausted++;
      else nextBody++;
      request.body = body;
    }
    if (spec.forwardedFrom !== undefined) {
      request.headers = { ...request.headers, "x-forwarded-for": ipv4(nextAddress++) };
      addressesUsed++;
    }
    return request;
  };

  const run = async (measure: { duration?: number; amount?: number }) => {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const sampleBodies: Record<string, string> = {};
    const url = new URL(spec.url);
    const options: AutocannonOptions = {
      url: url.origin,
      connections: spec.connections,
      timeout: spec.timeoutSeconds ?? 10,
      ...measure,
      requests: [
        {
          method: spec.method ?? "GET",
          path: `${url.pathname}${url.search}`,
          headers: spec.headers ?? {},
          ...(spec.body !== undefined ? { body: spec.body } : {}),
          ...(perRequest ? { setupRequest } : {}),
          onResponse: (status, body) => {
            const key = String(status);
            if (!(key in sampleBodies)) sampleBodies[key] = body.slice(0, 300);
          },
        },
      ],
    };
    const clockTicks = spec.clockTicks ?? 100;
    const serverCpuBefore = processCpuSeconds(spec.serverPid, clockTicks);
    const ownCpuBefore = process.cpuUsage();
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(options);
    instance.on("response", (_client, status, _bytes, ms) => {
      lastResponse = performance.now();
      latencies.push(ms);
      const key = String(status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    });
    const result = await instance;
    const wallSeconds = (performance.now() - started) / 1000;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const serverCpuAfter = processCpuSeconds(spec.serverPid, clockTicks);
    const percentOf = (seconds: number) => Math.round((seconds / wallSeconds) * 100);
    const serverCpu = serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
    const sorted = Float64Array.from(latencies).sort();
    const elapsedMs = lastResponse - started;
    return {
      responses: latencies.length,
      elapsedMs: round(elapsedMs),
      requestsPerSecond: elapsedMs > 0 ? round((latencies.length / elapsedMs) * 1000) : 0,
      statuses,
      sampleBodies,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
      },
      cpuPercent: { load: percentOf((ownCpu.user + ownCpu.system) / 1e6), server: serverCpu && percentOf(serverCpu) },
      serverCpuMs: serverCpu && Math.round(serverCpu * 1000),
    };
  };

  if (spec.warmupSeconds && spec.warmupSeconds > 0) await run({ duration: spec.warmupSeconds });
  const measured = await run(spec.amount ? { amount: spec.amount } : { duration: spec.durationSeconds ?? 10 });
  const result: LoadResult = { ...measured, bodiesExhausted, addressesUsed };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

// Run as the load generator; scripts/bench.ts imports processCpuSeconds from here too.
if (import.meta.main) {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  }
}
