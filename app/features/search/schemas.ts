import { SEARCH_QUERY_MAX_LENGTH, searchKindSchema } from "#app/domain/search.ts";
import { z } from "#app/lib/validation.ts";

/** GET /api/search?q=…: the words to look for (websearch syntax: "a phrase", -without). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Say what to search for in q." })
    .trim()
    .min(1, "Say what to search for in q.")
    .max(SEARCH_QUERY_MAX_LENGTH, `The search may be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
});

/** One result as the API answers it. */
export const searchHitSchema = z.object({
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
  kind: searchKindSchema,
});

/** The query of the /search page's address: lenient, an over-long one is cut rather than refused. */
export function searchQueryFromParams(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}
