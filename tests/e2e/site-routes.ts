import { findContentDir, loadContent } from "#app/features/content/content.server.ts";
import { sitePagePaths } from "#app/lib/site-pages.ts";

/**
 * Every route of the main site, in one list: the route checks,
 * the link checker and Lighthouse read it. Content routes come from content/.
 */
const store = loadContent(findContentDir());
const first = <T>(items: T[], name: string): T => {
  const item = items[0];
  if (!item) throw new Error(`content/ has no ${name}`);
  return item;
};

/** The site's own pages (app/lib/site-pages.ts), then the listings and the other pages. */
export const staticRoutes = [
  ...sitePagePaths,
  "/insights",
  "/insights/articles",
  "/insights/blogs",
  "/insights/customer-stories",
  "/insights/whitepapers",
  "/insights/article",
  "/newsroom",
  "/announcements",
  "/events",
  "/careers",
  "/search",
];

export const contentRoutes = [
  ...store.byCollection.blogs.map((item) => item.url),
  ...store.byCollection["customer-stories"].map((item) => item.url),
  first(store.byCollection.articles, "article").url,
  first(store.byCollection.whitepapers, "whitepaper").url,
  first(store.byCollection.newsroom, "press release").url,
  first(store.byCollection.announcements, "announcement").url,
  ...store.byCollection.events.map((item) => item.url),
];

/** Pages answered with the site's 404 page and status 404. */
export const notFoundRoutes = [
  "/404",
  "/no-such-page",
  "/solutions/no-such-product",
  "/insights/no-such-post",
  "/insights/blog/no-such-post",
  "/insights/blogs/tag/no-such-tag",
  "/insights/blogs/page/99",
  "/newsroom/no-such-story",
  "/announcements/no-such-notice",
  "/events/no-such-event",
  "/legal/no-such-policy",
];

/**
 * A word found in exactly one blog post and on no other page of the site (the
 * search test expects exactly one result), for the site search check.
 */
export const searchProbe = (() => {
  const word = "willpower";
  const matches = store.all.filter(
    (item) => item.body.toLowerCase().includes(word) || item.title.toLowerCase().includes(word),
  );
  if (matches.length !== 1 || matches[0]?.collection !== "blogs") {
    throw new Error(`"${word}" must appear in exactly one content item, a blog post; found ${matches.length}`);
  }
  return { word, url: matches[0].url, title: matches[0].title };
})();
