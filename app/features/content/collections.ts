// The content collections (content/README.md): names, folders, labels, the hue
// of their drawn covers and addresses. Free of validation code so pages can import it cheaply.

export const coverMotifs = ["road", "cab", "fleet", "chart", "people", "shield", "map", "signal"] as const;
export type CoverMotif = (typeof coverMotifs)[number];

export const collections = {
  blogs: { folder: "insights/blogs", label: "Blog", plural: "Blogs", hue: 205 },
  articles: { folder: "insights/articles", label: "Article", plural: "Articles", hue: 160 },
  "customer-stories": {
    folder: "insights/customer-stories",
    label: "Customer story",
    plural: "Customer stories",
    hue: 30,
  },
  whitepapers: { folder: "insights/whitepapers", label: "Whitepaper", plural: "Whitepapers", hue: 265 },
  newsroom: { folder: "newsroom", label: "Press release", plural: "Newsroom", hue: 350 },
  announcements: { folder: "announcements", label: "Announcement", plural: "Announcements", hue: 110 },
  events: { folder: "events", label: "Event", plural: "Events", hue: 190 },
} as const;

export type CollectionName = keyof typeof collections;
export const insightCollections = [
  "blogs",
  "articles",
  "customer-stories",
  "whitepapers",
] as const satisfies CollectionName[];
export type InsightCollection = (typeof insightCollections)[number];

/** An item's cover photo (an image of the library); its alt text is the item's `cover.alt`. */
export type CoverImage = { id: string; width: number; height: number };

/** What listings need of an item: no body. */
export type ContentSummary = {
  collection: CollectionName;
  slug: string;
  url: string;
  title: string;
  description: string;
  date: string;
  author: string;
  tags: string[];
  cover: { motif: CoverMotif; alt: string };
  /** The uploaded cover; without one the drawn cover (the motif) shows. */
  coverImage?: CoverImage | null;
  readingMinutes: number;
};

/** The public URL of an item: blogs and stories have fixed paths, other insights resolve at /insights/<slug>. */
export function contentUrl(collection: CollectionName, slug: string): string {
  switch (collection) {
    case "blogs":
      return `/insights/blog/${slug}`;
    case "customer-stories":
      return `/insights/customer-stories/${slug}`;
    case "articles":
    case "whitepapers":
      return `/insights/${slug}`;
    case "newsroom":
      return `/newsroom/${slug}`;
    case "announcements":
      return `/announcements/${slug}`;
    case "events":
      return `/events/${slug}`;
  }
}

/** Listing pages: /insights/blogs, /insights/blogs/tag/<tag>, /insights/blogs/page/2 … */
export const listingPaths: Record<InsightCollection, string> = {
  blogs: "/insights/blogs",
  articles: "/insights/articles",
  "customer-stories": "/insights/customer-stories",
  whitepapers: "/insights/whitepapers",
};

export const PAGE_SIZE = 6;

export function listingUrl(collection: InsightCollection, tag?: string, page = 1): string {
  let url = listingPaths[collection];
  if (tag) url += `/tag/${tag}`;
  if (page > 1) url += `/page/${page}`;
  return url;
}
