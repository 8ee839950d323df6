import type { Logger } from "pino";
import { loadDirectory } from "#app/features/content/directory.server.ts";
import { careersSearchPages } from "#app/features/search/careers-records.ts";
import { extractPage } from "#app/features/search/page-text.ts";
import { replaceSearchPages, type SearchPage } from "#app/features/search/search.server.ts";
import { sitePagePaths } from "#app/lib/site-pages.ts";
import type { Database } from "#db/client.ts";

// The site's own pages in site search (decision 0022). They are rendered from
// the database (every one shows the directory's offices, many its figures,
// people or FAQs), so nothing is extracted at build time: each server renders
// them itself and writes their text into search_pages, at start and whenever
// the data they show changes (the render cache's data version), so a title
// changed in the back office is found within the same seconds it shows.
// Content items and open jobs are not here: search reads them from their tables.

export type RenderedPageIndexer = {
  /** Indexes the pages again; a call during a run asks for one more run after it. */
  refresh(): void;
  /** Resolves once no run is under way (tests, shutdown). */
  idle(): Promise<void>;
};

export function createRenderedPageIndexer(options: {
  db: Database;
  paths: readonly string[];
  /** The page's HTML as visitors get it, or undefined when it did not render. */
  render(path: string): Promise<string | undefined>;
  /** Pages described rather than rendered (the careers pages). */
  records?: () => Promise<SearchPage[]>;
  logger: Logger;
}): RenderedPageIndexer {
  const { db, paths, render, records, logger } = options;
  let running: Promise<void> | undefined;
  let again = false;

  const run = async () => {
    const pages: SearchPage[] = [];
    for (const path of paths) {
      const html = await render(path);
      const page = html === undefined ? undefined : extractPage(path, html);
      if (page) pages.push(page);
    }
    if (records) pages.push(...(await records()));
    // Addresses no longer listed (a page removed by a deploy) go; a page that did not render keeps its last text.
    await replaceSearchPages(db, pages, paths);
  };

  const refresh = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => logger.warn({ err: error }, "search: could not index the rendered pages"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          refresh();
        }
      });
  };

  return {
    refresh,
    async idle() {
      while (running) await running;
    },
  };
}

/**
 * The indexer of the site's own pages: every page of `sitePagePaths` (those
 * whose main region is marked for search) as `render` gives it, and the
 * careers pages' records in the directory's office cities.
 */
export function createSitePageIndexer(options: {
  db: Database;
  render(path: string): Promise<string | undefined>;
  logger: Logger;
}): RenderedPageIndexer {
  const { db } = options;
  return createRenderedPageIndexer({
    ...options,
    paths: sitePagePaths,
    records: async () => careersSearchPages((await loadDirectory({ db })).offices.map((office) => office.city)),
  });
}
