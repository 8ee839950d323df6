import { leadFeatures, fleetSizes as leadFleetSizes, leadStatuses, leadStatusLabels } from "#app/domain/leads.ts";
import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { ListPage, listViewOf } from "#app/features/admin/components/list-page.tsx";
import { leadColumns } from "#app/features/admin/leads/lead-list.tsx";
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
  const { sort, filtered } = listViewOf(query, leadSortKeys);
  return (
    <ListPage
      title="Leads"
      exportHref={exportHref}
      filters={{
        label: "Filter the leads",
        idPrefix: "leads",
        query,
        invalid: loaderData.invalid,
        fields: [
          { search: "Search", placeholder: "Company, name, email, phone" },
          { name: "status", label: "Status", options: labelledOptions(leadStatuses, leadStatusLabels) },
          { dates: "from-to" },
          {
            name: "country",
            label: "Country",
            options: countryOptions.map((country) => [country.id, country.name] as const),
          },
          { name: "fleetSize", id: "leads-fleet", label: "Fleet size", options: leadFleetSizes },
          { name: "feature", label: "Feature", options: leadFeatures },
          {
            name: "owner",
            label: "Owner",
            any: "Anyone",
            options: [["none", "Unassigned"], ...owners.map((owner) => [owner.id, owner.name] as const)],
          },
        ],
        actions: { sort: query.sort, defaultSort: "-createdAt", clearTo: "/admin/leads", filtered },
      }}
      table={{
        caption: "Leads",
        columns: leadColumns,
        list: loaderData,
        sort,
        emptyMessage: filtered
          ? "No leads match these filters."
          : "No leads yet. Leads from the website's wizard appear here.",
      }}
    />
  );
}
