import { redirect } from "react-router";
import type { Route } from "./+types/careers-login-redirect";

// Readers are sent to /careers/login (after a 401 and on logout) while the
// login page itself is served at /careers/jobs/login: both work.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/careers/jobs/login${search}`);
}
