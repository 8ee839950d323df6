import { eq, inArray } from "drizzle-orm";
import { currentPageDataVersion } from "#app/lib/page-data-version.server.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { contentImages, contentItems, contentRedirects } from "#db/schema.ts";
import type { CollectionName } from "./collections.ts";
import { buildStore, type ContentStore, toContentItem, validateItemData } from "./content.server.ts";
import { directoryAt } from "./directory.server.ts";
import { tryRenderMarkdown } from "./markdown.server.ts";
import { resolveItemReferences } from "./references.ts";
import type { ContentItem } from "./schema.ts";

// The public site's content: the items of content_items that are live, read in
// one query and kept in memory per page data version (page_data_version, bumped
// by triggers on every write to content_items, migration 0011). A page asks for
// the version (one single-row read) and gets the set already loaded unless it
// changed, so a publish on any instance shows at the next page render there.

/** Live items: published, or scheduled with their time come (until the scheduler marks them published). */
const liveStatuses = ["published", "scheduled"] as const;

type Loaded = {
  version: string;
  store: ContentStore;
  /** The earliest time a loaded scheduled item goes live: the set must be read again then. */
  nextPublishAt: number;
};

type Cached = { loaded?: Loaded; loading?: { version: string; promise: Promise<Loaded> } };

// One cache per database (tests open several).
const caches = new WeakMap<Database, Cached>();

async function loadLive(db: Database, version: string, logger?: Services["logger"]): Promise<Loaded> {
  const rows = await db
    .select({
      id: contentItems.id,
      collection: contentItems.collection,
      slug: contentItems.slug,
      status: contentItems.status,
      data: contentItems.data,
      body: contentItems.body,
      publishAt: contentItems.publishAt,
      coverId: contentImages.id,
      coverWidth: contentImages.width,
      coverHeight: contentImages.height,
    })
    .from(contentItems)
    .leftJoin(contentImages, eq(contentImages.id, contentItems.coverImageId))
    .where(inArray(contentItems.status, [...liveStatuses]));
  // References to people and figures are resolved here, so a directory change
  // (which bumps the same data version) shows on every item quoting it.
  const directory = await directoryAt(db, version);
  const now = Date.now();
  let nextPublishAt = Number.POSITIVE_INFINITY;
  const items: ContentItem[] = [];
  for (const row of rows) {
    if (row.status === "scheduled") {
      const at = row.publishAt?.getTime();
      if (at === undefined) continue;
      if (at > now) {
        nextPublishAt = Math.min(nextPublishAt, at);
        continue;
      }
    }
    // The studio validates on save; an item that no longer matches its schema stays off the site.
    const resolved = resolveItemReferences(row.data, row.body, directory.references);
    const checked = validateItemData(row.collection as CollectionName, resolved.data);
    if (!checked.ok) {
      logger?.warn({ itemId: row.id, problems: checked.problems }, "content: a live item does not match its schema");
      continue;
    }
    // Each item is rendered on its own: one that cannot be shown stays off the
    // site without taking the others with it, and is logged once (the refusal
    // is remembered by its text, so later loads do not render it again).
    const render = tryRenderMarkdown(resolved.body);
    if (!render.ok) {
      if (render.firstRefusal) {
        logger?.warn({ itemId: row.id, problem: render.problem }, "content: a live item's body cannot be rendered");
      }
      continue;
    }
    const coverImage =
      row.coverId && row.coverWidth && row.coverHeight
        ? { id: row.coverId, width: row.coverWidth, height: row.coverHeight }
        : null;
    items.push(toContentItem(row.collection as CollectionName, row.slug, checked.data, resolved.body, coverImage));
  }
  return { version, store: buildStore(items), nextPublishAt };
}

/**
 * The live content, as pages show it: read from the database once per data
 * version (concurrent callers share the read) and whenever a scheduled item's
 * time has come.
 */
export async function publishedContent(
  services: Pick<Services, "db"> & Partial<Pick<Services, "logger" | "pageDataVersion">>,
) {
  const { db } = services;
  let cached = caches.get(db);
  if (!cached) {
    cached = {};
    caches.set(db, cached);
  }
  const version = await currentPageDataVersion(services);
  const { loaded, loading } = cached;
  if (loaded && loaded.version === version && Date.now() < loaded.nextPublishAt) return loaded.store;
  if (loading && loading.version === version) return (await loading.promise).store;
  const entry = cached;
  const promise = loadLive(db, version, services.logger);
  entry.loading = { version, promise };
  try {
    const fresh = await promise;
    entry.loaded = fresh;
    return fresh.store;
  } finally {
    if (entry.loading?.promise === promise) entry.loading = undefined;
  }
}

/**
 * Where a former address of an item now lives (`content_redirects`), or null:
 * only a published item's current address is given.
 */
export async function currentAddressOf(
  services: Pick<Services, "db">,
  store: ContentStore,
  fromPath: string,
): Promise<string | null> {
  const [row] = await services.db
    .select({ collection: contentItems.collection, slug: contentItems.slug })
    .from(contentRedirects)
    .innerJoin(contentItems, eq(contentItems.id, contentRedirects.itemId))
    .where(eq(contentRedirects.fromPath, fromPath))
    .limit(1);
  if (!row) return null;
  const item = store.byCollection[row.collection as CollectionName].find((live) => live.slug === row.slug);
  return item && item.url !== fromPath ? item.url : null;
}
