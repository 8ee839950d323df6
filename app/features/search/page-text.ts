// Plain text from the site's own HTML: the pages' extraction from the server's
// own renders (server/search-indexer.ts) and the excerpts of content items,
// whose Markdown is rendered by the site's renderer first. Not a general HTML
// parser: it reads markup React and the Markdown renderer wrote.

import { brand } from "#app/lib/brand.ts";
import type { SearchPage } from "./search.server.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Elements that sit inside a line of text: their tags separate nothing ("<em>less</em>." is "less."). */
const inlineTags =
  /<\/?(?:a|abbr|b|bdi|cite|code|data|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** The visible text of an HTML fragment: no scripts, styles or drawings; one space between blocks. */
export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  return decodeEntities(withoutHidden.replace(inlineTags, "").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** "About us | Marut" → "About us"; "Marut | Driver safety" → "Driver safety": a page's title without the site name. */
export function pageTitle(documentTitle: string, siteName: string): string {
  const parts = decodeEntities(documentTitle)
    .split(" | ")
    .map((part) => part.trim());
  return parts.find((part) => part !== siteName && part !== "") ?? documentTitle;
}

/** Addresses that repeat another page's content: search leaves them out. */
const aliases = new Set(["/insights/article"]);

/** A page's title and the text of its indexed region; undefined for a page search leaves out. */
export function extractPage(url: string, html: string): SearchPage | undefined {
  if (aliases.has(url)) return undefined;
  const main = /<main\b[^>]*\sdata-search-body=""[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (main === undefined || title === undefined) return undefined;
  return { url, title: pageTitle(title, brand.name), body: htmlToText(main) };
}
