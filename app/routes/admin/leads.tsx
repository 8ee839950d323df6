import type { ColumnDef } from "@tanstack/react-table";
import { Form, Link, useLocation } from "react-router";
import { TextField } from "../../components/ui/form-fields.tsx";
import { primaryButtonClass } from "../../components/ui/form-styles.ts";
import { leadFeatures, fleetSizes as leadFleetSizes, leadStatuses, leadStatusLabels } from "../../domain/leads.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { FilterActions, FilterSelect } from "../../features/admin/components/filter-actions.tsx";
import { StatusBadge } from "../../features/admin/components/lead-status-badge.tsx";
import { parseSort, useListParams } from "../../features/admin/list-params.ts";
import { staffOptions } from "../../features/admin/staff.server.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { type LeadListItem, listLeads } from "../../features/leads/leads-admin.server.ts";
import { leadListQuerySchema, leadSortKeys } from "../../features/leads/leads-admin-schemas.ts";
import { countries } from "../../features/leads/reference-data.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { filterParams } from "../../lib/list-query.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "leads");
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = leadListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : leadListQuerySchema.parse({});
  const result = await listLeads(services.db, query);
  const { sort: _sort, page: _page, ...filters } = query;
  return {
    ...result,
    query,
    exportHref: `/api/admin/leads/export.csv?${filterParams(filters)}`,
    owners: await staffOptions(services.db),
    countryOptions: countries.map((country) => ({ id: country.id, name: country.name })),
    invalid: !parsed.success,
  };
}

const columns: ColumnDef<LeadListItem, unknown>[] = [
  {
    id: "createdAt",
    header: "Date",
    enableSorting: true,
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
  {
    id: "company",
    header: "Company",
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={`/admin/leads/${row.original.id}`} className="font-semibold underline">
        {row.original.company}
      </Link>
    ),
  },
  {
    id: "contact",
    header: "Contact",
    cell: ({ row }) => (
      <>
        {`${row.original.firstName} ${row.original.lastName}`.trim()}
        <br />
        <span className="text-muted">{row.original.email}</span>
      </>
    ),
  },
  { id: "country", header: "Country", enableSorting: true, cell: ({ row }) => row.original.countryName },
  { id: "fleetSize", header: "Fleet size", enableSorting: true, cell: ({ row }) => row.original.fleetSize },
  {
    id: "status",
    header: "Status",
    enableSorting: true,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  { id: "owner", header: "Owner", cell: ({ row }) => row.original.ownerName ?? "Unassigned" },
];

export function meta() {
  return [{ title: "Leads | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { data, meta, query, owners, countryOptions, exportHref } = loaderData;
  const list = useListParams();
  // Remount the form when the URL changes (e.g. "Clear filters"), so its fields show the URL's filters.
  const { search } = useLocation();
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const sort = parseSort(query.sort, leadSortKeys, { id: "createdAt", desc: true });
  const filtered = filterParams({ ...query, sort: undefined, page: undefined }).toString() !== "";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h1 className="text-3xl font-bold">Leads</h1>
        <a href={exportHref} className={primaryButtonClass} download>
          Export CSV
        </a>
      </div>
      {loaderData.invalid ? (
        <p role="alert" className="mt-1 font-semibold text-[#a30000]">
          Some filters were not valid and were ignored.
        </p>
      ) : null}
      <Form key={search} method="get" className="mt-2 flex flex-wrap items-end gap-1.5" aria-label="Filter the leads">
        <TextField
          id="leads-q"
          label="Search"
          className="w-auto"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="Company, name, email, phone"
        />
        <FilterSelect
          id="leads-status"
          label="Status"
          name="status"
          value={query.status}
          options={leadStatuses.map((status) => [status, leadStatusLabels[status]] as const)}
        />
        <TextField
          id="leads-from"
          label="From"
          className="w-auto"
          name="from"
          type="date"
          defaultValue={query.from ?? ""}
        />
        <TextField id="leads-to" label="To" className="w-auto" name="to" type="date" defaultValue={query.to ?? ""} />
        <FilterSelect
          id="leads-country"
          label="Country"
          name="country"
          value={query.country}
          options={countryOptions.map((country) => [country.id, country.name] as const)}
        />
        <FilterSelect
          id="leads-fleet"
          label="Fleet size"
          name="fleetSize"
          value={query.fleetSize}
          options={leadFleetSizes}
        />
        <FilterSelect id="leads-feature" label="Feature" name="feature" value={query.feature} options={leadFeatures} />
        <FilterSelect
          id="leads-owner"
          label="Owner"
          name="owner"
          value={query.owner}
          anyLabel="Anyone"
          options={[["none", "Unassigned"], ...owners.map((owner) => [owner.id, owner.name] as const)]}
        />
        <FilterActions sort={query.sort} defaultSort="-createdAt" clearTo="/admin/leads" filtered={filtered} />
      </Form>
      <div className="mt-2">
        <DataTable
          caption="Leads"
          columns={columns}
          rows={data}
          getRowId={(row) => row.id}
          sort={sort}
          onSortChange={list.setSort}
          page={meta.page}
          pageCount={pageCount}
          total={meta.total}
          onPageChange={list.setPage}
          emptyMessage={
            filtered ? "No leads match these filters." : "No leads yet. Leads from the website's wizard appear here."
          }
        />
      </div>
    </>
  );
}
