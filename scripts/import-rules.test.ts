import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Runs `npm run lint:imports` with the repository's own dependency-cruiser config over a small tree
// of fixture files, one per rule and case, and checks that each rule catches its violation and lets
// the allowed cases through. A rule that stops working fails here.

const root = path.resolve(import.meta.dirname, "..");

const fixtures: Record<string, string> = {
  // Entry points: the shell reaches every module of app/ except the dead one; a script reaches db/.
  "app/root.tsx": [
    "a/index",
    "a/route-user",
    "a/shell-user",
    "a/computed-import",
    "a/template-import",
    "a/zod-direct",
    "a/zod.server",
    "a/cycle-one",
    "a/type-cycle-one",
    "a/server-types",
    "admin/uses-feature",
    "b/uses-admin",
  ]
    .map((file) => `import "./features/${file}.ts";`)
    .concat(
      ["client", "client-runtime", "host-types", "uses-feature", "validation"].map(
        (file) => `import "./lib/${file}.ts";`,
      ),
    )
    .join("\n"),
  "app/routes/home.tsx": "export default function Home() {\n  return null;\n}\n",
  "scripts/seed.ts":
    'import "#db/query.ts";\nimport "#db/seed.ts";\nimport "#db/columns.ts";\nimport "#app/domain/leaky.ts";\n',

  "app/features/a/index.ts": 'import { b } from "../b/index.ts";\nexport const a = b;\n',
  "app/features/b/index.ts": "export const b = 1;\n",
  "app/features/a/route-user.ts": 'import Home from "../../routes/home.tsx";\nexport const home = Home;\n',
  "app/features/a/shell-user.ts": 'import "../../root.tsx";\n',
  "app/features/a/computed-import.ts": `const name = "index";\nexport const load = () => import(\`../b/\${name}.ts\`);\n`,
  "app/features/a/template-import.ts": "export const load = () => import(`../b/index.ts`);\n",
  "app/features/a/zod-direct.ts": 'import { z } from "zod";\nexport const s = z.string();\n',
  "app/features/a/zod.server.ts": 'import { z } from "zod";\nexport const s = z.string();\n',
  "app/features/a/cycle-one.ts": 'import { two } from "./cycle-two.ts";\nexport const one = () => two;\n',
  "app/features/a/cycle-two.ts": 'import { one } from "./cycle-one.ts";\nexport const two = () => one;\n',
  "app/features/a/type-cycle-one.ts":
    'import type { Two } from "./type-cycle-two.ts";\nexport type One = { two?: Two };\nexport const one = 1;\n',
  "app/features/a/type-cycle-two.ts": 'import { one } from "./type-cycle-one.ts";\nexport type Two = typeof one;\n',
  "app/features/a/server-types.ts":
    'import type { Api } from "../../../server/api/contract.ts";\nexport type A = Api;\n',
  "app/lib/validation.ts": 'import { z } from "zod";\nexport { z };\n',
  "app/lib/client.ts": 'import type { Api } from "../../server/api/contract.ts";\nexport type Client = Api;\n',
  "app/lib/client-runtime.ts": 'import { contract } from "../../server/api/contract.ts";\nexport const c = contract;\n',
  "app/lib/host-types.ts": 'import type { Host } from "../../server/host.ts";\nexport type H = Host;\n',
  "app/lib/uses-feature.ts": 'import { b } from "../features/b/index.ts";\nexport const c = b;\n',
  "app/lib/dead.ts": "export const nobodyImportsThis = 1;\n",
  "app/features/admin/uses-feature.ts": 'import { b } from "../b/index.ts";\nexport const admin = b;\n',
  "app/features/b/uses-admin.ts": 'import { admin } from "../admin/uses-feature.ts";\nexport const c = admin;\n',
  "app/domain/status.ts": 'import { z } from "../lib/validation.ts";\nexport const status = z.enum(["a"]);\n',
  "app/domain/leaky.ts": 'import { b } from "../features/b/index.ts";\nexport const leaky = b;\n',
  "db/columns.ts": 'import { status } from "#app/domain/status.ts";\nexport const columns = status;\n',
  "server/api/contract.ts": "export type Api = { ok: true };\nexport const contract = 1;\n",
  "server/host.ts": "export type Host = { port: number };\n",
  "db/query.ts": 'import { c } from "#app/lib/client-runtime.ts";\nexport const q = c;\n',
  "db/seed.ts": 'import { c } from "#app/lib/client-runtime.ts";\nexport const seed = c;\n',
};

type Violation = { rule: string; from: string; to: string };
let violations: Violation[] = [];
let directory = "";

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  for (const [file, source] of Object.entries(fixtures)) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), source);
  }
  for (const config of [".dependency-cruiser.js", ".dependency-cruiser.babel.js"]) {
    copyFileSync(path.join(root, config), path.join(directory, config));
  }
  // The repository's subpath imports (#app/…, #db/…): the fixtures of db/ and scripts/ import through
  // them, those of app/ by relative paths, so the rules are proven to hold on both.
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    imports: Record<string, string>;
  };
  writeFileSync(path.join(directory, "package.json"), JSON.stringify({ type: "module", imports: manifest.imports }));
  symlinkSync(path.join(root, "node_modules"), path.join(directory, "node_modules"));

  const scripts = manifest.scripts;
  const command = scripts["lint:imports"]?.replace("--output-type err", "--output-type json");
  expect(command).toContain("--output-type json");
  let output: string;
  try {
    output = execFileSync("sh", ["-c", command as string], {
      cwd: directory,
      encoding: "utf8",
      env: { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` },
    });
  } catch (error) {
    // dependency-cruiser exits non-zero when it finds violations; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(output) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  violations = result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}, 60_000);

afterAll(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const ruleFor = (from: string, to?: string) =>
  violations
    .filter((violation) => violation.from === from && (to === undefined || violation.to.endsWith(to)))
    .map((violation) => violation.rule)
    .sort();

describe("import boundaries (npm run lint:imports)", () => {
  it("refuses a feature importing another feature, statically or by a template-string import", () => {
    expect(ruleFor("app/features/a/index.ts", "app/features/b/index.ts")).toEqual(["no-cross-feature"]);
    expect(ruleFor("app/features/a/template-import.ts", "app/features/b/index.ts")).toEqual(["no-cross-feature"]);
  });

  it("lets the back office call other features, and no feature call the back office", () => {
    expect(ruleFor("app/features/admin/uses-feature.ts")).toEqual([]);
    expect(ruleFor("app/features/b/uses-admin.ts")).toContain("back-office-on-top");
  });

  it("keeps the domain vocabulary at the bottom: db/ may read it, it reads only itself and validation", () => {
    expect(ruleFor("db/columns.ts")).toEqual([]);
    expect(ruleFor("app/domain/status.ts")).toEqual([]);
    expect(ruleFor("app/domain/leaky.ts")).toEqual(["domain-below-everything"]);
  });

  it("refuses a feature importing a route module or the app shell", () => {
    expect(ruleFor("app/features/a/route-user.ts")).toEqual(["feature-not-to-routes"]);
    expect(ruleFor("app/features/a/shell-user.ts", "app/root.tsx")).toContain("feature-not-to-routes");
  });

  it("refuses a dynamic import whose module is computed", () => {
    expect(ruleFor("app/features/a/computed-import.ts")).toEqual(["not-to-unresolvable"]);
  });

  it("refuses zod imported directly by browser code, not by *.server.ts or app/lib/validation.ts", () => {
    expect(ruleFor("app/features/a/zod-direct.ts")).toEqual(["browser-zod-from-validation"]);
    expect(ruleFor("app/features/a/zod.server.ts")).toEqual([]);
    expect(ruleFor("app/lib/validation.ts")).toEqual([]);
  });

  it("refuses runtime import cycles and lets type-only ones through", () => {
    expect(ruleFor("app/features/a/cycle-one.ts")).toEqual(["no-circular"]);
    expect(ruleFor("app/features/a/type-cycle-one.ts")).toEqual([]);
    expect(ruleFor("app/features/a/type-cycle-two.ts")).toEqual([]);
  });

  it("lets app/lib take types from server/api and nothing more from server/", () => {
    expect(ruleFor("app/lib/client.ts")).toEqual([]);
    expect(ruleFor("app/lib/client-runtime.ts")).toEqual(["app-not-to-server"]);
    expect(ruleFor("app/lib/host-types.ts")).toEqual(["lib-types-from-server-api-only"]);
    expect(ruleFor("app/features/a/server-types.ts")).toEqual(["types-from-server-api-only-in-lib"]);
  });

  it("refuses shared code importing a feature", () => {
    expect(ruleFor("app/lib/uses-feature.ts")).toEqual(["shared-not-to-features"]);
  });

  it("refuses db/ importing app/, except the demo-data seed", () => {
    expect(ruleFor("db/query.ts")).toEqual(["db-not-to-app"]);
    expect(ruleFor("db/seed.ts")).toEqual([]);
  });

  it("reports a module no entry point reaches as dead", () => {
    const dead = violations.filter((violation) => violation.rule === "no-dead-modules").map(({ from }) => from);
    expect(dead).toEqual(["app/lib/dead.ts"]);
  });
});
