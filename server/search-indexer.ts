import type { Logger } from "pino";
import { extractPage } from "../app/features/search/page-text.ts";
import { type SearchPage, upsertSearchPages } from "../app/features/search/search.server.ts";
import type { Database } from "../db/client.ts";

// Pages rendered from the database per request (Team, About, Contact, FAQs)
// are not in the build's search pages: each server renders them itself and
// writes their text into search_pages, at start and whenever the data they
// show changes (the render cache's data version), so a title changed in the
// back office is found within the same seconds it shows (decision 0022).

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
  logger: Logger;
}): RenderedPageIndexer {
  const { db, paths, render, logger } = options;
  let running: Promise<void> | undefined;
  let again = false;

  const run = async () => {
    const pages: SearchPage[] = [];
    for (const path of paths) {
      const html = await render(path);
      const page = html === undefined ? undefined : extractPage(path, html);
      if (page) pages.push(page);
    }
    await upsertSearchPages(db, pages);
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
