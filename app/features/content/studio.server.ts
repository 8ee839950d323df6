import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { ContentStatus } from "#app/domain/content.ts";
import { documentKind, isDocumentId, revisionDiff } from "#app/lib/documents.server.ts";
import type { DiffLine } from "#app/lib/line-diff.ts";
import type { Page } from "#app/lib/list-query.ts";
import { containsWords, pageOf } from "#app/lib/list-sql.server.ts";
import { isProblem, problem } from "#app/lib/problems.ts";
import type { Editor, WriteProblem } from "#app/lib/revisions.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import type { Database } from "#db/client.ts";
import { contentImages, contentItems, contentRedirects, contentRevisions } from "#db/schema.ts";
import { type CollectionName, type CoverImage, contentUrl } from "./collections.ts";
import { knownMarkdownProblem, readingMinutes, tryRenderMarkdown } from "./markdown.server.ts";
import type { ContentPage } from "./schema.ts";
import {
  CONTENT_PAGE_SIZE,
  type ContentCreateInput,
  type ContentListQuery,
  type ContentScheduleInput,
  type ContentUpdateInput,
  checkItemFields,
  slugSiblings,
} from "./studio-schemas.ts";

// The content studio's writing side (/admin/content): items of every status,
// their saves, workflow and revisions. Every change takes the revision the
// editor started from and is refused when another save came first (optimistic
// concurrency); a change bumps the revision and keeps a revision row with who
// saved it. Functions take the transaction of the change, so the API writes
// the audit entry in it (server/api/admin/content.routes.ts).

type ItemRow = typeof contentItems.$inferSelect;

export type { Editor };

export type StudioItem = {
  id: string;
  collection: CollectionName;
  slug: string;
  url: string;
  status: ContentStatus;
  data: Record<string, unknown>;
  body: string;
  /** The cover photo, or null for the drawn cover. */
  coverImage: CoverImage | null;
  publishAt: string | null;
  publishedAt: string | null;
  revision: number;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Why the site cannot show the item's body (it is left off the site), or null. */
  siteProblem: string | null;
};

export type StudioListItem = Omit<StudioItem, "data" | "body" | "coverImage"> & { title: string };

export type StudioRevision = {
  revision: number;
  slug: string;
  status: ContentStatus;
  staffName: string;
  createdAt: string;
};

export type StudioWriteProblem = WriteProblem;
export type StudioChange = { ok: true; before: ItemRow; after: ItemRow };
type Changed = StudioChange;

export type WorkflowAction = "publish" | "unpublish" | "draft";

/**
 * The studio's workflow: how it names an item in its refusals, which statuses
 * each step starts from (and why it is refused from the others), and
 * scheduling, from any status but published, for a time ahead however far.
 */
export const studio = documentKind<WorkflowAction, ContentStatus>({
  words: {
    notFound: "This content item does not exist.",
    savedThis: "saved this item",
    whatNow: "Your changes were not saved: load their version, then make your changes again.",
  },
  steps: {
    publish: {
      from: ["draft", "scheduled", "unpublished"],
      refused: "This item is already published.",
      to: "published",
    },
    unpublish: { from: ["published"], refused: "Only a published item can be unpublished.", to: "unpublished" },
    draft: {
      from: ["scheduled", "unpublished"],
      refused: "Only a scheduled or unpublished item goes back to draft; unpublish a published one first.",
      to: "draft",
    },
  },
  schedule: {
    from: ["draft", "scheduled", "unpublished"],
    refused: "This item is already published; unpublish it before scheduling it.",
    graceMs: 0,
    passed: (input) => `Choose a time in the future: ${input.date} ${input.time} (${input.timeZone}) has passed.`,
  },
});
const notFound = studio.notFound;

const iso = (value: Date | null) => value?.toISOString() ?? null;
const titleOf = (data: Record<string, unknown>) => (typeof data.title === "string" ? data.title : "");

export function toStudioItem(row: ItemRow, coverImage: CoverImage | null = null): StudioItem {
  return {
    id: row.id,
    collection: row.collection,
    slug: row.slug,
    url: contentUrl(row.collection, row.slug),
    status: row.status,
    data: row.data,
    body: row.body,
    coverImage,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    revision: row.revision,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    siteProblem: knownMarkdownProblem(row.body),
  };
}

/** What the audit log keeps of an item: where it is and which revision, not its text. */
export function auditedItem(row: ItemRow) {
  return {
    collection: row.collection,
    slug: row.slug,
    status: row.status,
    title: titleOf(row.data),
    revision: row.revision,
    publishAt: iso(row.publishAt),
    coverImageId: row.coverImageId,
  };
}

/** One page of items with the number of items in each status (under the same collection and text filters). */
export async function listStudioItems(
  db: Database,
  query: ContentListQuery,
): Promise<Page<StudioListItem> & { counts: Record<ContentStatus, number> }> {
  const filters = [
    query.collection ? eq(contentItems.collection, query.collection) : undefined,
    containsWords(query.q, [sql`${contentItems.data}->>'title'`, contentItems.slug]),
  ];
  const where = and(...filters, query.status ? eq(contentItems.status, query.status) : undefined);
  const [rows, [totals], byStatus] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
      .limit(CONTENT_PAGE_SIZE)
      .offset((query.page - 1) * CONTENT_PAGE_SIZE),
    db.select({ total: count() }).from(contentItems).where(where),
    db
      .select({ status: contentItems.status, total: count() })
      .from(contentItems)
      .where(and(...filters))
      .groupBy(contentItems.status),
  ]);
  const counts = { draft: 0, scheduled: 0, published: 0, unpublished: 0 };
  for (const row of byStatus) counts[row.status] = Number(row.total);
  const items = rows.map((row) => {
    const { data: _data, body: _body, coverImage: _cover, ...item } = toStudioItem(row);
    return { ...item, title: titleOf(row.data) };
  });
  return { ...pageOf(items, totals, query.page, CONTENT_PAGE_SIZE), counts };
}

export async function getStudioItem(db: Database, id: string): Promise<StudioItem | undefined> {
  if (!isDocumentId(id)) return undefined;
  const [found] = await db
    .select({
      item: contentItems,
      cover: { id: contentImages.id, width: contentImages.width, height: contentImages.height },
    })
    .from(contentItems)
    .leftJoin(contentImages, eq(contentImages.id, contentItems.coverImageId))
    .where(eq(contentItems.id, id));
  if (!found) return undefined;
  return toStudioItem(found.item, found.cover?.id ? found.cover : null);
}

const unknownCover = "This image is not in the library: upload it or choose another.";

/** Why a cover image id cannot be used (it names no image of the library), or null. */
async function coverProblem(tx: Database, coverImageId: string | null | undefined): Promise<StudioWriteProblem | null> {
  if (!coverImageId) return null;
  const [image] = await tx
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(eq(contentImages.id, coverImageId))
    .limit(1);
  return image ? null : problem("invalid", unknownCover, "coverImageId");
}

/** The fields refused by the collection's schema. */
function invalidFields(errors: FieldErrors): StudioWriteProblem {
  const [field] = Object.keys(errors);
  return { ok: false, kind: "invalid", message: `${field}: ${errors[field as string]?.[0]}`, errors };
}

async function slugProblem(
  tx: Database,
  collection: CollectionName,
  slug: string,
  exceptId?: string,
): Promise<StudioWriteProblem | null> {
  const [other] = await tx
    .select({ collection: contentItems.collection })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.slug, slug),
        inArray(contentItems.collection, slugSiblings(collection)),
        exceptId ? ne(contentItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return null;
  const message =
    other.collection === collection
      ? `Another item of this collection already uses the address ${slug}.`
      : `An item in ${other.collection} already uses the address ${slug}: the insights share /insights/<address>.`;
  return problem("conflict", message, "slug");
}

/** The item locked for the change, or why the change is refused: unknown, or saved by someone else since `revision`. */
function lockAt(tx: Database, id: string, revision: number): Promise<ItemRow | StudioWriteProblem> {
  const lock = async (id: string) =>
    (await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update"))[0];
  return studio.lock(id, revision, lock, (row) => row.updatedByName);
}

/** Keeps the revision row of a saved state. */
async function keepRevision(tx: Database, row: ItemRow, editor: Editor) {
  await tx.insert(contentRevisions).values({
    itemId: row.id,
    revision: row.revision,
    slug: row.slug,
    status: row.status,
    data: row.data,
    body: row.body,
    coverImageId: row.coverImageId,
    staffId: editor.id,
    staffName: editor.name,
  });
}

/**
 * Writes a new revision of a locked item. A published item that changes its
 * address keeps the old one as a redirect (301 to the new address); the new
 * address stops redirecting anywhere.
 */
async function saveRevision(
  tx: Database,
  before: ItemRow,
  changes: Partial<Pick<ItemRow, "slug" | "data" | "body" | "coverImageId" | "status" | "publishAt" | "publishedAt">>,
  editor: Editor,
): Promise<Changed> {
  const [after] = await tx
    .update(contentItems)
    .set({
      ...changes,
      revision: before.revision + 1,
      updatedBy: editor.id,
      updatedByName: editor.name,
      updatedAt: new Date(),
    })
    .where(and(eq(contentItems.id, before.id), eq(contentItems.revision, before.revision)))
    .returning();
  if (!after) throw new Error("content item update returned no row");
  if (after.slug !== before.slug) {
    const newPath = contentUrl(after.collection, after.slug);
    await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, newPath));
    if (before.publishedAt) {
      const oldPath = contentUrl(before.collection, before.slug);
      await tx
        .insert(contentRedirects)
        .values({ fromPath: oldPath, itemId: after.id })
        .onConflictDoUpdate({ target: contentRedirects.fromPath, set: { itemId: after.id, createdAt: new Date() } });
    }
  }
  await keepRevision(tx, after, editor);
  return { ok: true, before, after };
}

/** A new draft (revision 1). */
export async function createStudioItem(
  tx: Database,
  input: ContentCreateInput,
  editor: Editor,
): Promise<{ ok: true; row: ItemRow } | StudioWriteProblem> {
  const checked = checkItemFields(input.collection, input.data);
  if (!checked.ok) return invalidFields(checked.errors);
  const taken = await slugProblem(tx, input.collection, input.slug);
  if (taken) return taken;
  const cover = await coverProblem(tx, input.coverImageId);
  if (cover) return cover;
  const [row] = await tx
    .insert(contentItems)
    .values({
      collection: input.collection,
      slug: input.slug,
      status: "draft",
      data: checked.data,
      body: input.body,
      coverImageId: input.coverImageId ?? null,
      revision: 1,
      updatedBy: editor.id,
      updatedByName: editor.name,
    })
    .returning();
  if (!row) throw new Error("content item insert returned no row");
  await keepRevision(tx, row, editor);
  return { ok: true, row };
}

/** Saves the fields, address and body (the status stays). */
export async function updateStudioItem(
  tx: Database,
  id: string,
  input: ContentUpdateInput,
  editor: Editor,
): Promise<Changed | StudioWriteProblem> {
  const before = await lockAt(tx, id, input.revision);
  if (isProblem(before)) return before;
  const checked = checkItemFields(before.collection, input.data);
  if (!checked.ok) return invalidFields(checked.errors);
  if (input.slug !== before.slug) {
    const taken = await slugProblem(tx, before.collection, input.slug, id);
    if (taken) return taken;
  }
  const cover = await coverProblem(tx, input.coverImageId);
  if (cover) return cover;
  return saveRevision(
    tx,
    before,
    {
      slug: input.slug,
      data: checked.data,
      body: input.body,
      ...(input.coverImageId === undefined ? {} : { coverImageId: input.coverImageId }),
    },
    editor,
  );
}

/** Publishes now, unpublishes, or takes a scheduled or unpublished item back to draft. */
export async function changeStudioStatus(
  tx: Database,
  id: string,
  action: WorkflowAction,
  revision: number,
  editor: Editor,
): Promise<Changed | StudioWriteProblem> {
  const before = await lockAt(tx, id, revision);
  if (isProblem(before)) return before;
  const step = studio.steps[action];
  const refused = studio.refusal(action, before.status);
  if (refused) return refused;
  const now = new Date();
  return saveRevision(
    tx,
    before,
    {
      status: step.to,
      publishAt: action === "publish" ? now : null,
      ...(action === "publish" && !before.publishedAt ? { publishedAt: now } : {}),
    },
    editor,
  );
}

/** Schedules the item to go live at a wall-clock time in a named zone (stored as UTC); the time must be ahead. */
export async function scheduleStudioItem(
  tx: Database,
  id: string,
  input: ContentScheduleInput,
  editor: Editor,
  now = new Date(),
): Promise<Changed | StudioWriteProblem> {
  const before = await lockAt(tx, id, input.revision);
  if (isProblem(before)) return before;
  const refused = studio.refusal(studio.schedule, before.status);
  if (refused) return refused;
  const publishAt = studio.scheduledAt(input, now);
  if (isProblem(publishAt)) return publishAt;
  return saveRevision(tx, before, { status: "scheduled", publishAt }, editor);
}

/** Deletes a draft that was never published (a published item is unpublished instead, so its address stays known). */
export async function deleteStudioItem(
  tx: Database,
  id: string,
): Promise<{ ok: true; row: ItemRow } | StudioWriteProblem> {
  if (!isDocumentId(id)) return notFound;
  const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update");
  if (!row) return notFound;
  if (row.status !== "draft" || row.publishedAt) {
    return problem("conflict", "Only a draft that was never published can be deleted; unpublish it instead.");
  }
  await tx.delete(contentItems).where(eq(contentItems.id, id));
  return { ok: true, row };
}

export async function listStudioRevisions(db: Database, id: string): Promise<StudioRevision[] | undefined> {
  if (!(await getStudioItem(db, id))) return undefined;
  const rows = await db
    .select({
      revision: contentRevisions.revision,
      slug: contentRevisions.slug,
      status: contentRevisions.status,
      staffName: contentRevisions.staffName,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, id))
    .orderBy(desc(contentRevisions.revision));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type StudioRevisionDetail = StudioRevision & {
  data: Record<string, unknown>;
  body: string;
  /** From this revision's body to the item's current body, line by line. */
  bodyDiff: DiffLine[];
  /** The fields whose values differ from the current ones. */
  changedFields: string[];
};

export async function getStudioRevision(
  db: Database,
  id: string,
  revision: number,
): Promise<StudioRevisionDetail | undefined> {
  const item = await getStudioItem(db, id);
  if (!item) return undefined;
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, id), eq(contentRevisions.revision, revision)));
  if (!row) return undefined;
  const { bodyDiff, changedFields } = revisionDiff(row, item);
  if (row.coverImageId !== (item.coverImage?.id ?? null)) changedFields.push("cover photo");
  return {
    revision: row.revision,
    slug: row.slug,
    status: row.status,
    staffName: row.staffName,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
    body: row.body,
    bodyDiff,
    changedFields,
  };
}

/** Restores an earlier revision's address, fields, body and cover photo as a new revision (the status stays). */
export async function restoreStudioRevision(
  tx: Database,
  id: string,
  from: number,
  revision: number,
  editor: Editor,
): Promise<(Changed & { restored: number }) | StudioWriteProblem> {
  const before = await lockAt(tx, id, revision);
  if (isProblem(before)) return before;
  const [old] = await tx
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, id), eq(contentRevisions.revision, from)));
  if (!old) return problem("not-found", `This item has no revision ${from}.`);
  if (old.slug !== before.slug) {
    const taken = await slugProblem(tx, before.collection, old.slug, id);
    if (taken) return taken;
  }
  const changed = await saveRevision(
    tx,
    before,
    { slug: old.slug, data: old.data, body: old.body, coverImageId: old.coverImageId },
    editor,
  );
  return { ...changed, restored: from };
}

/** An item as its public page will show it (the staff-only preview of /admin/content/<id>/preview). */
export function previewPage(item: StudioItem): ContentPage {
  const data = item.data as ContentPage["data"] & Record<string, unknown>;
  const render = tryRenderMarkdown(item.body);
  const { html, headings } = render.ok ? render.rendered : { html: "", headings: [] };
  return {
    collection: item.collection,
    slug: item.slug,
    url: item.url,
    title: String(data.title ?? ""),
    description: String(data.description ?? ""),
    date: String(data.date ?? ""),
    author: String(data.author ?? ""),
    tags: Array.isArray(data.tags) ? (data.tags as string[]) : [],
    cover: (data.cover as ContentPage["cover"]) ?? { motif: "road", alt: "" },
    coverImage: item.coverImage,
    readingMinutes: readingMinutes(item.body),
    data,
    html: item.collection === "whitepapers" ? "" : html,
    headings,
  } as ContentPage;
}
