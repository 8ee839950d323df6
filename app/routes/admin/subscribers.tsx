import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Form, useLocation } from "react-router";
import { TextField } from "../../components/ui/form-fields.tsx";
import {
  dangerButtonClass,
  linkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "../../components/ui/form-styles.ts";
import { subscriberStatuses, subscriberStatusLabels } from "../../domain/newsletter.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { FilterActions, FilterSelect } from "../../features/admin/components/filter-actions.tsx";
import { parseSort, useListParams } from "../../features/admin/list-params.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { StaffChangeOutcome, useStaffChange } from "../../features/admin/use-staff-change.tsx";
import { listSubscribers, type SubscriberItem } from "../../features/newsletter/subscribers-admin.server.ts";
import { subscriberListQuerySchema, subscriberSortKeys } from "../../features/newsletter/subscribers-admin-schemas.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { filterParams } from "../../lib/list-query.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "subscribers");
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = subscriberListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : subscriberListQuerySchema.parse({});
  const result = await listSubscribers(services.db, query);
  return {
    ...result,
    query,
    exportHref: `/api/admin/subscribers/export.csv?${filterParams({ status: query.status, q: query.q })}`,
    invalid: !parsed.success,
  };
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");
export function meta() {
  return [{ title: "Subscribers | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { data, meta, query, exportHref } = loaderData;
  const list = useListParams();
  // Remount the form when the URL changes (e.g. "Clear filters"), so its fields show the URL's filters.
  const { search } = useLocation();
  const [confirming, setConfirming] = useState<SubscriberItem | null>(null);
  const unsubscribe = useStaffChange();
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const sort = parseSort(query.sort, subscriberSortKeys, { id: "createdAt", desc: true });
  const filtered = Boolean(query.status || query.q);

  async function confirmUnsubscribe(row: SubscriberItem) {
    await unsubscribe.run({
      call: (client) => client.api.admin.subscribers[":id"].unsubscribe.$post({ param: { id: row.id } }),
      done: `${row.email} is unsubscribed.`,
    });
    setConfirming(null);
  }

  const columns: ColumnDef<SubscriberItem, unknown>[] = [
    { id: "email", header: "Email", enableSorting: true, cell: ({ row }) => row.original.email },
    {
      id: "status",
      header: "Status",
      enableSorting: true,
      cell: ({ row }) => subscriberStatusLabels[row.original.status],
    },
    { id: "createdAt", header: "Subscribed", enableSorting: true, cell: ({ row }) => when(row.original.createdAt) },
    { id: "confirmedAt", header: "Confirmed", enableSorting: true, cell: ({ row }) => when(row.original.confirmedAt) },
    {
      id: "unsubscribedAt",
      header: "Unsubscribed",
      enableSorting: true,
      cell: ({ row }) => when(row.original.unsubscribedAt),
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) =>
        row.original.status === "unsubscribed" ? null : confirming?.id === row.original.id ? (
          <span className="flex flex-wrap items-center gap-1">
            <span>Unsubscribe {row.original.email}?</span>
            <button
              type="button"
              className={`${dangerButtonClass} min-h-5 px-1`}
              aria-disabled={unsubscribe.busy || undefined}
              onClick={() => void confirmUnsubscribe(row.original)}
            >
              Yes, unsubscribe
            </button>
            <button type="button" className={linkClass} onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </span>
        ) : (
          <button
            type="button"
            className={`${secondaryButtonClass} min-h-5 px-1`}
            aria-label={`Unsubscribe ${row.original.email}`}
            onClick={() => {
              unsubscribe.reset();
              setConfirming(row.original);
            }}
          >
            Unsubscribe
          </button>
        ),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h1 className="text-3xl font-bold">Subscribers</h1>
        <a href={exportHref} className={primaryButtonClass} download>
          Export CSV
        </a>
      </div>
      {loaderData.invalid ? (
        <p role="alert" className="mt-1 font-semibold text-[#a30000]">
          Some filters were not valid and were ignored.
        </p>
      ) : null}
      <StaffChangeOutcome id="unsubscribe-errors" change={unsubscribe} />
      <Form
        key={search}
        method="get"
        className="mt-1 flex flex-wrap items-end gap-1.5"
        aria-label="Filter the subscribers"
      >
        <TextField
          id="subscribers-q"
          label="Search"
          className="w-auto"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
        />
        <FilterSelect
          id="subscribers-status"
          label="Status"
          name="status"
          value={query.status}
          options={subscriberStatuses.map((status) => [status, subscriberStatusLabels[status]] as const)}
        />
        <FilterActions sort={query.sort} defaultSort="-createdAt" clearTo="/admin/subscribers" filtered={filtered} />
      </Form>
      <div className="mt-2">
        <DataTable
          caption="Newsletter subscribers"
          columns={columns}
          rows={data}
          getRowId={(row) => row.id}
          sort={sort}
          onSortChange={list.setSort}
          page={meta.page}
          pageCount={pageCount}
          total={meta.total}
          onPageChange={list.setPage}
          emptyMessage={filtered ? "No subscribers match these filters." : "Nobody has subscribed yet."}
        />
      </div>
    </>
  );
}
