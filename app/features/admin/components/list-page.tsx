import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { filterParams, type Page } from "#app/lib/list-query.ts";
import { parseSort, useListParams } from "../list-params.ts";
import { DataTable, type DataTableSort } from "./data-table.tsx";
import {
  FilterActions,
  type FilterActionsProps,
  type FilterField,
  FilterFields,
  type FilterQuery,
} from "./filter-actions.tsx";

// The parts every back-office list page is made of (content, campaigns, jobs,
// applications, leads, requests, subscribers, audit): the title with what it
// offers, the status tabs with their counts, the filter form read from the URL,
// and the table of one page of rows, sorted and paged through the URL.
// `ListPage` puts them together in that order; a page declares its columns,
// tabs and filters.

/** The page's title with its actions beside it (an export link, a "New" button). */
export function ListHeading({
  title,
  className = "flex flex-wrap items-center justify-between gap-1",
  children,
}: {
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** Whether any filter is in use: the query holds something besides its sort order and page. */
export function isFiltered(query: Record<string, string | number | undefined | null>): boolean {
  return filterParams({ ...query, sort: undefined, page: undefined }).toString() !== "";
}

/** Lists show their newest rows first unless the URL asks for another order. */
export const newestFirst: DataTableSort = { id: "createdAt", desc: true };

/** How the URL asks the list to be shown: its sort order (one of `sortKeys`) and whether any filter is in use. */
export function listViewOf(
  query: Record<string, string | number | undefined | null> & { sort?: string | null },
  sortKeys: readonly string[],
  fallback: DataTableSort = newestFirst,
): { sort: DataTableSort; filtered: boolean } {
  return { sort: parseSort(query.sort ?? null, sortKeys, fallback), filtered: isFiltered(query) };
}

export type StatusTabsProps<Status extends string> = {
  /** The navigation's name ("Items by status"). */
  label: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  counts: Record<Status, number>;
  /** The status the list shows, if one. */
  current: Status | undefined;
  /** The other filters a tab keeps, in the order its address lists them. */
  keep: Record<string, string | undefined>;
};

/** One link per status with its count; the current one is marked, and following it again shows every status. */
export function StatusTabs<Status extends string>({
  label,
  statuses,
  labels,
  counts,
  current,
  keep,
}: StatusTabsProps<Status>) {
  return (
    <nav aria-label={label} className="mt-2">
      <ul className="flex flex-wrap gap-1">
        {statuses.map((status) => {
          const shown = current === status;
          const params = filterParams({ ...keep, status: shown ? undefined : status });
          return (
            <li key={status}>
              <Link
                to={`?${params}`}
                aria-current={shown ? "true" : undefined}
                className={`inline-flex min-h-6 items-center gap-1 rounded-md border-2 px-1.5 font-semibold ${shown ? "border-ink bg-signal" : "border-black/30 bg-white hover:border-ink"}`}
              >
                {labels[status]} <span className="tabular-nums">{counts[status]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The "New …" button beside a list's title, leading to the form for a new record. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={primaryButtonClass}>
      {children}
    </Link>
  );
}

/** Downloads the list as CSV, with the filters in use (`href` carries them). */
export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} className={primaryButtonClass} download>
      Export CSV
    </a>
  );
}

/** Says that filters from the URL were dropped because they did not parse. */
export function InvalidFiltersNote({ invalid }: { invalid: boolean }) {
  return invalid ? (
    <p role="alert" className="mt-1 font-semibold text-[#a30000]">
      Some filters were not valid and were ignored.
    </p>
  ) : null;
}

/**
 * The list's filters, sent as the URL's search params. The form is made again when the
 * URL changes (e.g. "Clear filters"), so its fields always show the URL's filters.
 */
export function ListFilterForm({
  label,
  className = "mt-2 flex flex-wrap items-end gap-1.5",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <Form key={search} method="get" className={className} aria-label={label}>
      {children}
    </Form>
  );
}

export type ListTableProps<Row extends { id: string }> = {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  list: Page<Row>;
  sort?: DataTableSort;
  emptyMessage: ReactNode;
  className?: string;
};

/**
 * A whole list page: the title and its actions (`exportHref` for the CSV export), a line about the list, the note on
 * filters that did not parse, what comes before the filters (status tabs, summaries,
 * the outcome of a row's action), the filter form ending in its actions, and the
 * table (`table` for a plain `ListTable`, or `children` for a table of its own).
 */
export function ListPage<Row extends { id: string }>({
  title,
  exportHref,
  actions,
  headingClassName,
  intro,
  before,
  tabs,
  filters,
  table,
  children,
}: {
  title: string;
  /** Where the list's CSV export is, with the filters in use: an "Export CSV" link beside the title. */
  exportHref?: string;
  actions?: ReactNode;
  headingClassName?: string;
  intro?: ReactNode;
  before?: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: each page's statuses are its own
  tabs?: StatusTabsProps<any>;
  filters: {
    label: string;
    className?: string;
    /** The start of the filters' ids ("leads" gives leads-q, leads-status…). */
    idPrefix: string;
    query: FilterQuery;
    /** The loader's `invalid`: filters in the URL did not parse; pages whose loader reads no such flag leave it out. */
    invalid?: boolean;
    fields: readonly FilterField[];
    actions: FilterActionsProps;
  };
  table?: ListTableProps<Row>;
  children?: ReactNode;
}) {
  return (
    <div>
      <ListHeading title={title} className={headingClassName}>
        {exportHref ? <ExportLink href={exportHref} /> : null}
        {actions}
      </ListHeading>
      {intro}
      {filters.invalid === undefined ? null : <InvalidFiltersNote invalid={filters.invalid} />}
      {before}
      {tabs ? <StatusTabs {...tabs} /> : null}
      <ListFilterForm label={filters.label} className={filters.className}>
        <FilterFields idPrefix={filters.idPrefix} query={filters.query} fields={filters.fields} />
        <FilterActions {...filters.actions} />
      </ListFilterForm>
      {table ? <ListTable {...table} /> : null}
      {children}
    </div>
  );
}

/** One page of a list in a `DataTable`: sorting (when `sort` is given) and paging change the URL. */
export function ListTable<Row extends { id: string }>({
  caption,
  columns,
  list,
  sort,
  emptyMessage,
  className = "mt-2",
}: ListTableProps<Row>) {
  const { setPage, setSort } = useListParams();
  const { data, meta } = list;
  return (
    <div className={className}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={data}
        getRowId={(row) => row.id}
        sort={sort}
        onSortChange={sort ? setSort : undefined}
        page={meta.page}
        pageCount={Math.max(1, Math.ceil(meta.total / meta.pageSize))}
        total={meta.total}
        onPageChange={setPage}
        emptyMessage={emptyMessage}
      />
    </div>
  );
}

/** A sortable column whose cell names the row and links to its own page. */
export function recordLinkColumn<Row>(
  id: string,
  header: string,
  link: (row: Row) => { to: string; text: string },
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    enableSorting: true,
    cell: ({ row }) => {
      const { to, text } = link(row.original);
      return (
        <Link to={to} className="font-semibold underline">
          {text}
        </Link>
      );
    },
  };
}
