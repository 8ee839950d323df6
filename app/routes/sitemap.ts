import { listOpenJobs } from "../features/careers/jobs.server.ts";
import { content, listingPathsToPrerender } from "../features/content/content.server.ts";
import { sitemapXml } from "../features/content/feeds.server.ts";
import { isoDate } from "../lib/dates.ts";
import { pageContext } from "../lib/page-context.ts";
import { sitemapStaticPaths } from "../lib/prerender-paths.ts";
import type { Route } from "./+types/sitemap";

/** Every public page: static pages, content hubs, listings and items, and the open jobs (read per request). */
export async function loader({ context }: Route.LoaderArgs) {
  const jobs = await listOpenJobs(context.get(pageContext).services.db);
  const items = content().all;
  const body = sitemapXml([
    ...sitemapStaticPaths().map((path) => ({ path })),
    { path: "/insights" },
    { path: "/insights/article" },
    ...listingPathsToPrerender().map((path) => ({ path })),
    { path: "/newsroom" },
    { path: "/announcements" },
    { path: "/events" },
    ...items.map((item) => ({ path: item.url, lastModified: item.date })),
    { path: "/careers" },
    { path: "/careers/jobs/positions" },
    ...jobs.map((job) => ({
      path: `/careers/jobs/${job.slug}`,
      ...(job.publishedAt ? { lastModified: isoDate(job.publishedAt) } : {}),
    })),
  ]);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
