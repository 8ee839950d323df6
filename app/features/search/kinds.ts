import type { SearchKind } from "#app/domain/search.ts";
import { collections } from "../content/collections.ts";

/** What a result is, as the /search page names it: "Page", "Blog", "Press release", "Open position"… */
export function searchKindLabel(kind: SearchKind): string {
  if (kind === "page") return "Page";
  if (kind === "job") return "Open position";
  return collections[kind].label;
}
