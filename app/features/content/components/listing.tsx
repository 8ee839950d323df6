import { Link } from "react-router";
import { type ContentSummary, type InsightCollection, listingUrl } from "../collections.ts";
import { tagLabel } from "../format.ts";
import { CardList } from "./content-card.tsx";

/** Tag filters as links: each filtered listing has its own address, so it is shareable and kept in the render cache. */
export function TagFilter({
  collection,
  tags,
  current,
}: {
  collection: InsightCollection;
  tags: { tag: string; count: number }[];
  current: string | null;
}) {
  const chip = (active: boolean) =>
    `inline-flex items-center gap-0.5 rounded-full border px-1.5 py-0.5 text-sm ${
      active ? "border-ink bg-ink font-semibold text-white" : "border-ink/30 bg-white hover:bg-signal-soft"
    }`;
  return (
    <nav aria-label="Filter by topic">
      <ul className="flex flex-wrap gap-1">
        <li>
          <Link
            to={listingUrl(collection)}
            aria-current={current === null ? "page" : undefined}
            className={chip(current === null)}
          >
            All topics
          </Link>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <Link
              to={listingUrl(collection, tag)}
              aria-current={current === tag ? "page" : undefined}
              className={chip(current === tag)}
            >
              {tagLabel(tag)} <span className="sr-only">(</span>
              <span>{count}</span>
              <span className="sr-only"> items)</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pagination({
  collection,
  tag,
  page,
  pageCount,
}: {
  collection: InsightCollection;
  tag: string | null;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const link = "inline-flex min-h-5 min-w-5 items-center justify-center rounded-md border px-1";
  const idle = `${link} border-ink/30 bg-white hover:bg-signal-soft`;
  return (
    <nav aria-label="Pages" className="mt-5">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={listingUrl(collection, tag ?? undefined, page - 1)} className={idle} rel="prev">
              Previous page
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={listingUrl(collection, tag ?? undefined, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={number === page ? `${link} border-ink bg-ink font-semibold text-white` : idle}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={listingUrl(collection, tag ?? undefined, page + 1)} className={idle} rel="next">
              Next page
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function EmptyOrCards({
  items,
  emptyText,
  headingLevel,
}: {
  items: ContentSummary[];
  emptyText: string;
  headingLevel?: 2 | 3;
}) {
  return items.length === 0 ? (
    <p className="rounded-lg border border-black/10 bg-white p-3">{emptyText}</p>
  ) : (
    <CardList items={items} headingLevel={headingLevel} />
  );
}
