import { insightItems, summarize } from "../features/content/content.server.ts";
import { rssFeed } from "../features/content/feeds.server.ts";
import { brand } from "../lib/brand.ts";

export function loader() {
  const body = rssFeed({
    title: `${brand.name} insights`,
    description: "Blogs, articles, customer stories and whitepapers on driver safety and fleet risk.",
    path: "/insights",
    feedPath: "/insights/rss.xml",
    items: insightItems().slice(0, 30).map(summarize),
  });
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
