import { data, type RouterContextProvider, redirect } from "react-router";
import { pageContext } from "#app/lib/page-context.ts";
import type { Services } from "#app/lib/services.ts";
import { type AdminArea, canUseArea } from "./roles.ts";
import { staffMessages } from "./schemas.ts";
import { type AuthenticatedStaff, authenticateStaff, readCookie, staffCookieName } from "./staff.server.ts";

/**
 * For /admin page loaders: the signed-in staff member, or a redirect to the
 * sign-in page (with `?next=` back here). With `area`, a role that may not use
 * it gets a 403 page. The layout already checks the session; each page checks
 * its own area because loaders run in parallel.
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const { services } = context.get(pageContext);
 *     const auth = await requireStaffPage(services, request, "careers");
 *     …
 */
export async function requireStaffPage(
  services: Services,
  request: Request,
  area?: AdminArea,
): Promise<AuthenticatedStaff> {
  const auth = await authenticateStaff(services, readCookie(request.headers.get("cookie"), staffCookieName(services)));
  if (!auth) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (area && !canUseArea(auth.staff.role, area)) throw data({ message: staffMessages.forbidden }, { status: 403 });
  return auth;
}

/**
 * For the loaders of editor pages (/admin/…/new and /admin/…/:id): the services once the staff member may use
 * `area` (as `requireStaffPage`), and the record the address's id names, null on the "new" page. An id that names
 * no record answers a 404 page saying `missing`.
 */
export async function requireStaffRecord<T>(
  { request, context, params }: { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } },
  area: AdminArea,
  load: (db: Services["db"], id: string) => Promise<T | null | undefined>,
  missing: string,
): Promise<{ services: Services; record: T | null }> {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, area);
  if (!params.id) return { services, record: null };
  const record = await load(services.db, params.id);
  if (!record) throw data({ message: missing }, { status: 404 });
  return { services, record };
}
