import { EmptyOrCards } from "../features/content/components/listing.tsx";
import { ListingHeader } from "../features/content/components/listing-header.tsx";
import { summarize } from "../features/content/content.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/announcements";

export async function loader({ context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  return { items: store.byCollection.announcements.map(summarize) };
}

export function meta() {
  return pageMeta({
    title: `Announcements | ${brand.name}`,
    description:
      "Product updates, service changes, API deprecations and office news for Marut customers and partners, newest first.",
  });
}

// The same for every visitor: rendered once per change of the content and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Announcements({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListingHeader
        trail={[{ name: "Announcements", path: "/announcements" }]}
        title="Announcements"
        intro="What is changing for customers and partners: new features, service hours, API versions and offices."
      />
      <section aria-label="All announcements" className="page-container py-6">
        <EmptyOrCards items={loaderData.items} emptyText="No announcements have been published yet." />
      </section>
    </>
  );
}
