import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listOpenJobs } from "#app/features/careers/jobs.server.ts";
import { applicants, applicationEvents, auditLog, departments, locations, outboxMessages } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// The hr area of the back office: jobs and the application pipeline, their
// roles, CSRF and audit entries.

const { t } = setUpTestApp({ seed: seedDemoData });

type Session = StaffSession;
const sessions = {} as Record<"admin" | "hr" | "sales" | "marketing", Session>;

beforeEach(async () => {
  Object.assign(sessions, await signInEveryRole(t));
});

async function references() {
  const [department] = await t.services.db.select().from(departments).limit(1);
  const [location] = await t.services.db.select().from(locations).limit(1);
  if (!department || !location) throw new Error("seed has no departments or locations");
  return { department, location };
}

async function jobInput(overrides: Record<string, unknown> = {}) {
  const { department, location } = await references();
  return {
    title: "Fleet Safety Analyst",
    departmentId: department.id,
    locationId: location.id,
    employmentType: "full-time",
    workplaceType: "hybrid",
    summary: "Turn dashcam events into safer driving.",
    about: "You will **study** driver events.\n\n<script>alert(1)</script>",
    responsibilities: ["Review flagged events"],
    requirements: ["Two years of analytics"],
    niceToHave: [],
    benefits: ["Health cover"],
    salaryMin: 900000,
    salaryMax: 1200000,
    salaryCurrency: "inr",
    salaryPeriod: "year",
    validThrough: null,
    questions: [{ label: "Notice period?", kind: "select", required: true, options: ["Now", "30 days"] }],
    ...overrides,
  };
}

async function createJob(as: Session = sessions.hr, overrides: Record<string, unknown> = {}) {
  const res = await t.json("POST", "/api/admin/jobs", await jobInput(overrides), as.csrf);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { id: string; slug: string; status: string } }).data;
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
  const res = await t.json("POST", "/api/applicant/register", {
    firstName: "Asha",
    lastName: `Mwinyi${counter}`,
    email: `asha${counter}@example.com`,
    password: "Tanzania-Fleet-Night-Shift",
  });
  const { token, data } = res.body as { token: string; data: { id: string } };
  await t.services.db.update(applicants).set({ emailVerifiedAt: new Date() }).where(eq(applicants.id, data.id));
  const form = new FormData();
  form.set("resume", new Blob([pdf()], { type: "application/pdf" }), "Asha CV.pdf");
  form.set("answers", JSON.stringify({ "notice-period": "Now" }));
  form.set("consent", "true");
  form.set("coverLetter", "I love safe roads.");
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
  expect((await t.json("POST", `/api/admin/jobs/${job.id}/publish`, undefined, sessions.hr.csrf)).status).toBe(200);
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

    const publicSearch = async () =>
      ((await t.json("GET", "/api/jobs?q=Fleet%20Safety%20Analyst")).body as { data: { id: string }[] }).data.map(
        (j) => j.id,
      );
    expect(await publicSearch()).not.toContain(job.slug);
    expect((await t.json("GET", `/api/jobs/${job.slug}`)).status).toBe(404);

    const edited = await t.json(
      "PUT",
      `/api/admin/jobs/${job.id}`,
      await jobInput({ title: "Senior Fleet Safety Analyst", slug: "senior-fleet-safety-analyst" }),
      sessions.hr.csrf,
    );
    expect(edited.status).toBe(200);
    expect((edited.body.data as { slug: string }).slug).toBe("senior-fleet-safety-analyst");

    const published = await t.json("POST", `/api/admin/jobs/${job.id}/publish`, undefined, sessions.hr.csrf);
    expect(published.status).toBe(200);
    expect((published.body.data as { status: string }).status).toBe("published");
    expect(
      ((await t.json("GET", "/api/jobs?q=Senior%20Fleet%20Safety")).body as { data: { id: string }[] }).data.map(
        (j) => j.id,
      ),
    ).toContain("senior-fleet-safety-analyst");
    expect((await listOpenJobs(t.services.db)).map((j) => j.slug)).toContain("senior-fleet-safety-analyst");
    expect((await t.json("POST", `/api/admin/jobs/${job.id}/publish`, undefined, sessions.hr.csrf)).status).toBe(409);

    const closed = await t.json("POST", `/api/admin/jobs/${job.id}/close`, undefined, sessions.hr.csrf);
    expect(closed.status).toBe(200);
    expect((await listOpenJobs(t.services.db)).map((j) => j.slug)).not.toContain("senior-fleet-safety-analyst");
    expect(
      ((await t.json("GET", "/api/jobs?q=Senior%20Fleet%20Safety")).body as { data: { id: string }[] }).data.map(
        (j) => j.id,
      ),
    ).not.toContain("senior-fleet-safety-analyst");

    const list = await t.json("GET", "/api/admin/jobs?status=draft&sort=-title", undefined, sessions.hr.headers);
    expect(list.status).toBe(200);
    const items = list.body.data as { slug: string; status: string; applications: number }[];
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
    const one = await t.json("GET", `/api/admin/jobs/${job.id}`, undefined, sessions.hr.headers);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      status: "draft",
      salaryCurrency: "INR",
      questions: [{ id: "notice-period" }],
    });
    expect((await t.json("GET", "/api/admin/jobs/not-a-uuid", undefined, sessions.hr.headers)).status).toBe(404);
    expect(
      (await t.json("GET", "/api/admin/jobs/00000000-0000-4000-8000-000000000000", undefined, sessions.hr.headers))
        .status,
    ).toBe(404);

    const department = await t.json(
      "POST",
      "/api/admin/departments",
      { name: "Road Safety Research", description: "Studies." },
      sessions.hr.csrf,
    );
    expect(department.status).toBe(201);
    expect(
      (await t.json("POST", "/api/admin/departments", { name: "Road Safety Research" }, sessions.hr.csrf)).status,
    ).toBe(409);
    const location = await t.json(
      "POST",
      "/api/admin/locations",
      { name: "Pune, India", city: "Pune", countryCode: "in", countryName: "India" },
      sessions.hr.csrf,
    );
    expect(location.status).toBe(201);
    expect(location.body.data).toMatchObject({ slug: "pune-india", countryCode: "IN" });
    // Each addition is in the audit log with what was added; the refused duplicate is not.
    const entries = await t.services.db.select().from(auditLog);
    const added = entries.filter((e) => e.action === "department.create" || e.action === "location.create");
    expect(added.map((e) => [e.action, e.entityId]).sort()).toEqual(
      [
        ["department.create", (department.body.data as { id: string }).id],
        ["location.create", (location.body.data as { id: string }).id],
      ].sort(),
    );
    expect(added.find((e) => e.action === "location.create")?.after).toMatchObject({ city: "Pune" });
    const names = (
      (await t.json("GET", "/api/admin/departments", undefined, sessions.hr.headers)).body.data as {
        name: string;
      }[]
    ).map((d) => d.name);
    expect(names).toContain("Road Safety Research");
    expect((await t.json("GET", "/api/admin/locations", undefined, sessions.hr.headers)).status).toBe(200);
  });

  it("renders the description's Markdown sanitised for the editor's preview", async () => {
    const preview = await t.json(
      "POST",
      "/api/admin/jobs/preview",
      { markdown: "# Hi\n\n**bold** <script>x</script> <img src=x onerror=alert(1)>" },
      sessions.hr.csrf,
    );
    expect(preview.status).toBe(200);
    const html = (preview.body.data as { html: string }).html;
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    // A link the page would drop is named instead of disappearing from the preview.
    const link = await t.json(
      "POST",
      "/api/admin/jobs/preview",
      { markdown: "[link](javascript:alert(1))" },
      sessions.hr.csrf,
    );
    expect(link.status).toBe(400);
    expect(link.body.message).toContain("“javascript:alert(1)”");
  });

  it("answers 400 with field messages for invalid input and 409 for a slug in use", async () => {
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
      const res = await t.json("POST", "/api/admin/jobs", await jobInput(overrides), sessions.hr.csrf);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors as object), field).toContain(field);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await t.json("POST", "/api/admin/jobs", "{not json", sessions.hr.csrf)).status).toBe(400);
    expect((await t.json("GET", "/api/admin/jobs?sort=password", undefined, sessions.hr.headers)).status).toBe(400);
    expect((await t.json("GET", "/api/admin/jobs?page=0", undefined, sessions.hr.headers)).status).toBe(400);
    await createJob(sessions.hr, { slug: "taken-slug" });
    const taken = await t.json("POST", "/api/admin/jobs", await jobInput({ slug: "taken-slug" }), sessions.hr.csrf);
    expect(taken.status).toBe(409);
    // Publishing needs the sections the job page shows.
    const bare = await createJob(sessions.hr, { responsibilities: [] });
    const publish = await t.json("POST", `/api/admin/jobs/${bare.id}/publish`, undefined, sessions.hr.csrf);
    expect(publish.status).toBe(400);
    expect(Object.keys(publish.body.errors as object)).toContain("responsibilities");
  });
});

/** POST …/applications/:id/stage as `who` (hr by default). */
const moveStage = (applicationId: string, body: Record<string, unknown>, who: Session = sessions.hr) =>
  t.json("POST", `/api/admin/applications/${applicationId}/stage`, body, who.csrf);

describe("applications", () => {
  it("moves an application through the pipeline, recording who and when, emailing only when asked", async () => {
    const job = await publishedJob();
    const { token, applicationId, email } = await applied(job.slug);

    const list = await t.json(
      "GET",
      `/api/admin/applications?jobId=${job.id}&stage=applied`,
      undefined,
      sessions.hr.headers,
    );
    expect(list.status).toBe(200);
    expect((list.body.data as { id: string }[]).map((a) => a.id)).toEqual([applicationId]);
    const search = await t.json(
      "GET",
      `/api/admin/applications?q=${encodeURIComponent(email)}`,
      undefined,
      sessions.hr.headers,
    );
    expect((search.body.data as { id: string }[]).map((a) => a.id)).toEqual([applicationId]);

    const quiet = await moveStage(applicationId, { stage: "screening", notifyApplicant: false });
    expect(quiet.status).toBe(200);
    expect(await statusEmails(email)).toHaveLength(0);

    const loud = await moveStage(applicationId, {
      stage: "interview",
      note: "Panel on Tuesday",
      notifyApplicant: true,
    });
    expect(loud.status).toBe(200);
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

    const detail = await t.json("GET", `/api/admin/applications/${applicationId}`, undefined, sessions.hr.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      stage: "interview",
      coverLetter: "I love safe roads.",
      answers: [{ id: "notice-period", question: "Notice period?", answer: "Now" }],
      resume: { fileName: "Asha CV.pdf" },
    });
    const history = (detail.body.data as { history: { staffName: string | null }[] }).history;
    expect(history.at(-1)?.staffName).toBe(sessions.hr.name);

    // The applicant sees the new stage.
    const mine = await t.json("GET", "/api/applicant/applications", undefined, { authorization: `Bearer ${token}` });
    expect((mine.body.data as { stage: string }[])[0]?.stage).toBe("interview");

    const same = await moveStage(applicationId, { stage: "interview", notifyApplicant: false });
    expect(same.status).toBe(409);
    expect((await moveStage(applicationId, { stage: "nowhere", notifyApplicant: true })).status).toBe(400);
    expect((await moveStage(applicationId, { stage: "offer" })).status).toBe(400);

    const hired = await moveStage(applicationId, { stage: "hired", notifyApplicant: true }, sessions.admin);
    expect(hired.status).toBe(200);
    expect(hired.body.data).toMatchObject({ stage: "hired", status: "hired" });

    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.entityId, applicationId));
    expect(audit.map((row) => row.action)).toEqual(["application.stage", "application.stage", "application.stage"]);
    expect(audit[1]?.before).toMatchObject({ stage: "screening" });
    expect(audit[1]?.after).toMatchObject({ stage: "interview", notifiedApplicant: true });
  });

  it("keeps notes private to staff", async () => {
    const job = await publishedJob();
    const { token, applicationId } = await applied(job.slug);
    const note = await t.json(
      "POST",
      `/api/admin/applications/${applicationId}/notes`,
      { body: "Strong SQL; ask about night shifts." },
      sessions.hr.csrf,
    );
    expect(note.status).toBe(201);
    expect(
      (await t.json("POST", `/api/admin/applications/${applicationId}/notes`, { body: "  " }, sessions.hr.csrf)).status,
    ).toBe(400);
    expect(
      (
        await t.json(
          "POST",
          "/api/admin/applications/00000000-0000-4000-8000-000000000000/notes",
          { body: "x" },
          sessions.hr.csrf,
        )
      ).status,
    ).toBe(404);
    const detail = await t.json("GET", `/api/admin/applications/${applicationId}`, undefined, sessions.hr.headers);
    expect(detail.body.data).toMatchObject({
      notes: [{ body: "Strong SQL; ask about night shifts.", staffName: sessions.hr.name }],
    });

    const auth = { authorization: `Bearer ${token}` };
    const mine = await t.json("GET", "/api/applicant/applications", undefined, auth);
    const one = await t.json("GET", `/api/applicant/applications/${applicationId}`, undefined, auth);
    const exported = await t.json("GET", "/api/applicant/export", undefined, auth);
    for (const res of [mine, one, exported]) expect(JSON.stringify(res.body)).not.toContain("night shifts");
  });

  it("rejects several applications at once and emails each applicant when asked", async () => {
    const job = await publishedJob();
    const first = await applied(job.slug);
    const second = await applied(job.slug);
    const third = await applied(job.slug);
    const withdrawn = await t.json("POST", `/api/applicant/applications/${third.applicationId}/withdraw`, undefined, {
      authorization: `Bearer ${third.token}`,
    });
    expect(withdrawn.status).toBe(200);
    const res = await t.json(
      "POST",
      "/api/admin/applications/bulk-reject",
      {
        ids: [first.applicationId, second.applicationId, third.applicationId],
        notifyApplicant: true,
        note: "Thank you",
      },
      sessions.hr.csrf,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      rejected: [first.applicationId, second.applicationId],
      skipped: [third.applicationId],
    });
    expect(await statusEmails(first.email)).toHaveLength(1);
    expect(await statusEmails(second.email)).toHaveLength(1);
    expect(await statusEmails(third.email)).toHaveLength(0);
    const rejected = await t.json("GET", `/api/admin/applications?stage=rejected`, undefined, sessions.hr.headers);
    expect((rejected.body.data as unknown[]).length).toBe(2);
    expect(
      (
        await t.json(
          "POST",
          "/api/admin/applications/bulk-reject",
          { ids: [], notifyApplicant: true },
          sessions.hr.csrf,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.json(
          "POST",
          "/api/admin/applications/bulk-reject",
          { ids: ["x"], notifyApplicant: true },
          sessions.hr.csrf,
        )
      ).status,
    ).toBe(400);
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.action, "application.bulk_reject"));
    expect(audit).toHaveLength(2);
  });

  it("serves the résumé to hr and admin only, as a nosniff attachment", async () => {
    const job = await publishedJob();
    const { applicationId } = await applied(job.slug);
    for (const role of ["hr", "admin"] as const) {
      const res = await t.app.request(`/api/admin/applications/${applicationId}/resume`, {
        headers: sessions[role].headers,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(new Uint8Array(await res.arrayBuffer()).slice(0, 4)).toEqual(new TextEncoder().encode("%PDF"));
    }
    for (const role of ["sales", "marketing"] as const) {
      const res = await t.app.request(`/api/admin/applications/${applicationId}/resume`, {
        headers: sessions[role].headers,
      });
      expect(res.status).toBe(403);
    }
    expect((await t.app.request(`/api/admin/applications/${applicationId}/resume`)).status).toBe(401);
  });
});

describe("roles, sessions and CSRF", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/jobs"],
    ["POST", "/api/admin/jobs", {}],
    ["POST", "/api/admin/jobs/preview", { markdown: "x" }],
    ["GET", `/api/admin/jobs/${id}`],
    ["PUT", `/api/admin/jobs/${id}`, {}],
    ["POST", `/api/admin/jobs/${id}/publish`],
    ["POST", `/api/admin/jobs/${id}/close`],
    ["GET", "/api/admin/departments"],
    ["POST", "/api/admin/departments", { name: "X" }],
    ["GET", "/api/admin/locations"],
    ["POST", "/api/admin/locations", {}],
    ["GET", "/api/admin/applications"],
    ["GET", `/api/admin/applications/${id}`],
    ["GET", `/api/admin/applications/${id}/resume`],
    ["POST", `/api/admin/applications/${id}/stage`, { stage: "screening", notifyApplicant: false }],
    ["POST", `/api/admin/applications/${id}/notes`, { body: "x" }],
    ["POST", "/api/admin/applications/bulk-reject", { ids: [id], notifyApplicant: false }],
  ];

  it("answers 403 to sales and marketing on every hr route, even with a valid CSRF token", async () => {
    for (const role of ["sales", "marketing"] as const) {
      for (const [method, path, body] of routes) {
        const res = await t.json(method, path, body, sessions[role].csrf);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(typeof res.body.message).toBe("string");
      }
    }
  });

  it("answers 401 without a session", async () => {
    for (const [method, path, body] of routes) {
      const res = await t.json(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses state changes without the CSRF token and lets hr and admin through with it", async () => {
    for (const [method, path, body] of routes) {
      if (method === "GET") continue;
      const res = await t.json(method, path, body, sessions.hr.headers);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    for (const role of ["hr", "admin"] as const) {
      for (const [method, path, body] of routes) {
        const res = await t.json(method, path, body, sessions[role].csrf);
        expect([200, 201, 400, 404, 409], `${role} ${method} ${path}`).toContain(res.status);
      }
    }
  });
});
