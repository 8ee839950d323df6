import { data } from "react-router";
import { PopularPageLinks } from "../components/ui/popular-page-links.tsx";
import { PageSearch } from "../features/site/components/page-search.tsx";
import { brand } from "../lib/brand.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  // The root layout adds noindex to every 404.
  return [{ title: `Page not found | ${brand.name}` }];
}

export default function NotFound() {
  return (
    <section className="page-container py-8">
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">Error 404</p>
      <h1 className="page-title mt-1">We could not find that page</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        The address may be mistyped, or the page may have moved. Search for what you need, or pick up from one of these
        pages.
      </p>
      <PageSearch />
      <h2 className="mt-5 text-xl font-bold">Useful pages</h2>
      <PopularPageLinks
        listClassName="mt-2 grid max-w-4xl gap-2 sm:grid-cols-2"
        linkClassName="font-semibold underline"
      />
    </section>
  );
}
