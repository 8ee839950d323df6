import { listOpenJobs } from "../features/careers/jobs.server.ts";
import { contentPaths } from "../features/content/content.server.ts";
import { sitemapXml } from "../features/content/feeds.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { isoDate } from "../lib/dates.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { sitemapStaticPaths } from "../lib/site-pages.ts";
import type { Route } from "./+types/sitemap";

/** Every public page: static pages, content hubs, listings and items, and the open jobs (read per request). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const [jobs, store] = await Promise.all([listOpenJobs(services.db), publishedContent(services)]);
  const dates = new Map(store.all.map((item) => [item.url, item.date]));
  const body = sitemapXml([
    ...sitemapStaticPaths().map((path) => ({ path })),
    ...contentPaths(store).map((path) => {
      const lastModified = dates.get(path);
      return lastModified ? { path, lastModified } : { path };
    }),
    { path: "/careers" },
    { path: "/careers/jobs/positions" },
    ...jobs.map((job) => ({
      path: `/careers/jobs/${job.slug}`,
      ...(job.publishedAt ? { lastModified: isoDate(job.publishedAt) } : {}),
    })),
  ]);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, no-cache" },
  });
}

// The same for everyone: kept in the render cache until the jobs or the content change.
export const handle: RouteHandle = { renderCache: true };
