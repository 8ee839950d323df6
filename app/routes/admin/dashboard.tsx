import { Link } from "react-router";
import { useAdmin } from "#app/features/admin/admin-session.ts";
import { dashboardCards } from "#app/features/admin/staff.server.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const auth = await requireStaffPage(services, request);
  return { cards: await dashboardCards(services.db, auth.staff.role) };
}

export function meta() {
  return [{ title: "Dashboard | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { staff } = useAdmin();
  return (
    <>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-1 text-muted">Welcome, {staff.name}.</p>
      {loaderData.cards.length === 0 ? (
        <p className="mt-2">There are no areas for your role yet.</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {loaderData.cards.map((card) => (
            <li key={card.to} className="rounded-lg border border-black/15 bg-white p-2">
              <h2 className="font-semibold">{card.label}</h2>
              <p className="text-4xl font-bold">{card.count}</p>
              <p className="text-sm text-muted">{card.description}</p>
              <Link to={card.to} className="mt-1 inline-block font-semibold underline">
                Go to {card.to.slice("/admin/".length)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
