import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { campaignStatuses, campaignStatusLabels } from "#app/domain/campaigns.ts";
import { audienceLabel } from "#app/features/admin/campaigns/campaign-editor.tsx";
import { CampaignStatusBadge } from "#app/features/admin/campaigns/campaign-status-badge.tsx";
import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { isFiltered, ListPage, NewRecordLink, recordLinkColumn } from "#app/features/admin/components/list-page.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { type CampaignListItem, listCampaigns } from "#app/features/campaigns/campaigns.server.ts";
import { campaignListSchema } from "#app/features/campaigns/schemas.ts";
import { brand } from "#app/lib/brand.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/campaigns";

// /admin/campaigns: every newsletter campaign, newest change first, filtered by
// status and subject, with the number in each status.

const count = new Intl.NumberFormat("en-GB");

const columns: ColumnDef<CampaignListItem, unknown>[] = [
  recordLinkColumn("subject", "Subject", (item) => ({ to: `/admin/campaigns/${item.id}`, text: item.subject })),
  { id: "status", header: "Status", cell: ({ row }) => <CampaignStatusBadge campaign={row.original} /> },
  { id: "audience", header: "Audience", cell: ({ row }) => audienceLabel(row.original.topics) },
  { id: "when", header: "Send time", cell: ({ row }) => whenOf(row.original) },
  {
    id: "sent",
    header: "Sent / recipients",
    cell: ({ row }) =>
      row.original.recipients > 0 ? (
        <span className="tabular-nums">
          {count.format(row.original.sent)} / {count.format(row.original.recipients)}
        </span>
      ) : (
        "—"
      ),
  },
  {
    id: "updatedAt",
    header: "Last saved",
    cell: ({ row }) => `${formatDateTime(row.original.updatedAt)} by ${row.original.updatedByName ?? "—"}`,
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "campaigns");
  const { query, invalid } = listQueryOf(campaignListSchema, request);
  const result = await listCampaigns(services.db, query);
  return { ...result, query, invalid };
}

export function meta() {
  return [{ title: `Campaigns | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { query, counts } = loaderData;
  const none = campaignStatuses.every((status) => counts[status] === 0);
  return (
    <ListPage
      title="Campaigns"
      actions={<NewRecordLink to="/admin/campaigns/new">New campaign</NewRecordLink>}
      intro={
        <p className="mt-1 max-w-3xl">
          Newsletter emails to the confirmed subscribers: write one, send yourself a test, then schedule it or send it
          now.
        </p>
      }
      tabs={{
        label: "Campaigns by status",
        statuses: campaignStatuses,
        labels: campaignStatusLabels,
        counts,
        current: query.status,
        keep: { q: query.q },
      }}
      filters={{
        label: "Filter the campaigns",
        className: "mt-2 flex flex-wrap items-end gap-1.5",
        idPrefix: "campaigns",
        query,
        invalid: loaderData.invalid,
        fields: [
          { search: "Search subjects" },
          {
            name: "status",
            label: "Status",
            any: "Any status",
            options: labelledOptions(campaignStatuses, campaignStatusLabels),
          },
        ],
        actions: { sort: "", defaultSort: "", clearTo: "/admin/campaigns", filtered: isFiltered(query) },
      }}
      table={{
        caption: "Campaigns",
        columns,
        list: loaderData,
        emptyMessage:
          none && !query.q ? (
            <>
              No campaigns yet.{" "}
              <Link to="/admin/campaigns/new" className={linkClass}>
                Write the first one
              </Link>
              .
            </>
          ) : (
            "No campaigns match these filters."
          ),
        className: "mt-3",
      }}
    />
  );
}

/** When it goes (or went) out, as its status tells. */
function whenOf(item: CampaignListItem): string {
  switch (item.status) {
    case "scheduled":
      return item.sendAt ? `Sends ${formatDateTime(item.sendAt)}` : "—";
    case "sending":
    case "paused":
      return item.startedAt ? `Started ${formatDateTime(item.startedAt)}` : "—";
    case "sent":
      return item.finishedAt ? `Sent ${formatDateTime(item.finishedAt)}` : "—";
    case "cancelled":
      return item.finishedAt ? `Cancelled ${formatDateTime(item.finishedAt)}` : "—";
    default:
      return "—";
  }
}
