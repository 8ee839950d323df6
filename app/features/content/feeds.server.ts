import { rfc822Date } from "#app/lib/dates.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import type { ContentSummary } from "./collections.ts";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An RSS 2.0 document for a list of items. */
export function rssFeed({
  title,
  description,
  path,
  feedPath,
  items,
}: {
  title: string;
  description: string;
  path: string;
  feedPath: string;
  items: ContentSummary[];
}): string {
  const latest = items[0]?.date;
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${absoluteUrl(item.url)}</link>
      <guid isPermaLink="true">${absoluteUrl(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${rfc822Date(item.date)}</pubDate>
${item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${absoluteUrl(path)}</link>
    <atom:link href="${absoluteUrl(feedPath)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(description)}</description>
    <language>en</language>
${latest ? `    <lastBuildDate>${rfc822Date(latest)}</lastBuildDate>\n` : ""}${entries}
  </channel>
</rss>
`;
}

/** A sitemap (sitemaps.org 0.9) for absolute URLs with optional last-modified dates. */
export function sitemapXml(entries: { path: string; lastModified?: string }[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}
