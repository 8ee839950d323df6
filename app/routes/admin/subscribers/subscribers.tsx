import { subscriberStatuses, subscriberStatusLabels } from "#app/domain/newsletter.ts";
import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { ListPage, listViewOf } from "#app/features/admin/components/list-page.tsx";
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
  const { sort, filtered } = listViewOf(query, subscriberSortKeys);
  return (
    <ListPage
      title="Subscribers"
      exportHref={exportHref}
      before={<StaffChangeOutcome id="unsubscribe-errors" change={unsubscribe} />}
      filters={{
        label: "Filter the subscribers",
        className: "mt-1 flex flex-wrap items-end gap-1.5",
        idPrefix: "subscribers",
        query,
        invalid: loaderData.invalid,
        fields: [
          { search: "Search" },
          { name: "status", label: "Status", options: labelledOptions(subscriberStatuses, subscriberStatusLabels) },
        ],
        actions: { sort: query.sort, defaultSort: "-createdAt", clearTo: "/admin/subscribers", filtered },
      }}
    >
      <SubscribersTable list={loaderData} sort={sort} filtered={filtered} unsubscribe={unsubscribe} />
    </ListPage>
  );
}
