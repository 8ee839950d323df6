import { navSections } from "#app/lib/navigation.ts";

const pages = navSections.flatMap((section) => section.links.map((link) => ({ ...link, section: section.label })));

/** Finds menu pages whose title or summary contains every word typed (used when the full index is unavailable). */
export function searchPages(query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages.filter((page) => {
    const haystack = `${page.label} ${page.description} ${page.section}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
