import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

// Server rendering for everything, plus build-time HTML for the pages whose
// content does not depend on the request (served as static files by server/):
// the static pages. Insights, newsroom, announcements and events come from the
// database and are kept in the render cache instead (decision 0021).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  prerender: () => prerenderPaths,
} satisfies Config;
