import { eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import type { Client } from "#app/lib/api-client.ts";
import { auditLog } from "#db/schema.ts";
import type { AnyAnswer } from "./expect-status.ts";
import { type StaffSession, setUpTestApp, signInEveryRoleWithSecond } from "./test-app.ts";

// The API tests of a kind of back-office document (the content studio,
// newsletter campaigns; decision 0036): a test app with one staff member of
// each role signed in before every test, a second marketer ("Sam Second") to
// race the first, and the kind's part of the typed client.

/**
 * A call to check the area's guard on: its name ("PUT /:id"; a name starting with GET reads,
 * every other one changes something and needs the CSRF token) and the call on the area's client.
 */
export type GuardedCall<Area> = [name: string, call: (area: Area) => Promise<AnyAnswer>];

/** A date, time and zone to schedule at that have passed (refused with 400). */
export const inThePast = { date: "2020-01-01", time: "09:00", timeZone: "Asia/Kolkata" };

/**
 * Sets up a document kind's tests on its part of the typed client (`(client) => client.api.admin.content`);
 * call it at the top of the file.
 */
export function setUpDocumentTests<Area>(areaOf: (client: Client) => Area) {
  const { t } = setUpTestApp();
  const sessions = {} as Record<StaffRole | "second", StaffSession>;
  beforeEach(async () => {
    Object.assign(sessions, await signInEveryRoleWithSecond(t, "marketing"));
  });
  /** The area's typed client with `headers` on every request. */
  const area = (headers?: Record<string, string>) => areaOf(t.client(headers));
  return {
    t,
    sessions,
    /** The area's typed client as `who`: state changes carry the CSRF token. */
    as: (who: StaffSession) => area(who.csrf),
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
    async expectOtherRolesRefused(calls: readonly GuardedCall<Area>[]) {
      for (const role of ["hr", "sales"] as const) {
        for (const [name, call] of calls) {
          const res = await call(area(sessions[role].csrf));
          expect(res.status, `${role} ${name}`).toBe(403);
          expect(typeof ((await res.json()) as { message?: unknown }).message).toBe("string");
        }
      }
    },
    /** Every call is answered 401 without a session. */
    async expectSessionRequired(calls: readonly GuardedCall<Area>[]) {
      for (const [name, call] of calls) {
        expect((await call(area())).status, name).toBe(401);
      }
    },
    /** Every write is refused to a marketer without the CSRF token; with it, marketing and admin get an answer of `passes`. */
    async expectCsrfGuarded(calls: readonly GuardedCall<Area>[], passes: readonly number[]) {
      for (const [name, call] of calls) {
        if (name.startsWith("GET")) continue;
        expect((await call(area(sessions.marketing.headers))).status, name).toBe(403);
      }
      for (const role of ["marketing", "admin"] as const) {
        for (const [name, call] of calls) {
          expect(passes, `${role} ${name}`).toContain((await call(area(sessions[role].csrf))).status);
        }
      }
    },
  };
}
