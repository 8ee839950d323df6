// Import boundaries, checked by `npm run lint` (dependency-cruiser). Why each rule exists: README
// "Layout" and docs/decisions/0018-import-boundaries.md. Paths are relative to the repository root.
// Type-only imports (`import type`, `typeof import(…)`) reach the rules as the exotic require
// "typeOnly" (see .dependency-cruiser.babel.js); every other import is a runtime import.

const feature = "^app/features/([^/]+)/";
const appShell = "^app/(root\\.tsx|routes\\.ts|entry\\.[^/]+)$";
const typeOnly = { exoticRequire: "^typeOnly$" };
const runtime = { exoticallyRequired: false };
/** Where the graph starts: nothing imports these, they are loaded by the framework, Node or the test runner. */
const entryPoints = [
  appShell,
  "^app/routes/",
  "^server/(main|start)\\.ts$",
  "^(scripts|tests)/",
  "\\.(test|spec)\\.tsx?$",
  "^[^/]+\\.ts$",
];
/** Modules under app/ that may import zod directly: server-only code, tests, and validation.ts itself. */
const zodAllowed = ["\\.server\\.tsx?$", "\\.test\\.tsx?$", "^app/lib/validation\\.ts$"];

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cross-feature",
      comment:
        "Features do not import each other: move what two features share to app/lib (or a component to app/components). The back office (app/features/admin) consumes other features: it calls the feature that owns each table. Site search (app/features/search) reads every public page, so it takes the careers feature's open-job condition and the content feature's addresses and renderer (decision 0022). Newsletter campaigns (app/features/campaigns) are written like the content studio's items: the content feature's Markdown renderer, directory references and latest posts make their email (decision 0024).",
      severity: "error",
      from: { path: feature, pathNot: "^app/features/(admin|search|campaigns)/" },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    {
      name: "back-office-on-top",
      comment: "No feature depends on the back office; only routes and the server host import app/features/admin.",
      severity: "error",
      from: { path: "^app/features/", pathNot: "^app/features/admin/" },
      to: { path: "^app/features/admin/" },
    },
    {
      name: "feature-not-to-routes",
      comment:
        "Features sit below the routes and the app shell: a route module or root.tsx/routes.ts/entry.* imports the feature, never the other way round.",
      severity: "error",
      from: { path: "^app/features/", pathNot: "\\.test\\.tsx?$" },
      to: { path: ["^app/routes/", appShell] },
    },
    {
      name: "shared-not-to-features",
      comment:
        "Shared code (app/lib, app/components, app/emails) sits below the features, the routes and the app shell.",
      severity: "error",
      from: { path: "^app/(lib|components|emails)/" },
      to: { path: ["^app/(features|routes)/", appShell] },
    },
    {
      name: "app-not-to-server",
      comment: "app/ and db/ never load server/ (the host) at run time.",
      severity: "error",
      from: { path: "^(app|db)/" },
      to: { path: "^server/", ...runtime },
    },
    {
      name: "types-from-server-api-only-in-lib",
      comment:
        "The one type-only way into server/: app/lib may `import type` the API's contract from server/api (the typed client). Nothing else in app/ or db/ names server/, not even for types.",
      severity: "error",
      from: { path: "^(app|db)/", pathNot: "^app/lib/" },
      to: { path: "^server/", ...typeOnly },
    },
    {
      name: "lib-types-from-server-api-only",
      comment: "app/lib may take types from server/api only, not from the rest of the host.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^server/", pathNot: "^server/api/", ...typeOnly },
    },
    {
      name: "db-not-to-app",
      comment:
        "db/ sits below app/, except for the domain vocabulary (the column enums). Only the demo-data seed and its test write through the jobs and content features, as staff and the content import do (decision 0013).",
      severity: "error",
      from: { path: "^db/", pathNot: "^db/seed(\\.test)?\\.ts$" },
      to: { path: "^app/", pathNot: "^app/domain/" },
    },
    {
      name: "domain-below-everything",
      comment:
        "The domain vocabulary (app/domain) is imported by every layer, so it imports only other domain modules and app/lib/validation.ts.",
      severity: "error",
      from: { path: "^app/domain/" },
      to: { path: "^(app|server|db)/", pathNot: ["^app/domain/", "^app/lib/validation\\.ts$"] },
    },
    {
      name: "browser-zod-from-validation",
      comment:
        "Browser code takes zod from app/lib/validation.ts, which sets zod's jitless mode: the page CSP allows no evaluated script. Only *.server.ts files, tests and server/, db/, scripts/ import zod directly.",
      severity: "error",
      from: { path: "^app/", pathNot: zodAllowed },
      to: { path: "(^|/)node_modules/zod/", ...runtime },
    },
    {
      name: "no-circular",
      comment:
        "No import cycles at run time. Type-only imports are erased by the build and cannot form one (the typed client's types come from server/api, which imports the features).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["exotic-require"] } },
    },
    {
      name: "not-to-unresolvable",
      comment:
        "Every import names a module that exists. A dynamic import must name its module with a string (or a template with no placeholder), so the build can bundle it and these rules can check it. Exceptions: server/main.ts and tests/support/server-build.ts load the server build by its file URL.",
      severity: "error",
      from: {
        pathNot: ["^server/main\\.ts$", "^tests/support/server-build\\.ts$"],
      },
      to: { couldNotResolve: true, pathNot: "^\\./\\+types/" },
    },
    {
      name: "no-dead-modules",
      comment:
        "Every module under app/, server/ and db/ is reached from an entry point: the app shell, a route module (app/routes.ts names them as strings), the server's entry, a script or a test. One that is not is dead code: delete it.",
      severity: "error",
      from: { path: entryPoints },
      to: { path: "^(app|server|db)/", pathNot: ["\\.d\\.ts$", ...entryPoints], reachable: false },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^(build|\\.react-router)/" },
    babelConfig: { fileName: ".dependency-cruiser.babel.js" },
    exoticRequireStrings: ["typeOnly"],
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "module-sync", "node", "default"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
