import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogSchema, newsSchema } from "#app/features/content/schema.ts";
import { openDatabase } from "#db/client.ts";
import { contentItems, faqs } from "#db/schema.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { copyMigratedDataDir } from "../support/database-templates.ts";
import { startServer } from "../support/server-process.ts";

// Items written before the save checks existed (here inserted straight into the
// database) whose Markdown nests thousands of levels deep: the production
// server keeps answering every content page, feed, the sitemap, the FAQs and
// search, leaves those items out, answers 404 for their own pages and logs
// each of them once however often the pages are visited (so they are judged
// once, not rendered again on every visit).

const cleanup = cleanupAfterEach();

const common = {
  date: "2026-11-20",
  author: "Marut Safety Team",
  tags: ["fatigue"],
  cover: { motif: "road", alt: "An expressway at night with a line of truck headlights" },
};
const goodPost = blogSchema.parse({
  ...common,
  title: "Night convoys: what the in-cab alerts say",
  description: "Three months of night convoys on one expressway: which alerts rise after midnight and what changed.",
});
const badPost = blogSchema.parse({
  ...common,
  title: "A post whose body nests quotes too deep",
  description: "Written before the studio checked nesting; its body is a few lines and then 49,000 nested quotes.",
});
const badRelease = newsSchema.parse({
  ...common,
  location: "Pune",
  title: "A press release nested as a list too deep",
  description: "Written before the studio checked nesting; its body is a few lines and a list 1,333 levels deep.",
});
const prose = "Night convoys are where fatigue shows first; quintessentially so after two in the morning. ".repeat(4);

/** Every page, feed and search that shows the live content. */
const publicPaths = [
  "/",
  "/insights",
  "/newsroom",
  "/insights/rss.xml",
  "/sitemap.xml",
  "/faqs",
  "/api/search?q=quintessentially",
  "/insights/blog/night-convoys",
];

async function get(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { status: res.status, text: await res.text() };
}

describe("content that cannot be rendered, already in the database", () => {
  it("leaves the rest of the site answering, is left out, answers 404 on its own page and is logged once", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-data-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    await copyMigratedDataDir(dataDir);
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      await handle.db.insert(contentItems).values([
        { collection: "blogs", slug: "night-convoys", status: "published", data: goodPost, body: prose },
        {
          collection: "blogs",
          slug: "deep-quotes",
          status: "published",
          data: badPost,
          body: `${prose}\n\nA second line.\n${"> ".repeat(49_000)}`,
        },
        {
          collection: "newsroom",
          slug: "deep-list",
          status: "published",
          data: badRelease,
          body: `${prose}\n${"1. ".repeat(1_333)}quintessentially`,
        },
      ]);
      await handle.db.insert(faqs).values([
        { category: "support", question: "Do you work weekends?", answer: "The **Life Savers** do.", sortOrder: 0 },
        { category: "support", question: "Which answer nests too deep?", answer: ">".repeat(3_999), sortOrder: 1 },
      ]);
    } finally {
      await handle.close();
    }

    const server = await startServer({ NODE_ENV: "test", DATA_DIR: dataDir });
    cleanup.push(() => server.kill());

    // Twice over, so the second round shows that nothing is logged (or rendered) again per visit.
    for (let round = 0; round < 2; round += 1) {
      for (const pathname of publicPaths) {
        const res = await get(`${server.url}${pathname}`);
        expect(res.status, `${pathname} (round ${round + 1})`).toBe(200);
        expect(res.text, pathname).not.toContain(badPost.title);
        expect(res.text, pathname).not.toContain(badRelease.title);
      }
      for (const pathname of ["/insights/blog/deep-quotes", "/newsroom/deep-list"]) {
        const res = await get(`${server.url}${pathname}`);
        expect(res.status, pathname).toBe(404);
      }
    }

    const insights = await get(`${server.url}/insights`);
    expect(insights.text).toContain(goodPost.title);
    const faqPage = await get(`${server.url}/faqs`);
    expect(faqPage.text).toContain("Do you work weekends?");
    expect(faqPage.text).not.toContain("Which answer nests too deep?");
    const search = JSON.parse((await get(`${server.url}/api/search?q=quintessentially`)).text) as {
      data: { url: string }[];
    };
    expect(search.data.map((hit) => hit.url)).toEqual(["/insights/blog/night-convoys"]);

    const refusals = server.logs.filter((entry) => /cannot be rendered/.test(String(entry.msg)));
    expect(refusals.map((entry) => String(entry.problem)).sort()).toEqual([
      "Line 1 nests quotes or lists 3,999 levels deep; at most 16 are allowed.",
      "Line 2 nests quotes or lists 1,333 levels deep; at most 16 are allowed.",
      "Line 4 nests quotes or lists 49,000 levels deep; at most 16 are allowed.",
    ]);
    expect(server.logs.filter((entry) => entry.level === "error" || Number(entry.level) >= 50)).toEqual([]);
  }, 180_000);
});
