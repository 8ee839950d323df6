// Lighthouse benchmark of the production build: `npm run lighthouse`.
//
// Builds the site (unless --no-build), starts the production server on a fresh
// embedded database, and runs Lighthouse (mobile preset, simulated throttling)
// N times per page in a fresh headless Chromium each time. Reports the median
// score per category and the median LCP, TBT and CLS, the home page's
// first-load JavaScript (gzip) and any request to another origin, and checks
// them against the performance budgets (docs/performance.md).
//
//   npm run lighthouse -- [--pages /,/solutions/fleet-sense] [--runs 5] [--no-build] [--no-fail]
//
// Without --pages it measures the eight pages of the budget (see defaultPages).
//
// Results go to stdout (Markdown) and build/lighthouse.json. Exit code 1 when a
// budget is missed (unless --no-fail).
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Artifacts, type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { lowEndBenchmarkIndex, type MainThreadProfile, mainThreadProfile } from "./main-thread.ts";
import { type MeasuredServer, startMeasuredServer } from "./measured-server.ts";
import { runCommand } from "./run-command.ts";

const root = path.resolve(import.meta.dirname, "..");
const outputFile = path.join(root, "build/lighthouse.json");

const categories = [
  { id: "performance", label: "performance", budget: 100 },
  { id: "accessibility", label: "accessibility", budget: 100 },
  { id: "best-practices", label: "best practices", budget: 100 },
  { id: "seo", label: "SEO", budget: 100 },
] as const;
type CategoryId = (typeof categories)[number]["id"];

/** Total Blocking Time a page may have on the slowest host of our kind (projected, see scripts/main-thread.ts). */
const tbtBudgetMs = 50;

/** Home page first-load JavaScript, in kB (1 kB = 1000 bytes) as sent with `Accept-Encoding: gzip`. */
const firstLoadJsBudgetKb = 130;

const chromeFlags = [...chromiumFlags, "--disable-dev-shm-usage"];

type Metrics = { lcpMs: number | null; tbtMs: number | null; cls: number | null; lowEndTbtMs: number | null };
type Scores = Record<CategoryId, number | null>;
type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
type FailingAudit = {
  category: CategoryId;
  id: string;
  title: string;
  weight: number;
  failedRuns: number;
  displayValues: string[];
  /** What the audit found (issue types, elements, URLs), from its details table. */
  findings: string[];
};
type PageResult = {
  page: string;
  url: string;
  median: Scores & Metrics;
  runs: (Scores & Metrics)[];
  failingAudits: FailingAudit[];
  thirdPartyRequests: string[];
  /** The main-thread profile of the run whose projected blocking time is the median. */
  mainThread: MainThreadProfile;
};
type ScriptSize = { url: string; gzipBytes: number; contentEncoding: string | null; lighthouseTransferBytes: number };

// ---------------------------------------------------------------- arguments

/** The pages the budgets are set for: home, a product page, the savings calculator with an estimate, the insights hub, the blog listing, a blog post, the positions page and a job page (demo data). */
const defaultPages = [
  "/",
  "/solutions/fleet-sense",
  "/solutions/savings-calculator?fleet=50-149&country=india&km=4000",
  "/insights",
  "/insights/blogs",
  "/insights/blog/why-fatigue-peaks-between-2-and-5-am",
  "/careers/jobs/positions",
  "/careers/jobs/senior-embedded-engineer-dashcam-firmware",
];

const { values: args } = parseArgs({
  options: {
    pages: { type: "string", default: defaultPages.join(",") },
    runs: { type: "string", default: "5" },
    build: { type: "boolean", default: true },
    fail: { type: "boolean", default: true },
  },
  allowNegative: true,
});
const pages = args.pages
  .split(",")
  .map((page) => page.trim())
  .filter((page) => page !== "")
  .map((page) => (page.startsWith("/") ? page : `/${page}`));
const runs = Number(args.runs);
if (pages.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error("Usage: npm run lighthouse -- [--pages /,/solutions/fleet-sense] [--runs 5] [--no-build] [--no-fail]");
  process.exit(2);
}
const chromePath = process.env.CHROME_PATH || chromiumPath || "/usr/bin/chromium";

// ---------------------------------------------------------------- helpers

const progress = (line: string) => process.stderr.write(`${line}\n`);
const out = (line = "") => process.stdout.write(`${line}\n`);

function median(values: (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => typeof value === "number").sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  const upper = numbers[middle] as number;
  return numbers.length % 2 === 1 ? upper : ((numbers[middle - 1] as number) + upper) / 2;
}

/** Bytes of the response body as sent on the wire for `Accept-Encoding: gzip`. */
function gzipSize(url: string): Promise<{ bytes: number; contentEncoding: string | null }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.once("end", () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ bytes, contentEncoding: response.headers["content-encoding"] ?? null });
      });
      response.once("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} timed out`)));
    request.once("error", reject);
  });
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return [];
  return details.items.map((item) => ({
    url: String(item.url),
    resourceType: typeof item.resourceType === "string" ? item.resourceType : undefined,
    transferSize: typeof item.transferSize === "number" ? item.transferSize : undefined,
  }));
}

const isOtherOrigin = (url: string, origin: string) => {
  if (!/^https?:/i.test(url)) return false; // data:, blob: and the like are not requests to a server
  return new URL(url).origin !== origin;
};

/** A short description of each row of an audit's details table (at most 5). */
function findings(details: unknown): string[] {
  if (typeof details !== "object" || details === null || !("items" in details) || !Array.isArray(details.items)) {
    return [];
  }
  const describeItem = (item: Record<string, unknown>): string => {
    const parts: string[] = [];
    for (const key of ["issueType", "description", "label"]) {
      if (typeof item[key] === "string") parts.push(item[key]);
    }
    const node = item.node as { snippet?: unknown; selector?: unknown } | undefined;
    if (typeof node?.snippet === "string") parts.push(node.snippet);
    else if (typeof node?.selector === "string") parts.push(node.selector);
    const source = item.source as { url?: unknown } | undefined;
    if (typeof item.url === "string") parts.push(item.url);
    else if (typeof source?.url === "string") parts.push(source.url);
    const subItems = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    for (const sub of subItems.slice(0, 3)) parts.push(describeItem(sub));
    return parts.join(" ").slice(0, 200);
  };
  return (details.items as Record<string, unknown>[])
    .slice(0, 5)
    .map(describeItem)
    .filter((text) => text !== "");
}

/** Audits that cost points in a category: scored below 1, with their weight in the category score. */
function failingAudits(lhr: Result, category: CategoryId, issues: string[]) {
  const found: { id: string; title: string; weight: number; displayValue: string; findings: string[] }[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (["notApplicable", "informative", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
    // Performance diagnostics and insights have no weight (only metrics cost points directly) but are listed too.
    found.push({
      id: audit.id,
      title: audit.title,
      weight: ref.weight,
      displayValue: audit.displayValue ?? "",
      // Performance insights list long tables; the metrics and their values say enough there.
      findings: category === "performance" ? [] : audit.id === "inspector-issues" ? issues : findings(audit.details),
    });
  }
  return found;
}

// ---------------------------------------------------------------- run

let measured: MeasuredServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function cleanUp() {
  chrome?.kill();
  chrome = undefined;
  await measured?.stop();
  measured = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

/** The DevTools issues of a run (CSP violations, cookies, …), which the inspector-issues audit only names by kind. */
function inspectorIssues(artifacts: Artifacts): string[] {
  const issues: string[] = [];
  for (const [kind, entries] of Object.entries(artifacts.InspectorIssues ?? {}) as [string, unknown[]][]) {
    for (const entry of entries.slice(0, 3))
      issues.push(
        `${kind}: ${JSON.stringify(entry, (key, value) => (key === "scriptId" ? undefined : value)).slice(0, 300)}`,
      );
  }
  return issues;
}

/** One Lighthouse run; a run whose trace recording failed (a load hiccup, not a page problem) is repeated up to twice. */
async function lighthouseRun(url: string, attempt = 1): Promise<LighthouseRun> {
  try {
    return await lighthouseRunOnce(url);
  } catch (error) {
    const transient =
      error instanceof Error && /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|NO_TRACING_STARTED/.test(error.message);
    if (!transient || attempt >= 3) throw error;
    progress(`Retrying ${url} after: ${(error as Error).message}`);
    return lighthouseRun(url, attempt + 1);
  }
}

type LighthouseRun = { lhr: Result; issues: string[]; mainThread: MainThreadProfile };

async function lighthouseRunOnce(url: string): Promise<LighthouseRun> {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "error" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: categories.map((category) => category.id),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      lhr,
      issues: inspectorIssues(result.artifacts),
      mainThread: mainThreadProfile(lhr, result.artifacts, new URL(url).origin),
    };
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

async function main(): Promise<number> {
  if (args.build) {
    progress("Building for production (npm run build)…");
    await runCommand("npm", ["run", "build"]);
  }
  // The careers pages are measured with the demo positions.
  measured = await startMeasuredServer("lighthouse");
  const { server, dataDir } = measured;
  const origin = new URL(server.url).origin;
  progress(`Server listening at ${origin} (production build, fresh database in ${dataDir})`);

  const results: PageResult[] = [];
  let lighthouseVersion = "";
  let userAgent = "";
  const benchmarkIndexes: number[] = [];
  const homeScripts = new Map<string, number>();
  for (const page of pages) {
    const url = new URL(page, origin).href;
    const pageRuns: (Scores & Metrics)[] = [];
    const failing = new Map<string, FailingAudit>();
    const thirdParty = new Set<string>();
    const profiles: MainThreadProfile[] = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr, issues, mainThread } = await lighthouseRun(url);
      profiles.push(mainThread);
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const scores = Object.fromEntries(
        categories.map(({ id }) => {
          const score = lhr.categories[id]?.score;
          return [id, typeof score === "number" ? Math.round(score * 100) : null];
        }),
      ) as Scores;
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const metrics: Metrics = {
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        lowEndTbtMs: mainThread.projectedTbtMs,
      };
      pageRuns.push({ ...scores, ...metrics });
      for (const { id: category } of categories) {
        for (const audit of failingAudits(lhr, category, issues)) {
          const key = `${category}/${audit.id}`;
          const entry = failing.get(key) ?? { category, ...audit, failedRuns: 0, displayValues: [], findings: [] };
          entry.failedRuns++;
          if (audit.displayValue) entry.displayValues.push(audit.displayValue);
          for (const finding of audit.findings) if (!entry.findings.includes(finding)) entry.findings.push(finding);
          failing.set(key, entry);
        }
      }
      for (const request of networkRequests(lhr)) {
        if (isOtherOrigin(request.url, origin)) thirdParty.add(request.url);
        if (page === "/" && request.resourceType === "Script") {
          homeScripts.set(request.url, Math.max(homeScripts.get(request.url) ?? 0, request.transferSize ?? 0));
        }
      }
      progress(
        `${page} run ${run}/${runs}: ${categories.map(({ id, label }) => `${label} ${scores[id] ?? "–"}`).join(", ")}; ` +
          `LCP ${Math.round(metrics.lcpMs ?? 0)} ms, TBT ${Math.round(metrics.tbtMs ?? 0)} ms ` +
          `(${mainThread.projectedTbtMs} ms at index ${lowEndBenchmarkIndex}; this host ${lhr.environment.benchmarkIndex}), ` +
          `CLS ${(metrics.cls ?? 0).toFixed(3)}`,
      );
    }
    const medianOf = (key: keyof (Scores & Metrics)) => median(pageRuns.map((run) => run[key]));
    results.push({
      page,
      url,
      median: {
        performance: medianOf("performance"),
        accessibility: medianOf("accessibility"),
        "best-practices": medianOf("best-practices"),
        seo: medianOf("seo"),
        lcpMs: medianOf("lcpMs"),
        tbtMs: medianOf("tbtMs"),
        cls: medianOf("cls"),
        lowEndTbtMs: medianOf("lowEndTbtMs"),
      },
      runs: pageRuns,
      mainThread: [...profiles].sort((a, b) => a.projectedTbtMs - b.projectedTbtMs)[
        Math.floor(profiles.length / 2)
      ] as MainThreadProfile,
      failingAudits: [...failing.values()].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id)),
      thirdPartyRequests: [...thirdParty].sort(),
    });
  }

  // First-load JavaScript of the home page: every script the page loaded, as sent with gzip.
  let firstLoadJs: { kb: number; scripts: ScriptSize[] } | null = null;
  if (pages.includes("/")) {
    const scripts: ScriptSize[] = [];
    for (const [url, transferBytes] of [...homeScripts].sort(([a], [b]) => a.localeCompare(b))) {
      if (isOtherOrigin(url, origin)) {
        scripts.push({ url, gzipBytes: transferBytes, contentEncoding: null, lighthouseTransferBytes: transferBytes });
        continue;
      }
      const { bytes, contentEncoding } = await gzipSize(url);
      scripts.push({ url, gzipBytes: bytes, contentEncoding, lighthouseTransferBytes: transferBytes });
    }
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    firstLoadJs = { kb: Math.round(total / 100) / 10, scripts };
  }
  await cleanUp();

  // ---------------------------------------------------------------- report

  const fmt = (value: number | null, digits = 0) => (value === null ? "–" : value.toFixed(digits));
  const misses: string[] = [];
  for (const result of results) {
    for (const { id, label, budget } of categories) {
      const score = result.median[id];
      if (score === null || score < budget) {
        misses.push(
          `${result.page}: ${label} ${score ?? "no score"} (budget ${budget === 100 ? "100" : `≥ ${budget}`})`,
        );
      }
    }
    if ((result.median.lowEndTbtMs ?? 0) > tbtBudgetMs) {
      misses.push(
        `${result.page}: TBT ${fmt(result.median.lowEndTbtMs)} ms at benchmark index ${lowEndBenchmarkIndex} (budget ≤ ${tbtBudgetMs} ms)`,
      );
    }
    if (result.thirdPartyRequests.length > 0) {
      misses.push(`${result.page}: ${result.thirdPartyRequests.length} third-party request(s) (budget 0)`);
    }
  }
  if (firstLoadJs && firstLoadJs.kb > firstLoadJsBudgetKb) {
    misses.push(`/: first-load JS ${firstLoadJs.kb} kB gzip (budget ≤ ${firstLoadJsBudgetKb} kB)`);
  }

  out(`Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), median of ${runs} run(s) per page`);
  out();
  out(
    `Host: benchmarkIndex ${fmt(median(benchmarkIndexes))} (median of the runs); "TBT at ${lowEndBenchmarkIndex}" projects ` +
      `each run's tasks to a host at index ${lowEndBenchmarkIndex}, the low end of ours (scripts/main-thread.ts).`,
  );
  out();
  out(
    `| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | TBT at ${lowEndBenchmarkIndex} ms | CLS |`,
  );
  out("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { page, median: m } of results) {
    out(
      `| \`${page}\` | ${fmt(m.performance)} | ${fmt(m.accessibility)} | ${fmt(m["best-practices"])} | ${fmt(m.seo)} | ` +
        `${fmt(m.lcpMs)} | ${fmt(m.tbtMs)} | ${fmt(m.lowEndTbtMs)} | ${fmt(m.cls, 3)} |`,
    );
  }
  out();
  const groups = [
    "Script Evaluation",
    "Script Parsing & Compilation",
    "Style & Layout",
    "Rendering",
    "Parse HTML & CSS",
    "Garbage Collection",
    "Other",
  ];
  out(
    "Main-thread time under the 4× slowdown (ms, the run of median projected TBT), and its long tasks at index " +
      lowEndBenchmarkIndex +
      ":",
  );
  out();
  out(`| page | ${groups.join(" | ")} | long tasks at ${lowEndBenchmarkIndex} (ms: work, source) |`);
  out(`| --- | ${groups.map(() => "---:").join(" | ")} | --- |`);
  for (const { page, mainThread } of results) {
    const tasks =
      mainThread.longTasks.map((task) => `${task.durationMs}: ${task.group}, ${task.url}`).join("; ") || "none";
    out(`| \`${page}\` | ${groups.map((group) => fmt(mainThread.byGroup[group] ?? 0)).join(" | ")} | ${tasks} |`);
  }
  out();
  out("Script time per script (ms under the 4× slowdown):");
  for (const { page, mainThread } of results) {
    out(
      `- \`${page}\`: ${mainThread.byScript.map((script) => `${script.url} ${fmt(script.ms)}`).join(", ") || "none"}`,
    );
  }
  out();
  out(
    firstLoadJs
      ? `First-load JS of \`/\`: ${firstLoadJs.kb} kB gzip in ${firstLoadJs.scripts.length} script(s) (budget ≤ ${firstLoadJsBudgetKb} kB)`
      : "First-load JS of `/`: not measured (`/` is not among the pages)",
  );
  const thirdPartyCount = results.reduce((sum, result) => sum + result.thirdPartyRequests.length, 0);
  out(`Third-party requests: ${thirdPartyCount} (budget 0)`);
  for (const result of results) for (const url of result.thirdPartyRequests) out(`  - ${result.page}: ${url}`);

  for (const result of results) {
    const below = categories.filter(({ id, budget }) => (result.median[id] ?? 0) < budget);
    if (below.length === 0) continue;
    out();
    out(`Audits costing points on \`${result.page}\`:`);
    for (const { id, label } of below) {
      out(`- ${label} (${fmt(result.median[id])}):`);
      for (const audit of result.failingAudits.filter((failing) => failing.category === id)) {
        const shown = audit.displayValues[Math.floor(audit.displayValues.length / 2)];
        out(
          `  - \`${audit.id}\` — ${audit.title} (weight ${audit.weight}, below 1 in ${audit.failedRuns}/${runs} runs` +
            `${shown ? `, e.g. ${shown}` : ""})`,
        );
        for (const finding of audit.findings) out(`    - ${finding}`);
      }
    }
  }

  out();
  if (misses.length === 0) out("All budgets met.");
  else {
    out(`Budgets missed (${misses.length}):`);
    for (const miss of misses) out(`- MISSED ${miss}`);
  }

  await mkdir(path.dirname(outputFile), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    lighthouseVersion,
    userAgent,
    preset: "mobile (Lighthouse default config, simulated throttling)",
    runsPerPage: runs,
    cpus: os.cpus().length,
    /** Lighthouse's CPU benchmark of this machine (median over the runs); simulated throttling scales by it. */
    benchmarkIndex: median(benchmarkIndexes),
    budgets: {
      ...Object.fromEntries(categories.map(({ id, budget }) => [id, budget])),
      firstLoadJsKbGzip: firstLoadJsBudgetKb,
      tbtMsAtLowEndHost: tbtBudgetMs,
      lowEndBenchmarkIndex,
      thirdPartyRequests: 0,
    },
    pages: results,
    firstLoadJs,
    thirdPartyRequests: thirdPartyCount,
    misses,
  };
  await writeFile(outputFile, `${JSON.stringify(report, null, 2)}\n`);
  progress(`Results written to ${path.relative(root, outputFile)}`);

  return misses.length > 0 && args.fail ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
// Lighthouse can leave timers behind; do not wait for them.
process.exit(exitCode);
