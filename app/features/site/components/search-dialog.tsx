import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DialogCloseButton, FullScreenDialog } from "#app/components/ui/full-screen-dialog.tsx";
import type { SearchHit } from "#app/domain/search.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "#app/domain/search.ts";
import { api, send } from "#app/lib/api-client.ts";

/** Waits this long after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 150;

/** Site search over every public page, content item and open job, from GET /api/search (decision 0022). */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [state, setState] = useState<"idle" | "searching" | "done" | "failed">("idle");
  const [failure, setFailure] = useState("");
  const inputId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const allResultsUrl = `/search?${new URLSearchParams({ q: query.trim() })}`;

  useEffect(() => {
    const text = query.trim();
    if (text === "") {
      setHits([]);
      setState("idle");
      return;
    }
    let current = true;
    setState("searching");
    const timer = setTimeout(async () => {
      const result = await send(api.api.search.$get({ query: { q: text } }));
      // A newer query superseded this one.
      if (!current) return;
      if (result.ok) {
        setHits(result.data.data);
        setState("done");
      } else {
        setHits([]);
        setFailure(result.message);
        setState("failed");
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  function moveFocus(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") links[Math.min(index + 1, links.length - 1)]?.focus();
    else if (index <= 0) document.getElementById(inputId)?.focus();
    else links[index - 1]?.focus();
  }

  const status =
    query.trim() === ""
      ? ""
      : state === "searching"
        ? "Searching…"
        : state === "failed"
          ? failure
          : hits.length === 0
            ? `No results for “${query.trim()}”. Try another word, or browse the menus.`
            : `${hits.length} ${hits.length === 1 ? "result" : "results"}. Use the arrow keys to move through them.`;

  return (
    <FullScreenDialog open={open} onClose={onClose} labelledBy="search-title">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the input and the result links inside */}
      <div className="mx-auto max-w-3xl px-3 py-4" onKeyDown={moveFocus}>
        <div className="flex items-center justify-between">
          <h2 id="search-title" className="text-2xl font-bold">
            Search the site
          </h2>
          <DialogCloseButton onClose={onClose} label="Close search" />
        </div>
        <search className="mt-3 block">
          {/* Enter opens every result on the /search page; the form goes there by itself should scripts stop. */}
          <form
            method="get"
            action="/search"
            onSubmit={(event) => {
              event.preventDefault();
              if (query.trim() === "") return;
              onClose();
              navigate(allResultsUrl);
            }}
          >
            <label htmlFor={inputId} className="block font-semibold">
              What are you looking for?
            </label>
            <div className="mt-1 flex items-center gap-1 rounded-md border-2 border-ink bg-white px-1.5">
              <Search aria-hidden="true" size={20} />
              <input
                id={inputId}
                type="search"
                // The dialog exists to type a query: focus starts here.
                data-autofocus
                name="q"
                maxLength={SEARCH_QUERY_MAX_LENGTH}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="e.g. fatigue camera, careers, API"
                aria-describedby={`${inputId}-status`}
                className="w-full bg-transparent py-1.5 text-lg outline-none"
              />
            </div>
          </form>
        </search>
        <p id={`${inputId}-status`} role="status" className="mt-2 text-sm text-muted">
          {status}
        </p>
        <ul ref={listRef} className="mt-1 divide-y divide-black/10" aria-label="Search results">
          {hits.map((hit) => (
            <li key={hit.url}>
              <Link
                to={hit.url}
                onClick={onClose}
                className="block rounded-md p-1.5 hover:bg-signal-soft focus:bg-signal-soft"
              >
                <span className="block font-semibold">{hit.title}</span>
                <span className="mt-0.5 block text-sm text-muted">{hit.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
        {state === "done" && hits.length > 0 ? (
          <p className="mt-2 border-t border-black/10 pt-2">
            <Link to={allResultsUrl} onClick={onClose} className="font-semibold underline underline-offset-4">
              See all results for “{query.trim()}”
            </Link>
          </p>
        ) : null}
      </div>
    </FullScreenDialog>
  );
}
