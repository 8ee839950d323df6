import { Link } from "react-router";
import { collections, insightCollections, listingUrl } from "../features/content/collections.ts";
import { EmptyOrCards } from "../features/content/components/listing.tsx";
import { insightItems, summarize, tagCounts } from "../features/content/content.server.ts";
import { tagLabel } from "../features/content/format.ts";
import { publishedContent } from "../features/content/published.server.ts";
import type { ContentItem } from "../features/content/schema.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/insights";

export async function loader({ context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  const sections = insightCollections.map((name) => ({
    collection: name,
    total: store.byCollection[name].length,
    latest: (store.byCollection[name] as ContentItem[]).slice(0, 3).map(summarize),
  }));
  return {
    featured: insightItems(store).slice(0, 1).map(summarize)[0],
    sections,
    topics: tagCounts(store.byCollection.blogs.map(summarize)).slice(0, 12),
  };
}

export function meta() {
  return pageMeta({
    title: `Insights: road safety research and fleet stories | ${brand.name}`,
    description:
      "Blogs, articles, customer stories and whitepapers from Marut on driver fatigue, ADAS, coaching and fleet risk in India, East Africa and the Gulf.",
  });
}

const sectionIntros: Record<(typeof insightCollections)[number], string> = {
  blogs: "Practical notes for fleet and safety managers.",
  articles: "In-depth pieces on driver behaviour and road risk.",
  "customer-stories": "Measured outcomes from fleets using Marut.",
  whitepapers: "Research reports to download.",
};

// The same for every visitor: rendered once per change of the content and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function InsightsHub({ loaderData }: Route.ComponentProps) {
  const { featured, sections, topics } = loaderData;
  return (
    <>
      <section className="bg-ink text-white">
        <div className="page-container py-8">
          <p className="text-sm font-semibold tracking-widest text-signal uppercase">Insights</p>
          <h1 className="page-title mt-1 max-w-3xl">What millions of kilometres teach us about safe driving</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/85">
            Our monitoring centre reviews thousands of in-cab and road events every day. Here is what we learn from
            them, and what the fleets we work with changed as a result.
          </p>
          {featured ? (
            <p className="mt-4">
              <span className="text-sm text-white/80">Latest: </span>
              <Link to={featured.url} className="font-semibold text-signal underline underline-offset-2">
                {featured.title}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
      {sections.map((section) => {
        const { plural } = collections[section.collection];
        const headingId = `${section.collection}-heading`;
        return (
          <section key={section.collection} aria-labelledby={headingId} className="page-container py-6">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                <h2 id={headingId} className="text-2xl font-bold">
                  {plural}
                </h2>
                <p className="mt-0.5 text-muted">{sectionIntros[section.collection]}</p>
              </div>
              {section.total > 0 ? (
                <Link to={listingUrl(section.collection)} className="font-semibold underline underline-offset-2">
                  All {section.total} {plural.toLowerCase()}
                </Link>
              ) : null}
            </div>
            <div className="mt-3">
              <EmptyOrCards
                items={section.latest}
                headingLevel={3}
                emptyText={`No ${plural.toLowerCase()} have been published yet.`}
              />
            </div>
          </section>
        );
      })}
      <section aria-labelledby="topics-heading" className="border-t border-black/10 bg-white">
        <div className="page-container py-6">
          <h2 id="topics-heading" className="text-2xl font-bold">
            Browse blog posts by topic
          </h2>
          <ul className="mt-3 flex flex-wrap gap-1">
            {topics.length === 0 ? (
              <li className="text-muted">Topics appear here once blog posts are published.</li>
            ) : null}
            {topics.map(({ tag, count }) => (
              <li key={tag}>
                <Link
                  to={listingUrl("blogs", tag)}
                  className="inline-block rounded-full border border-ink/30 bg-white px-1.5 py-0.5 text-sm hover:bg-signal-soft"
                >
                  {tagLabel(tag)} <span className="text-muted">({count})</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-muted">
            Looking for company news? Visit the{" "}
            <Link to="/newsroom" className="underline">
              newsroom
            </Link>{" "}
            or see{" "}
            <Link to="/events" className="underline">
              upcoming events
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
