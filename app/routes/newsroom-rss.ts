import { content, summarize } from "../features/content/content.server.ts";
import { rssFeed } from "../features/content/feeds.server.ts";
import { brand } from "../lib/brand.ts";

export function loader() {
  const store = content();
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
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
