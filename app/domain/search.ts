import { z } from "../lib/validation.ts";
import { contentCollectionNames } from "./content.ts";

// Site search (GET /api/search, the search dialog and /search): what a result
// is, and how long a query may be. Decision 0022.

/** What a result is: one of the site's own pages, a content item of a collection, or an open job. */
export const searchKinds = ["page", ...contentCollectionNames, "job"] as const;
export type SearchKind = (typeof searchKinds)[number];
export const searchKindSchema = z.enum(searchKinds);

/** The longest query searched; a longer one is refused by the API and cut by the /search page. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The most results one search answers. */
export const SEARCH_RESULT_LIMIT = 20;

/** One result: the page's address, its title (the page's <title> without the site name) and plain text around the match. */
export type SearchHit = { url: string; title: string; excerpt: string; kind: SearchKind };

/** What the /search page shows for a query: nothing asked yet, the results, or a wait (too many searches). */
export type SearchPageOutcome =
  | { state: "empty"; query: "" }
  | { state: "results"; query: string; hits: SearchHit[] }
  | { state: "rate-limited"; query: string; retryAfterSeconds: number };
