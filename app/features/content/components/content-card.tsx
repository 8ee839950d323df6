import { Link } from "react-router";
import { formatDate } from "#app/lib/dates.ts";
import { type ContentSummary, collections } from "../collections.ts";
import { tagLabel } from "../format.ts";
import { ContentCover } from "./content-cover.tsx";

/** A listing card: cover, kind, title (the link), excerpt, date and reading time. */
export function ContentCard({
  item,
  headingLevel = 2,
  showKind = false,
}: {
  item: ContentSummary;
  headingLevel?: 2 | 3;
  showKind?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-black/10 bg-white focus-within:ring-3 focus-within:ring-signal">
      <ContentCover item={item} alt="" sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-2">
        {showKind ? (
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">
            {collections[item.collection].label}
          </p>
        ) : null}
        <Heading className="mt-0.5 text-lg leading-snug font-bold">
          <Link to={item.url} className="outline-none after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="mt-1 flex-1 text-muted">{item.description}</p>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={item.date}>{formatDate(item.date)}</time>
          {item.collection === "events" ? null : <> · {item.readingMinutes} min read</>}
        </p>
        <p className="sr-only">Tags: {item.tags.map(tagLabel).join(", ")}</p>
      </div>
    </article>
  );
}

export function CardList({
  items,
  headingLevel = 2,
  showKind = false,
}: {
  items: ContentSummary[];
  headingLevel?: 2 | 3;
  showKind?: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.url}>
          <ContentCard item={item} headingLevel={headingLevel} showKind={showKind} />
        </li>
      ))}
    </ul>
  );
}
