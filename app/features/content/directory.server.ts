import { asc, count, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { recordAudit } from "#app/lib/audit.server.ts";
import type { CompanyFacts, SiteOffice } from "#app/lib/company-facts.ts";
import { formatMonth } from "#app/lib/dates.ts";
import { currentPageDataVersion, perDataVersion } from "#app/lib/page-data-version.server.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import {
  type DemoFaq,
  type DemoFigure,
  type DemoOffice,
  type DemoPerson,
  demoFaqs,
  demoFigures,
  demoOffices,
  demoPeople,
} from "#db/demo-directory.ts";
import { companyFigures, contentImages, contentItems, faqs, offices, people } from "#db/schema.ts";
import { collections } from "./collections.ts";
import type { DirectoryInput, DirectoryKind, PersonInput } from "./directory-schemas.ts";
import { mediaUrl, variantWidths } from "./images.ts";
import { tryRenderMarkdown } from "./markdown.server.ts";
import { type DirectoryReferences, type ReferenceDirectory, referencesIn } from "./references.ts";

// The company directory: people, headline figures, offices and FAQs, edited
// once at /admin/directory and shown by Team, About, Contact, FAQs, the home and
// product pages, every page's footer and structured data (the offices, through
// the root loader), the legal and careers pages and every content item that
// references them. Every write bumps
// page_data_version (migration 0011 triggers), so the render cache and the
// published content follow it on every instance.

export type PersonRow = typeof people.$inferSelect;
export type FigureRow = typeof companyFigures.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

/** A portrait as pages show it: the library image and its size. */
export type Portrait = { id: string; width: number; height: number };

export type DirectoryPerson = PersonRow & { portrait: Portrait | null };

export type Directory = {
  people: DirectoryPerson[];
  figures: FigureRow[];
  offices: OfficeRow[];
  faqs: FaqRow[];
  references: ReferenceDirectory;
};

/** Reads the whole directory, each list in its order. */
export async function readDirectory(db: Database): Promise<Directory> {
  const [peopleRows, figureRows, officeRows, faqRows] = await Promise.all([
    db
      .select({
        person: people,
        portraitWidth: contentImages.width,
        portraitHeight: contentImages.height,
      })
      .from(people)
      .leftJoin(contentImages, eq(contentImages.id, people.portraitImageId))
      .orderBy(asc(people.sortOrder), asc(people.name)),
    db.select().from(companyFigures).orderBy(asc(companyFigures.key)),
    db.select().from(offices).orderBy(asc(offices.sortOrder), asc(offices.name)),
    db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.question)),
  ]);
  const directoryPeople = peopleRows.map(({ person, portraitWidth, portraitHeight }) => ({
    ...person,
    portrait:
      person.portraitImageId && portraitWidth && portraitHeight
        ? { id: person.portraitImageId, width: portraitWidth, height: portraitHeight }
        : null,
  }));
  return {
    people: directoryPeople,
    figures: figureRows,
    offices: officeRows,
    faqs: faqRows,
    references: {
      people: new Map(directoryPeople.map((person) => [person.slug, { name: person.name, title: person.title }])),
      figures: new Map(figureRows.map((figure) => [figure.key, { value: figure.value, label: figure.label }])),
    },
  };
}

/** The directory at a data version, read once per version (concurrent callers share the read). */
export const directoryAt: (db: Database, version: string) => Promise<Directory> = perDataVersion(readDirectory);

/** The directory as pages show it now. */
export async function loadDirectory(
  services: Pick<Services, "db"> & Partial<Pick<Services, "pageDataVersion">>,
): Promise<Directory> {
  return directoryAt(services.db, await currentPageDataVersion(services));
}

/** What every page's frame shows from the directory (the root loader): the offices, in their order. */
export function companyFactsOf(directory: Directory): CompanyFacts {
  return { offices: directory.offices.map(officeOf) };
}

/** A figure as the Stats blocks show it: value, label and a note naming its source and date. */
export function figureStat(figure: FigureRow): { value: string; label: string; note: string } {
  const month = formatMonth(figure.asOf.slice(0, 7));
  return { value: figure.value, label: figure.label, note: `${figure.source.replace(/\.$/, "")}, ${month}.` };
}

/** The named figures, in the order given; a figure missing from the directory is left out. */
export function figureStats(directory: Directory, keys: string[]) {
  return keys.flatMap((key) => {
    const figure = directory.figures.find((candidate) => candidate.key === key);
    return figure ? [figureStat(figure)] : [];
  });
}

/** A studio item that names people or figures of the directory, in its fields or its body. */
export type ItemReferences = { id: string; title: string; kind: string; references: DirectoryReferences };

/** Every studio item (whatever its status: a draft is published later) that quotes the directory. */
export async function itemsReferencingDirectory(db: Database): Promise<ItemReferences[]> {
  const rows = await db
    .select({
      id: contentItems.id,
      collection: contentItems.collection,
      data: contentItems.data,
      body: contentItems.body,
    })
    .from(contentItems)
    // Only items with a reference in them are read whole.
    .where(sql`${contentItems.body} like '%{{%' or ${contentItems.data}::text like '%{{%'`)
    .orderBy(asc(contentItems.slug));
  return rows.flatMap((row) => {
    const references = referencesIn(row.body, referencesIn(row.data));
    if (references.people.size === 0 && references.figures.size === 0) return [];
    const title = typeof row.data.title === "string" ? row.data.title : row.collection;
    return [{ id: row.id, title, kind: collections[row.collection].label, references }];
  });
}

export type DemoDirectory = { people: DemoPerson[]; figures: DemoFigure[]; offices: DemoOffice[]; faqs: DemoFaq[] };
const demoDirectory: DemoDirectory = { people: demoPeople, figures: demoFigures, offices: demoOffices, faqs: demoFaqs };

/**
 * Adds the demo directory (db/demo-directory.ts) to a database: people and
 * offices by slug and figures by key, leaving those already there as they
 * are; the FAQs only into an empty list. Part of the demo seed and of
 * `npm run content:import`.
 */
export async function importDirectory(db: Database, demo: DemoDirectory = demoDirectory): Promise<{ added: number }> {
  // One statement per table; rows already there (same slug or key) are left as they are.
  const addMissing = async <T extends PgTable>(table: T, rows: T["$inferInsert"][], target: PgColumn) =>
    rows.length === 0 ? 0 : (await db.insert(table).values(rows).onConflictDoNothing({ target }).returning()).length;
  let added =
    (await addMissing(
      people,
      demo.people.map((person, index) => ({ ...person, sortOrder: index })),
      people.slug,
    )) +
    (await addMissing(companyFigures, demo.figures, companyFigures.key)) +
    (await addMissing(
      offices,
      demo.offices.map((office, index) => ({ ...office, sortOrder: index })),
      offices.slug,
    ));
  const [faqCount] = await db.select({ n: count() }).from(faqs);
  if ((faqCount?.n ?? 0) === 0 && demo.faqs.length > 0) {
    const rows = await db
      .insert(faqs)
      .values(demo.faqs.map((faq, index) => ({ ...faq, sortOrder: index })))
      .returning({ id: faqs.id });
    added += rows.length;
  }
  if (added > 0) {
    await recordAudit(db, { staff: null, action: "directory.import", entityType: "directory", after: { added } });
  }
  return { added };
}

// Writes from the back office. Each returns the row before and after, or the
// problem to answer (decision 0035); the API records the audit entry in the
// same transaction.

/** Why the directory refuses a change. */
export type DirectoryProblem = Problem<"invalid" | "not-found" | "conflict">;
/** A change made: the entry's id (a figure's key), and what it was before and is after. */
export type DirectoryChange<After = unknown> = { ok: true; id: string; before: unknown; after: After };

/** Each section's stored row. */
export type DirectoryRows = {
  people: PersonRow;
  figures: FigureRow;
  offices: OfficeRow;
  faqs: FaqRow;
};

const tables = { people, figures: companyFigures, offices, faqs } as const;

/** The entry a change names is not there. */
const noSuchEntry = (): DirectoryProblem => problem("not-found", "This entry does not exist.");

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}

async function portraitProblem(db: Database, input: PersonInput): Promise<DirectoryProblem | null> {
  if (!input.portraitImageId) return null;
  const [image] = await db
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(eq(contentImages.id, input.portraitImageId));
  return image
    ? null
    : {
        ...problem("invalid", "That portrait is not in the image library."),
        errors: { portraitImageId: ["Choose an image from the library."] },
      };
}

const takenMessages: Record<DirectoryKind, { field: string; message: string }> = {
  people: { field: "slug", message: "Another person has this address." },
  figures: { field: "key", message: "Another figure has this key." },
  offices: { field: "slug", message: "Another office has this address." },
  faqs: { field: "question", message: "This question is already listed." },
};

/**
 * The key content quotes an entry by ({{figure:vehicles-protected}},
 * {{person:arjun-raghavan}}) is fixed once the entry exists: renamed, every
 * quote of it would render nothing.
 */
export const fixedKeys: Partial<Record<DirectoryKind, { field: string; message: string }>> = {
  figures: { field: "key", message: "A figure's key cannot change: content quotes the figure by it." },
  people: { field: "slug", message: "A person's address cannot change: content quotes them by it." },
};

/** How each section writes its rows: a figure is named by its key, the others by id and kept in an order. */
type SectionWriter<K extends DirectoryKind> = {
  /** Adds the entry; an ordered section puts it at `sortOrder` (the end of its list). */
  insert: (db: Database, input: DirectoryInput[K], sortOrder: number) => Promise<DirectoryRows[K][]>;
  update: (db: Database, id: string, input: DirectoryInput[K]) => Promise<DirectoryRows[K][]>;
};

const updated = <Input extends object>(input: Input) => ({ ...input, updatedAt: new Date() });
const placed = <Input extends object>(input: Input, sortOrder: number) => ({ ...input, sortOrder });

const sections: { [K in DirectoryKind]: SectionWriter<K> } = {
  people: {
    insert: (db, input, sortOrder) => db.insert(people).values(placed(input, sortOrder)).returning(),
    update: (db, id, input) => db.update(people).set(updated(input)).where(eq(people.id, id)).returning(),
  },
  figures: {
    insert: (db, input) => db.insert(companyFigures).values(input).returning(),
    update: (db, key, input) =>
      db.update(companyFigures).set(updated(input)).where(eq(companyFigures.key, key)).returning(),
  },
  offices: {
    insert: (db, input, sortOrder) => db.insert(offices).values(placed(input, sortOrder)).returning(),
    update: (db, id, input) => db.update(offices).set(updated(input)).where(eq(offices.id, id)).returning(),
  },
  faqs: {
    insert: (db, input, sortOrder) => db.insert(faqs).values(placed(input, sortOrder)).returning(),
    update: (db, id, input) => db.update(faqs).set(updated(input)).where(eq(faqs.id, id)).returning(),
  },
};

/** The id a section names a row by. */
const idOf = (row: DirectoryRows[DirectoryKind]): string => ("key" in row ? row.key : row.id);

async function insertOrUpdate<K extends DirectoryKind>(
  db: Database,
  kind: K,
  write: () => Promise<DirectoryRows[K][]>,
  before: unknown,
): Promise<DirectoryChange<DirectoryRows[K]> | DirectoryProblem> {
  try {
    // A savepoint keeps the transaction usable when the database refuses the write.
    const [row] = await db.transaction(async () => write());
    if (!row) return noSuchEntry();
    return { ok: true, id: idOf(row), before, after: row };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = takenMessages[kind];
    return problem("conflict", taken.message, taken.field);
  }
}

async function nextSortOrder(db: Database, kind: "people" | "offices" | "faqs"): Promise<number> {
  const table = tables[kind];
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The person's portrait must be in the image library; the other sections have nothing to check first. */
function inputProblem<K extends DirectoryKind>(db: Database, kind: K, input: DirectoryInput[K]) {
  return kind === "people" ? portraitProblem(db, input as PersonInput) : Promise.resolve(null);
}

export async function createDirectoryEntry<K extends DirectoryKind>(
  db: Database,
  kind: K,
  input: DirectoryInput[K],
): Promise<DirectoryChange<DirectoryRows[K]> | DirectoryProblem> {
  const refused = await inputProblem(db, kind, input);
  if (refused) return refused;
  const sortOrder = kind === "figures" ? 0 : await nextSortOrder(db, kind as "people" | "offices" | "faqs");
  return insertOrUpdate(db, kind, () => sections[kind].insert(db, input, sortOrder), null);
}

export async function updateDirectoryEntry<K extends DirectoryKind>(
  db: Database,
  kind: K,
  id: string,
  input: DirectoryInput[K],
): Promise<DirectoryChange<DirectoryRows[K]> | DirectoryProblem> {
  const refused = await inputProblem(db, kind, input);
  if (refused) return refused;
  const before = await getDirectoryEntry(db, kind, id, { lock: true });
  if (!before) return noSuchEntry();
  const fixed = fixedKeys[kind];
  if (fixed && (input as Record<string, unknown>)[fixed.field] !== before[fixed.field]) {
    return problem("invalid", fixed.message, fixed.field);
  }
  return insertOrUpdate(db, kind, () => sections[kind].update(db, id, input), before);
}

export async function getDirectoryEntry(
  db: Database,
  kind: DirectoryKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Record<string, unknown> | undefined> {
  if (kind === "figures") {
    const query = db.select().from(companyFigures).where(eq(companyFigures.key, id));
    const [row] = options.lock ? await query.for("update") : await query;
    return row;
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const table = tables[kind];
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row as Record<string, unknown> | undefined;
}

export async function deleteDirectoryEntry(
  db: Database,
  kind: DirectoryKind,
  id: string,
): Promise<DirectoryChange<null> | DirectoryProblem> {
  const before = await getDirectoryEntry(db, kind, id, { lock: true });
  if (!before) return noSuchEntry();
  if (kind === "figures") await db.delete(companyFigures).where(eq(companyFigures.key, id));
  else {
    const table = tables[kind];
    await db.delete(table).where(eq(table.id, id));
  }
  return { ok: true, id, before, after: null };
}

/** Puts people, offices or FAQs in the given order; the list must name every entry once. */
export async function reorderDirectory(
  db: Database,
  kind: "people" | "offices" | "faqs",
  ids: string[],
): Promise<DirectoryChange<string[]> | DirectoryProblem> {
  const table = tables[kind];
  const rows = await db.select({ id: table.id, sortOrder: table.sortOrder }).from(table).for("update");
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    return {
      ...problem("conflict", "The list changed since you loaded it: reload and try again."),
      errors: { ids: ["Name every entry once."] },
    };
  }
  const before = [...rows].sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.id);
  for (const [index, id] of ids.entries()) {
    await db.update(table).set({ sortOrder: index }).where(eq(table.id, id));
  }
  return { ok: true, id: kind, before, after: ids };
}

/** A person as Team and About show them: the portrait's smallest variants, or null for the initials. */
export function leaderOf(person: DirectoryPerson) {
  const { portrait } = person;
  const width = portrait ? (variantWidths(portrait.width)[0] ?? portrait.width) : 0;
  return {
    slug: person.slug,
    name: person.name,
    title: person.title,
    city: person.city,
    bio: person.bio,
    portrait: portrait
      ? {
          avif: mediaUrl(portrait.id, width, "avif"),
          webp: mediaUrl(portrait.id, width, "webp"),
          jpeg: mediaUrl(portrait.id, width, "jpeg"),
          width: portrait.width,
          height: portrait.height,
        }
      : null,
  };
}

/** The people Team lists, in their order. */
export function leadershipOf(directory: Directory) {
  return directory.people.filter((person) => person.teamGroup === "leadership").map(leaderOf);
}

/** An office as every page shows it (the footer, Contact, About, the legal pages), with where it sits for the map. */
export function officeOf(office: OfficeRow): SiteOffice {
  return {
    id: office.slug,
    country: office.country,
    city: office.city,
    role: office.role,
    addressLines: office.address.split("\n").filter((line) => line.trim() !== ""),
    phone: office.phone,
    email: office.email,
    hours: office.hours,
    at: office.latitude !== null && office.longitude !== null ? { lat: office.latitude, lon: office.longitude } : null,
  };
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " " };

/**
 * The FAQs page's groups: the questions by category, categories in the order of
 * their first question, each answer's Markdown as HTML and as plain text (for
 * the FAQPage structured data). A question whose answer cannot be rendered is
 * left out (logged the first time).
 */
export function faqGroupsOf(directory: Directory, logger?: Pick<Services["logger"], "warn">) {
  const groups = new Map<string, { question: string; html: string; text: string }[]>();
  for (const faq of directory.faqs) {
    const render = tryRenderMarkdown(faq.answer);
    if (!render.ok) {
      if (render.firstRefusal) {
        logger?.warn({ question: faq.question, problem: render.problem }, "faqs: an answer cannot be rendered");
      }
      continue;
    }
    const { html } = render.rendered;
    const text = html
      .replace(/<[^>]*>/g, " ")
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name] ?? "")
      .replace(/\s+/g, " ")
      .trim();
    const items = groups.get(faq.category) ?? [];
    items.push({ question: faq.question, html, text });
    groups.set(faq.category, items);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
