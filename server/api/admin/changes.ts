import type { Context } from "hono";
import { type AuditEntryInput, recordAudit } from "#app/lib/audit.server.ts";
import type { Editor, WriteProblem } from "#app/lib/revisions.ts";
import type { Database } from "#db/client.ts";
import { clientIp } from "#server/client-ip.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentStaff } from "./staff-auth.ts";

// What the back office's editors (the content studio, newsletter campaigns)
// share in the API: who makes a change, the change and its audit entry in one
// transaction, and the answer to a refused change.

/** The signed-in staff member as the editor of a change. */
export function editorOf(c: Context<ApiEnv>): Editor {
  const staff = currentStaff(c);
  return { id: staff.id, name: staff.name };
}

/** Runs a change and writes its audit entry in the same transaction; a refused change writes nothing. */
export function auditedChange<Done extends { ok: true }>(
  services: ApiServices,
  c: Context<ApiEnv>,
  change: (tx: Database) => Promise<Done | WriteProblem>,
  entry: (done: Done) => Omit<AuditEntryInput, "staff" | "ip">,
): Promise<Done | WriteProblem> {
  return services.db.transaction(async (tx) => {
    const done = await change(tx);
    if (!("ok" in done)) return done;
    await recordAudit(tx, { staff: currentStaff(c), ip: clientIp(c, services.trustProxy), ...entry(done) });
    return done;
  });
}

/** A refused change, answered with its own status. */
export function writeProblemAnswer(c: Context<ApiEnv>, p: WriteProblem) {
  const body = p.errors ? { message: p.message, errors: p.errors } : { message: p.message };
  if (p.status === 404) return c.json(body, 404);
  return p.status === 409 ? c.json(body, 409) : c.json(body, 400);
}
