import { bookingStatuses, bookingStatusLabels } from "#app/domain/booking.ts";
import { BookingsTable } from "#app/features/admin/bookings/booking-list.tsx";
import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { ListPage, listViewOf } from "#app/features/admin/components/list-page.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { listBookings } from "#app/features/booking/bookings-admin.server.ts";
import { bookingListQuerySchema, bookingSortKeys } from "#app/features/booking/bookings-admin-schemas.ts";
import { listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/bookings";

const whenOptions = [
  ["upcoming", "Upcoming"],
  ["past", "Past"],
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "bookings");
  const { query, invalid } = listQueryOf(bookingListQuerySchema, request);
  return { ...(await listBookings(services.db, query)), query, invalid };
}

export function meta() {
  return [{ title: "Demo bookings | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const { sort, filtered } = listViewOf(query, bookingSortKeys);
  return (
    <ListPage
      title="Demo bookings"
      intro={
        <p className="mt-1 max-w-prose text-[#4a5565]">
          The 30-minute calls visitors booked after the lead wizard, each with its lead. Times are in IST; the lead's
          page shows the visitor's own zone.
        </p>
      }
      filters={{
        label: "Filter the bookings",
        className: "mt-2 flex flex-wrap items-end gap-1.5",
        idPrefix: "bookings",
        query,
        invalid: loaderData.invalid,
        fields: [
          { search: "Company, lead or salesperson" },
          { name: "when", label: "When", options: whenOptions },
          { name: "status", label: "Status", options: labelledOptions(bookingStatuses, bookingStatusLabels) },
        ],
        actions: { sort: query.sort, defaultSort: "startsAt", clearTo: "/admin/bookings", filtered },
      }}
    >
      <BookingsTable list={loaderData} sort={sort} filtered={filtered} />
    </ListPage>
  );
}
