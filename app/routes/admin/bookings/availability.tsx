import { AvailabilityForm } from "#app/features/admin/bookings/availability-form.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { timeZoneChoices } from "#app/features/booking/booking.server.ts";
import { availabilityOf } from "#app/features/booking/bookings-admin.server.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/availability";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const { staff } = await requireStaffPage(services, request, "bookings");
  const saved = await availabilityOf(services.db, staff.id);
  return { saved, zones: timeZoneChoices(saved?.timeZone ?? "Asia/Kolkata") };
}

export function meta() {
  return [{ title: "My availability | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminAvailability({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">My availability</h1>
      <p className="mt-1 max-w-prose text-[#4a5565]">
        When visitors can book a demo call with you. Each booking goes to a salesperson free at that time, the one
        booked least recently first, and you get an email with the calendar invite.
      </p>
      <AvailabilityForm saved={loaderData.saved} zones={loaderData.zones} />
    </>
  );
}
