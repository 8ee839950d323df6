import type { ColumnDef } from "@tanstack/react-table";
import { Form, Link } from "react-router";
import { SelectField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { contentStatuses, contentStatusLabels } from "#app/domain/content.ts";
import { FilterSearch, FilterSelect } from "#app/features/admin/components/filter-actions.tsx";
import { ListFilterForm, ListTable, recordLinkColumn } from "#app/features/admin/components/list-page.tsx";
import { ContentStatusBadge } from "#app/features/admin/content/content-status-badge.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { type CollectionName, collections } from "#app/features/content/collections.ts";
import { listStudioItems, type StudioListItem } from "#app/features/content/studio.server.ts";
import { contentListSchema } from "#app/features/content/studio-schemas.ts";
import { brand } from "#app/lib/brand.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { filterParams, listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/content";

// /admin/content: every item of the content studio, filtered by collection,
// status and text, with the number of items in each status.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "content");
  const { query } = listQueryOf(contentListSchema, request);
  const result = await listStudioItems(services.db, query);
  return { ...result, query };
}

export function meta() {
  return [{ title: `Content | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

const collectionNames = Object.keys(collections) as CollectionName[];

const columns: ColumnDef<StudioListItem, unknown>[] = [
  recordLinkColumn("title", "Title", (item) => ({ to: `/admin/content/${item.id}`, text: item.title || item.slug })),
  { id: "collection", header: "Collection", cell: ({ row }) => collections[row.original.collection].label },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <ContentStatusBadge status={row.original.status} siteProblem={row.original.siteProblem} />,
  },
  {
    id: "publishAt",
    header: "Goes live",
    cell: ({ row }) =>
      row.original.status === "scheduled" && row.original.publishAt ? formatDateTime(row.original.publishAt) : "—",
  },
  {
    id: "updatedAt",
    header: "Last saved",
    cell: ({ row }) => `${formatDateTime(row.original.updatedAt)} by ${row.original.updatedByName ?? "—"}`,
  },
];

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { query, counts } = loaderData;
  const newCollection = query.collection ?? "blogs";
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Content</h1>
        <Form action="/admin/content/new" method="get" aria-label="New item" className="flex flex-wrap items-end gap-1">
          <SelectField
            id="content-new-collection"
            label="Collection of the new item"
            name="collection"
            defaultValue={newCollection}
            key={newCollection}
          >
            {collectionNames.map((name) => (
              <option key={name} value={name}>
                {collections[name].label}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={primaryButtonClass}>
            New item
          </button>
        </Form>
      </div>
      <nav aria-label="Items by status" className="mt-2">
        <ul className="flex flex-wrap gap-1">
          {contentStatuses.map((status) => {
            const current = query.status === status;
            const params = filterParams({
              collection: query.collection,
              q: query.q,
              status: current ? undefined : status,
            });
            return (
              <li key={status}>
                <Link
                  to={`?${params}`}
                  aria-current={current ? "true" : undefined}
                  className={`inline-flex min-h-6 items-center gap-1 rounded-md border-2 px-1.5 font-semibold ${current ? "border-ink bg-signal" : "border-black/30 bg-white hover:border-ink"}`}
                >
                  {contentStatusLabels[status]} <span className="tabular-nums">{counts[status]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ListFilterForm label="Filter content" className="mt-3 flex flex-wrap items-end gap-2">
        <FilterSearch id="content-q" label="Search titles and addresses" value={query.q} />
        <FilterSelect
          id="content-collection"
          label="Collection"
          name="collection"
          value={query.collection}
          anyLabel="Every collection"
          options={collectionNames.map((name) => [name, collections[name].plural] as const)}
        />
        <FilterSelect
          id="content-status"
          label="Status"
          name="status"
          value={query.status}
          anyLabel="Any status"
          options={contentStatuses.map((status) => [status, contentStatusLabels[status]] as const)}
        />
        <button type="submit" className="min-h-6 rounded-md border-2 border-ink px-2 font-semibold">
          Filter
        </button>
      </ListFilterForm>
      <ListTable
        caption="Content items"
        columns={columns}
        list={loaderData}
        emptyMessage="No content matches these filters."
        className="mt-3"
      />
    </div>
  );
}
