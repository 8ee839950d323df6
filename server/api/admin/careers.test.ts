import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#app/domain/staff.ts";
import { listOpenJobs } from "#app/features/careers/jobs.server.ts";
import type { Client } from "#app/lib/api-client.ts";
import { applicants, applicationEvents, auditLog, outboxMessages } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { type AnyAnswer, expectStatus } from "#tests/support/expect-status.ts";
import { type JobInput, jobInput } from "#tests/support/job-input.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// The hr area of the back office: jobs and the application pipeline, their
// roles, CSRF and audit entries.

const { t } = setUpTestApp({ seed: seedDemoData });

type Session = StaffSession;
const sessions = {} as Record<StaffRole, Session>;

/** The typed client as `who` (hr by default): state changes carry the CSRF token. */
const as = (who: Session = sessions.hr) => t.client(who.csrf).api.admin;

beforeEach(async () => {
  Object.assign(sessions, await signInEveryRole(t));
});

async function createJob(who: Session = sessions.hr, overrides: Partial<JobInput> = {}) {
  return (await expectStatus(as(who).jobs.$post({ json: await jobInput(t.services.db, overrides) }), 201)).data;
}

const pdf = () => {
  const bytes = new Uint8Array(2000).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};

let counter = 0;
/** A verified applicant who applied for `slug`; returns the token and application id. */
async function applied(slug: string) {
  counter += 1;
  const registered = t.client().api.applicant.register.$post({
    json: {
      firstName: "Asha",
      lastName: `Mwinyi${counter}`,
      email: `asha${counter}@example.com`,
      password: "Tanzania-Fleet-Night-Shift",
    },
  });
  const { token, data } = await expectStatus(registered, 201);
  await t.services.db.update(applicants).set({ emailVerifiedAt: new Date() }).where(eq(applicants.id, data.id));
  const form = new FormData();
  form.set("resume", new Blob([pdf()], { type: "application/pdf" }), "Asha CV.pdf");
  form.set("answers", JSON.stringify({ "notice-period": "Now" }));
  form.set("consent", "true");
  form.set("coverLetter", "I love safe roads.");
  // The contract describes the résumé as a string (its OpenAPI form): the file goes as a raw multipart body.
  const apply = await t.app.request(`/api/jobs/${slug}/applications`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await apply.json()) as { data: { id: string } };
  expect(apply.status, JSON.stringify(body)).toBe(201);
  return { token, applicationId: body.data.id, email: `asha${counter}@example.com` };
}

async function publishedJob() {
  const job = await createJob();
  await expectStatus(as().jobs[":id"].publish.$post({ param: { id: job.id } }), 200);
  return job;
}

const statusEmails = (to: string) =>
  t.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "application-status-changed"), eq(outboxMessages.toAddress, to)));

describe("jobs", () => {
  it("creates a draft, edits it, publishes and closes it, and the careers pages and sitemap follow at once", async () => {
    const job = await createJob();
    expect(job.status).toBe("draft");
    expect(job.slug).toBe("fleet-safety-analyst");
    // A second job with the same title gets a free slug.
    expect((await createJob(sessions.admin)).slug).toBe("fleet-safety-analyst-2");

    const publicSearch = async (q: string) =>
      (await expectStatus(t.client().api.jobs.$get({ query: { q } }), 200)).data.map((j) => j.id);
    expect(await publicSearch("Fleet Safety Analyst")).not.toContain(job.slug);
    await expectStatus(t.client().api.jobs[":jobId"].$get({ param: { jobId: job.slug } }), 404);

    const edited = await expectStatus(
      as().jobs[":id"].$put({
        param: { id: job.id },
        json: await jobInput(t.services.db, {
          title: "Senior Fleet Safety Analyst",
          slug: "senior-fleet-safety-analyst",
        }),
      }),
      200,
    );
    expect(edited.data.slug).toBe("senior-fleet-safety-analyst");

    const published = await expectStatus(as().jobs[":id"].publish.$post({ param: { id: job.id } }), 200);
    expect(published.data.status).toBe("published");
    expect(await publicSearch("Senior Fleet Safety")).toContain("senior-fleet-safety-analyst");
    expect((await listOpenJobs(t.services.db)).map((j) => j.slug)).toContain("senior-fleet-safety-analyst");
    await expectStatus(as().jobs[":id"].publish.$post({ param: { id: job.id } }), 409);

    await expectStatus(as().jobs[":id"].close.$post({ param: { id: job.id } }), 200);
    expect((await listOpenJobs(t.services.db)).map((j) => j.slug)).not.toContain("senior-fleet-safety-analyst");
    expect(await publicSearch("Senior Fleet Safety")).not.toContain("senior-fleet-safety-analyst");

    const list = await expectStatus(as().jobs.$get({ query: { status: "draft", sort: "-title" } }), 200);
    const items = list.data;
    expect(items.every((item) => item.status === "draft")).toBe(true);
    expect(items.map((item) => item.slug)).toContain("fleet-safety-analyst-2");

    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["job.close", "job.create", "job.publish", "job.update"]);
    const update = audit.find((row) => row.action === "job.update");
    expect(update?.before).toMatchObject({ title: "Fleet Safety Analyst" });
    expect(update?.after).toMatchObject({ title: "Senior Fleet Safety Analyst" });
    expect(update?.staffId).toBe(sessions.hr.id);
  });

  it("reads one job of any status, lists departments and locations, and adds new ones", async () => {
    const job = await createJob();
    const one = await expectStatus(as().jobs[":id"].$get({ param: { id: job.id } }), 200);
    expect(one.data).toMatchObject({
      status: "draft",
      salaryCurrency: "INR",
      questions: [{ id: "notice-period" }],
    });
    await expectStatus(as().jobs[":id"].$get({ param: { id: "not-a-uuid" } }), 404);
    await expectStatus(as().jobs[":id"].$get({ param: { id: "00000000-0000-4000-8000-000000000000" } }), 404);

    const department = await expectStatus(
      as().departments.$post({ json: { name: "Road Safety Research", description: "Studies." } }),
      201,
    );
    await expectStatus(as().departments.$post({ json: { name: "Road Safety Research", description: undefined } }), 409);
    const location = await expectStatus(
      as().locations.$post({ json: { name: "Pune, India", city: "Pune", countryCode: "in", countryName: "India" } }),
      201,
    );
    expect(location.data).toMatchObject({ slug: "pune-india", countryCode: "IN" });
    // Each addition is in the audit log with what was added; the refused duplicate is not.
    const entries = await t.services.db.select().from(auditLog);
    const added = entries.filter((e) => e.action === "department.create" || e.action === "location.create");
    expect(added.map((e) => [e.action, e.entityId]).sort()).toEqual(
      [
        ["department.create", department.data.id],
        ["location.create", location.data.id],
      ].sort(),
    );
    expect(added.find((e) => e.action === "location.create")?.after).toMatchObject({ city: "Pune" });
    const names = (await expectStatus(as().departments.$get(), 200)).data.map((d) => d.name);
    expect(names).toContain("Road Safety Research");
    await expectStatus(as().locations.$get(), 200);
  });

  it("renders the description's Markdown sanitised for the editor's preview", async () => {
    const preview = as().jobs.preview.$post({
      json: { markdown: "# Hi\n\n**bold** <script>x</script> <img src=x onerror=alert(1)>" },
    });
    const { html } = (await expectStatus(preview, 200)).data;
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    // A link the page would drop is named instead of disappearing from the preview.
    const link = await expectStatus(
      as().jobs.preview.$post({ json: { markdown: "[link](javascript:alert(1))" } }),
      400,
    );
    expect(link.message).toContain("“javascript:alert(1)”");
  });

  it("answers 400 with field messages for invalid input and 409 for a slug in use", async () => {
    // Values the contract refuses, sent on purpose: typed as `never` to get past the compiler.
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ salaryMin: 10, salaryMax: 5 }, "salaryMax"],
      [{ salaryCurrency: null }, "salaryCurrency"],
      [{ questions: [{ label: "Pick", kind: "select", required: true, options: ["one"] }] }, "questions.0.options"],
      [{ departmentId: "nope" }, "departmentId"],
      [{ departmentId: "00000000-0000-4000-8000-000000000000" }, "departmentId"],
      [{ validThrough: "31/12/2026" }, "validThrough"],
      [{ responsibilities: [""] }, "responsibilities.0"],
    ];
    for (const [overrides, field] of cases) {
      const res = await expectStatus(
        as().jobs.$post({ json: { ...(await jobInput(t.services.db)), ...overrides } as never }),
        400,
      );
      expect(Object.keys(res.errors ?? {}), field).toContain(field);
      expect(typeof res.message).toBe("string");
    }
    // A body that is not JSON: outside the contract on purpose.
    expect((await t.json("POST", "/api/admin/jobs", "{not json", sessions.hr.csrf)).status).toBe(400);
    await expectStatus(as().jobs.$get({ query: { sort: "password" } }), 400);
    await expectStatus(as().jobs.$get({ query: { page: "0" } }), 400);
    await createJob(sessions.hr, { slug: "taken-slug" });
    await expectStatus(as().jobs.$post({ json: await jobInput(t.services.db, { slug: "taken-slug" }) }), 409);
    // Publishing needs the sections the job page shows.
    const bare = await createJob(sessions.hr, { responsibilities: [] });
    const publish = await expectStatus(as().jobs[":id"].publish.$post({ param: { id: bare.id } }), 400);
    expect(Object.keys(publish.errors ?? {})).toContain("responsibilities");
  });
});

/** POST …/applications/:id/stage as `who` (hr by default). */
const moveStage = (
  applicationId: string,
  json: { stage: string; note?: string; notifyApplicant?: boolean },
  who: Session = sessions.hr,
) => as(who).applications[":id"].stage.$post({ param: { id: applicationId }, json: json as StageChange });

/** A stage change as the contract types it; the tests also send stages and bodies it refuses. */
type StageChange = Parameters<Client["api"]["admin"]["applications"][":id"]["stage"]["$post"]>[0]["json"];

describe("applications", () => {
  it("moves an application through the pipeline, recording who and when, emailing only when asked", async () => {
    const job = await publishedJob();
    const { token, applicationId, email } = await applied(job.slug);

    const ids = async (query: Record<string, string>) =>
      (await expectStatus(as().applications.$get({ query }), 200)).data.map((a) => a.id);
    expect(await ids({ jobId: job.id, stage: "applied" })).toEqual([applicationId]);
    expect(await ids({ q: email })).toEqual([applicationId]);

    await expectStatus(moveStage(applicationId, { stage: "screening", notifyApplicant: false }), 200);
    expect(await statusEmails(email)).toHaveLength(0);

    const loud = moveStage(applicationId, { stage: "interview", note: "Panel on Tuesday", notifyApplicant: true });
    await expectStatus(loud, 200);
    const emails = await statusEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain("Interview");

    const events = await t.services.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    const staffEvents = events.filter((event) => event.actor === "staff");
    expect(staffEvents.map((event) => event.stage)).toEqual(["screening", "interview"]);
    expect(staffEvents.every((event) => event.staffId === sessions.hr.id && event.staffName === sessions.hr.name)).toBe(
      true,
    );

    const detail = await expectStatus(as().applications[":id"].$get({ param: { id: applicationId } }), 200);
    expect(detail.data).toMatchObject({
      stage: "interview",
      coverLetter: "I love safe roads.",
      answers: [{ id: "notice-period", question: "Notice period?", answer: "Now" }],
      resume: { fileName: "Asha CV.pdf" },
    });
    expect(detail.data.history.at(-1)?.staffName).toBe(sessions.hr.name);

    // The applicant sees the new stage.
    const applicant = t.client({ authorization: `Bearer ${token}` }).api.applicant;
    const mine = await expectStatus(applicant.applications.$get(), 200);
    expect(mine.data[0]?.stage).toBe("interview");

    await expectStatus(moveStage(applicationId, { stage: "interview", notifyApplicant: false }), 409);
    // An unknown stage, and no notifyApplicant: outside the contract on purpose.
    await expectStatus(moveStage(applicationId, { stage: "nowhere", notifyApplicant: true }), 400);
    await expectStatus(moveStage(applicationId, { stage: "offer" }), 400);

    const hired = moveStage(applicationId, { stage: "hired", notifyApplicant: true }, sessions.admin);
    expect((await expectStatus(hired, 200)).data).toMatchObject({ stage: "hired", status: "hired" });

    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.entityId, applicationId));
    expect(audit.map((row) => row.action)).toEqual(["application.stage", "application.stage", "application.stage"]);
    expect(audit[1]?.before).toMatchObject({ stage: "screening" });
    expect(audit[1]?.after).toMatchObject({ stage: "interview", notifiedApplicant: true });
  });

  it("keeps notes private to staff", async () => {
    const job = await publishedJob();
    const { token, applicationId } = await applied(job.slug);
    const notes = (id: string, body: string) => as().applications[":id"].notes.$post({ param: { id }, json: { body } });
    await expectStatus(notes(applicationId, "Strong SQL; ask about night shifts."), 201);
    await expectStatus(notes(applicationId, "  "), 400);
    await expectStatus(notes("00000000-0000-4000-8000-000000000000", "x"), 404);
    const detail = await expectStatus(as().applications[":id"].$get({ param: { id: applicationId } }), 200);
    expect(detail.data).toMatchObject({
      notes: [{ body: "Strong SQL; ask about night shifts.", staffName: sessions.hr.name }],
    });

    const auth = { authorization: `Bearer ${token}` };
    const applicant = t.client(auth).api.applicant;
    const mine = await applicant.applications.$get();
    // An address outside the contract (one application of the applicant's): whatever it answers holds no note.
    const one = await t.app.request(`/api/applicant/applications/${applicationId}`, { headers: auth });
    const exported = await applicant.export.$get();
    for (const res of [mine, one, exported]) expect(await res.text()).not.toContain("night shifts");
  });

  it("rejects several applications at once and emails each applicant when asked", async () => {
    const job = await publishedJob();
    const first = await applied(job.slug);
    const second = await applied(job.slug);
    const third = await applied(job.slug);
    const withdraw = t.client({ authorization: `Bearer ${third.token}` }).api.applicant.applications[":id"].withdraw;
    await expectStatus(withdraw.$post({ param: { id: third.applicationId } }), 200);
    const bulkReject = as().applications["bulk-reject"];
    const res = await expectStatus(
      bulkReject.$post({
        json: {
          ids: [first.applicationId, second.applicationId, third.applicationId],
          notifyApplicant: true,
          note: "Thank you",
        },
      }),
      200,
    );
    expect(res.data).toEqual({
      rejected: [first.applicationId, second.applicationId],
      skipped: [third.applicationId],
    });
    expect(await statusEmails(first.email)).toHaveLength(1);
    expect(await statusEmails(second.email)).toHaveLength(1);
    expect(await statusEmails(third.email)).toHaveLength(0);
    const rejected = await expectStatus(as().applications.$get({ query: { stage: "rejected" } }), 200);
    expect(rejected.data.length).toBe(2);
    await expectStatus(bulkReject.$post({ json: { ids: [], notifyApplicant: true } }), 400);
    await expectStatus(bulkReject.$post({ json: { ids: ["x"], notifyApplicant: true } }), 400);
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.action, "application.bulk_reject"));
    expect(audit).toHaveLength(2);
  });

  it("serves the résumé to hr and admin only, as a nosniff attachment", async () => {
    const job = await publishedJob();
    const { applicationId } = await applied(job.slug);
    const resume = (headers?: Record<string, string>) =>
      t.client(headers).api.admin.applications[":id"].resume.$get({ param: { id: applicationId } });
    for (const role of ["hr", "admin"] as const) {
      const res = await resume(sessions[role].headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(new Uint8Array(await res.arrayBuffer()).slice(0, 4)).toEqual(new TextEncoder().encode("%PDF"));
    }
    for (const role of ["sales", "marketing"] as const) {
      await expectStatus(resume(sessions[role].headers), 403);
    }
    await expectStatus(resume(), 401);
  });
});

describe("roles, sessions and CSRF", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  type Call = [string, (api: Client) => Promise<AnyAnswer>];
  // Empty bodies, outside the contract on purpose: the guards answer before the body is read.
  const routes: Call[] = [
    ["GET /admin/jobs", (api) => api.api.admin.jobs.$get({ query: {} })],
    ["POST /admin/jobs", (api) => api.api.admin.jobs.$post({ json: {} as never })],
    ["POST /admin/jobs/preview", (api) => api.api.admin.jobs.preview.$post({ json: { markdown: "x" } })],
    ["GET /admin/jobs/{id}", (api) => api.api.admin.jobs[":id"].$get({ param: { id } })],
    ["PUT /admin/jobs/{id}", (api) => api.api.admin.jobs[":id"].$put({ param: { id }, json: {} as never })],
    ["POST /admin/jobs/{id}/publish", (api) => api.api.admin.jobs[":id"].publish.$post({ param: { id } })],
    ["POST /admin/jobs/{id}/close", (api) => api.api.admin.jobs[":id"].close.$post({ param: { id } })],
    ["GET /admin/departments", (api) => api.api.admin.departments.$get()],
    [
      "POST /admin/departments",
      (api) => api.api.admin.departments.$post({ json: { name: "X", description: undefined } }),
    ],
    ["GET /admin/locations", (api) => api.api.admin.locations.$get()],
    ["POST /admin/locations", (api) => api.api.admin.locations.$post({ json: {} as never })],
    ["GET /admin/applications", (api) => api.api.admin.applications.$get({ query: {} })],
    ["GET /admin/applications/{id}", (api) => api.api.admin.applications[":id"].$get({ param: { id } })],
    ["GET /admin/applications/{id}/resume", (api) => api.api.admin.applications[":id"].resume.$get({ param: { id } })],
    [
      "POST /admin/applications/{id}/stage",
      (api) =>
        api.api.admin.applications[":id"].stage.$post({
          param: { id },
          json: { stage: "screening", notifyApplicant: false },
        }),
    ],
    [
      "POST /admin/applications/{id}/notes",
      (api) => api.api.admin.applications[":id"].notes.$post({ param: { id }, json: { body: "x" } }),
    ],
    [
      "POST /admin/applications/bulk-reject",
      (api) => api.api.admin.applications["bulk-reject"].$post({ json: { ids: [id], notifyApplicant: false } }),
    ],
  ];

  it("answers 403 to sales and marketing on every hr route, even with a valid CSRF token", async () => {
    for (const role of ["sales", "marketing"] as const) {
      for (const [name, call] of routes) {
        const res = await call(t.client(sessions[role].csrf));
        expect(res.status, `${role} ${name}`).toBe(403);
        expect(await res.json()).toMatchObject({ message: expect.any(String) });
      }
    }
  });

  it("answers 401 without a session", async () => {
    for (const [name, call] of routes) {
      expect((await call(t.client())).status, name).toBe(401);
    }
  });

  it("refuses state changes without the CSRF token and lets hr and admin through with it", async () => {
    for (const [name, call] of routes) {
      if (name.startsWith("GET")) continue;
      // The session's cookie without its token.
      expect((await call(t.client(sessions.hr.headers))).status, name).toBe(403);
    }
    for (const role of ["hr", "admin"] as const) {
      for (const [name, call] of routes) {
        const res = await call(t.client(sessions[role].csrf));
        expect([200, 201, 400, 404, 409], `${role} ${name}`).toContain(res.status);
      }
    }
  });
});
