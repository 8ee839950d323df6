import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { bookingStatusLabels } from "#app/domain/booking.ts";
import type { BookingView } from "#app/features/booking/booking.server.ts";
import type { BookingRow } from "#app/features/booking/bookings-admin.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import type { Page } from "#app/lib/list-query.ts";
import type { DataTableSort } from "../components/data-table.tsx";
import { ListTable } from "../components/list-page.tsx";
import { TermList } from "../components/record-parts.tsx";

// The demo bookings list (routes/admin/bookings/bookings.tsx) and a lead's bookings on its page.

const statusClass = { booked: "bg-[#e6f4ea] text-[#14532d]", cancelled: "bg-[#eef0f3] text-[#4a5565]" } as const;

/** A booking's status as a badge. */
export function BookingStatusBadge({ status }: { status: BookingRow["status"] }) {
  return (
    <span className={`rounded-full px-1 py-0.5 text-sm font-semibold ${statusClass[status]}`}>
      {bookingStatusLabels[status]}
    </span>
  );
}

/** One page of bookings. */
export function BookingsTable({
  list,
  sort,
  filtered,
}: {
  list: Page<BookingRow>;
  sort: DataTableSort;
  filtered: boolean;
}) {
  const columns: ColumnDef<BookingRow, unknown>[] = [
    { id: "startsAt", header: "Call", enableSorting: true, cell: ({ row }) => formatDateTime(row.original.startsAt) },
    {
      id: "company",
      header: "Lead",
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={`/admin/leads/${row.original.leadId}`} className={linkClass}>
          {row.original.company}
          <span className="block text-sm font-normal">{row.original.leadName}</span>
        </Link>
      ),
    },
    { id: "salesName", header: "With", enableSorting: true, cell: ({ row }) => row.original.salesName },
    { id: "status", header: "Status", cell: ({ row }) => <BookingStatusBadge status={row.original.status} /> },
    {
      id: "createdAt",
      header: "Booked",
      enableSorting: true,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
  ];
  return (
    <ListTable
      caption="Demo bookings"
      columns={columns}
      list={list}
      sort={sort}
      emptyMessage={filtered ? "No bookings match these filters." : "No demo has been booked yet."}
    />
  );
}

/** The bookings of one lead, for its page in the leads inbox. */
export function LeadBookings({ bookings }: { bookings: BookingView[] }) {
  if (bookings.length === 0) return <p className="mt-1 text-[#4a5565]">No demo call booked.</p>;
  return (
    <ul className="mt-1 space-y-1">
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-md border border-[#d5dbe3] bg-white p-1.5">
          <TermList
            className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5"
            items={[
              ["Call", formatDateTime(booking.startsAt)],
              ["With", booking.salesName],
              ["Visitor's zone", booking.visitorTimeZone],
              ["Status", <BookingStatusBadge key="status" status={booking.status} />],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
