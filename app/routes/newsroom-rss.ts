import { summarize } from "../features/content/content.server.ts";
import { rssFeed } from "../features/content/feeds.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/newsroom-rss";

export async function loader({ context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  const items = [...store.byCollection.newsroom, ...store.byCollection.announcements]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 30)
    .map(summarize);
  const body = rssFeed({
    title: `${brand.name} newsroom`,
    description: "Press releases and announcements from Marut.",
    path: "/newsroom",
    feedPath: "/newsroom/rss.xml",
    items,
  });
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, no-cache" },
  });
}

// The same for everyone: kept in the render cache until the content changes.
export const handle: RouteHandle = { renderCache: true };
