import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The text a visitor can read, as source: the page data of every feature, the
// routes, the content collections and the demo jobs. Consistency tests scan it
// for claims and figures that disagree with the modules that state them once.

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, extension);
    return name.endsWith(extension) && !name.includes(".test.") ? [full] : [];
  });
}

export type SiteText = { file: string; text: string };

export const siteText: SiteText[] = [
  ...filesUnder(path.join(root, "app/features"), ".ts"),
  ...filesUnder(path.join(root, "app/routes"), ".tsx"),
  ...filesUnder(path.join(root, "content"), ".md"),
  path.join(root, "db/demo-jobs.ts"),
].map((file) => ({ file: path.relative(root, file), text: readFileSync(file, "utf8") }));

/** Each match of `pattern` (a global regular expression) in the site's text, with its file and first group. */
export function occurrences(pattern: RegExp): { file: string; phrase: string; value: string }[] {
  return siteText.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ file, phrase: match[0], value: match[1] ?? "" })),
  );
}
