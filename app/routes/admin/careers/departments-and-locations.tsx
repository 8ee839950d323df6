import { Link } from "react-router";
import { DepartmentsSection, LocationsSection } from "#app/features/admin/careers/careers-lists.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { listDepartments, listLocations } from "#app/features/careers/jobs-admin.server.ts";
import { brand } from "#app/lib/brand.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/departments-and-locations";

// /admin/jobs/departments-and-locations: the lists a job is filed under, and
// forms to add to them (hr; admin passes). Both lists are small, so they are
// shown whole.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "careers");
  const [departments, locations] = await Promise.all([listDepartments(services.db), listLocations(services.db)]);
  return { departments, locations };
}

export function meta() {
  return [{ title: `Departments and locations | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminDepartmentsAndLocations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/admin/jobs" className="underline">
          Jobs
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold">Departments and locations</h1>
      <p className="mt-1 max-w-2xl">
        Every job belongs to one department and one location. Applicants filter open positions by both, and a location's
        city and country go into the job's search-engine data.
      </p>
      <DepartmentsSection departments={loaderData.departments} />
      <LocationsSection locations={loaderData.locations} />
    </>
  );
}
