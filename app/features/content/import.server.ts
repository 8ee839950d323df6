import { recordAudit } from "#app/lib/audit.server.ts";
import type { Database } from "#db/client.ts";
import { contentItems, contentRevisions } from "#db/schema.ts";
import { type ContentStore, loadContent } from "./content.server.ts";
import { importDirectory } from "./directory.server.ts";

/** Who the revisions of imported items name. */
export const IMPORT_STAFF_NAME = "Import";

/**
 * Adds the demo directory (people, figures, offices, FAQs; directory.server.ts)
 * and copies the `content/` files into the database as published items (published
 * at their date), each with revision 1 by "Import": the demo seed of a new
 * installation (db/seed.ts) and `npm run content:import` for an existing one.
 * An item already present (same collection and slug) is left as it is, so
 * running it again after staff edited the content changes nothing. One
 * transaction: all or nothing.
 */
export async function importContent(
  db: Database,
  store: ContentStore = loadContent(),
): Promise<{ added: number; skipped: number; directoryAdded: number }> {
  return db.transaction(async (tx) => {
    // The directory first: the items quote its people and figures by reference.
    const { added: directoryAdded } = await importDirectory(tx);
    let added = 0;
    for (const item of store.all) {
      const publishedAt = new Date(`${item.date}T00:00:00Z`);
      const [row] = await tx
        .insert(contentItems)
        .values({
          collection: item.collection,
          slug: item.slug,
          status: "published",
          data: item.data as Record<string, unknown>,
          body: item.body,
          publishedAt,
          revision: 1,
          updatedByName: IMPORT_STAFF_NAME,
          createdAt: publishedAt,
        })
        .onConflictDoNothing({ target: [contentItems.collection, contentItems.slug] })
        .returning({ id: contentItems.id });
      if (!row) continue;
      await tx.insert(contentRevisions).values({
        itemId: row.id,
        revision: 1,
        slug: item.slug,
        status: "published",
        data: item.data as Record<string, unknown>,
        body: item.body,
        staffName: IMPORT_STAFF_NAME,
        createdAt: publishedAt,
      });
      added++;
    }
    if (added > 0) {
      await recordAudit(tx, {
        staff: null,
        action: "content.import",
        entityType: "content",
        after: { added, skipped: store.all.length - added },
      });
    }
    return { added, skipped: store.all.length - added, directoryAdded };
  });
}
