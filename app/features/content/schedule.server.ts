import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit.server.ts";
import type { Database } from "#db/client.ts";
import { contentItems, contentRevisions } from "#db/schema.ts";

// Scheduled publishing: server/content-scheduler.ts runs publishDueItems once a
// second on every instance. Kept apart from the renderer so the scheduler loads
// only what it needs.

/** The action the audit log records when the scheduler publishes an item. */
export const PUBLISHED_ON_SCHEDULE = "content.published-on-schedule";

/**
 * Publishes every scheduled item whose time has come, with a revision and an
 * audit entry each, in one transaction. Instances may run it at the same time:
 * the UPDATE … WHERE status = 'scheduled' takes each item once, so each gets one
 * revision. Returns how many items it published.
 *
 * The UPDATE runs only when an item is due: content_items' statement trigger
 * bumps the page data version even for an UPDATE that changes no row, which
 * would empty every instance's render cache once a second.
 */
export async function publishDueItems(db: Database, now = new Date()): Promise<number> {
  const due = and(
    eq(contentItems.status, "scheduled"),
    isNotNull(contentItems.publishAt),
    lte(contentItems.publishAt, now),
  );
  const [first] = await db.select({ id: contentItems.id }).from(contentItems).where(due).limit(1);
  if (!first) return 0;
  return db.transaction(async (tx) => {
    const published = await tx
      .update(contentItems)
      .set({
        status: "published",
        publishedAt: sql`coalesce(${contentItems.publishedAt}, ${contentItems.publishAt})`,
        revision: sql`${contentItems.revision} + 1`,
        updatedBy: null,
        updatedByName: "Scheduler",
        updatedAt: now,
      })
      .where(due)
      .returning();
    for (const item of published) {
      await tx.insert(contentRevisions).values({
        itemId: item.id,
        revision: item.revision,
        slug: item.slug,
        status: "published",
        data: item.data,
        body: item.body,
        staffId: null,
        staffName: "Scheduler",
      });
      await recordAudit(tx, {
        staff: null,
        action: PUBLISHED_ON_SCHEDULE,
        entityType: "content",
        entityId: item.id,
        before: { status: "scheduled", publishAt: item.publishAt?.toISOString() ?? null },
        after: { status: "published", revision: item.revision },
      });
    }
    return published.length;
  });
}
