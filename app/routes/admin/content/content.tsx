import type { ColumnDef } from "@tanstack/react-table";
import { Form } from "react-router";
import { SelectField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { contentStatuses, contentStatusLabels } from "#app/domain/content.ts";
import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { ListPage, recordLinkColumn } from "#app/features/admin/components/list-page.tsx";
import { ContentStatusBadge } from "#app/features/admin/content/content-status-badge.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { type CollectionName, collections } from "#app/features/content/collections.ts";
import { listStudioItems, type StudioListItem } from "#app/features/content/studio.server.ts";
import { contentListSchema } from "#app/features/content/studio-schemas.ts";
import { brand } from "#app/lib/brand.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { listQueryOf } from "#app/lib/list-query.ts";
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

/** The content list's "Filter" button. */
const outlineButtonClass = "min-h-6 rounded-md border-2 border-ink px-2 font-semibold";

const collectionNames = Object.keys(collections) as CollectionName[];
const collectionOptions = collectionNames.map((name) => [name, collections[name].plural] as const);

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
    <ListPage
      title="Content"
      headingClassName="flex flex-wrap items-center justify-between gap-2"
      actions={
        <Form action="/admin/content/new" method="get" aria-label="New item" className="flex flex-wrap items-end gap-1">
          <SelectField
            id="content-new-collection"
            label="Collection of the new item"
            name="collection"
            defaultValue={newCollection}
            key={newCollection}
          >
            <Options values={collectionNames} label={(name) => collections[name].label} />
          </SelectField>
          <button type="submit" className={primaryButtonClass}>
            New item
          </button>
        </Form>
      }
      tabs={{
        label: "Items by status",
        statuses: contentStatuses,
        labels: contentStatusLabels,
        counts,
        current: query.status,
        keep: { collection: query.collection, q: query.q },
      }}
      filters={{
        label: "Filter content",
        className: "mt-3 flex flex-wrap items-end gap-2",
        idPrefix: "content",
        query,
        fields: [
          { search: "Search titles and addresses" },
          { name: "collection", label: "Collection", any: "Every collection", options: collectionOptions },
          {
            name: "status",
            label: "Status",
            any: "Any status",
            options: labelledOptions(contentStatuses, contentStatusLabels),
          },
        ],
        actions: { sort: "", defaultSort: "", submit: { label: "Filter", className: outlineButtonClass } },
      }}
      table={{
        caption: "Content items",
        columns,
        list: loaderData,
        emptyMessage: "No content matches these filters.",
        className: "mt-3",
      }}
    />
  );
}
