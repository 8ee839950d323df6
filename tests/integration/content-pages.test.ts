import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedContent } from "#app/features/content/published.server.ts";
import { PUBLISHED_ON_SCHEDULE, publishDueItems } from "#app/features/content/schedule.server.ts";
import { blogSchema } from "#app/features/content/schema.ts";
import { auditLog, contentItems, contentRedirects, contentRevisions } from "#db/schema.ts";
import type { AppServerBuild } from "#server/pages.ts";
import { loadServerBuild } from "../support/server-build.ts";
import { pageUntil, setUpSitePages } from "../support/test-app.ts";
import { databaseKinds } from "../support/test-database.ts";

// Content pages as visitors meet them: the production build's pages on a test
// database, with the render cache as in production. An item written straight
// into content_items (as the studio or the scheduler write it) shows on its
// page, its listing and tag page, the home page, the RSS feed and the sitemap,
// and leaves them when unpublished; a scheduled item goes live when its time
// comes; a former address answers 301.

const tag = "night-convoy-probe";
const slug = "night-convoys-what-the-alerts-say";
const data = blogSchema.parse({
  title: "Night convoys: what the in-cab alerts say after dark",
  description:
    "Three months of night convoys on the Mumbai–Pune expressway: which alerts rise after midnight and what depot managers changed.",
  date: "2026-11-20",
  author: "Marut Safety Team",
  tags: [tag, "fatigue"],
  cover: { motif: "road", alt: "An expressway at night with a line of truck headlights" },
});
const body = [
  "Night convoys are where fatigue shows first. Over three months our monitoring centre reviewed every alert",
  "raised between ten at night and six in the morning on one expressway corridor, and the pattern was clear:",
  "drowsiness alerts doubled after two o'clock, while following-distance alerts fell with the traffic.",
  "",
  "## What depot managers changed",
  "",
  "They moved the longest legs before midnight and added a fifteen-minute stop at the halfway toll plaza.",
  "The word quintessentially appears here so the test can find this post and nothing else.",
].join("\n");

let build: AppServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

describe.each(databaseKinds)("content pages from the database on %s", (kind) => {
  const { t, renderCache } = setUpSitePages(kind, { build: () => build });

  const url = `/insights/blog/${slug}`;
  const shownEverywhere = async (shown: boolean) => {
    const on = (text: string) => text.includes(data.title);
    await pageUntil(t, url, (status, text) => (shown ? status === 200 && on(text) : status === 404));
    await pageUntil(t, "/insights/blogs", (status, text) => status === 200 && on(text) === shown);
    await pageUntil(t, `/insights/blogs/tag/${tag}`, (status, text) =>
      shown ? status === 200 && on(text) : status === 404,
    );
    await pageUntil(t, "/insights", (status, text) => status === 200 && on(text) === shown);
    // The home page's latest insights.
    await pageUntil(t, "/", (status, text) => status === 200 && on(text) === shown);
    await pageUntil(t, "/insights/rss.xml", (status, text) => status === 200 && on(text) === shown);
    await pageUntil(t, "/sitemap.xml", (status, text) => status === 200 && text.includes(`${url}</loc>`) === shown);
  };

  it("read the published set once per data version, and again after a write", async () => {
    const first = await publishedContent(t.services);
    expect(first.all).toEqual([]);
    expect(await publishedContent(t.services)).toBe(first);
    await t.services.db
      .insert(contentItems)
      .values({ collection: "blogs", slug, status: "published", data, body, publishedAt: new Date() });
    // Pages follow the render cache's reading of the data version (at most
    // pollMs old); the server reads it again after each staff write.
    await renderCache.catchUp();
    const second = await publishedContent(t.services);
    expect(second).not.toBe(first);
    expect(second.byCollection.blogs.map((item) => item.slug)).toEqual([slug]);
    expect(await publishedContent(t.services)).toBe(second);
  });

  it("show a published item on its page, listing, tag page, hub, home page, feed and sitemap, and drop it when unpublished", async () => {
    // No content: the pages answer with their empty states, and the item's address is the 404 page.
    const empty = await pageUntil(t, "/insights/blogs", (status) => status === 200);
    expect(empty.text).toContain("Nothing has been published here yet.");
    for (const [path, text] of [
      ["/insights", "No blogs have been published yet."] as const,
      ["/newsroom", "No press releases have been published yet."],
      ["/announcements", "No announcements have been published yet."],
      ["/events", "No events are scheduled right now."] as const,
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
    expect((await t.app.request("/insights/article")).status).toBe(404);
    expect((await t.app.request(url)).status).toBe(404);

    const [row] = await t.services.db
      .insert(contentItems)
      .values({ collection: "blogs", slug, status: "published", data, body, publishedAt: new Date() })
      .returning();
    await shownEverywhere(true);
    const page = await pageUntil(t, url, (status) => status === 200);
    expect(page.text).toContain("quintessentially");
    expect(page.text).toContain('"@type":"BlogPosting"');
    // Served from memory on the next visit (only cached answers carry an ETag).
    expect((await t.app.request(url)).headers.get("etag")).toMatch(/^"[\w-]+"$/);

    await t.services.db
      .update(contentItems)
      .set({ status: "unpublished" })
      .where(eq(contentItems.id, row?.id ?? ""));
    await shownEverywhere(false);
  });

  it("publish a scheduled item when its time comes, once, with a revision and an audit entry", async () => {
    const publishAt = new Date(Date.now() + 1_500);
    const [row] = await t.services.db
      .insert(contentItems)
      .values({ collection: "blogs", slug, status: "scheduled", data, body, publishAt })
      .returning();
    const id = row?.id ?? "";
    expect((await t.app.request(url)).status).toBe(404);
    expect(await publishDueItems(t.services.db)).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 50));
    // Two instances' schedulers at the same moment publish it once.
    const counts = await Promise.all([publishDueItems(t.services.db), publishDueItems(t.services.db)]);
    expect(counts.sort()).toEqual([0, 1]);
    const [published] = await t.services.db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(published?.status).toBe("published");
    expect(published?.publishedAt?.toISOString()).toBe(publishAt.toISOString());
    expect(published?.revision).toBe(2);
    const revisions = await t.services.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id));
    expect(revisions.map((revision) => [revision.revision, revision.status, revision.staffName])).toEqual([
      [2, "published", "Scheduler"],
    ]);
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, PUBLISHED_ON_SCHEDULE), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    await shownEverywhere(true);
  });

  it("show a scheduled item as soon as its time has passed, before the scheduler marks it", async () => {
    await t.services.db.insert(contentItems).values({
      collection: "blogs",
      slug,
      status: "scheduled",
      data,
      body,
      publishAt: new Date(Date.now() + 800),
    });
    const store = await publishedContent(t.services);
    expect(store.byCollection.blogs.map((item) => item.slug)).not.toContain(slug);
    await pageUntil(t, url, (status) => status === 200);
  });

  it("answer a former address with 301 to the item's address, only while it is published", async () => {
    const [row] = await t.services.db
      .insert(contentItems)
      .values({ collection: "blogs", slug, status: "published", data, body, publishedAt: new Date() })
      .returning();
    const id = row?.id ?? "";
    await t.services.db.insert(contentRedirects).values({ fromPath: "/insights/blog/night-convoys-old", itemId: id });
    const moved = await pageUntil(t, "/insights/blog/night-convoys-old", (status) => status === 301);
    expect(moved.headers.get("location")).toBe(url);
    // The generic insights address of a blog post points to its fixed address too.
    expect((await t.app.request(`/insights/${slug}`)).headers.get("location")).toBe(url);

    await t.services.db.update(contentItems).set({ status: "draft" }).where(eq(contentItems.id, id));
    await pageUntil(t, "/insights/blog/night-convoys-old", (status) => status === 404);
  });
});
