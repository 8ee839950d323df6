import type { Config } from "@react-router/dev/config";

// Server rendering for everything; nothing is prerendered. Pages that are the
// same for every visitor still show what the database holds (the directory's
// offices in every footer, figures, people, FAQs, content), so they are
// rendered by the server and kept in the render cache instead (decision 0021).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
