import { useId, useState } from "react";
import { Link } from "react-router";
import { searchPages } from "./menu-search.ts";

/** An inline search over the site's pages, for pages such as the 404. */
export function PageSearch({ label = "Search the site" }: { label?: string }) {
  const [query, setQuery] = useState("");
  const results = searchPages(query);
  const id = useId();
  return (
    <search className="mt-3 block">
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. driver fatigue, careers"
          className="mt-1 w-full max-w-lg rounded-md border-2 border-ink bg-white px-1.5 py-1"
        />
        <p role="status" className="mt-1 text-sm text-muted">
          {query.trim() && (results.length === 0 ? "No pages match." : `${results.length} pages match.`)}
        </p>
        {results.length > 0 && (
          <ul className="mt-1 space-y-1">
            {results.map((page) => (
              <li key={page.href}>
                <Link to={page.href} className="font-semibold underline">
                  {page.label}
                </Link>{" "}
                <span className="text-muted">— {page.description}</span>
              </li>
            ))}
          </ul>
        )}
      </form>
    </search>
  );
}
