import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type StaffRole, staffRoles } from "#app/domain/staff.ts";
import { renderEmail } from "#app/emails/render.server.ts";
import { loginStaff, normaliseStaffEmail } from "#app/features/admin/staff.server.ts";
import { type Client, createApiClient } from "#app/lib/api-client.ts";
import { createBackground } from "#app/lib/background.server.ts";
import { createDiskFileStorage } from "#app/lib/file-storage.server.ts";
import { hashPassword } from "#app/lib/passwords.server.ts";
import type { Database, DatabaseHandle } from "#db/client.ts";
import { staffUsers } from "#db/schema.ts";
import { createApp } from "#server/app.ts";
import { CampaignLane } from "#server/mail/campaign-lane.ts";
import { OutboxWorker } from "#server/mail/outbox-worker.ts";
import { createDevMailboxTransport, createSmtpTransport } from "#server/mail/transport.ts";
import type { AppServerBuild } from "#server/pages.ts";
import { createMemoryStore, createRateLimiter, type RateLimitStore } from "#server/rate-limit.ts";
import { createRenderCache, type RenderCache } from "#server/render-cache.ts";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-database.ts";

export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

export type TestAppOptions = {
  database: DatabaseHandle;
  /** Deliver to this SMTP server; without it mail goes to the dev mailbox table. */
  smtpUrl?: string;
  rateLimitStore?: RateLimitStore;
  production?: boolean;
  trustProxy?: boolean;
  /** The site's address (http://localhost:3000 when not given). */
  publicUrl?: string;
  /** The origins the back office accepts forms from (Config.siteOrigins); the public URL's when not given. */
  siteOrigins?: readonly string[];
  /** Where uploaded files go; a new temporary folder (removed on close) when not given. */
  filesDir?: string;
  /** Keep work scheduled after an answer (services.background) until `releaseBackground()`. */
  holdBackground?: boolean;
  /** The production build (build/server/index.js), to serve pages too; without it only the API answers. */
  build?: AppServerBuild;
  /** Where cacheable pages are kept, as in production (with `build`). */
  renderCache?: RenderCache;
  /** What the application and its services log to; silent when not given. */
  logger?: Logger;
};

/**
 * The real application (API and middleware) on a test database, without the
 * React Router build unless `build` is given; requests go through app.request
 * like HTTP would.
 */
export function createTestApp(options: TestAppOptions) {
  const publicUrl = options.publicUrl ?? "http://localhost:3000";
  const from = "Marut <no-reply@marut.test>";
  const transport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, from)
    : createDevMailboxTransport(options.database.db, from, silentLogger, "http://localhost/dev/mailbox");
  const campaigns = new CampaignLane({
    services: { db: options.database.db, publicUrl, renderEmail, logger: silentLogger },
    perMinute: 1_000_000,
  });
  const worker = new OutboxWorker({
    db: options.database.db,
    transport,
    logger: silentLogger,
    pollMs: 100,
    backoffBaseMs: 200,
    backoffCapMs: 1_000,
    campaigns,
  });
  const store = options.rateLimitStore ?? createMemoryStore();
  const heldTasks: (() => void)[] = [];
  const background = createBackground(
    silentLogger,
    options.holdBackground ? (start) => heldTasks.push(start) : undefined,
  );
  const filesDir = options.filesDir ?? mkdtempSync(path.join(os.tmpdir(), "marut-files-"));
  const services = {
    db: options.database.db,
    database: options.database,
    publicUrl,
    siteOrigins: options.siteOrigins,
    salesNotifyEmail: "sales@marut.test",
    renderEmail,
    wakeOutbox: () => worker.wake(),
    rateLimiter: createRateLimiter(store, silentLogger),
    background,
    logger: options.logger ?? silentLogger,
    files: createDiskFileStorage(filesDir),
    trustProxy: options.trustProxy ?? true,
    secureCookies: options.production ?? false,
    // As in server/main.ts: pages take the data version from the render cache's last poll.
    pageDataVersion: options.renderCache && (() => options.renderCache?.version()),
  };
  const app = createApp({
    config: { isProduction: options.production ?? false, publicUrl, devMailboxEnabled: true },
    logger: options.logger ?? silentLogger,
    services,
    build: options.build,
    renderCache: options.renderCache,
  });
  return {
    app,
    /** The services the API runs with, for calling business logic directly. */
    services,
    worker,
    /** The outbox worker's campaign lane. */
    campaigns,
    transport,
    /** The folder the file storage writes to. */
    filesDir,
    /** How many tasks scheduled after an answer are waiting (with `holdBackground`). */
    heldBackgroundTasks: () => heldTasks.length,
    /** Starts the held background tasks and waits until every background task has finished. */
    async releaseBackground() {
      for (const start of heldTasks.splice(0)) start();
      await background.idle();
    },
    /**
     * The typed client on this app (the browser's `createApiClient`, decision 0020): paths, inputs and
     * answers come from the API's own route schemas, so a contract change breaks the test at compile
     * time. `headers` go with every request (a staff session's `csrf`, a forwarded address):
     *   const res = await t.client(staff.csrf).api.admin.leads[":id"].$patch({ param: { id }, json });
     *   expect(res.status).toBe(200); const { data } = await res.json();
     */
    client(headers: Record<string, string> = {}): Client {
      return createApiClient(() => headers, { fetch: async (input, init) => app.request(input, init) });
    },
    /** JSON request helper for what the contract cannot express (malformed bodies, unknown paths); prefer `client`. */
    async json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await app.request(path, {
        method,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: res.status, headers: res.headers, body: parsed as Record<string, unknown> };
    },
    async close() {
      for (const start of heldTasks.splice(0)) start();
      await background.idle();
      await worker.stop();
      transport.close();
      await store.close();
      if (!options.filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/** An object that stands for whatever `current()` returns when it is used. */
function standIn<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is only there inside a test`);
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The usual setup of a test file that talks to the API: a test database (empty,
 * or filled by `seed`) and the real application on it, new for each test (`once`:
 * one for the whole file), closed after it. Call it at the top of the file, before
 * the file's own hooks; `database` and `t` stand for the current test's.
 */
export function setUpTestApp(
  options: Omit<TestAppOptions, "database"> & {
    seed?: (db: Database) => Promise<unknown>;
    once?: boolean;
    /** The database the app runs on (PGlite unless given). */
    kind?: DatabaseKind;
  } = {},
): { database: TestDatabase; t: TestApp } {
  const { seed, once = false, kind = "pglite", ...appOptions } = options;
  return openedPerTest(
    once,
    async () => {
      const database = await createTestDatabase(kind);
      if (seed) await seed(database.handle.db);
      return { database, t: createTestApp({ ...appOptions, database: database.handle }) };
    },
    async ({ database, t }) => {
      await t.close();
      await database.drop();
    },
    { database: "the test database", t: "the test app" },
  );
}

export type StaffSession = {
  id: string;
  name: string;
  email: string;
  /** The Cookie header's value. */
  cookie: string;
  csrfToken: string;
  /** Headers of a request as this staff member. */
  headers: Record<string, string>;
  /** The same with the CSRF token, for state changes. */
  csrf: Record<string, string>;
};

// Hashing a password with the production argon2 parameters costs ~50 ms of CPU;
// tests that sign the same staff in before every test hash each password once.
const passwordHashes = new Map<string, Promise<string>>();

/**
 * Adds a staff account (the row `createStaffUser` writes, with the password's
 * hash made once per test file) and signs it in through `loginStaff`.
 */
export async function signInStaff(
  t: TestApp,
  staff: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffSession> {
  let passwordHash = passwordHashes.get(staff.password);
  if (!passwordHash) {
    passwordHash = hashPassword(staff.password);
    passwordHashes.set(staff.password, passwordHash);
  }
  await t.services.db.insert(staffUsers).values({
    email: normaliseStaffEmail(staff.email),
    name: staff.name,
    role: staff.role,
    passwordHash: await passwordHash,
  });
  const login = await loginStaff(
    t.services,
    { email: staff.email, password: staff.password },
    { ip: null, userAgent: null },
  );
  if (!login.ok) throw new Error(`could not sign in ${staff.email}`);
  const cookie = `marut_staff=${login.token}`;
  return {
    id: login.staff.id,
    name: login.staff.name,
    email: login.staff.email,
    cookie,
    csrfToken: login.csrfToken,
    headers: { cookie },
    csrf: { cookie, "x-csrf-token": login.csrfToken },
  };
}

/** The password of the staff members the tests sign in (a long passphrase passes the staff password rules). */
export const testStaffPassword = "Night-Shift-Fleet-Telematics-42";

/** One signed-in staff member of each role ("Pat admin", admin@marut.test, …), for an area's role tests. */
export async function signInEveryRole(t: TestApp): Promise<Record<StaffRole, StaffSession>> {
  const sessions: Partial<Record<StaffRole, StaffSession>> = {};
  for (const role of staffRoles) {
    sessions[role] = await signInStaff(t, {
      email: `${role}@marut.test`,
      name: `Pat ${role}`,
      role,
      password: testStaffPassword,
    });
  }
  return sessions as Record<StaffRole, StaffSession>;
}

/**
 * `signInEveryRole`'s staff and a second member of `role` ("Sam Second",
 * second.<role>@marut.test) as `second`, for an area where two colleagues meet
 * (a lead handed to another seller, a campaign another marketer edits).
 */
export async function signInEveryRoleWithSecond(
  t: TestApp,
  role: StaffRole,
): Promise<Record<StaffRole | "second", StaffSession>> {
  const second = await signInStaff(t, {
    email: `second.${role}@marut.test`,
    name: "Sam Second",
    role,
    password: testStaffPassword,
  });
  return { ...(await signInEveryRole(t)), second };
}

/** An operation of the OpenAPI document: what the API reference shows. */
export type OpenApiOperation = {
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
};

/** The OpenAPI document the app serves at /api/openapi.json (beside the contract, not declared in it). */
export async function openApiDocument(
  t: TestApp,
): Promise<{ paths: Record<string, Record<string, OpenApiOperation>> }> {
  const res = await t.app.request("/api/openapi.json");
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
}

// Pages from the production build, for tests of what visitors see.

/**
 * The production build's pages (`build`, loaded by the file) served by the real
 * application on a new test database of `kind` for each test, with the render
 * cache as in production but reading the data version every `pollMs`; `seed`
 * fills the database first. `database`, `t` and `renderCache` stand for the
 * current test's.
 */
export function setUpSitePages(
  kind: DatabaseKind,
  options: { build: () => AppServerBuild; seed?: (db: Database) => Promise<unknown>; pollMs?: number },
): { database: TestDatabase; t: TestApp; renderCache: RenderCache } {
  return openedPerTest(
    false,
    async () => {
      const database = await createTestDatabase(kind);
      await options.seed?.(database.handle.db);
      const renderCache = createRenderCache(database.handle.db, silentLogger, { pollMs: options.pollMs ?? 50 });
      await renderCache.start();
      const t = createTestApp({ database: database.handle, build: options.build(), renderCache });
      return { database, t, renderCache };
    },
    async ({ database, t, renderCache }) => {
      renderCache.stop();
      await t.close();
      await database.drop();
    },
    { database: "the test database", t: "the test app", renderCache: "the render cache" },
  );
}

/**
 * What `open` answers, new for each test (`once`: one for the whole file) and
 * given to `close` after it; each field stands for the current test's (`names`
 * say what each is, for the error when one is used outside a test).
 */
function openedPerTest<T extends Record<string, object>>(
  once: boolean,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
  names: Record<keyof T, string>,
): T {
  let current: T | undefined;
  (once ? beforeAll : beforeEach)(async () => {
    current = await open();
  });
  (once ? afterAll : afterEach)(async () => {
    if (current) await close(current);
    current = undefined;
  });
  const fields = Object.keys(names).map((key: keyof T) => [key, standIn(() => current?.[key], names[key])]);
  return Object.fromEntries(fields) as T;
}

/** Requests a page until `check` holds of its status and text (the render cache follows the data version every poll). */
export async function pageUntil(
  t: TestApp,
  path: string,
  check: (status: number, text: string) => boolean,
  limitMs = 3_000,
): Promise<{ status: number; text: string; headers: Headers }> {
  const started = performance.now();
  for (;;) {
    const res = await t.app.request(path);
    const text = await res.text();
    if (check(res.status, text)) return { status: res.status, text, headers: res.headers };
    if (performance.now() - started > limitMs)
      throw new Error(`${path} did not change within ${limitMs} ms (last ${res.status})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
