import type { Config } from "@react-router/dev/config";
import { contentPathsToPrerender } from "./app/features/content/content.server.ts";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

// Server rendering for everything, plus build-time HTML for the pages whose
// content does not depend on the request (served as static files by server/):
// the static pages and every content item, hub and listing page.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  prerender: () => [...prerenderPaths, ...contentPathsToPrerender()],
} satisfies Config;
