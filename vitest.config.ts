import { configDefaults, defineConfig } from "vitest/config";

// One Vitest run, four projects by kind of test; `npm run test:<name>` runs one
// (README, "Tests"). The reliability suite has its own config
// (vitest.reliability.config.ts): it kills servers and needs a build.
export default defineConfig({
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Test files in one worker share its loaded modules instead of importing the app again for
    // each file (a third of the run's time). Every file sets up and tears down its own database,
    // app and stubs (setUpTestApp, cleanupAfterEach, vi.restoreAllMocks), so none relies on a
    // fresh module registry; one that must, calls vi.resetModules() itself.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Modules on their own, and the server's pieces (HTTP server, mail, rate limits, database).
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "server/api/**"],
        },
      },
      {
        // The HTTP API through the real application on a test database.
        extends: true,
        test: { name: "api", include: ["server/api/**/*.test.ts"] },
      },
      {
        // Cross-cutting security checks: headers, limits, fuzzing, secrets at rest.
        extends: true,
        test: { name: "security", include: ["tests/security/**/*.test.ts"] },
      },
      {
        // The production server as real processes; needs `npm run build` first.
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"] },
      },
    ],
  },
});
