import { campaignsReferencingDirectory } from "#app/features/campaigns/campaigns.server.ts";
import { aboutPage } from "#app/features/company/about.ts";
import {
  type DirectoryChange,
  type DirectoryProblem,
  deleteDirectoryEntry,
  getDirectoryEntry,
  itemsReferencingDirectory,
} from "#app/features/content/directory.server.ts";
import type { DirectoryKind } from "#app/features/content/directory-schemas.ts";
import { type DirectoryReferences, referencesIn } from "#app/features/content/references.ts";
import { solutionCatalogue } from "#app/features/solutions/catalogue.ts";
import { homeContent } from "#app/features/solutions/home.ts";
import { solutionPages } from "#app/features/solutions/solutions.ts";
import { problem } from "#app/lib/problems.ts";
import type { Database } from "#db/client.ts";

// Where the directory's people and figures are used: the site's own pages that
// quote figures (home, About, the product pages), the studio's items and the
// campaigns still to go out that reference them ({{figure:…}}, {{person:…}}).
// An entry in use cannot be deleted (a reference to a missing entry renders
// nothing), and the directory lists each entry's uses with links to them.

/** One place that uses an entry, with the page to open it at. */
export type DirectoryUse = { label: string; href: string };

/** The uses of people by slug and of figures by key. */
export type DirectoryUses = { people: Map<string, DirectoryUse[]>; figures: Map<string, DirectoryUse[]> };

const solutionNames = new Map(solutionCatalogue.map((solution) => [solution.slug, solution.name]));

const figuresOnly = (keys: readonly string[]): DirectoryReferences => ({ people: new Set(), figures: new Set(keys) });

/**
 * The site pages that show directory entries by key (fixed in code, so worked
 * out once): the home and About pages' figures, and each product page's
 * figures and the references in its copy.
 */
const sitePageReferences: (DirectoryUse & { references: DirectoryReferences })[] = [
  { label: "Home page", href: "/", references: figuresOnly(homeContent.proof.figures) },
  { label: "About", href: "/about", references: figuresOnly(aboutPage.figures.keys) },
  ...solutionPages.map((page) => ({
    label: `${solutionNames.get(page.slug) ?? page.slug} (product page)`,
    href: `/solutions/${page.slug}`,
    references: referencesIn(page, figuresOnly(page.outcomes.figures ?? [])),
  })),
];

/** Every use of every person and figure, in the order: site pages, studio items, campaigns. */
export async function directoryUses(db: Database): Promise<DirectoryUses> {
  const [items, campaigns] = await Promise.all([itemsReferencingDirectory(db), campaignsReferencingDirectory(db)]);
  const uses: DirectoryUses = { people: new Map(), figures: new Map() };
  const add = (references: DirectoryReferences, use: DirectoryUse) => {
    for (const kind of ["people", "figures"] as const) {
      for (const key of references[kind]) uses[kind].set(key, [...(uses[kind].get(key) ?? []), use]);
    }
  };
  for (const { references, ...use } of sitePageReferences) add(references, use);
  for (const item of items)
    add(item.references, { label: `${item.title} (${item.kind.toLowerCase()})`, href: `/admin/content/${item.id}` });
  for (const campaign of campaigns) {
    add(campaign.references, { label: `${campaign.subject} (campaign)`, href: `/admin/campaigns/${campaign.id}` });
  }
  return uses;
}

/** "A", "A and B", "A, B and C", "A, B, C and 4 more". */
function listOf(labels: string[]): string {
  const shown = labels.slice(0, 3);
  const rest = labels.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  return shown.length === 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/**
 * Deletes a directory entry unless something uses it: a person or a figure
 * that a page, an item or a campaign references is refused (a conflict) with where it
 * is used, since those references would render nothing.
 */
export async function deleteUnusedDirectoryEntry(
  db: Database,
  kind: DirectoryKind,
  id: string,
): Promise<DirectoryChange<null> | DirectoryProblem> {
  if (kind === "people" || kind === "figures") {
    const entry = await getDirectoryEntry(db, kind, id, { lock: true });
    const key = entry?.[kind === "figures" ? "key" : "slug"];
    const used = typeof key === "string" ? ((await directoryUses(db))[kind].get(key) ?? []) : [];
    if (used.length > 0) {
      const what = kind === "figures" ? "This figure" : "This person";
      return problem(
        "conflict",
        `${what} is used on ${listOf(used.map((use) => use.label))}. Take it out of those first, then delete it.`,
      );
    }
  }
  return deleteDirectoryEntry(db, kind, id);
}
