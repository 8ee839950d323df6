import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import type { Services } from "../../lib/services.ts";

/**
 * The data version the render cache follows (page_data_version, bumped by
 * triggers on every write to the tables pages read): what is kept in memory
 * per version is read again when it changed.
 */
export async function readPageDataVersion(db: Database): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select version || ':' || extract(epoch from changed_at) as version from page_data_version where id = 1`,
  );
  return (result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? "none";
}

/**
 * The data version for what a page is about to show: the one this process's
 * render cache last read (at most 250 ms old, the delay with which every
 * cached page follows a change anyway), or, without one, read now.
 */
export async function currentPageDataVersion(
  services: Pick<Services, "db"> & Partial<Pick<Services, "pageDataVersion">>,
): Promise<string> {
  return services.pageDataVersion?.() ?? readPageDataVersion(services.db);
}
