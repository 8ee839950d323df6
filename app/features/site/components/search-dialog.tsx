import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { DialogCloseButton, FullScreenDialog } from "../../../components/ui/full-screen-dialog.tsx";
import { searchPages } from "./menu-search.ts";

type Hit = { url: string; title: string; excerpt: string };

type PagefindResult = { data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> };
type Pagefind = {
  init: () => Promise<void>;
  debouncedSearch: (query: string, options?: object, ms?: number) => Promise<{ results: PagefindResult[] } | null>;
};

let pagefindLoad: Promise<Pagefind | null> | undefined;

/** The Pagefind index built from the prerendered pages (npm run build). Null in development, where no index exists. */
function loadPagefind(): Promise<Pagefind | null> {
  pagefindLoad ??= (async () => {
    try {
      const url = "/pagefind/pagefind.js";
      const module = (await import(/* @vite-ignore */ url)) as Pagefind;
      await module.init();
      return module;
    } catch {
      return null;
    }
  })();
  return pagefindLoad;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Pagefind marks matches with <mark>; render them as elements, everything else as text. */
function Excerpt({ html }: { html: string }) {
  const fragments = html.split(/(<mark>[\s\S]*?<\/mark>)/).map((part, position) => {
    const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
    const text = decodeEntities((marked ? (marked[1] ?? "") : part).replace(/<[^>]*>/g, ""));
    return { key: `${position}:${text}`, text, marked: Boolean(marked) };
  });
  return (
    <>
      {fragments.map((fragment) =>
        fragment.marked ? (
          <mark key={fragment.key} className="bg-signal-soft font-semibold text-ink">
            {fragment.text}
          </mark>
        ) : (
          <span key={fragment.key}>{fragment.text}</span>
        ),
      )}
    </>
  );
}

function cleanUrl(url: string): string {
  const trimmed = url.replace(/index\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Site search over every page and content item, from the Pagefind index. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<Hit[]>([]);
  const [state, setState] = useState<"idle" | "searching" | "done">("idle");
  const inputId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) void loadPagefind();
  }, [open]);

  useEffect(() => {
    const text = query.trim();
    if (text === "") {
      setHits([]);
      setState("idle");
      return;
    }
    let current = true;
    setState("searching");
    void (async () => {
      const pagefind = await loadPagefind();
      if (!pagefind) {
        if (!current) return;
        setHits(searchPages(text).map((page) => ({ url: page.href, title: page.label, excerpt: page.description })));
        setState("done");
        return;
      }
      const search = await pagefind.debouncedSearch(text, {}, 150);
      // A newer query superseded this one.
      if (!search || !current) return;
      const data = await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
      if (!current) return;
      setHits(
        data.map((item) => ({ url: cleanUrl(item.url), title: item.meta.title ?? item.url, excerpt: item.excerpt })),
      );
      setState("done");
    })();
    return () => {
      current = false;
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
          <form onSubmit={(event) => event.preventDefault()}>
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
                <span className="mt-0.5 block text-sm text-muted">
                  <Excerpt html={hit.excerpt} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </FullScreenDialog>
  );
}
