import { subscriberStatuses, subscriberStatusLabels } from "#app/domain/newsletter.ts";
import { FilterActions, FilterSearch, FilterSelect } from "#app/features/admin/components/filter-actions.tsx";
import {
  ExportLink,
  InvalidFiltersNote,
  ListFilterForm,
  ListHeading,
} from "#app/features/admin/components/list-page.tsx";
import { parseSort } from "#app/features/admin/list-params.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { SubscribersTable } from "#app/features/admin/subscribers/subscriber-list.tsx";
import { StaffChangeOutcome, useStaffChange } from "#app/features/admin/use-staff-change.tsx";
import { listSubscribers } from "#app/features/newsletter/subscribers-admin.server.ts";
import { subscriberListQuerySchema, subscriberSortKeys } from "#app/features/newsletter/subscribers-admin-schemas.ts";
import { filterParams, listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "subscribers");
  const { query, invalid } = listQueryOf(subscriberListQuerySchema, request);
  const result = await listSubscribers(services.db, query);
  return {
    ...result,
    query,
    exportHref: `/api/admin/subscribers/export.csv?${filterParams({ status: query.status, q: query.q })}`,
    invalid,
  };
}

export function meta() {
  return [{ title: "Subscribers | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { query, exportHref } = loaderData;
  const unsubscribe = useStaffChange();
  const sort = parseSort(query.sort, subscriberSortKeys, { id: "createdAt", desc: true });
  const filtered = Boolean(query.status || query.q);
  return (
    <>
      <ListHeading title="Subscribers">
        <ExportLink href={exportHref} />
      </ListHeading>
      <InvalidFiltersNote invalid={loaderData.invalid} />
      <StaffChangeOutcome id="unsubscribe-errors" change={unsubscribe} />
      <ListFilterForm label="Filter the subscribers" className="mt-1 flex flex-wrap items-end gap-1.5">
        <FilterSearch id="subscribers-q" label="Search" value={query.q} />
        <FilterSelect
          id="subscribers-status"
          label="Status"
          name="status"
          value={query.status}
          options={subscriberStatuses.map((status) => [status, subscriberStatusLabels[status]] as const)}
        />
        <FilterActions sort={query.sort} defaultSort="-createdAt" clearTo="/admin/subscribers" filtered={filtered} />
      </ListFilterForm>
      <SubscribersTable list={loaderData} sort={sort} filtered={filtered} unsubscribe={unsubscribe} />
    </>
  );
}
