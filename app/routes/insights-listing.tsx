import { data } from "react-router";
import {
  collections,
  type InsightCollection,
  insightCollections,
  listingUrl,
} from "../features/content/collections.ts";
import { EmptyOrCards, Pagination, TagFilter } from "../features/content/components/listing.tsx";
import { ListingHeader } from "../features/content/components/listing-header.tsx";
import { listing } from "../features/content/content.server.ts";
import { tagInSentence } from "../features/content/format.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { breadcrumbs, pageMeta, requestPath } from "../lib/seo.ts";
import type { Route } from "./+types/insights-listing";

const intros: Record<InsightCollection, string> = {
  blogs: "Short, practical notes for fleet and safety managers: what the alerts mean, what to change on Monday.",
  articles: "Longer pieces on driver behaviour, road risk and the evidence behind what works.",
  "customer-stories": "What changed, measured, when fleets put Marut on the road.",
  whitepapers: "Research reports from our monitoring centre and deployments, free to download.",
};

/** /insights/<collection>[/tag/<tag>][/page/<n>] */
function parsePath(pathname: string): { collection: InsightCollection; tag: string | null; page: number } | null {
  const match = /^\/insights\/([a-z-]+)(?:\/tag\/([a-z0-9-]+))?(?:\/page\/(\d{1,4}))?$/.exec(pathname);
  const collection = match?.[1] as InsightCollection | undefined;
  if (!match || !collection || !(insightCollections as readonly string[]).includes(collection)) return null;
  return { collection, tag: match[2] ?? null, page: match[3] ? Number(match[3]) : 1 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  const path = requestPath(request);
  const parsed = parsePath(path);
  // Page 1 has no /page/1 address.
  const result = parsed && !/\/page\/1$/.test(path) ? listing(store, parsed.collection, parsed.tag, parsed.page) : null;
  if (!result) throw data(null, { status: 404 });
  return result;
}

function headingFor(collection: InsightCollection, tag: string | null, page: number): string {
  const base = collections[collection].plural;
  const withTag = tag ? `${base} about ${tagInSentence(tag)}` : base;
  return page > 1 ? `${withTag}, page ${page}` : withTag;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }];
  const { collection, tag, page, total } = loaderData;
  const heading = headingFor(collection, tag, page);
  const description = tag
    ? `${total} ${collections[collection].plural.toLowerCase()} from ${brand.name} about ${tagInSentence(tag)}: ${intros[collection]}`
    : intros[collection];
  return pageMeta({
    title: `${heading} | ${brand.name} insights`,
    description: description.length > 160 ? `${description.slice(0, 157).replace(/\s+\S*$/, "")}…` : description,
    extra: [
      breadcrumbs([
        { name: "Home", path: "/" },
        { name: "Insights", path: "/insights" },
        { name: collections[collection].plural, path: listingUrl(collection) },
      ]),
    ],
  });
}

// The same for every visitor: rendered once per change of the content and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function InsightsListing({ loaderData }: Route.ComponentProps) {
  const { collection, tag, page, pageCount, items, tags, total } = loaderData;
  return (
    <>
      <ListingHeader
        trail={[
          { name: "Insights", path: "/insights" },
          { name: collections[collection].plural, path: listingUrl(collection, tag ?? undefined, page) },
        ]}
        title={headingFor(collection, tag, page)}
        intro={intros[collection]}
      >
        <div className="mt-4">
          <TagFilter collection={collection} tags={tags} current={tag} />
        </div>
      </ListingHeader>
      <section aria-label="Results" className="page-container py-6">
        <p className="mb-3 text-sm text-muted">
          {total} {total === 1 ? "item" : "items"}
          {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
        </p>
        <EmptyOrCards items={items} emptyText="Nothing has been published here yet." />
        <Pagination collection={collection} tag={tag} page={page} pageCount={pageCount} />
      </section>
    </>
  );
}
