import { data, Link } from "react-router";
import { linkClass } from "../components/ui/form-styles.ts";
import { PageHero } from "../components/ui/page-kit.tsx";
import {
  outcomeSummary,
  PopularPages,
  SearchResults,
  SiteSearchForm,
} from "../features/search/components/search-page.tsx";
import { searchQueryFromParams } from "../features/search/schemas.ts";
import { searchForPage } from "../features/search/search.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/search";

// /search?q=…: site search as a page, rendered on the server so it works
// without JavaScript (the header links here before the page has hydrated). The
// same search and the same limit per client as GET /api/search (decision 0022).
// Never kept in any cache: every answer depends on its query.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, clientIp } = context.get(pageContext);
  const query = searchQueryFromParams(new URL(request.url).searchParams);
  const outcome = await searchForPage(services, query, clientIp);
  if (outcome.state === "rate-limited") {
    // The page still renders, with the wait in words, rather than an error page.
    return data(outcome, {
      status: 429,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
  return outcome;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? "";
  return pageMeta({
    title: query ? `Search: ${query} | ${brand.name}` : `Search the site | ${brand.name}`,
    description: `Search ${brand.name}'s solutions, insights, news, events and open positions in one place.`,
    extra: [{ name: "robots", content: "noindex" }],
  });
}

export const handle: RouteHandle = { noStore: true };

export default function Search({ loaderData: outcome }: Route.ComponentProps) {
  const summary = outcomeSummary(outcome);
  return (
    <>
      <PageHero
        tone="light"
        compact
        eyebrow="Search"
        title="Search the site"
        lead="Find solutions, insights, news, events and open positions across Marut."
      >
        <SiteSearchForm query={outcome.query} />
      </PageHero>
      <div className="page-container py-6">
        {/* One region for every outcome, so a new search with JavaScript announces its count. */}
        <p role="status" className={summary ? "text-lg font-semibold" : "sr-only"}>
          {summary}
        </p>
        {outcome.state === "results" && outcome.hits.length > 0 ? <SearchResults hits={outcome.hits} /> : null}
        {outcome.state === "results" && outcome.hits.length === 0 ? (
          <PopularPages title="Try one of these pages">
            <p className="mt-1 max-w-2xl text-muted">
              Check the spelling, or use fewer or more general words: “camera” rather than “dual-lens cabin camera”.
              Search covers our pages, insights, news, events and open positions. You can also{" "}
              <Link to="/contact" className={linkClass}>
                ask us directly
              </Link>
              .
            </p>
          </PopularPages>
        ) : null}
        {outcome.state === "empty" ? (
          <PopularPages title="Popular pages" first>
            <p className="mt-1 max-w-2xl text-muted">
              Type a few words above: a topic such as “driver fatigue”, a product, a city or a role.
            </p>
          </PopularPages>
        ) : null}
        {outcome.state === "rate-limited" ? <PopularPages title="Meanwhile, popular pages" /> : null}
      </div>
    </>
  );
}
