// Import-boundary rules of the architecture guide, checked over the source tree:
//  - features do not import each other;
//  - shared code (app/lib, app/components, app/emails) does not import features or routes;
//  - app/ and db/ never import server/ (the host) except for types (`import type`: the
//    typed API client's contract), db/ never imports app/ (except the
//    demo-data seed and its test, which write through the jobs feature like staff do);
//  - no import cycles.
// Exits non-zero and names each offending import.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const sourceDirs = ["app", "server", "db", "scripts", "tests"];
const extensions = [".ts", ".tsx"];

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return walk(full);
    return extensions.includes(path.extname(name)) ? [full] : [];
  });
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Files imported only for their types (`import type …`): erased from what runs. */
const typeOnlyImports = new Map<string, Set<string>>();

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier?.startsWith(".")) {
      const target = path.resolve(path.dirname(file), specifier);
      found.push(target);
      if (/^\s*import\s+type\s/.test(match[0])) {
        typeOnlyImports.set(file, (typeOnlyImports.get(file) ?? new Set()).add(target));
      }
    }
  }
  return found;
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(rel(file))?.[1];

/** The demo-data seed sits above the features it writes through (decision 0013). */
const seedFiles = new Set(["db/seed.ts", "db/seed.test.ts"]);

const files = sourceDirs.flatMap((dir) => walk(path.join(root, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const problems: string[] = [];

for (const [file, targets] of graph) {
  const from = rel(file);
  for (const target of targets) {
    const to = rel(target);
    const fromFeature = featureOf(file);
    const toFeature = featureOf(target);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      problems.push(`${from} imports ${to}: features do not import each other; move shared code to app/lib`);
    }
    if (/^app\/(lib|components|emails)\//.test(from) && /^app\/(features|routes)\//.test(to)) {
      problems.push(`${from} imports ${to}: shared code must not depend on features or routes`);
    }
    // The typed API client takes the API's contract as a type (app/lib/api-client.ts).
    const typeOnly = typeOnlyImports.get(file)?.has(target) ?? false;
    if ((from.startsWith("app/") || from.startsWith("db/")) && to.startsWith("server/") && !typeOnly) {
      problems.push(`${from} imports ${to}: app/ and db/ must not depend on server/`);
    }
    if (from.startsWith("db/") && to.startsWith("app/") && !seedFiles.has(from)) {
      problems.push(`${from} imports ${to}: db/ must not depend on app/`);
    }
  }
}

// Cycle detection (depth-first, three colours).
const state = new Map<string, "visiting" | "done">();
const stack: string[] = [];
function visit(file: string) {
  state.set(file, "visiting");
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    const s = state.get(target);
    if (s === "visiting") {
      const cycle = stack.slice(stack.indexOf(target)).concat(target).map(rel);
      problems.push(`import cycle: ${cycle.join(" -> ")}`);
    } else if (!s) visit(target);
  }
  stack.pop();
  state.set(file, "done");
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length > 0) {
  console.error(`Import boundaries broken (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.warn(`Import boundaries hold across ${files.length} files.`);
