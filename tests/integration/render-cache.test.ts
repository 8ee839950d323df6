import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jobInputSchema } from "#app/features/careers/careers-admin-schemas.ts";
import { renderCacheDefaults } from "#server/render-cache.ts";
import { createAdministrator } from "../support/admin-create.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { copyMigratedDataDir } from "../support/database-templates.ts";
import { inlineScriptHashes } from "../support/inline-scripts.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-database.ts";

// The render cache (server/render-cache.ts) as visitors meet it: a job page
// served from memory keeps a strict script policy, and a change made in the
// back office through one instance shows on another instance's cached page by
// the data version it polls (the instances share only the database), long
// before the kept render would have aged out.

const cleanup = cleanupAfterEach();
const admin = { email: "cache-admin@marut.test", password: "Copper-Heron-Twilight-73", name: "Cara Admin" };

async function start(env: Record<string, string>) {
  const server = await startServer({ NODE_ENV: "test", SEED_DEMO_DATA: "true", ...env });
  cleanup.push(() => server.kill());
  return server;
}

/** Signs in to the back office of `server`; returns what each later call needs. */
async function signIn(server: ServerProcess) {
  const res = await fetch(`${server.url}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const call = async (method: string, apiPath: string, body?: unknown) => {
    const answer = await fetch(`${server.url}/api${apiPath}`, {
      method,
      headers: {
        cookie,
        origin: server.url,
        "x-csrf-token": csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    expect(answer.status, `${method} ${apiPath}: ${text}`).toBe(200);
    return JSON.parse(text) as { data: Record<string, unknown> & { id: string; slug: string } };
  };
  return call;
}

/**
 * Requests `url` until `check` holds, which must happen well before a kept
 * render ages out (renderCacheDefaults.maxAgeMs): then the change reached the
 * cache through the data version it polls, not through the render expiring.
 */
async function untilShown(url: string, check: (html: string) => boolean): Promise<void> {
  const limitMs = renderCacheDefaults.maxAgeMs / 4;
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(url)).text();
    if (check(html)) return;
    if (performance.now() - started > limitMs) throw new Error(`${url} did not change before its render aged out`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The ETag of the render the cache keeps for `url` now (only memory answers carry one). */
async function keptEtag(url: string): Promise<string | null> {
  await fetch(url);
  return (await fetch(url)).headers.get("etag");
}

const setups: [string, () => Promise<{ env: Record<string, string>; instances: number }>][] = [
  [
    "one instance on the embedded database",
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "marut-cache-"));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      await copyMigratedDataDir(dir);
      return { env: { DATA_DIR: dir }, instances: 1 };
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  setups.push([
    "two instances on one PostgreSQL",
    async () => {
      const db = await createPostgresDatabase();
      cleanup.push(() => db.drop());
      return { env: { DATABASE_URL: db.url }, instances: 2 };
    },
  ]);
}

describe.each(setups)("cached job pages, %s", (_name, setUp) => {
  it("keep a strict script policy and show a back-office edit and a closing by the data version", async () => {
    const { env, instances } = await setUp();
    await createAdministrator(admin, env);
    const editor = await start(env);
    // The instance visitors read from: another process when there are two.
    const reader = instances === 2 ? await start(env) : editor;
    const hr = await signIn(editor);

    const jobs = (await hr("GET", "/admin/jobs?status=published")) as unknown as {
      data: { id: string; slug: string; title: string }[];
    };
    // A job on the first page of open positions (the list is paged), so that the edit shows there as well.
    const positionsUrl = `${reader.url}/careers/jobs/positions`;
    const listed = await (await fetch(positionsUrl)).text();
    const job = jobs.data.find((candidate) => listed.includes(`/careers/jobs/${candidate.slug}"`));
    if (!job) throw new Error("the first page of open positions should show a published job");
    const pageUrl = `${reader.url}/careers/jobs/${job.slug}`;

    // The first visit renders the page, the next is answered from memory (only memory answers carry an ETag).
    const first = await fetch(pageUrl);
    expect(first.status).toBe(200);
    const cached = await fetch(pageUrl);
    expect(cached.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const html = await cached.text();
    expect(html).toContain(job.title);
    const csp = cached.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'nonce-");
    expect(html).not.toMatch(/nonce="/);
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc).toContain(`'${hash}'`);

    // An edit of the title through the back office.
    const detail = await hr("GET", `/admin/jobs/${job.id}`);
    const input = Object.fromEntries(Object.keys(jobInputSchema.shape).map((key) => [key, detail.data[key]]));
    const title = `${job.title} (Night Shift)`;
    await hr("PUT", `/admin/jobs/${job.id}`, { ...input, slug: job.slug, title });
    await untilShown(pageUrl, (page) => page.includes(title));
    await untilShown(positionsUrl, (page) => page.includes(title));
    // The cache keeps the new render in place of the old one.
    const editedEtag = await keptEtag(pageUrl);
    expect(editedEtag).toMatch(/^"[\w-]+"$/);
    expect(editedEtag).not.toBe(cached.headers.get("etag"));

    // Closing it.
    await hr("POST", `/admin/jobs/${job.id}/close`);
    await untilShown(pageUrl, (page) => page.includes("This position is no longer accepting applications."));
    expect(await keptEtag(pageUrl)).not.toBe(editedEtag);
    // The list of open positions (cached as well) no longer offers it.
    await untilShown(positionsUrl, (page) => !page.includes(title));
  }, 120_000);
});
