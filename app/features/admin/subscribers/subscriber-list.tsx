import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { dangerButtonClass, linkClass, smallSecondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { newsletterTopicLabels, newsletterTopics } from "#app/domain/campaigns.ts";
import { subscriberStatusLabels } from "#app/domain/newsletter.ts";
import type { SubscriberItem } from "#app/features/newsletter/subscribers-admin.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import type { Page } from "#app/lib/list-query.ts";
import type { DataTableSort } from "../components/data-table.tsx";
import { ListTable } from "../components/list-page.tsx";
import type { StaffChangeMutation } from "../use-staff-change.tsx";

// The subscribers list (routes/admin/subscribers.tsx): each row's dates, and an
// unsubscribe button that asks once more in the row before it sends.

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/** The table of subscribers; unsubscribing sends through the page's `unsubscribe` change. */
export function SubscribersTable({
  list,
  sort,
  filtered,
  unsubscribe,
}: {
  list: Page<SubscriberItem>;
  sort: DataTableSort;
  filtered: boolean;
  unsubscribe: StaffChangeMutation;
}) {
  const [confirming, setConfirming] = useState<SubscriberItem | null>(null);

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
    {
      id: "topics",
      header: "Topics",
      cell: ({ row }) =>
        row.original.topics.length === newsletterTopics.length
          ? "All"
          : row.original.topics.map((topic) => newsletterTopicLabels[topic]).join(", ") || "None chosen",
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
            className={smallSecondaryButtonClass}
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
    <ListTable
      caption="Newsletter subscribers"
      columns={columns}
      list={list}
      sort={sort}
      emptyMessage={filtered ? "No subscribers match these filters." : "Nobody has subscribed yet."}
    />
  );
}
