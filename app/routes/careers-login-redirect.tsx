import { redirect } from "react-router";
import type { Route } from "./+types/careers-login-redirect";

// The spec sends readers to /careers/login (after a 401 and on logout) while
// its route table serves the login page at /careers/jobs/login: both work.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/careers/jobs/login${search}`);
}
