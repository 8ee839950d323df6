import { brand } from "#app/lib/brand.ts";
import { pageMeta } from "#app/lib/seo.ts";

/** The title and description every company and legal page declares in its content module. */
export type PageMeta = {
  /** The page's own name; the site name is appended: "About us | Marut". */
  title: string;
  /** The search-result summary: one or two sentences, at most about 160 characters. */
  description: string;
};

/** The `meta` export of a route, from its content module. */
export function metaTags(meta: PageMeta) {
  return pageMeta({ title: `${meta.title} | ${brand.name}`, description: meta.description });
}

/** A mailto link for copy: `{ text, href }`. */
export function mailLink(address: string) {
  return { text: address, href: `mailto:${address}` };
}
