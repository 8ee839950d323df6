import type { Context } from "hono";
import { type AuditEntryInput, recordAudit } from "#app/lib/audit.server.ts";
import type { Problem } from "#app/lib/problems.ts";
import type { Editor } from "#app/lib/revisions.ts";
import type { Database } from "#db/client.ts";
import { clientIp } from "#server/client-ip.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentStaff } from "./staff-auth.ts";

// What the back office's editors (the content studio, newsletter campaigns,
// jobs) share in the API: who makes a change, and the change and its audit
// entry in one transaction. A refused change is answered with `problemAnswer`
// (server/api/errors.ts).

/** The signed-in staff member as the editor of a change. */
export function editorOf(c: Context<ApiEnv>): Editor {
  const staff = currentStaff(c);
  return { id: staff.id, name: staff.name };
}

/** Runs a change and writes its audit entry in the same transaction; a refused change writes nothing. */
export function auditedChange<Result extends { ok: true } | Problem>(
  services: ApiServices,
  c: Context<ApiEnv>,
  change: (tx: Database) => Promise<Result>,
  entry: (done: Extract<Result, { ok: true }>) => Omit<AuditEntryInput, "staff" | "ip">,
): Promise<Result> {
  return services.db.transaction(async (tx) => {
    const done = await change(tx);
    if (!done.ok) return done;
    const ip = clientIp(c, services.trustProxy);
    await recordAudit(tx, { staff: currentStaff(c), ip, ...entry(done as Extract<Result, { ok: true }>) });
    return done;
  });
}
