import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { Page } from "#app/lib/list-query.ts";
import { useListParams } from "../list-params.ts";
import { DataTable, type DataTableSort } from "./data-table.tsx";

// The parts every back-office list page is made of (jobs, applications, leads,
// subscribers, audit): the title with what it offers, the filter form read from
// the URL, and the table of one page of rows, sorted and paged through the URL.

/** The page's title with its actions beside it (an export link). */
export function ListHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-1">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
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

/** One page of a list in a `DataTable`: sorting (when `sort` is given) and paging change the URL. */
export function ListTable<Row extends { id: string }>({
  caption,
  columns,
  list,
  sort,
  emptyMessage,
  className = "mt-2",
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  list: Page<Row>;
  sort?: DataTableSort;
  emptyMessage: ReactNode;
  className?: string;
}) {
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
