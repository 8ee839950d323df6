import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { foreignOriginMessage, staffMessages } from "#app/features/admin/schemas.ts";
import { createStaffUser, staffRateLimits } from "#app/features/admin/staff.server.ts";
import { openDatabase } from "#db/client.ts";
import { auditLog, staffSessions, staffUsers } from "#db/schema.ts";
import { loadConfig } from "#server/config.ts";
import { createMemoryStore, type RateLimitStore, signInDelayMs } from "#server/rate-limit.ts";
import { runAdminCreate } from "#tests/support/admin-create.ts";
import { copyMigratedDataDir } from "#tests/support/database-templates.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import {
  createTestApp,
  openApiDocument,
  type StaffSession as Session,
  setUpTestApp,
  type TestApp,
} from "#tests/support/test-app.ts";
import { adminOperations, publicAdminOperations } from "./admin.routes.ts";

const { database, t } = setUpTestApp();

const password = "Harbour-Signal-Lantern-77";
const ip = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });

async function seed(email: string, role: "admin" | "hr" | "sales" | "marketing", name = "Staff Person") {
  const result = await createStaffUser(database.handle.db, { email, name, role, password }, null);
  if (!result.ok) throw new Error(`could not seed ${email}`);
  return result.staff;
}

/** A sign-in through POST /api/admin/session from the n-th address (`extra` headers with it). */
const signIn = (app: Pick<TestApp, "client">, body: { email: string; password: string }, n = 1, extra = {}) =>
  app.client({ ...ip(n), ...extra }).api.admin.session.$post({ json: body });

/** A session of an existing account, signed in through the API as the sign-in page does. */
async function login(email: string, n = 1): Promise<Session> {
  const res = await signIn(t, { email, password }, n);
  const cookie = /marut_staff=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const { data, csrfToken } = await expectStatus(res, 200);
  const { id, name } = data;
  return {
    id,
    name,
    email: data.email,
    cookie,
    csrfToken,
    headers: { cookie },
    csrf: { cookie, "x-csrf-token": csrfToken },
  };
}

/** The typed client as `s`, with the CSRF token. */
const as = (s: Session) => t.client(s.csrf).api.admin;

/** Moves the clock of the sessions `where` picks: their times set in SQL. */
const setSessions = (times: { lastSeenAt?: SQL; expiresAt?: SQL }, where: SQL | undefined) =>
  database.handle.db.update(staffSessions).set(times).where(where);

/** What GET /api/admin/session answers with the session's cookie only. */
const sessionStatus = async (s: Session) => (await t.client(s.headers).api.admin.session.$get()).status;

/** A sign-in sent from `origin` is refused with a 403 that names the address to open. */
async function expectSignInRefused(app: Pick<TestApp, "client">, origin: string, shown = origin) {
  const res = await signIn(app, { email: "ada@example.com", password }, 1, { origin });
  expect(await expectStatus(res, 403), origin).toEqual({
    message: `This form was sent from ${shown}; open the back office at http://localhost:3000/admin/login to sign in.`,
  });
}

const operations = async () => adminOperations(await openApiDocument(t));
const concrete = (p: string) => `/api${p.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000")}`;

describe("staff sign-in", () => {
  it("sets an httpOnly SameSite=Strict cookie and answers the staff member", async () => {
    await seed("Ada@Example.com", "admin", "Ada Admin");
    const res = await signIn(t, { email: "ada@example.com", password });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^marut_staff=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const body = await expectStatus(res, 200);
    expect(body.data).toMatchObject({ email: "ada@example.com", name: "Ada Admin", role: "admin" });
    expect(JSON.stringify(body)).not.toMatch(/hash/i);
    const stored = await database.handle.db.select().from(staffSessions);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names the cookie __Host-marut_staff in production: Secure, Path=/, no Domain, and only that name signs in", async () => {
    const prod = createTestApp({ database: database.handle, production: true });
    onTestFinished(() => prod.close());
    await seed("ada@example.com", "admin");
    const res = await signIn(prod, { email: "ada@example.com", password });
    const setCookie = res.headers.get("set-cookie") ?? "";
    const { csrfToken: csrf } = await expectStatus(res, 200);
    expect(setCookie).toMatch(/^__Host-marut_staff=[\w-]{43};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const token = /^__Host-marut_staff=([\w-]+)/.exec(setCookie)?.[1];
    await expectStatus(prod.client({ cookie: `__Host-marut_staff=${token}` }).api.admin.session.$get(), 200);
    // The unprefixed name (which a subdomain or an http page could plant) is not read in production.
    await expectStatus(prod.client({ cookie: `marut_staff=${token}` }).api.admin.session.$get(), 401);
    const out = await prod
      .client({ cookie: `__Host-marut_staff=${token}`, "x-csrf-token": csrf })
      .api.admin.session.$delete();
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-marut_staff=;.*Secure/);
    await expectStatus(out, 204);
  });

  it("answers wrong, unknown and disabled the same way", async () => {
    const staff = await seed("ada@example.com", "admin");
    await seed("bo@example.com", "hr");
    await database.handle.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.email, "bo@example.com"));
    const answers = await Promise.all([
      signIn(t, { email: "ada@example.com", password: "wrong-password-here" }, 2),
      signIn(t, { email: "nobody@example.com", password }, 3),
      signIn(t, { email: "bo@example.com", password }, 4),
    ]);
    for (const res of answers) {
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await expectStatus(res, 401)).toEqual({ message: "Invalid email or password" });
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
      const res = await signIn(t, { email: "ada@example.com", password: "nope-nope-nope" }, 10);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Limited attempts never reached the password check, so they were not audited as failures.
    const failed = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "auth.login_failed"));
    expect(failed).toHaveLength(5);
    // The owner, from a client that has not failed, still signs in.
    await expectStatus(signIn(t, { email: "ada@example.com", password }, 11), 200);
  });

  it("no lockout: after wrong passwords from many addresses the right one from a fresh address signs in, slowed, never refused", async () => {
    // The account's attempts as the rate-limit store counts them: each attempt's delay follows from its count.
    const { bucket, limit } = staffRateLimits.loginPerAccount;
    const store = createMemoryStore();
    const accountCounts: number[] = [];
    const counting: RateLimitStore = {
      ...store,
      async hit(key, windowMs) {
        const hit = await store.hit(key, windowMs);
        if (key.startsWith(`${bucket}:`)) accountCounts.push(hit.count);
        return hit;
      },
    };
    const app = createTestApp({ database: database.handle, rateLimitStore: counting });
    onTestFinished(() => app.close());
    await seed("ada@example.com", "admin");
    for (let i = 0; i < limit + 3; i++) {
      const res = await signIn(app, { email: "ada@example.com", password: "nope-nope-nope" }, 20 + i);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const timers = vi.spyOn(globalThis, "setTimeout");
    onTestFinished(() => timers.mockRestore());
    await expectStatus(signIn(app, { email: "ada@example.com", password }, 60), 200);
    // The account is under attack, so this attempt waited before its password was checked.
    const delay = signInDelayMs(limit + 4, limit);
    expect(accountCounts.at(-1)).toBe(limit + 4);
    expect(delay).toBeGreaterThan(0);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), delay);
    // The success started the account's count over: the next attempt is not slowed.
    await expectStatus(signIn(app, { email: "ada@example.com", password }, 61), 200);
    expect(accountCounts.at(-1)).toBe(1);
    expect(signInDelayMs(1, limit)).toBe(0);
  });

  it("starts the account's count over after a successful sign-in", async () => {
    await seed("cy@example.com", "admin");
    // One client: without the fresh start its sixth attempt would be refused.
    const attempt = async (secret: string, _i: number) =>
      (await signIn(t, { email: "cy@example.com", password: secret }, 40)).status;
    for (let i = 0; i < 4; i++) expect(await attempt("nope-nope-nope", i)).toBe(401);
    expect(await attempt(password, 4)).toBe(200);
    // Four more failures are allowed again before the limit of five is reached.
    for (let i = 5; i < 9; i++) expect(await attempt("nope-nope-nope", i)).toBe(401);
  });

  it("limits attempts per IP", async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await signIn(t, { email: `x${i}@example.com`, password: "x" }, 99)).status;
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
    const me = await expectStatus(t.client(s.headers).api.admin.session.$get(), 200);
    expect(me.csrfToken).toBe(s.csrfToken);
    // Without the CSRF token.
    await expectStatus(t.client(s.headers).api.admin.session.$delete(), 403);
    await expectStatus(as(s).session.$delete(), 204);
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
    const mine = eq(staffSessions.staffId, s.id);
    await setSessions({ lastSeenAt: sql`now() - interval '20 minutes'` }, mine);
    expect(await sessionStatus(s)).toBe(200);
    // Twenty more minutes: 40 idle minutes had the use not moved the expiry, 20 since it did.
    await setSessions({ lastSeenAt: sql`${staffSessions.lastSeenAt} - interval '20 minutes'` }, mine);
    expect(await sessionStatus(s)).toBe(200);
  });
});

// Every operation the OpenAPI document lists, by its path there: these calls go
// through `t.json`, since the paths come from the document, not the typed contract.
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
        s.headers,
        { ...s.headers, "x-csrf-token": "wrong" },
        { ...s.headers, "x-csrf-token": `${s.csrfToken.slice(0, -1)}${s.csrfToken.endsWith("A") ? "B" : "A"}` },
      ];
      for (const headers of refused) {
        const res = await t.json(op.method, concrete(op.path), {}, headers);
        expect(res.status, `${op.method} ${op.path}`).toBe(403);
        expect(res.body).toEqual({ message: staffMessages.csrf });
      }
      const foreign = await t.json(op.method, concrete(op.path), {}, { ...s.csrf, origin: "https://evil.example" });
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
        const res = await t.json(op.method, concrete(op.path), op.method === "GET" ? undefined : {}, s.csrf);
        expect(res.status, `${role} ${op.method} ${op.path}`).toBe(403);
        expect(res.body).toEqual({ message: "You do not have access to this area" });
      }
      await expectStatus(as(s).session.$get(), 200);
    }
    const admin = await login("ada@example.com", 21);
    await expectStatus(as(admin).staff.$get(), 200);
    await expectStatus(as(admin).audit.$get({ query: {} }), 200);
  });
});

describe("staff management", () => {
  it("creates, updates and disables staff, with audit entries", async () => {
    await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    const staffApi = as(s).staff;
    await expectStatus(
      staffApi.$post({ json: { email: "hr@example.com", name: "Hana", role: "hr", password: "short" } }),
      400,
    );
    const created = await expectStatus(
      staffApi.$post({ json: { email: "HR@Example.com", name: "Hana Recruiter", role: "hr", password } }),
      201,
    );
    const { id } = created.data;
    expect(created.data).toMatchObject({ email: "hr@example.com", role: "hr", disabled: false });
    await expectStatus(staffApi.$post({ json: { email: "hr@example.com", name: "X", role: "hr", password } }), 409);

    const hr = await login("hr@example.com", 5);
    await expectStatus(staffApi[":id"].$patch({ param: { id }, json: { name: "Hana R.", role: "sales" } }), 200);
    const disabled = await expectStatus(staffApi[":id"].$patch({ param: { id }, json: { disabled: true } }), 200);
    expect(disabled.data).toMatchObject({ disabled: true });
    // Disabling revoked the session.
    expect(await sessionStatus(hr)).toBe(401);

    const audit = await expectStatus(as(s).audit.$get({ query: { entityType: "staff", action: "staff.update" } }), 200);
    expect(audit.meta).toMatchObject({ total: 1, page: 1 });
    const [entry] = audit.data;
    expect(entry).toMatchObject({
      staffEmail: "ada@example.com",
      before: { name: "Hana Recruiter", role: "hr" },
      after: { name: "Hana R.", role: "sales" },
    });
    const actions = (await database.handle.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.create", "staff.update", "staff.disable", "auth.login"]));
    await expectStatus(as(s).audit.$get({ query: { from: "nonsense" } }), 400);
  });

  it("keeps the last active admin and stops admins demoting or disabling themselves", async () => {
    const ada = await seed("ada@example.com", "admin");
    const s = await login("ada@example.com");
    const change = as(s).staff[":id"].$patch;
    await expectStatus(change({ param: { id: ada.id }, json: { role: "hr" } }), 409);
    await expectStatus(change({ param: { id: ada.id }, json: { disabled: true } }), 409);
    const bob = await seed("bob@example.com", "admin");
    await expectStatus(change({ param: { id: bob.id }, json: { role: "hr" } }), 200);
    // Bob (now hr) re-promoted, disabled by Ada; Ada remains the last active admin.
    await change({ param: { id: bob.id }, json: { role: "admin" } });
    await expectStatus(change({ param: { id: bob.id }, json: { disabled: true } }), 200);
    await expectStatus(change({ param: { id: ada.id }, json: { role: "sales" } }), 409);
    await expectStatus(change({ param: { id: "not-a-uuid" }, json: { name: "x" } }), 400);
    await expectStatus(change({ param: { id: "00000000-0000-4000-8000-000000000000" }, json: { name: "x" } }), 404);
  });

  it("resets a password (sessions end) and changes one's own (other sessions end)", async () => {
    await seed("ada@example.com", "admin");
    const hrUser = await seed("hr@example.com", "hr");
    const s = await login("ada@example.com");
    const other = await login("ada@example.com", 2);
    const hr = await login("hr@example.com", 3);
    const newPassword = "Copper-Kettle-Meadow-19";
    await expectStatus(
      as(s).staff[":id"].password.$post({ param: { id: hrUser.id }, json: { password: newPassword } }),
      204,
    );
    expect(await sessionStatus(hr)).toBe(401);

    await expectStatus(as(s).me.password.$post({ json: { currentPassword: "nope", newPassword } }), 400);
    await expectStatus(as(s).me.password.$post({ json: { currentPassword: password, newPassword } }), 204);
    expect(await sessionStatus(s)).toBe(200);
    expect(await sessionStatus(other)).toBe(401);
  });
});

describe("npm run admin:create", () => {
  const run = (args: string[], input: string, dataDir: string) => runAdminCreate(args, input, { DATA_DIR: dataDir });

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
      const res = await signIn(app, { email: "ada@example.com", password }, 1, host);
      const cookie = /marut_staff=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";
      const { csrfToken } = await expectStatus(res, 200);
      const session = app.client({ cookie, "x-csrf-token": csrfToken, ...host }).api;
      const bo = { email: "bo@example.com", name: "Bo Hr", role: "hr", password: "Quarry-Beacon-Thistle-42" } as const;
      await expectStatus(session.admin.staff.$post({ json: bo }), 201);
      await expectStatus(session.admin.session.$delete(), 204);
      const forgot = app.client(host).api.staff["forgot-password"].$post({ json: { email: "ada@example.com" } });
      await expectStatus(forgot, 200);
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
