import { isRouteErrorResponse, Link, NavLink, Outlet, useNavigate } from "react-router";
import { roleLabels } from "#app/domain/staff.ts";
import { AdminContext } from "#app/features/admin/admin-session.ts";
import { adminNavigation, canUseArea } from "#app/features/admin/roles.ts";
import { toStaff } from "#app/features/admin/staff.server.ts";
import { createStaffClient, sendAsStaff } from "#app/features/admin/staff-client.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await requireStaffPage(context.get(pageContext).services, request);
  return { staff: toStaff(auth.staff), csrfToken: auth.csrfToken };
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

/** The back-office frame: navigation for the role's areas, who is signed in, sign out, <main>. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff, csrfToken } = loaderData;
  const navigate = useNavigate();
  const links = [
    ...adminNavigation.filter((item) => !item.area || canUseArea(staff.role, item.area)),
    { label: "My account", to: "/admin/account" },
  ];
  async function signOut() {
    await sendAsStaff(createStaffClient(csrfToken).api.admin.session.$delete());
    navigate("/admin/login");
  }
  return (
    <AdminContext.Provider value={{ staff, csrfToken }}>
      <div className="min-h-screen md:flex">
        <header className="bg-ink text-paper md:w-30 md:shrink-0">
          <div className="flex flex-wrap items-center justify-between gap-1 p-2 md:block">
            <Link to="/admin" className="font-bold text-lg">
              Marut back office
            </Link>
            <nav aria-label="Back office" className="md:mt-3">
              <ul className="flex flex-wrap gap-1 md:block md:space-y-0.5">
                {links.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === "/admin"}
                      className={({ isActive }) =>
                        `block rounded px-1 py-0.5 underline-offset-2 hover:underline ${isActive ? "bg-signal font-semibold text-ink" : ""}`
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="md:mt-3">
              <p className="text-sm">
                {staff.name} <span className="block">({roleLabels[staff.role]})</span>
              </p>
              <button
                type="button"
                onClick={signOut}
                className="mt-1 rounded-md border border-paper px-1 py-0.5 font-semibold"
              >
                Sign out
              </button>
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-2 outline-none md:p-4">
          <Outlet />
        </main>
      </div>
    </AdminContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="main" className="mx-auto max-w-2xl p-4">
      <h1 className="text-2xl font-bold">
        {forbidden ? "You do not have access to this area" : "Something went wrong"}
      </h1>
      <p className="mt-1">
        <Link to="/admin" className="font-semibold underline">
          Back to the dashboard
        </Link>
      </p>
    </main>
  );
}
