import { leadFeatures, fleetSizes as leadFleetSizes, leadStatuses, leadStatusLabels } from "#app/domain/leads.ts";
import {
  FilterActions,
  FilterDateRange,
  FilterSearch,
  FilterSelect,
} from "#app/features/admin/components/filter-actions.tsx";
import {
  ExportLink,
  InvalidFiltersNote,
  ListFilterForm,
  ListHeading,
  ListTable,
} from "#app/features/admin/components/list-page.tsx";
import { leadColumns } from "#app/features/admin/leads/lead-list.tsx";
import { parseSort } from "#app/features/admin/list-params.ts";
import { staffOptions } from "#app/features/admin/staff.server.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { listLeads } from "#app/features/leads/leads-admin.server.ts";
import { leadListQuerySchema, leadSortKeys } from "#app/features/leads/leads-admin-schemas.ts";
import { countries } from "#app/features/leads/reference-data.ts";
import { filterParams, listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "leads");
  const { query, invalid } = listQueryOf(leadListQuerySchema, request);
  const result = await listLeads(services.db, query);
  const { sort: _sort, page: _page, ...filters } = query;
  return {
    ...result,
    query,
    exportHref: `/api/admin/leads/export.csv?${filterParams(filters)}`,
    owners: await staffOptions(services.db),
    countryOptions: countries.map((country) => ({ id: country.id, name: country.name })),
    invalid,
  };
}

export function meta() {
  return [{ title: "Leads | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { query, owners, countryOptions, exportHref } = loaderData;
  const sort = parseSort(query.sort, leadSortKeys, { id: "createdAt", desc: true });
  const filtered = filterParams({ ...query, sort: undefined, page: undefined }).toString() !== "";
  return (
    <>
      <ListHeading title="Leads">
        <ExportLink href={exportHref} />
      </ListHeading>
      <InvalidFiltersNote invalid={loaderData.invalid} />
      <ListFilterForm label="Filter the leads">
        <FilterSearch id="leads-q" label="Search" value={query.q} placeholder="Company, name, email, phone" />
        <FilterSelect
          id="leads-status"
          label="Status"
          name="status"
          value={query.status}
          options={leadStatuses.map((status) => [status, leadStatusLabels[status]] as const)}
        />
        <FilterDateRange idPrefix="leads" from={query.from} to={query.to} />
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
      </ListFilterForm>
      <ListTable
        caption="Leads"
        columns={leadColumns}
        list={loaderData}
        sort={sort}
        emptyMessage={
          filtered ? "No leads match these filters." : "No leads yet. Leads from the website's wizard appear here."
        }
      />
    </>
  );
}
