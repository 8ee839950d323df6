import { Breadcrumbs } from "../features/content/components/breadcrumbs.tsx";
import { CardList } from "../features/content/components/content-card.tsx";
import { content, summarize } from "../features/content/content.server.ts";
import { brand } from "../lib/brand.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/announcements";

export function loader() {
  return { items: content().byCollection.announcements.map(summarize) };
}

export function meta() {
  return pageMeta({
    title: `Announcements | ${brand.name}`,
    description:
      "Product updates, service changes, API deprecations and office news for Marut customers and partners, newest first.",
  });
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-black/10 bg-white">
        <div className="page-container py-5">
          <Breadcrumbs
            trail={[
              { name: "Home", path: "/" },
              { name: "Announcements", path: "/announcements" },
            ]}
          />
          <h1 className="page-title mt-3">Announcements</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted">
            What is changing for customers and partners: new features, service hours, API versions and offices.
          </p>
        </div>
      </section>
      <section aria-label="All announcements" className="page-container py-6">
        <CardList items={loaderData.items} />
      </section>
    </>
  );
}
