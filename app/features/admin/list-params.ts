import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { DataTableSort } from "./components/data-table.tsx";

// The list pattern of the back office: the URL's search params are the state
// of a list (page, sort, filters). The route's loader reads them and queries the
// database; the page changes them with useListParams, which navigates (and so
// re-runs the loader). Every view is a shareable, bookmarkable address.

/** `sort=name` or `sort=-name` ⇄ {id, desc}. */
export function parseSort(value: string | null, allowed: readonly string[], fallback: DataTableSort): DataTableSort {
  if (!value) return fallback;
  const desc = value.startsWith("-");
  const id = desc ? value.slice(1) : value;
  return allowed.includes(id) ? { id, desc } : fallback;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  /** Sets (or, with "" / null, removes) params; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      });
    },
    [setParams],
  );
  return {
    params,
    update,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    setSort: (sort: DataTableSort) => update({ sort: `${sort.desc ? "-" : ""}${sort.id}` }),
  };
}
