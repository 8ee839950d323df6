import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";

/**
 * DataTable: an accessible, headless-table-based list for the back office,
 * sorted and paged on the server.
 *
 * Props
 *  - caption: the table's name (shown; screen readers announce it)
 *  - columns: `@tanstack/react-table` column definitions. Give each an `id` (or
 *    `accessorKey`), a `header` string and a `cell`; set `enableSorting: true`
 *    on columns the server can sort by (the header becomes a button).
 *  - rows: this page's rows; getRowId: a stable id per row
 *  - sort / onSortChange: `{id, desc}` of the server's sort; clicking a
 *    sortable header calls onSortChange (same column toggles the direction)
 *  - page (1-based), pageCount, total, onPageChange: server-side pagination
 *  - emptyMessage: shown in the table when there are no rows
 *
 * Drive it from URL search params (see app/features/admin/README.md) so that
 * every sort, page and filter is a shareable address.
 */
export type DataTableSort = { id: string; desc: boolean };

export type DataTableProps<Row> = {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  page: number;
  pageCount: number;
  total: number;
  onPageChange: (page: number) => void;
  emptyMessage?: ReactNode;
};

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, sort, onSortChange, page, pageCount, total, onPageChange } = props;
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    pageCount,
    state: { sorting: sort ? [sort] : [] },
  });
  const pages = Math.max(1, pageCount);
  return (
    <div>
      {/* A wide table scrolls sideways inside this box: it takes focus so keyboard users can scroll it. It is
          positioned, so the visually hidden labels in its cells scroll with it instead of widening the page. */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-black/15 bg-white focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-2 py-1.5 text-left font-semibold">
            {caption} <span className="font-normal text-muted">({total} in total)</span>
          </caption>
          <thead className="bg-paper">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort() && onSortChange !== undefined;
                  const active = sort?.id === header.column.id;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? (active ? (sort?.desc ? "descending" : "ascending") : "none") : undefined}
                      className="border-b border-black/15 px-2 py-1 font-semibold"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-0.5 rounded underline-offset-2 hover:underline"
                          onClick={() => onSortChange?.({ id: header.column.id, desc: active ? !sort?.desc : false })}
                        >
                          {label}
                          <span aria-hidden="true">{active ? (sort?.desc ? "▼" : "▲") : "↕"}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-2 py-3 text-center text-muted">
                  {props.emptyMessage ?? "Nothing to show."}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b border-black/10 last:border-0">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-2 py-1 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <nav aria-label={`${caption} pages`} className="mt-1.5 flex items-center gap-2">
        <button
          type="button"
          className="rounded-md border border-black/30 bg-white px-1.5 py-0.5 font-semibold disabled:opacity-60"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </button>
        <span aria-live="polite">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <button
          type="button"
          className="rounded-md border border-black/30 bg-white px-1.5 py-0.5 font-semibold disabled:opacity-60"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </nav>
    </div>
  );
}
