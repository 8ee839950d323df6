import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the production server as real processes, killed
// with SIGKILL, cut off from its mail server, run twice on one database. Needs
// `npm run build` first; one file at a time, since each starts its own servers.
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
