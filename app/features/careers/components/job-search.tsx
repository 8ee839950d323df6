import { type ComponentProps, useId } from "react";
import { Form, Link } from "react-router";
import { inputClass, linkClass, primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { type FacetValue, type JobFacets, type JobSearch, jobSearchHref } from "../jobs.ts";

/** The filters, each a menu of one facet's values. */
const facetFilters: { name: keyof JobFacets; label: string; allLabel: string }[] = [
  { name: "department", label: "Department", allLabel: "All departments" },
  { name: "location", label: "Location", allLabel: "All locations" },
  { name: "employmentType", label: "Employment type", allLabel: "All employment types" },
  { name: "workplaceType", label: "Workplace type", allLabel: "All workplace types" },
];

function FacetSelect({
  name,
  label,
  allLabel,
  values,
  selected,
}: {
  name: keyof JobFacets;
  label: string;
  allLabel: string;
  values: FacetValue[];
  selected: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={selected ?? ""} className={inputClass}>
        <option value="">{allLabel}</option>
        <Options values={values} idOf={(value) => value.value} label={(value) => `${value.label} (${value.count})`} />
      </select>
    </div>
  );
}

/**
 * Keyword and filters as a plain GET form: the search lives in the address, so it
 * works without JavaScript and can be shared. Each option shows how many open
 * jobs it would give with the other filters kept.
 */
export function JobSearchForm({ search, facets }: { search: JobSearch; facets: JobFacets }) {
  const keywordId = useId();
  // A new search resets the form's defaults: key it on the search.
  const key = jobSearchHref({ ...search, page: undefined });
  return (
    <Form
      key={key}
      method="get"
      action="/careers/jobs/positions"
      role="search"
      aria-label="Search open positions"
      className="rounded-lg border border-black/10 bg-white p-3"
    >
      <div>
        <label htmlFor={keywordId} className="text-sm font-semibold">
          Keyword
        </label>
        <input
          id={keywordId}
          type="search"
          name="q"
          defaultValue={search.q ?? ""}
          maxLength={100}
          placeholder="e.g. firmware, Kiswahili, coaching"
          className={inputClass}
        />
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {facetFilters.map((filter) => (
          <FacetSelect key={filter.name} {...filter} values={facets[filter.name]} selected={search[filter.name]} />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
        {key !== "/careers/jobs/positions" ? (
          <Link to="/careers/jobs/positions" className={linkClass}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** Previous, numbered and next page links for a search. */
export function JobPagination({ search, page, pages }: { search: JobSearch; page: number; pages: number }) {
  if (pages <= 1) return null;
  const link = "inline-flex min-h-6 min-w-6 items-center justify-center rounded-md border border-black/20 px-1.5";
  return (
    <nav aria-label="Pages" className="mt-4">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <PageLink to={jobSearchHref({ ...search, page: page - 1 })} className={link} rel="prev">
            Previous page
          </PageLink>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <PageLink
            key={number}
            to={jobSearchHref({ ...search, page: number })}
            className={`${link} ${number === page ? "bg-ink font-semibold text-white" : "bg-white"}`}
            aria-current={number === page ? "page" : undefined}
            aria-label={`Page ${number}`}
          >
            {number}
          </PageLink>
        ))}
        {page < pages ? (
          <PageLink to={jobSearchHref({ ...search, page: page + 1 })} className={link} rel="next">
            Next page
          </PageLink>
        ) : null}
      </ul>
    </nav>
  );
}

function PageLink(props: ComponentProps<typeof Link>) {
  return (
    <li>
      <Link {...props} />
    </li>
  );
}
