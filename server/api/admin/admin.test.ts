import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { foreignOriginMessage, staffMessages } from "#app/features/admin/schemas.ts";
import { createStaffUser, staffRateLimits } from "#app/features/admin/staff.server.ts";
import { openDatabase } from "#db/client.ts";
import { auditLog, staffSessions, staffUsers } from "#db/schema.ts";
import { loadConfig } from "#server/config.ts";
import { SIGN_IN_DELAY_CAP_MS, signInDelayMs } from "#server/rate-limit.ts";
import { runAdminCreate } from "#tests/support/admin-create.ts";
import { copyMigratedDataDir } from "#tests/support/database-templates.ts";
import { createTestApp, setUpTestApp } from "#tests/support/test-app.ts";
import { adminOperations, publicAdminOperations } from "./admin.routes.ts";

const { database, t } = setUpTestApp();

const password = "Harbour-Signal-Lantern-77";
const ip = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });

async function seed(email: string, role: "admin" | "hr" | "sales" | "marketing", name = "Staff Person") {
  const result = await createStaffUser(database.handle.db, { email, name, role, password }, null);
  if (!result.ok) throw new Error(`could not seed ${email}`);
  return result.staff;
}

type Session = { cookie: string; csrf: string; id: string };

async function login(email: string, n = 1): Promise<Session> {
  const res = await t.json("POST", "/api/admin/session", { email, password }, ip(n));
  expect(res.status).toBe(200);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const cookie = /marut_staff=[^;]+/.exec(setCookie)?.[0] ?? "";
  return { cookie, csrf: String(res.body.csrfToken), id: String((res.body.data as { id: string }).id) };
}

const as = (s: Session, extra: Record<string, string> = {}) => ({
  cookie: s.cookie,
  "x-csrf-token": s.csrf,
  ...extra,
});

/** Moves the clock of the sessions `where` picks: their times set in SQL. */
const setSessions = (times: { lastSeenAt?: SQL; expiresAt?: SQL }, where: SQL | undefined) =>
  database.handle.db.update(staffSessions).set(times).where(where);

/** What GET /api/admin/session answers with the session's cookie only. */
const sessionStatus = async (s: Session) =>
  (await t.json("GET", "/api/admin/session", undefined, { cookie: s.cookie })).status;

/** A sign-in sent from `origin` is refused with a 403 that names the address to open. */
async function expectSignInRefused(app: Pick<typeof t, "json">, origin: string, shown = origin) {
  const res = await app.json(
    "POST",
    "/api/admin/session",
    { email: "ada@example.com", password },
    { ...ip(1), origin },
  );
  expect(res.status, origin).toBe(403);
  expect(res.body).toEqual({
    message: `This form was sent from ${shown}; open the back office at http://localhost:3000/admin/login to sign in.`,
  });
}

async function operations() {
  const res = await t.app.request("/api/openapi.json");
  return adminOperations((await res.json()) as Parameters<typeof adminOperations>[0]);
}
const concrete = (p: string) => `/api${p.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000")}`;

describe("staff sign-in", () => {
  it("sets an httpOnly SameSite=Strict cookie and answers the staff member", async () => {
    await seed("Ada@Example.com", "admin", "Ada Admin");
    const res = await t.json("POST", "/api/admin/session", { email: "ada@example.com", password }, ip(1));
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^marut_staff=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.body.data).toMatchObject({ email: "ada@example.com", name: "Ada Admin", role: "admin" });
    expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
    const stored = await database.handle.db.select().from(staffSessions);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names the cookie __Host-marut_staff in production: Secure, Path=/, no Domain, and only that name signs in", async () => {
    const prod = createTestApp({ database: database.handle, production: true });
    onTestFinished(() => prod.close());
    await seed("ada@example.com", "admin");
    const res = await prod.json("POST", "/api/admin/session", { email: "ada@example.com", password }, ip(1));
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-marut_staff=[\w-]{43};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const token = /^__Host-marut_staff=([\w-]+)/.exec(setCookie)?.[1];
    expect(
      (await prod.json("GET", "/api/admin/session", undefined, { cookie: `__Host-marut_staff=${token}` })).status,
    ).toBe(200);
    // The unprefixed name (which a subdomain or an http page could plant) is not read in production.
    expect((await prod.json("GET", "/api/admin/session", undefined, { cookie: `marut_staff=${token}` })).status).toBe(
      401,
    );
    const csrf = String(res.body.csrfToken);
    const out = await prod.json("DELETE", "/api/admin/session", undefined, {
      cookie: `__Host-marut_staff=${token}`,
      "x-csrf-token": csrf,
    });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-marut_staff=;.*Secure/);
  });

  it("answers wrong, unknown and disabled the same way", async () => {
    const staff = await seed("ada@example.com", "admin");
    await seed("bo@example.com", "hr");
    await database.handle.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.email, "bo@example.com"));
    const answers = await Promise.all([
      t.json("POST", "/api/admin/session", { email: "ada@example.com", password: "wrong-password-here" }, ip(2)),
      t.json("POST", "/api/admin/session", { email: "nobody@example.com", password }, ip(3)),
      t.json("POST", "/api/admin/session", { email: "bo@example.com", password }, ip(4)),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid email or password" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const failed = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "auth.login_failed"));
    expect(failed).toHaveLength(3);
    expect(failed.every((entry) => entry.staffId === null)).toBe(true);
    expect(failed.map((entry) => (entry.after as { email: string }).email).sort()).toEqual([
      "ada@example.com",
      "bo@example.com",
      "nobody@example.com",
    ]);
    expect(staff.id).toBeTruthy();
  });

  it("refuses one client that keeps guessing an account with 429 and Retry-After before any hashing", async () => {
    await seed("ada@example.com", "admin");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.json(
        "POST",
        "/api/admin/session",
        { email: "ada@example.com", password: "nope-nope-nope" },
        ip(10),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Limited attempts never reached the password check, so they were not audited as failures.
    const failed = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "auth.login_failed"));
    expect(failed).toHaveLength(5);
    // The owner, from a client that has not failed, still signs in.
    expect((await t.json("POST", "/api/admin/session", { email: "ada@example.com", password }, ip(11))).status).toBe(
      200,
    );
  });

  it("no lockout: after wrong passwords from many addresses the right one from a fresh address signs in, slowed, never refused", async () => {
    await seed("ada@example.com", "admin");
    const { limit } = staffRateLimits.loginPerAccount;
    for (let i = 0; i < limit + 3; i++) {
      const res = await t.json(
        "POST",
        "/api/admin/session",
        { email: "ada@example.com", password: "nope-nope-nope" },
        ip(20 + i),
      );
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const started = performance.now();
    const res = await t.json("POST", "/api/admin/session", { email: "ada@example.com", password }, ip(60));
    expect(res.status).toBe(200);
    // The account is under attack, so this attempt waited before its password was checked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(signInDelayMs(limit + 4, limit) - 50);
    // The success started the account's count over: the next attempt is not slowed.
    const next = performance.now();
    expect((await t.json("POST", "/api/admin/session", { email: "ada@example.com", password }, ip(61))).status).toBe(
      200,
    );
    expect(performance.now() - next).toBeLessThan(SIGN_IN_DELAY_CAP_MS);
  });

  it("starts the account's count over after a successful sign-in", async () => {
    await seed("cy@example.com", "admin");
    // One client: without the fresh start its sixth attempt would be refused.
    const attempt = async (secret: string, _i: number) =>
      (await t.json("POST", "/api/admin/session", { email: "cy@example.com", password: secret }, ip(40))).status;
    for (let i = 0; i < 4; i++) expect(await attempt("nope-nope-nope", i)).toBe(401);
    expect(await attempt(password, 4)).toBe(200);
    // Four more failures are allowed again before the limit of five is reached.
    for (let i = 5; i < 9; i++) expect(await attempt("nope-nope-nope", i)).toBe(401);
  });

  it("limits attempts per IP", async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await t.json("POST", "/api/admin/session", { email: `x${i}@example.com`, password: "x" }, ip(99))).status;
    }
    expect(last).toBe(429);
  });

  it("refuses a sign-in from a foreign Origin with a message naming the address to open", async () => {
    await seed("ada@example.com", "admin");
    // PUBLIC_URL is http://localhost:3000 here: the same machine under another name is another site.
    await expectSignInRefused(t, "https://evil.example");
    await expectSignInRefused(t, "http://127.0.0.1:3000");
    await expectSignInRefused(t, "null", "another address");
  });

  it("GET answers the staff member and CSRF token; logout revokes", async () => {
    await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    const me = await t.json("GET", "/api/admin/session", undefined, { cookie: s.cookie });
    expect(me.status).toBe(200);
    expect(me.body.csrfToken).toBe(s.csrf);
    expect(await t.json("DELETE", "/api/admin/session", undefined, { cookie: s.cookie })).toMatchObject({
      status: 403,
    });
    const out = await t.json("DELETE", "/api/admin/session", undefined, as(s));
    expect(out.status).toBe(204);
    expect(await sessionStatus(s)).toBe(401);
    const actions = (await database.handle.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["auth.login", "auth.logout"]));
  });

  it("ends a session after 30 idle minutes and after 12 hours", async () => {
    await seed("ada@example.com", "admin");
    const idle = await login("ada@example.com");
    await setSessions({ lastSeenAt: sql`now() - interval '31 minutes'` }, eq(staffSessions.staffId, idle.id));
    expect(await sessionStatus(idle)).toBe(401);

    const old = await login("ada@example.com");
    // Recently seen, but signed in more than 12 hours ago.
    await setSessions(
      { expiresAt: sql`now() - interval '1 second'` },
      sql`${staffSessions.revokedAt} is null and ${staffSessions.lastSeenAt} > now() - interval '1 minute'`,
    );
    expect(await sessionStatus(old)).toBe(401);
  });

  it("slides the idle expiry when the session is used", async () => {
    await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    await setSessions({ lastSeenAt: sql`now() - interval '20 minutes'` }, eq(staffSessions.staffId, s.id));
    expect(await sessionStatus(s)).toBe(200);
    const [row] = await database.handle.db.select().from(staffSessions).where(eq(staffSessions.staffId, s.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe("every admin route", () => {
  it("answers 401 without a session", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThanOrEqual(9);
    for (const op of ops) {
      if (publicAdminOperations.some((p) => p.method === op.method && p.path === op.path)) continue;
      const res = await t.json(op.method, concrete(op.path), op.method === "GET" ? undefined : {});
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("refuses state changes without the right CSRF token or from a foreign Origin", async () => {
    await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    const ops = (await operations()).filter((op) => op.method !== "GET");
    for (const op of ops) {
      if (publicAdminOperations.some((p) => p.method === op.method && p.path === op.path)) continue;
      const refused: Record<string, string>[] = [
        { cookie: s.cookie },
        { cookie: s.cookie, "x-csrf-token": "wrong" },
        { cookie: s.cookie, "x-csrf-token": `${s.csrf.slice(0, -1)}${s.csrf.endsWith("A") ? "B" : "A"}` },
      ];
      for (const headers of refused) {
        const res = await t.json(op.method, concrete(op.path), {}, headers);
        expect(res.status, `${op.method} ${op.path}`).toBe(403);
        expect(res.body).toEqual({ message: staffMessages.csrf });
      }
      const foreign = await t.json(op.method, concrete(op.path), {}, as(s, { origin: "https://evil.example" }));
      expect(foreign.status, `${op.method} ${op.path}`).toBe(403);
      expect(foreign.body).toEqual({ message: foreignOriginMessage("https://evil.example", "http://localhost:3000") });
    }
  });

  it("gives hr, sales and marketing 403 on staff and audit routes, admin 200", async () => {
    await seed("ada@example.com", "admin");
    for (const role of ["hr", "sales", "marketing"] as const) await seed(`${role}@example.com`, role);
    const ops = (await operations()).filter((op) => /^\/admin\/(staff|audit)/.test(op.path));
    expect(ops.length).toBeGreaterThanOrEqual(5);
    for (const role of ["hr", "sales", "marketing"] as const) {
      const s = await login(`${role}@example.com`, 20);
      for (const op of ops) {
        const res = await t.json(op.method, concrete(op.path), op.method === "GET" ? undefined : {}, as(s));
        expect(res.status, `${role} ${op.method} ${op.path}`).toBe(403);
        expect(res.body).toEqual({ message: "You do not have access to this area" });
      }
      expect((await t.json("GET", "/api/admin/session", undefined, as(s))).status).toBe(200);
    }
    const admin = await login("ada@example.com", 21);
    expect((await t.json("GET", "/api/admin/staff", undefined, as(admin))).status).toBe(200);
    expect((await t.json("GET", "/api/admin/audit", undefined, as(admin))).status).toBe(200);
  });
});

describe("staff management", () => {
  it("creates, updates and disables staff, with audit entries", async () => {
    await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    const addStaff = (body: Record<string, string>) => t.json("POST", "/api/admin/staff", body, as(s));
    const weak = await addStaff({ email: "hr@example.com", name: "Hana", role: "hr", password: "short" });
    expect(weak.status).toBe(400);
    const created = await addStaff({ email: "HR@Example.com", name: "Hana Recruiter", role: "hr", password });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    expect(created.body.data).toMatchObject({ email: "hr@example.com", role: "hr", disabled: false });
    const dup = await addStaff({ email: "hr@example.com", name: "X", role: "hr", password });
    expect(dup.status).toBe(409);

    const hr = await login("hr@example.com", 5);
    const renamed = await t.json("PATCH", `/api/admin/staff/${id}`, { name: "Hana R.", role: "sales" }, as(s));
    expect(renamed.status).toBe(200);
    const disabled = await t.json("PATCH", `/api/admin/staff/${id}`, { disabled: true }, as(s));
    expect(disabled.body.data).toMatchObject({ disabled: true });
    // Disabling revoked the session.
    expect(await sessionStatus(hr)).toBe(401);

    const audit = await t.json("GET", "/api/admin/audit?entityType=staff&action=staff.update", undefined, as(s));
    expect(audit.body.meta).toMatchObject({ total: 1, page: 1 });
    const [entry] = audit.body.data as { before: unknown; after: unknown; staffEmail: string }[];
    expect(entry).toMatchObject({
      staffEmail: "ada@example.com",
      before: { name: "Hana Recruiter", role: "hr" },
      after: { name: "Hana R.", role: "sales" },
    });
    const actions = (await database.handle.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.create", "staff.update", "staff.disable", "auth.login"]));
    expect((await t.json("GET", "/api/admin/audit?from=nonsense", undefined, as(s))).status).toBe(400);
  });

  it("keeps the last active admin and stops admins demoting or disabling themselves", async () => {
    const ada = await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    expect((await t.json("PATCH", `/api/admin/staff/${ada.id}`, { role: "hr" }, as(s))).status).toBe(409);
    expect((await t.json("PATCH", `/api/admin/staff/${ada.id}`, { disabled: true }, as(s))).status).toBe(409);
    const bob = await seed("bob@example.com", "admin");
    expect((await t.json("PATCH", `/api/admin/staff/${bob.id}`, { role: "hr" }, as(s))).status).toBe(200);
    // Bob (now hr) re-promoted, disabled by Ada; Ada remains the last active admin.
    await t.json("PATCH", `/api/admin/staff/${bob.id}`, { role: "admin" }, as(s));
    expect((await t.json("PATCH", `/api/admin/staff/${bob.id}`, { disabled: true }, as(s))).status).toBe(200);
    const res = await t.json("PATCH", `/api/admin/staff/${ada.id}`, { role: "sales" }, as(s));
    expect(res.status).toBe(409);
    expect(await t.json("PATCH", "/api/admin/staff/not-a-uuid", { name: "x" }, as(s))).toMatchObject({ status: 400 });
    expect(
      await t.json("PATCH", "/api/admin/staff/00000000-0000-4000-8000-000000000000", { name: "x" }, as(s)),
    ).toMatchObject({ status: 404 });
  });

  it("resets a password (sessions end) and changes one's own (other sessions end)", async () => {
    await seed("ada@example.com", "admin");
    const hrUser = await seed("hr@example.com", "hr");
    const s = await login("ada@example.com");
    const other = await login("ada@example.com", 2);
    const hr = await login("hr@example.com", 3);
    const newPassword = "Copper-Kettle-Meadow-19";
    expect(
      (await t.json("POST", `/api/admin/staff/${hrUser.id}/password`, { password: newPassword }, as(s))).status,
    ).toBe(204);
    expect(await sessionStatus(hr)).toBe(401);

    const wrong = await t.json("POST", "/api/admin/me/password", { currentPassword: "nope", newPassword }, as(s));
    expect(wrong.status).toBe(400);
    const ok = await t.json("POST", "/api/admin/me/password", { currentPassword: password, newPassword }, as(s));
    expect(ok.status).toBe(204);
    expect(await sessionStatus(s)).toBe(200);
    expect(await sessionStatus(other)).toBe(401);
  });
});

describe("npm run admin:create", () => {
  const run = runAdminCreate;

  it("creates an admin from piped passwords, refuses weak ones and existing addresses", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "marut-admin-create-"));
    // A migrated database, as the server leaves it after its first start: nothing to set up per run.
    await copyMigratedDataDir(dataDir);
    try {
      const weak = await run(["--email", "root@example.com"], "password12345\npassword12345\n", dataDir);
      expect(weak.code).toBe(1);
      const mismatch = await run(["--email", "root@example.com"], `${password}\nsomething-else-entirely\n`, dataDir);
      expect(mismatch.code).toBe(1);
      expect(mismatch.output).toMatch(/do not match/);
      const ok = await run(
        ["--email", "Root@Example.com", "--name", "Rita Root"],
        `${password}\n${password}\n`,
        dataDir,
      );
      expect(ok.code, ok.output).toBe(0);
      expect(ok.output).not.toContain(password);
      const again = await run(["--email", "root@example.com"], `${password}\n${password}\n`, dataDir);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/exists/);
      const db = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
      const rows = await db.db.select().from(staffUsers);
      await db.close();
      expect(rows).toMatchObject([{ email: "root@example.com", name: "Rita Root", role: "admin" }]);
      expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the back office on a laptop, without PUBLIC_URL", () => {
  // What `npm start` and `npm run dev` run with: the server listens on loopback and
  // every loopback name of its port reaches it.
  const laptop = () => {
    const config = loadConfig({ PORT: "3000" });
    const app = createTestApp({
      database: database.handle,
      publicUrl: config.publicUrl,
      siteOrigins: config.siteOrigins,
    });
    onTestFinished(() => app.close());
    return app;
  };

  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])(
    "signs in, works and signs out from %s",
    async (origin) => {
      await seed("ada@example.com", "admin");
      const app = laptop();
      const host = { host: new URL(origin).host, origin };
      const res = await app.json(
        "POST",
        "/api/admin/session",
        { email: "ada@example.com", password },
        { ...ip(1), ...host },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const cookie = /marut_staff=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";
      const session = { cookie, "x-csrf-token": String(res.body.csrfToken), ...host };
      const added = await app.json(
        "POST",
        "/api/admin/staff",
        { email: "bo@example.com", name: "Bo Hr", role: "hr", password: "Quarry-Beacon-Thistle-42" },
        session,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect((await app.json("DELETE", "/api/admin/session", undefined, session)).status).toBe(204);
      const forgot = await app.json("POST", "/api/staff/forgot-password", { email: "ada@example.com" }, host);
      expect(forgot.status).toBe(200);
    },
  );

  it("refuses another port or a network address, naming the address to open", async () => {
    await seed("ada@example.com", "admin");
    const app = laptop();
    for (const origin of ["http://localhost:5173", "http://192.168.1.20:3000", "https://localhost:3000"]) {
      await expectSignInRefused(app, origin);
    }
  });
});
