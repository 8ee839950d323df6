import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "#db/seed.ts";
import { addressMessages } from "#server/app.ts";
import type { AppServerBuild } from "#server/pages.ts";
import { capturingLogger } from "../support/capturing-logger.ts";
import { inlineScriptHashes } from "../support/inline-scripts.ts";
import { loadServerBuild } from "../support/server-build.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

// Pages rendered for one request (app/entry.server.tsx) as the browser reads
// them: each lists, for lazy route discovery, the routes of its own path and of
// every parent path, and a render is the same however many came before it
// (the matches behind that list are remembered per path).

let build: AppServerBuild;
let database: TestDatabase;
let t: TestApp;
const logs = capturingLogger();

beforeAll(async () => {
  build = await loadServerBuild();
  database = await createTestDatabase("pglite");
  await seedDemoData(database.handle.db);
  t = createTestApp({ database: database.handle, build, logger: logs.logger });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** The route ids of the manifest a page hands to the browser. */
async function render(path: string) {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(html)?.[1];
  expect(manifest, `no route manifest in ${path}`).toBeDefined();
  return { routes: Object.keys(JSON.parse(manifest as string).routes).sort() };
}

describe("pages rendered per request", () => {
  it("hand the browser the routes of their path and its parents, render after render", async () => {
    const jobs = (await (await t.app.request("/api/jobs")).json()) as { data: { id: string }[] };
    const slug = jobs.data[0]?.id;
    expect(slug).toBeDefined();

    const job = await render(`/careers/jobs/${slug}?utm_source=test`);
    // "/" (home), "/careers" (careers landing), "/careers/jobs" (no page: the not-found route) and the job itself.
    expect(job.routes).toEqual(
      [
        "root",
        "routes/home",
        "routes/careers",
        "routes/not-found",
        "routes/careers-jobs-layout",
        "routes/careers-job",
      ].sort(),
    );

    const insights = await render("/insights/blogs?page=x");
    expect(insights.routes).toEqual(["root", "routes/home", "routes/insights", "insights-blogs"].sort());

    // The same paths again, in another order: the same lists.
    expect((await render(`/careers/jobs/${slug}?utm_source=test`)).routes).toEqual(job.routes);
    expect((await render("/insights/blogs?page=x")).routes).toEqual(insights.routes);
  });
});

/** The script-src directive of an answer's policy. */
const scriptSources = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "").split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("the scripts of a rendered page", () => {
  it("are all allowed by the page's policy by hash, and the render's mark is gone from the HTML", async () => {
    for (const path of ["/", "/insights", "/careers/jobs?team=x"]) {
      const res = await t.app.request(path);
      const html = await res.text();
      const hashes = inlineScriptHashes(html);
      // React Router's context, the held route modules and the starter.
      expect(hashes.length, path).toBeGreaterThanOrEqual(3);
      for (const hash of hashes) expect(scriptSources(res), path).toContain(`'${hash}'`);
      expect(html, path).toContain('<script type="x-held-module">');
      expect(html, path).not.toMatch(/\snonce=/);
    }
  });
});

describe("React Router's internals this server relies on", () => {
  it("are still there: the render's route matcher and the markup of its module script (app/entry.server.tsx)", async () => {
    const entry = build.entry.module as typeof build.entry.module & {
      internalsInUse: () => { matcher: boolean; moduleScript: boolean };
    };
    const res = await t.app.request("/about?internals=1");
    expect(res.status).toBe(200);
    await res.text();
    // Without them pages still render, only slower: this is where an upgrade of React Router says so.
    expect(entry.internalsInUse(), "React Router changed staticHandlerContext._match or its module script").toEqual({
      matcher: true,
      moduleScript: true,
    });
  });
});

describe("an address with a control character in its query", () => {
  it("answers the site's 400 page with a message, and no loader reads the query", async () => {
    const errorsBefore = logs.errors().length;
    for (const path of ["/search?q=%00", "/search?q=a%00b", "/careers/jobs?team=%1b", "/insights/blogs?page=%7f"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain("We could not read that address");
      expect(html, path).toContain(addressMessages.controlCharacters);
    }
    // A client navigation asks for the data of the same address.
    expect((await t.app.request("/search.data?q=%00")).status).toBe(400);
    expect(logs.errors()).toHaveLength(errorsBefore);
  });
});
