import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobSearchInput } from "#app/features/careers/job-search-schema.ts";
import { getJobForApplication } from "#app/features/careers/jobs.server.ts";
import type { JobSearchResult } from "#app/features/careers/jobs.ts";
import { demoJobs } from "#db/demo-jobs.ts";
import { jobs } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { openApiDocument, setUpTestApp } from "#tests/support/test-app.ts";

// One seeded database for the whole file: every test here only reads, except
// the draft set up once in beforeAll.

const { database, t } = setUpTestApp({
  once: true,
  async seed(db) {
    await seedDemoData(db);
    const [template] = await db.select().from(jobs).limit(1);
    if (!template) throw new Error("seed added no jobs");
    const { id: _id, ...copy } = template;
    await db
      .insert(jobs)
      .values({ ...copy, slug: draftSlug, title: "Secret Draft Role", status: "draft", publishedAt: null });
  },
});

const open = demoJobs.filter((job) => job.status === "published");
const closed = demoJobs.find((job) => job.status === "closed");
if (!closed) throw new Error("the demo jobs need a closed position");
const draftSlug = "draft-role-not-yet-announced";

const jobsApi = () => t.client().api.jobs;
const search = async (query: JobSearchInput = {}): Promise<JobSearchResult> =>
  expectStatus(jobsApi().$get({ query }), 200);
const all = async (query: JobSearchInput) => {
  const first = await search(query);
  const rest = [];
  for (let page = 2; page <= Math.ceil(first.meta.total / first.meta.pageSize); page++) {
    rest.push(...(await search({ ...query, page })).data);
  }
  return [...first.data, ...rest];
};
const job = (jobId: string) => jobsApi()[":jobId"].$get({ param: { jobId } });
const facet = (result: JobSearchResult, name: keyof JobSearchResult["meta"]["facets"], value: string) =>
  result.meta.facets[name].find((entry) => entry.value === value)?.count;

describe("GET /api/jobs", () => {
  it("lists every open job, newest first, 10 a page, with cacheable answers", async () => {
    const res = await jobsApi().$get({ query: {} });
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const first = await expectStatus(res, 200);
    expect(first.meta).toMatchObject({ total: open.length, page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    const everything = await all({});
    expect(everything.map((job) => job.id).sort()).toEqual(open.map((job) => job.slug).sort());
    const posted = everything.map((job) => job.postedAt);
    expect(posted).toEqual([...posted].sort().reverse());
    const second = await search({ page: 2 });
    expect(second.meta.page).toBe(2);
    expect(second.data).toHaveLength(open.length - 10);
    expect((await search({ page: 99 })).data).toEqual([]);
  });

  it("gives each job its summary shape", async () => {
    const { data } = await search({ q: "dashcam firmware" });
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      id: "senior-embedded-engineer-dashcam-firmware",
      title: "Senior Embedded Engineer, Dashcam Firmware",
      department: { slug: "engineering", name: "Engineering" },
      location: { slug: "bengaluru", name: "Bengaluru, India", countryCode: "IN", remote: false },
      employmentType: "full-time",
      workplaceType: "on-site",
      summary: expect.stringContaining("Cabin Vision"),
      salary: { min: 2800000, max: 4200000, currency: "INR", period: "year" },
      postedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("matches every word of the keyword anywhere in the job, ignoring case and wildcards", async () => {
    const kiswahili = await all({ q: "KISWAHILI" });
    expect(kiswahili.length).toBeGreaterThanOrEqual(2);
    expect(kiswahili.every((job) => job.location.countryCode === "TZ")).toBe(true);
    const both = await all({ q: "kiswahili technician" });
    expect(both.map((job) => job.id)).toEqual(["field-installation-technician-dar-es-salaam"]);
    // A department's name matches too.
    expect((await all({ q: "computer vision" })).some((job) => job.department.slug === "computer-vision")).toBe(true);
    expect((await search({ q: "%" })).meta.total).toBe(0);
    expect((await search({ q: "_" })).meta.total).toBe(0);
    expect((await search({ q: "zzqxv" })).data).toEqual([]);
    expect((await search({ q: "  " })).meta.total).toBe(open.length);
  });

  it("refuses control characters and NUL bytes in the keyword with 400 and a message, before the search runs", async () => {
    // PostgreSQL refuses NUL in a text parameter: the request pipeline refuses every query value with a
    // control character in one place (server/app.ts), so no search sees one.
    for (const q of ["kiswahili\u0000\u0001technician\u001f\u007f", "\u0000"]) {
      expect((await expectStatus(jobsApi().$get({ query: { q } }), 400)).message).toMatch(/control characters/);
    }
    expect((await search({ q: "kiswahili technician" })).data.map((job) => job.id)).toEqual([
      "field-installation-technician-dar-es-salaam",
    ]);
  });

  it.each([
    ["department", "life-savers-monitoring", (job: { department: { slug: string } }) => job.department.slug],
    ["location", "dar-es-salaam", (job: { location: { slug: string } }) => job.location.slug],
    ["employmentType", "contract", (job: { employmentType: string }) => job.employmentType],
    ["workplaceType", "remote", (job: { workplaceType: string }) => job.workplaceType],
  ] as const)("filters by %s", async (name, value, read) => {
    const found = await all({ [name]: value });
    const expected = open.filter((job) => {
      const key = name === "department" || name === "location" ? job[name] : job[name];
      return key === value;
    });
    expect(found.length).toBe(expected.length);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((job) => (read as (j: unknown) => string)(job) === value)).toBe(true);
  });

  it("combines filters, and a blank filter means none", async () => {
    const found = await all({ location: "bengaluru", workplaceType: "hybrid", department: "", employmentType: "" });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((job) => job.location.slug === "bengaluru" && job.workplaceType === "hybrid")).toBe(true);
  });

  it("counts facets over the keyword and the other filters", async () => {
    const result = await search({ department: "engineering" });
    const engineering = open.filter((job) => job.department === "engineering");
    // The department facet ignores the department filter itself.
    expect(facet(result, "department", "engineering")).toBe(engineering.length);
    expect(facet(result, "department", "sales")).toBe(open.filter((job) => job.department === "sales").length);
    // Other facets count engineering jobs only.
    for (const type of ["full-time", "part-time", "contract", "internship"]) {
      expect(facet(result, "employmentType", type)).toBe(
        engineering.filter((job) => job.employmentType === type).length,
      );
    }
    expect(facet(result, "location", "dubai")).toBe(0);
    expect(result.meta.facets.workplaceType.map((entry) => entry.value)).toEqual(["on-site", "hybrid", "remote"]);
    expect(result.meta.facets.employmentType.find((entry) => entry.value === "full-time")?.label).toBe("Full-time");

    const keyword = await search({ q: "kiswahili" });
    const total = keyword.meta.facets.location.reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBe(keyword.meta.total);
    expect(facet(keyword, "location", "bengaluru")).toBe(0);
    const labels = (await search()).meta.facets.department.map((entry) => entry.label);
    expect(labels).toContain("24/7 Monitoring (Marut Life Savers)");
  });

  it("gives well-formed but unknown filter values an empty result", async () => {
    const result = await search({ department: "no-such-team", location: "atlantis" });
    expect(result.data).toEqual([]);
    expect(result.meta.total).toBe(0);
    expect(facet(result, "department", "no-such-team")).toBe(0);
  });

  it("never lists closed or draft jobs", async () => {
    const everything = await all({});
    expect(everything.map((job) => job.id)).not.toContain(closed.slug);
    expect(everything.map((job) => job.id)).not.toContain(draftSlug);
    expect((await search({ q: "secret draft" })).meta.total).toBe(0);
    expect((await search({ q: closed.title })).meta.total).toBe(0);
  });

  it.each([
    ["q longer than 100 characters", `q=${"a".repeat(101)}`, /at most 100 characters/],
    ["an unknown employment type", "employmentType=freelance", /^employmentType: .*full-time/],
    ["an unknown workplace type", "workplaceType=moon", /^workplaceType: .*on-site/],
    ["a department that is not a slug", "department=Engineering%20Team", /^department: /],
    ["a location that is not a slug", "location=%3Cscript%3E", /^location: /],
    ["page 0", "page=0", /^page: .*1 to 1000/],
    ["a negative page", "page=-3", /^page: /],
    ["page 1001", "page=1001", /^page: /],
    ["a fractional page", "page=1.5", /^page: /],
    ["a page that is not a number", "page=two", /^page: /],
    ["a repeated filter", "department=sales&department=engineering", /^department: /],
  ])("answers 400 naming the problem for %s", async (_name, query, message) => {
    // Values outside the contract's types (unknown enum values, repeated filters): raw query strings.
    const res = await t.json("GET", `/api/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it("ignores parameters it does not know", async () => {
    // Parameters the contract does not name: a raw query string.
    const res = await t.json("GET", "/api/jobs?sort=oldest&foo=bar");
    expect(res.status).toBe(200);
    expect((res.body as unknown as JobSearchResult).meta.total).toBe(open.length);
  });
});

describe("GET /api/jobs/:jobId", () => {
  it("returns an open job's full description", async () => {
    const { data } = await expectStatus(job("safety-monitoring-specialist-life-savers"), 200);
    const demo = demoJobs.find((entry) => entry.slug === data.id);
    expect(data).toMatchObject({
      id: "safety-monitoring-specialist-life-savers",
      open: true,
      about: demo?.about,
      responsibilities: demo?.responsibilities,
      requirements: demo?.requirements,
      niceToHave: demo?.niceToHave,
      benefits: demo?.benefits,
      questions: demo?.questions,
      department: { slug: "life-savers-monitoring" },
      location: { slug: "dar-es-salaam", countryCode: "TZ", city: "Dar es Salaam", countryName: "Tanzania" },
      salary: { currency: "TZS", period: "year" },
    });
  });

  it("still shows a closed job, marked not open", async () => {
    expect((await expectStatus(job(closed.slug), 200)).data.open).toBe(false);
  });

  it("treats a published job past its valid-through date as closed", async () => {
    const slug = open[0]?.slug ?? "";
    await database.handle.db.update(jobs).set({ validThrough: "2020-01-31" }).where(eq(jobs.slug, slug));
    try {
      expect((await expectStatus(job(slug), 200)).data.open).toBe(false);
      expect((await all({})).map((found) => found.id)).not.toContain(slug);
      expect((await getJobForApplication(database.handle.db, slug))?.open).toBe(false);
    } finally {
      await database.handle.db.update(jobs).set({ validThrough: "2999-12-31" }).where(eq(jobs.slug, slug));
    }
  });

  it.each([
    ["a draft", draftSlug],
    ["an unknown id", "no-such-role"],
    ["an id with odd characters", "Senior%20Engineer"],
    ["a path-like id", "..%2F..%2Fetc"],
  ])("answers 404 for %s", async (_name, id) => {
    // The typed client puts a path parameter in as given: these are already encoded, as a browser sends them.
    expect(await expectStatus(job(id), 404)).toEqual({ message: "Job not found" });
  });

  it("refuses an over-long id with 400", async () => {
    // The operation declares no 400 (its contract answers 200 or 404), so this goes raw.
    const res = await t.json("GET", `/api/jobs/${"a".repeat(200)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/jobId/);
  });
});

describe("getJobForApplication", () => {
  it("gives the internal id, whether the job is open and its questions; nothing for drafts", async () => {
    const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.slug, closed.slug));
    expect(await getJobForApplication(database.handle.db, closed.slug)).toEqual({
      id: row?.id,
      slug: closed.slug,
      title: closed.title,
      open: false,
      questions: closed.questions,
    });
    const demo = open[1];
    const job = await getJobForApplication(database.handle.db, demo?.slug ?? "");
    expect(job).toMatchObject({ open: true, questions: demo?.questions });
    expect(job?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await getJobForApplication(database.handle.db, draftSlug)).toBeUndefined();
    expect(await getJobForApplication(database.handle.db, "NOT A SLUG")).toBeUndefined();
  });
});

describe("the OpenAPI document", () => {
  it("describes both job endpoints", async () => {
    const { paths } = await openApiDocument(t);
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(["/jobs", "/jobs/{jobId}"]));
  });
});
