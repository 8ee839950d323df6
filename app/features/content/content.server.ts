import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { type CustomerProof, customerForStory } from "#app/lib/customers.ts";
import {
  type CollectionName,
  type ContentSummary,
  type CoverImage,
  collections,
  contentUrl,
  type InsightCollection,
  insightCollections,
  listingUrl,
  PAGE_SIZE,
} from "./collections.ts";
import { readingMinutes, renderMarkdown } from "./markdown.server.ts";
import { type ContentItem, type ContentPage, collectionSchemas, withoutRetiredFields } from "./schema.ts";

/** A content file that does not match its collection's schema. */
export class ContentError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "ContentError";
    this.file = file;
    this.problems = problems;
  }
}

/** The `content/` folder: found from the working directory up, so builds and servers started anywhere in the project find it. */
export function findContentDir(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, "content");
    if (existsSync(path.join(candidate, "README.md"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No content/ folder found above ${start}`);
    dir = parent;
  }
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(front matter)";
    return `field "${field}" ${issue.message}`;
  });
}

/** Splits "---\nyaml\n---\nbody" into its parts. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } | null {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontMatter: match[1] ?? "", body: match[2] ?? "" } : null;
}

/** Checks an item's fields against its collection's schema: the data, or the problems naming each field. */
export function validateItemData<C extends CollectionName>(
  collection: C,
  raw: unknown,
): { ok: true; data: ContentItem<C>["data"] } | { ok: false; problems: string[] } {
  const result = collectionSchemas[collection].safeParse(withoutRetiredFields(collection, raw));
  return result.success
    ? { ok: true, data: result.data as ContentItem<C>["data"] }
    : { ok: false, problems: describeIssues(result.error) };
}

/** An item as pages use it, from its validated fields and its Markdown body (rendered by the site's renderer). */
export function toContentItem<C extends CollectionName>(
  collection: C,
  slug: string,
  data: ContentItem<C>["data"],
  body: string,
  coverImage: CoverImage | null = null,
): ContentItem<C> {
  const { html, headings } = renderMarkdown(body);
  return {
    collection,
    slug,
    url: contentUrl(collection, slug),
    title: data.title,
    description: data.description,
    date: data.date,
    author: data.author,
    tags: data.tags,
    cover: data.cover,
    ...(coverImage ? { coverImage } : {}),
    readingMinutes: readingMinutes(body),
    data,
    html,
    headings,
    body,
  } as ContentItem<C>;
}

/** Parses and validates one file of a collection. Throws ContentError naming the file and fields. */
export function parseContentFile<C extends CollectionName>(
  collection: C,
  file: string,
  source: string,
): ContentItem<C> {
  const slug = path.basename(file, ".md");
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(file, ["the file name must be lowercase words joined by hyphens (it is the URL slug)"]);
  }
  const parts = splitFrontMatter(source);
  if (!parts) throw new ContentError(file, ["the file must start with YAML front matter between --- lines"]);
  let raw: unknown;
  try {
    // Dates stay strings: the schema checks their format.
    raw = parseYaml(parts.frontMatter, { schema: "core" });
  } catch (error) {
    throw new ContentError(file, [`the front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`]);
  }
  const result = validateItemData(collection, raw);
  if (!result.ok) throw new ContentError(file, result.problems);
  if (parts.body.trim().length < 200)
    throw new ContentError(file, ["the body is missing or shorter than 200 characters"]);
  return toContentItem(collection, slug, result.data, parts.body);
}

/** Every item, newest first, and each collection's items. */
export type ContentStore = {
  all: ContentItem[];
  byCollection: { [C in CollectionName]: ContentItem<C>[] };
};

const newestFirst = (a: ContentItem, b: ContentItem) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** Groups items by collection, newest first. */
export function buildStore(items: ContentItem[]): ContentStore {
  const byCollection = Object.fromEntries(
    (Object.keys(collections) as CollectionName[]).map((name) => [name, [] as ContentItem[]]),
  ) as Record<CollectionName, ContentItem[]>;
  for (const item of items) byCollection[item.collection].push(item);
  for (const list of Object.values(byCollection)) list.sort(newestFirst);
  const all = [...items].sort(newestFirst);
  return { all, byCollection: byCollection as ContentStore["byCollection"] };
}

/**
 * Reads and validates every file of `content/` (the demo seed and the source of
 * `npm run content:import`); every problem in every file is reported at once.
 */
export function loadContent(contentDir = findContentDir()): ContentStore {
  const items: ContentItem[] = [];
  const errors: ContentError[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const folder = path.join(contentDir, collections[name].folder);
    const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith(".md")) : [];
    for (const file of files.sort()) {
      const relative = path.posix.join("content", collections[name].folder, file);
      try {
        items.push(parseContentFile(name, relative, readFileSync(path.join(folder, file), "utf8")));
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
      }
    }
  }
  const store = buildStore(items);
  const seen = new Map<string, string>();
  for (const name of insightCollections) {
    for (const item of store.byCollection[name]) {
      const other = seen.get(item.slug);
      if (other)
        errors.push(
          new ContentError(`content/${collections[name].folder}/${item.slug}.md`, [
            `the slug is also used by ${other}`,
          ]),
        );
      seen.set(item.slug, `content/${collections[name].folder}/${item.slug}.md`);
    }
  }
  for (const story of store.byCollection["customer-stories"]) {
    const customer = customerForStory(story.slug);
    const file = `content/${collections["customer-stories"].folder}/${story.slug}.md`;
    if (!customer) errors.push(new ContentError(file, ["the customer has no entry in app/lib/customers.ts"]));
    else if (customer.name !== story.data.customer)
      errors.push(new ContentError(file, [`customer must be "${customer.name}", as app/lib/customers.ts names it`]));
  }
  if (errors.length > 0) {
    throw new Error(
      `Content files do not match their schema:\n${errors.map((error) => `  ${error.message}`).join("\n")}`,
    );
  }
  return store;
}

let files: ContentStore | undefined;

/**
 * The `content/` files, read once per process, for tests and scripts. No page
 * reads them: every page reads the published items from the database
 * (published.server.ts), where `importContent` copies the demo content.
 */
export function contentFiles(): ContentStore {
  files ??= loadContent();
  return files;
}

/**
 * The customers of the customer stories, newest story first, with their wordmarks and
 * testimonials (app/lib/customers.ts); only those whose story uses `product` when given.
 */
export function customerProofs(store: ContentStore, product?: string): CustomerProof[] {
  return store.byCollection["customer-stories"]
    .filter((story) => !product || (story.data.products as readonly string[]).includes(product))
    .flatMap((story) => {
      const customer = customerForStory(story.slug);
      return customer
        ? [
            {
              ...customer,
              storyUrl: story.url,
              fleet: story.data.fleetSize,
              region: story.data.region,
              outcomes: story.data.outcomes.slice(0, 3),
            },
          ]
        : [];
    });
}

/** A link to the published story of a customer, for a figure credited to it; none while the story is not live. */
export function customerStoryLink(store: ContentStore, slug: string): { href: string; label: string } | undefined {
  const story = store.byCollection["customer-stories"].find((entry) => entry.slug === slug);
  return story ? { href: story.url, label: `The ${story.data.customer} story` } : undefined;
}

export function summarize(item: ContentItem): ContentSummary {
  const { collection, slug, url, title, description, date, author, tags, cover, coverImage, readingMinutes } = item;
  return {
    collection,
    slug,
    url,
    title,
    description,
    date,
    author,
    tags,
    cover,
    ...(coverImage ? { coverImage } : {}),
    readingMinutes,
  };
}

export function getItem<C extends CollectionName>(
  store: ContentStore,
  collection: C,
  slug: string,
): ContentItem<C> | undefined {
  return store.byCollection[collection].find((item) => item.slug === slug);
}

/** `/insights/<slug>` resolves any insights item. */
export function findInsight(store: ContentStore, slug: string): ContentItem<InsightCollection> | undefined {
  for (const name of insightCollections) {
    const item = getItem(store, name, slug);
    if (item) return item;
  }
  return undefined;
}

export function insightItems(store: ContentStore): ContentItem<InsightCollection>[] {
  return insightCollections
    .flatMap((name) => store.byCollection[name] as ContentItem<InsightCollection>[])
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Tags with their item counts, most used first. */
export function tagCounts(items: ContentSummary[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

export type Listing = {
  collection: InsightCollection;
  tag: string | null;
  page: number;
  pageCount: number;
  total: number;
  items: ContentSummary[];
  tags: { tag: string; count: number }[];
};

/**
 * One page of a listing, optionally filtered by tag; null when the page or tag
 * does not exist. The first page of a collection exists even when it is empty.
 */
export function listing(
  store: ContentStore,
  collection: InsightCollection,
  tag: string | null,
  page: number,
): Listing | null {
  const all = store.byCollection[collection] as ContentItem[];
  const filtered = tag ? all.filter((item) => item.tags.includes(tag)) : all;
  if (tag && filtered.length === 0) return null;
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return {
    collection,
    tag,
    page,
    pageCount,
    total: filtered.length,
    items: filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(summarize),
    tags: tagCounts(all.map(summarize)),
  };
}

/** Every listing URL (each tag, each page), for the sitemap. */
export function listingPaths(store: ContentStore): string[] {
  const paths: string[] = [];
  for (const collection of insightCollections) {
    const all = store.byCollection[collection];
    const variants: (string | null)[] = [null, ...tagCounts(all.map(summarize)).map((entry) => entry.tag)];
    for (const tag of variants) {
      const count = tag ? all.filter((item) => item.tags.includes(tag)).length : all.length;
      const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
      for (let page = 1; page <= pages; page++) paths.push(listingUrl(collection, tag ?? undefined, page));
    }
  }
  return paths;
}

/** Every public content address: the hubs, listings and items (the sitemap's content part). */
export function contentPaths(store: ContentStore): string[] {
  return [
    "/insights",
    ...(store.byCollection.articles.length > 0 ? ["/insights/article"] : []),
    ...listingPaths(store),
    "/newsroom",
    "/announcements",
    "/events",
    ...store.all.map((item) => item.url),
  ];
}

/** An item without its Markdown source, for a page's loader. */
export function toPage<C extends CollectionName>(item: ContentItem<C>): ContentPage<C> {
  const { body: _body, ...page } = item;
  return page;
}

/** Up to `count` other items, those sharing the most tags first, from the same family of collections. */
export function relatedTo(store: ContentStore, item: ContentItem, count = 3): ContentSummary[] {
  const family: ContentItem[] = (insightCollections as readonly string[]).includes(item.collection)
    ? insightItems(store)
    : store.byCollection[item.collection];
  return family
    .filter((other) => other.url !== item.url)
    .map((other) => ({ other, shared: other.tags.filter((tag) => item.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => summarize(other));
}

/** The addresses of content pages: the collection follows from the path. */
export const itemPathPattern =
  /^\/(insights\/blog|insights\/customer-stories|insights|newsroom|announcements|events)\/([a-z0-9-]+)$/;

/** Resolves a content page's URL to its item. */
export function itemForPath(store: ContentStore, pathname: string): ContentItem | undefined {
  const match = itemPathPattern.exec(pathname);
  if (!match) return undefined;
  const [, prefix, slug = ""] = match;
  switch (prefix) {
    case "insights/blog":
      return getItem(store, "blogs", slug);
    case "insights/customer-stories":
      return getItem(store, "customer-stories", slug);
    case "insights":
      // Any insights item; blogs and stories answer with a redirect to their fixed address.
      return findInsight(store, slug);
    case "newsroom":
      return getItem(store, "newsroom", slug);
    case "announcements":
      return getItem(store, "announcements", slug);
    case "events":
      return getItem(store, "events", slug);
    default:
      return undefined;
  }
}
