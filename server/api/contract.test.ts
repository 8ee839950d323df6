import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, loginStaff } from "#app/features/admin/staff.server.ts";
import { teamAvailability } from "#app/features/booking/booking.server.ts";
import { type Client, createApiClient, send } from "#app/lib/api-client.ts";
import { applicants } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { type ContractCheck, contractOf } from "#tests/support/api-contract.ts";
import { applicantSignUp } from "#tests/support/applicant.ts";
import { bookableLead } from "#tests/support/booking.ts";
import { jobInput } from "#tests/support/job-input.ts";
import { setUpTestApp, testStaffPassword } from "#tests/support/test-app.ts";
import { createApi } from "./api.ts";

// Real answers held against the schemas each operation declares (what the
// OpenAPI document shows and the typed client is typed from): a representative
// walk through the public, applicant and back-office operations, every answer
// checked for a declared status, a body that parses, and no undeclared field.

const { database, t } = setUpTestApp({ once: true, seed: seedDemoData });
let contract: ContractCheck;
const problems: string[] = [];
const seen = new Set<string>();

/** The typed client on the in-process app, every answer checked against the contract. */
function client(headers: Record<string, string> = {}): Client {
  const checked: typeof fetch = async (input, init) => {
    const res = await t.app.request(String(input), init);
    const method = init?.method ?? "GET";
    const json = (res.headers.get("content-type") ?? "").startsWith("application/json");
    problems.push(...contract.problems(method, String(input), res.status, json ? await res.clone().json() : null));
    seen.add(`${method} ${new URL(String(input)).pathname} ${res.status}`);
    return res;
  };
  return createApiClient(() => ({ "x-forwarded-for": "198.51.100.7", ...headers }), { fetch: checked });
}

/** The data of a successful call; fails the test with the server's message otherwise. */
async function ok<R>(call: Promise<R>) {
  const result = await send(call);
  if (!result.ok) throw new Error(`${result.status}: ${result.message}`);
  return result.data;
}

beforeAll(() => {
  contract = contractOf(createApi(t.services));
});

describe("answers match the declared response schemas", () => {
  it("the check names an undeclared status, a body that does not parse and an undeclared field", () => {
    expect(contract.problems("GET", "/api/health", 200, { data: { status: "ok" } })).toEqual([]);
    expect(contract.problems("GET", "/api/health", 418, null)).toEqual(["GET /health 418: the status is not declared"]);
    expect(contract.problems("GET", "/api/health", 200, { data: { status: "fine" } })).toHaveLength(1);
    expect(contract.problems("GET", "/api/health", 200, { data: { status: "ok" }, extra: 1 })[0]).toMatch(
      /fields the schema does not declare/,
    );
    expect(contract.problems("GET", "/api/admin/leads/export.csv", 200, null)).toEqual([]);
  });

  it("public operations", async () => {
    const api = client();
    await ok(api.api.health.$get());
    await ok(api.api.ready.$get());
    const search = await ok(api.api.jobs.$get({ query: {} }));
    const slug = search.data[0]?.id ?? "";
    await ok(api.api.jobs[":jobId"].$get({ param: { jobId: slug } }));
    expect((await send(api.api.jobs[":jobId"].$get({ param: { jobId: "no-such-job" } }))).status).toBe(404);
    await ok(api.api.newsletters.subscribe.$post({ json: { email: "reader@example.com" } }));
    expect((await send(api.api.newsletters.subscribe.$post({ json: { email: "nope" } }))).status).toBe(400);
    await ok(api.api.leads["send-code"].$post({ json: { email: "buyer@example.com" } }));
    const estimate = {
      email: "buyer@example.com",
      code: "123456",
      inputs: { fleetSize: "5-15", mix: { trucks: 1, buses: 0, vans: 0, cars: 0 }, country: "uae", kilometres: 900 },
    } as const;
    const unknownLead = api.api.leads[":id"].estimate.$post({ param: { id: crypto.randomUUID() }, json: estimate });
    expect((await send(unknownLead)).status).toBe(404);
    const found = await ok(api.api.search.$get({ query: { q: "engineer" } }));
    expect(found.data.length).toBeGreaterThan(0);
    expect((await send(api.api.search.$get({ query: { q: "" } }))).status).toBe(400);
    expect(problems).toEqual([]);
  });

  it("applicant operations", async () => {
    const anonymous = client();
    const registered = await ok(anonymous.api.applicant.register.$post({ json: applicantSignUp }));
    await database.handle.db
      .update(applicants)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(applicants.id, registered.data.id));
    const api = client({ authorization: `Bearer ${registered.token}` });
    await ok(api.api.applicant.me.$get());
    await ok(api.api.applicant.profile.$put({ json: { headline: "Firmware engineer" } }));
    await ok(api.api.applicant.resume.$get());
    await ok(api.api.applicant.applications.$get());
    await ok(api.api.applicant.export.$get());
    expect(problems).toEqual([]);
  });

  it("back-office operations", async () => {
    const password = testStaffPassword;
    const created = await createStaffUser(
      t.services.db,
      { email: "admin@marut.test", name: "Pat Admin", role: "admin", password },
      null,
    );
    if (!created.ok) throw new Error("could not create the administrator");
    const login = await loginStaff(t.services, { email: "admin@marut.test", password }, { ip: null, userAgent: null });
    if (!login.ok) throw new Error("could not sign in");
    const api = client({ cookie: `marut_staff=${login.token}`, "x-csrf-token": login.csrfToken });

    await ok(api.api.admin.session.$get());
    await ok(api.api.admin.staff.$get());
    await ok(api.api.admin.audit.$get({ query: {} }));

    const job = await ok(api.api.admin.jobs.$post({ json: await jobInput(t.services.db) }));
    const id = job.data.id;
    await ok(api.api.admin.jobs.$get({ query: {} }));
    await ok(api.api.admin.jobs[":id"].$get({ param: { id } }));
    await ok(api.api.admin.jobs.preview.$post({ json: { markdown: "# Hello" } }));
    await ok(api.api.admin.jobs[":id"].publish.$post({ param: { id } }));
    await ok(api.api.admin.jobs[":id"].close.$post({ param: { id } }));
    expect((await send(api.api.admin.jobs[":id"].close.$post({ param: { id } }))).status).toBe(409);
    expect((await send(api.api.admin.jobs[":id"].$get({ param: { id: crypto.randomUUID() } }))).status).toBe(404);
    await ok(api.api.admin.departments.$get());
    await ok(api.api.admin.departments.$post({ json: { name: "Road Safety Research", description: "Studies." } }));
    await ok(api.api.admin.locations.$get());
    await ok(
      api.api.admin.locations.$post({
        json: { name: "Nairobi, Kenya", countryCode: "KE", countryName: "Kenya", remote: false },
      }),
    );
    await ok(api.api.admin.applications.$get({ query: {} }));
    await ok(
      api.api.admin.applications["bulk-reject"].$post({
        json: { ids: [crypto.randomUUID()], notifyApplicant: false },
      }),
    );
    await ok(api.api.admin.leads.$get({ query: {} }));
    await ok(api.api.admin["lead-owners"].$get({ query: {} }));
    await ok(api.api.admin.bookings.$get({ query: {} }));
    await ok(api.api.admin.availability.$get());
    await ok(
      api.api.admin.availability.$put({
        json: {
          timeZone: "Asia/Kolkata",
          officeCity: "Bengaluru",
          meetingUrl: "https://meet.example/pat",
          weeklyHours: { mon: [{ start: "09:30", end: "17:30" }] },
          daysOff: ["2026-12-25"],
          active: true,
        },
      }),
    );
    const lead = await bookableLead(database.handle.db);
    const { slots } = await teamAvailability(t.services);
    const start = slots[0]?.start.toString() ?? "";
    const booked = await ok(client().api.bookings.$post({ json: { token: lead.token, start, timeZone: "UTC" } }));
    expect(
      (await send(client().api.bookings.$post({ json: { token: lead.token, start, timeZone: "UTC" } }))).status,
    ).toBe(409);
    const next = slots[1]?.start.toString() ?? "";
    await ok(
      client().api.bookings.reschedule.$post({
        json: { token: booked.data.manageToken, start: next, timeZone: "UTC" },
      }),
    );
    await ok(client().api.bookings.cancel.$post({ json: { token: booked.data.manageToken } }));
    expect((await send(client().api.bookings.cancel.$post({ json: { token: "x".repeat(43) } }))).status).toBe(404);
    await ok(api.api.admin.subscribers.$get({ query: {} }));
    expect(problems).toEqual([]);
    // The walk reached the handlers, not only the guards.
    expect([...seen].filter((s) => / 2\d\d$/.test(s)).length).toBeGreaterThanOrEqual(30);
  });
});
