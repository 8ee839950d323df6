import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sitePagePaths } from "../lib/site-pages.ts";
import routes from "../routes.ts";

// Every route module reads in one order (docs/development.md, "Route modules"):
// imports; module constants and types; the data exports (loader, action);
// the document exports (headers, links, meta, handle); the default component;
// ErrorBoundary; then the module's own components and helpers. A route module
// exports only what React Router reads.

/** The exports React Router reads from a route module, in the order they appear. */
const routeExportOrder = [
  "loader",
  "clientLoader",
  "action",
  "clientAction",
  "headers",
  "links",
  "meta",
  "handle",
  "shouldRevalidate",
  "default",
  "HydrateFallback",
  "ErrorBoundary",
] as const;

const routesDir = new URL(".", import.meta.url).pathname;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Declaration = { name: string; exported: boolean; component: boolean };

/**
 * The module's top-level declarations in source order: exported names and local components.
 * Biome formats every module, so a top-level declaration is a line starting at column 0.
 */
function declarations(source: string): Declaration[] {
  const patterns: [RegExp, (name: string) => Declaration[]][] = [
    [/^export default\b()/, () => [{ name: "default", exported: true, component: false }]],
    [
      /^export (?:async )?(?:function\*? ?|const |let |var |class |type |interface |enum )(\w+)/,
      (name) => [{ name, exported: true, component: false }],
    ],
    [
      /^export \{([^}]*)\}/,
      (list) =>
        list
          .split(",")
          .map(
            (part) =>
              part
                .trim()
                .split(/\s+as\s+/)
                .pop()
                ?.replace(/^type\s+/, "") ?? "",
          )
          .filter(Boolean)
          .map((name) => ({ name, exported: true, component: false })),
    ],
    [/^(?:async )?function (\w+)/, (name) => [{ name, exported: false, component: /^[A-Z][a-z]/.test(name) }]],
    [
      /^const ([A-Z][a-z]\w*)\s*=\s*(?:\(|function|async|memo\(|forwardRef\()/,
      (name) => [{ name, exported: false, component: true }],
    ],
  ];
  return source.split("\n").flatMap((line) => {
    for (const [pattern, read] of patterns) {
      const match = line.match(pattern);
      if (match) return read(match[1] ?? "");
    }
    return [];
  });
}

/** What is wrong with a route module's order (empty when it follows the documented one). */
function orderProblems(source: string): string[] {
  const problems: string[] = [];
  const found = declarations(source);
  const known: readonly string[] = routeExportOrder;
  let last = -1;
  for (const declaration of found.filter((d) => d.exported)) {
    const rank = known.indexOf(declaration.name);
    if (rank === -1) {
      problems.push(`exports "${declaration.name}", which React Router does not read (move it to a feature)`);
      continue;
    }
    if (rank < last) problems.push(`"${declaration.name}" comes after "${known[last]}"`);
    last = Math.max(last, rank);
  }
  const defaultAt = found.findIndex((d) => d.exported && d.name === "default");
  for (const [index, declaration] of found.entries()) {
    if (!declaration.exported && declaration.component && defaultAt !== -1 && index < defaultAt) {
      problems.push(`local component "${declaration.name}" comes before the default export`);
    }
  }
  return problems;
}

describe("route module export order", () => {
  const files = routeFiles(routesDir);

  it("finds the route modules", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((path) => [relative(routesDir, path), path]))("%s follows the documented order", (_, path) => {
    expect(orderProblems(readFileSync(path, "utf8"))).toEqual([]);
  });

  it("reports exports out of order, unknown exports and early local components", () => {
    const source = [
      "function Badge() { return null; }",
      "export default function Page() { return null; }",
      "export function meta() { return []; }",
      "export async function loader() { return null; }",
      "export const columns = [];",
    ].join("\n");
    expect(orderProblems(source)).toEqual([
      '"meta" comes after "default"',
      '"loader" comes after "default"',
      'exports "columns", which React Router does not read (move it to a feature)',
      'local component "Badge" comes before the default export',
    ]);
    expect(
      orderProblems(
        [
          "const PAGE_SIZE = 25;",
          "export async function loader() { return null; }",
          "export async function action() { return null; }",
          "export function meta() { return []; }",
          "export default function Page() { return null; }",
          "export function ErrorBoundary() { return null; }",
          "function Row() { return null; }",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

describe("the site's own pages", () => {
  // Every one shows the directory's offices (footer, structured data), so none
  // can be built ahead: each is kept in the render cache (decision 0021).
  const fileOf = (path: string) => routes.find((entry) => `/${entry.path ?? ""}` === path)?.file;

  it.each(sitePagePaths)("%s is served from the render cache", (path) => {
    const file = fileOf(path);
    expect(file, `route for ${path}`).toBeDefined();
    const source = readFileSync(join(routesDir, "..", file ?? ""), "utf8");
    expect(source).toMatch(/^export const handle: RouteHandle = \{[^}]*\brenderCache: true\b/m);
  });
});
