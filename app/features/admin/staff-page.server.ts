import { data, redirect } from "react-router";
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
