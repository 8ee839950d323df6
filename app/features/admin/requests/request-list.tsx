import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { linkClass } from "#app/components/ui/form-styles.ts";
import type { ContentRequestRow, RequestedItem } from "#app/features/content/requests-admin.server.ts";
import { contentRequestKindLabels } from "#app/features/content/requests-admin-schemas.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { filterParams, type Page } from "#app/lib/list-query.ts";
import type { DataTableSort } from "../components/data-table.tsx";
import { ListTable } from "../components/list-page.tsx";

// The downloads-and-registrations page (routes/admin/requests.tsx): the items
// asked for with their counts, and the people who asked.

/** Each whitepaper and event with requests: its count, the latest, and a link narrowing the list to it. */
export function RequestedItems({ items, current }: { items: RequestedItem[]; current: string | undefined }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="requested-items" className="mt-2">
      <h2 id="requested-items" className="text-xl font-bold">
        By whitepaper and event
      </h2>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li
            key={`${item.kind}:${item.slug}`}
            className={`rounded-md border p-1.5 ${current === item.slug ? "border-[#0b5cad] bg-[#eef5fc]" : "border-[#d5dbe3] bg-white"}`}
          >
            <p className="text-sm text-[#4a5565]">{contentRequestKindLabels[item.kind]}s</p>
            <p className="font-semibold">
              <a href={item.url} className={linkClass}>
                {item.title}
              </a>
            </p>
            <p className="mt-0.5 flex flex-wrap items-baseline justify-between gap-1">
              <span>
                <strong className="text-2xl">{item.requests}</strong>{" "}
                {item.kind === "event"
                  ? item.requests === 1
                    ? "registration"
                    : "registrations"
                  : item.requests === 1
                    ? "download request"
                    : "download requests"}
              </span>
              <Link to={`/admin/requests?${filterParams({ kind: item.kind, item: item.slug })}`} className={linkClass}>
                Show people<span className="sr-only"> who asked for {item.title}</span>
              </Link>
            </p>
            <p className="text-sm text-[#4a5565]">Latest {formatDateTime(item.lastAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The people who asked, one page. */
export function RequestsTable({
  list,
  sort,
  filtered,
}: {
  list: Page<ContentRequestRow>;
  sort: DataTableSort;
  filtered: boolean;
}) {
  const columns: ColumnDef<ContentRequestRow, unknown>[] = [
    {
      id: "createdAt",
      header: "Requested",
      enableSorting: true,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    { id: "name", header: "Name", enableSorting: true, cell: ({ row }) => row.original.name },
    {
      id: "email",
      header: "Email",
      enableSorting: true,
      cell: ({ row }) => (
        <a href={`mailto:${row.original.email}`} className={linkClass}>
          {row.original.email}
        </a>
      ),
    },
    { id: "company", header: "Company", enableSorting: true, cell: ({ row }) => row.original.company },
    {
      id: "item",
      header: "Asked for",
      cell: ({ row }) => (
        <>
          <span className="block text-sm text-[#4a5565]">{contentRequestKindLabels[row.original.kind]}</span>
          <a href={row.original.itemUrl} className={linkClass}>
            {row.original.itemTitle}
          </a>
        </>
      ),
    },
    {
      id: "downloads",
      header: "Downloads",
      enableSorting: true,
      cell: ({ row }) => (row.original.kind === "whitepaper" ? row.original.downloads : "—"),
    },
  ];
  return (
    <ListTable
      caption="Whitepaper downloads and event registrations"
      columns={columns}
      list={list}
      sort={sort}
      emptyMessage={
        filtered
          ? "No requests match these filters."
          : "Nobody has asked for a whitepaper or registered for an event yet."
      }
    />
  );
}
