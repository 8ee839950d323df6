import { type ReactNode, useId, useState } from "react";
import { Form, Link } from "react-router";
import { inputClass, labelClass, primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { PopularPageLinks } from "#app/components/ui/popular-page-links.tsx";
import { SEARCH_QUERY_MAX_LENGTH, type SearchHit, type SearchPageOutcome } from "#app/domain/search.ts";
import { searchKindLabel } from "../kinds.ts";

// The /search page's parts: the form (a plain GET form, so it works before and
// without JavaScript), the count, the results and the ways on when nothing was found.

/** The search form, prefilled with the query shown. Submitting keeps focus in the field. */
export function SiteSearchForm({ query }: { query: string }) {
  const id = useId();
  const [value, setValue] = useState(query);
  // A new query from elsewhere (the dialog's "See all results", back and forward) refills the field.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }
  return (
    <Form method="get" action="/search" role="search" aria-label="Site search" className="mt-4 max-w-2xl">
      <label htmlFor={id} className={labelClass}>
        What are you looking for?
      </label>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start">
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="e.g. driver fatigue, cabin camera, careers"
          autoComplete="off"
          className={`${inputClass} min-h-6 text-lg`}
        />
        <button type="submit" className={`${primaryButtonClass} shrink-0 sm:mt-0.5`}>
          Search
        </button>
      </div>
    </Form>
  );
}

/** The sentence screen readers hear after a search, politely. */
export function outcomeSummary(outcome: SearchPageOutcome): string {
  switch (outcome.state) {
    case "empty":
      return "";
    case "rate-limited":
      return `That is a lot of searching in one minute. Please wait ${outcome.retryAfterSeconds} ${outcome.retryAfterSeconds === 1 ? "second" : "seconds"}, then search again.`;
    case "results": {
      const count = outcome.hits.length;
      if (count === 0) return `No results for “${outcome.query}”.`;
      return `${count} ${count === 1 ? "result" : "results"} for “${outcome.query}”.`;
    }
  }
}

/** The results, best first: the title as a link, what kind of page it is and plain text around the match. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <ol aria-label="Search results" className="mt-3 max-w-3xl space-y-2">
      {hits.map((hit) => (
        <li key={hit.url} className="rounded-lg border border-black/10 bg-white p-3">
          <p className="text-xs font-semibold tracking-widest text-muted uppercase">{searchKindLabel(hit.kind)}</p>
          <h2 className="mt-0.5 text-xl font-bold">
            <Link to={hit.url} className="underline decoration-black/30 underline-offset-4 hover:decoration-ink">
              {hit.title}
            </Link>
          </h2>
          {hit.excerpt ? <p className="mt-1 text-muted">{hit.excerpt}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A few pages most visitors look for, when a search has nothing to show; `first` when nothing is above it. */
export function PopularPages({
  title,
  first = false,
  children,
}: {
  title: string;
  first?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="popular-pages" className={`${first ? "" : "mt-6"} max-w-4xl`}>
      <h2 id="popular-pages" className="text-xl font-bold">
        {title}
      </h2>
      {children}
      <PopularPageLinks
        listClassName="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        linkClassName="font-semibold underline underline-offset-4"
      />
    </section>
  );
}
