import { createRoute, z } from "@hono/zod-openapi";
import { searchHitSchema, searchQuerySchema } from "#app/features/search/schemas.ts";
import { searchRateLimit, searchSite } from "#app/features/search/search.server.ts";
import { errorResponse, routeGroup } from "../errors.ts";
import { perIp } from "../limits.ts";
import { answer, dataOf } from "../openapi.ts";
import type { ApiServices } from "../types.ts";

// Site search over every public page (decision 0022). Answers follow the
// database at every request: a publish is found at the next query.

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  tags: ["Content"],
  summary: "Search the site: pages, insights, news, events and open jobs",
  description:
    'Up to 20 public pages matching `q`, best first, each address once. `q` takes words, a "quoted phrase" and -excluded words. Titles are the pages\' titles; excerpts are plain text around the match.',
  request: { query: searchQuerySchema },
  responses: {
    200: answer("The results, best first; an empty list when nothing matches.", dataOf(z.array(searchHitSchema))),
    400: errorResponse("`q` is missing, blank or longer than 100 characters."),
    429: errorResponse("Too many searches from this address; see the Retry-After header."),
  },
});

export function searchRoutes(services: ApiServices) {
  const api = routeGroup();
  api.use("/search", perIp(services, searchRateLimit));
  return api.openapi(searchRoute, async (c) => {
    const { q } = c.req.valid("query");
    const data = await searchSite(services.db, q);
    return c.json({ data }, 200, { "Cache-Control": "no-store" });
  });
}
