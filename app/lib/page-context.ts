import { createContext } from "react-router";
import type { Services } from "./services.ts";

/** What every loader and action receives from the server, per request. */
export type PageContext = {
  services: Services;
  /** The visitor's address (behind a proxy only with TRUST_PROXY), for rate limits in actions. */
  clientIp: string;
  isProduction: boolean;
  devMailboxEnabled: boolean;
  /**
   * Set when the server refused the address (a control character in its
   * query): the page answers 400 with this message, and no loader sees the query.
   */
  badRequest?: string;
};

// Context keys match by identity: the server reads this object off the build
// (entry.server.tsx re-exports it) instead of importing its own copy.
export const pageContext = createContext<PageContext>();

/** What a route module's `handle` export may say to the server. */
export type RouteHandle = {
  /**
   * The page's HTML depends only on the database (and the address), never on
   * the visitor: the server renders it once per data version and serves it
   * from memory (server/render-cache.ts). The tables it reads must bump the
   * data version (db/migrations, page_data_version triggers).
   */
  renderCache?: boolean;
  /**
   * The page shows what a link's token or the visitor's query opens (a
   * subscriber's address, a reset form, a mailbox, search results): the server
   * answers it and its data requests with `Cache-Control: no-store`, so no
   * browser or shared cache keeps it, and never keeps it in the render cache.
   */
  noStore?: boolean;
  /**
   * The page's own link-preview image (og:image, twitter:image), from its
   * loader's data; the site's card when it gives none. `path` is site-relative.
   */
  socialImage?: (loaderData: unknown) => { path: string; width: number; height: number; alt: string } | null;
};
