import { Link } from "react-router";
import { EmptyOrCards } from "../features/content/components/listing.tsx";
import { ListingHeader } from "../features/content/components/listing-header.tsx";
import { summarize } from "../features/content/content.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { brand } from "../lib/brand.ts";
import { formatDate } from "../lib/dates.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsroom";

export async function loader({ context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  return {
    releases: store.byCollection.newsroom.map(summarize),
    announcements: store.byCollection.announcements.slice(0, 4).map(summarize),
  };
}

export function meta() {
  return pageMeta({
    title: `Newsroom: press releases and announcements | ${brand.name}`,
    description:
      "Press releases, product announcements and company news from Marut, with media contacts for journalists covering road safety.",
  });
}

// The same for every visitor: rendered once per change of the content and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Newsroom({ loaderData }: Route.ComponentProps) {
  const { releases, announcements } = loaderData;
  return (
    <>
      <ListingHeader
        trail={[{ name: "Newsroom", path: "/newsroom" }]}
        title="Newsroom"
        intro={
          <>
            Company news, launches and partnerships. Journalists can reach our communications team at{" "}
            <a href={`mailto:${brand.email.press}`} className="underline">
              {brand.email.press}
            </a>
            ; we answer the same working day.
          </>
        }
      >
        <p className="mt-1">
          <a href="/newsroom/rss.xml" className="font-semibold underline">
            Subscribe with RSS
          </a>
        </p>
      </ListingHeader>
      <div className="page-container grid gap-6 py-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="releases-heading">
          <h2 id="releases-heading" className="text-2xl font-bold">
            Press releases
          </h2>
          <div className="mt-3">
            <EmptyOrCards items={releases} headingLevel={3} emptyText="No press releases have been published yet." />
          </div>
        </section>
        <section aria-labelledby="announcements-heading">
          <h2 id="announcements-heading" className="text-2xl font-bold">
            Announcements
          </h2>
          {announcements.length === 0 ? (
            <p className="mt-3 rounded-lg border border-black/10 bg-white p-2">No announcements yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-black/10 rounded-lg border border-black/10 bg-white">
              {announcements.map((item) => (
                <li key={item.url} className="p-2">
                  <Link to={item.url} className="font-semibold underline-offset-2 hover:underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-muted">
                    <time dateTime={item.date}>{formatDate(item.date)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2">
            <Link to="/announcements" className="font-semibold underline">
              All announcements
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
