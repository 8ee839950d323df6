import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { ListPage, listViewOf } from "#app/features/admin/components/list-page.tsx";
import { RequestedItems, RequestsTable } from "#app/features/admin/requests/request-list.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { listContentRequests, requestedItems } from "#app/features/content/requests-admin.server.ts";
import {
  contentRequestKindLabels,
  contentRequestKinds,
  requestListQuerySchema,
  requestSortKeys,
} from "#app/features/content/requests-admin-schemas.ts";
import { filterParams, listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/requests";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "requests");
  const { query, invalid } = listQueryOf(requestListQuerySchema, request);
  const [list, items] = await Promise.all([
    listContentRequests(services.db, query),
    requestedItems(services.db, query.kind),
  ]);
  const filters = { kind: query.kind, item: query.item, q: query.q };
  return { ...list, items, query, invalid, exportHref: `/api/admin/requests/export.csv?${filterParams(filters)}` };
}

export function meta() {
  return [
    { title: "Downloads and registrations | Marut back office" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { query, items, exportHref } = loaderData;
  const { sort, filtered } = listViewOf(query, requestSortKeys);
  return (
    <ListPage
      title="Downloads and registrations"
      exportHref={exportHref}
      intro={
        <p className="mt-1 max-w-prose text-[#4a5565]">
          Everyone who asked for a whitepaper or registered for an event, with the company they gave. Each one is also a
          lead for the sales team.
        </p>
      }
      before={<RequestedItems items={items} current={query.item} />}
      filters={{
        label: "Filter the requests",
        className: "mt-2 flex flex-wrap items-end gap-1.5",
        idPrefix: "requests",
        query,
        invalid: loaderData.invalid,
        fields: [
          { search: "Name, email or company" },
          { name: "kind", label: "Kind", options: labelledOptions(contentRequestKinds, contentRequestKindLabels) },
          {
            name: "item",
            label: "Whitepaper or event",
            options: items.map((item) => [item.slug, item.title] as const),
          },
        ],
        actions: { sort: query.sort, defaultSort: "-createdAt", clearTo: "/admin/requests", filtered },
      }}
    >
      <RequestsTable list={loaderData} sort={sort} filtered={filtered} />
    </ListPage>
  );
}
