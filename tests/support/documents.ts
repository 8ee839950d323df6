import { eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import { auditLog } from "#db/schema.ts";
import { type StaffSession, setUpTestApp, signInEveryRoleWithSecond } from "./test-app.ts";

// The API tests of a kind of back-office document (the content studio,
// newsletter campaigns; decision 0036): a test app with one staff member of
// each role signed in before every test, a second marketer ("Sam Second") to
// race the first, and the kind's calls at its base path.

/** A call to check the area's guard on: method, path and body. */
export type GuardedCall = [method: string, path: string, body?: unknown];

/** A date, time and zone to schedule at that have passed (refused with 400). */
export const inThePast = { date: "2020-01-01", time: "09:00", timeZone: "Asia/Kolkata" };

/** Sets up a document kind's tests at `base` ("/api/admin/content"); call it at the top of the file. */
export function setUpDocumentTests(base: string) {
  const { t } = setUpTestApp();
  const sessions = {} as Record<StaffRole | "second", StaffSession>;
  beforeEach(async () => {
    Object.assign(sessions, await signInEveryRoleWithSecond(t, "marketing"));
  });
  return {
    t,
    sessions,
    /** Saves a document over the revision `input` names: PUT {base}/{id}. */
    save: (as: StaffSession, document: { id: string }, input: Record<string, unknown>) =>
      t.json("PUT", `${base}/${document.id}`, input, as.csrf),
    /** Takes a workflow step (or schedules): POST {base}/{id}/{step}. */
    step: (as: StaffSession, document: { id: string }, step: string, input: Record<string, unknown>) =>
      t.json("POST", `${base}/${document.id}/${step}`, input, as.csrf),
    /** The audit log's actions on a document, oldest first. */
    async auditedActions(document: { id: string }) {
      const rows = await t.services.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, document.id))
        .orderBy(auditLog.at);
      return rows.map((row) => row.action);
    },
    /** Every call is refused to hr and sales with a message (403), even with a valid CSRF token. */
    async expectOtherRolesRefused(calls: readonly GuardedCall[]) {
      for (const role of ["hr", "sales"] as const) {
        for (const [method, path, body] of calls) {
          const res = await t.json(method, path, body, sessions[role].csrf);
          expect(res.status, `${role} ${method} ${path}`).toBe(403);
          expect(typeof res.body.message).toBe("string");
        }
      }
    },
    /** Every call is answered 401 without a session. */
    async expectSessionRequired(calls: readonly GuardedCall[]) {
      for (const [method, path, body] of calls) {
        expect((await t.json(method, path, body)).status, `${method} ${path}`).toBe(401);
      }
    },
    /** Every write is refused to a marketer without the CSRF token; with it, marketing and admin get an answer of `passes`. */
    async expectCsrfGuarded(calls: readonly GuardedCall[], passes: readonly number[]) {
      for (const [method, path, body] of calls) {
        if (method === "GET") continue;
        const res = await t.json(method, path, body, sessions.marketing.headers);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      for (const role of ["marketing", "admin"] as const) {
        for (const [method, path, body] of calls) {
          const res = await t.json(method, path, body, sessions[role].csrf);
          expect(passes, `${role} ${method} ${path}`).toContain(res.status);
        }
      }
    },
  };
}
