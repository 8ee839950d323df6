import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { SearchHit } from "#app/domain/search.ts";
import { replaceSearchPages, searchForPage } from "#app/features/search/search.server.ts";
import { contentItems, departments, locations } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { type StaffSession, setUpTestApp, signInStaff, testStaffPassword } from "#tests/support/test-app.ts";

// GET /api/search follows the database: a published item and a published job
// are found at the next query, and are gone once unpublished or closed.

const { t } = setUpTestApp({ seed: seedDemoData });

let hr: StaffSession;
beforeEach(async () => {
  hr = await signInStaff(t, {
    email: "hr@marut.test",
    name: "Pat Hr",
    role: "hr",
    password: testStaffPassword,
  });
  await replaceSearchPages(t.services.db, [
    { url: "/solutions/cabin-vision", title: "Cabin Vision", body: "Driver monitoring cameras in the cab." },
    { url: "/about", title: "About us", body: "We exist so that every driver gets home." },
  ]);
});

const searchAs = (q: string, headers: Record<string, string> = {}) =>
  t.client(headers).api.search.$get({ query: { q } });
const search = async (q: string): Promise<SearchHit[]> => (await expectStatus(searchAs(q), 200)).data;

async function publishJob(title: string) {
  const [department] = await t.services.db.select().from(departments).limit(1);
  const [location] = await t.services.db.select().from(locations).limit(1);
  if (!department || !location) throw new Error("seed has no departments or locations");
  const jobs = t.client(hr.csrf).api.admin.jobs;
  const created = await jobs.$post({
    json: {
      title,
      departmentId: department.id,
      locationId: location.id,
      employmentType: "full-time",
      workplaceType: "hybrid",
      summary: "Model corridor risk from quokkaflux telemetry.",
      about: "You will study driver events.",
      responsibilities: ["Review flagged events"],
      requirements: ["Two years of analytics"],
      niceToHave: [],
      benefits: ["Health cover"],
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      validThrough: null,
      questions: [],
    },
  });
  const { data: job } = await expectStatus(created, 201);
  await expectStatus(jobs[":id"].publish.$post({ param: { id: job.id } }), 200);
  return { ...job, location: location.name };
}

describe("GET /api/search", () => {
  it("finds a published item and an open job at once, and neither once unpublished or closed", async () => {
    expect(await search("quokkaflux")).toEqual([]);
    const [item] = await t.services.db
      .insert(contentItems)
      .values({
        collection: "blogs",
        slug: "quokkaflux-corridors",
        status: "published",
        data: { title: "Quokkaflux on night corridors", description: "What the telemetry shows.", tags: ["fatigue"] },
        body: "## Findings\n\nDrivers on **quokkaflux** routes rest less. <script>alert(1)</script>",
      })
      .returning();
    const job = await publishJob("Quokkaflux Data Engineer");

    const hits = await search("quokkaflux");
    expect(hits.map((hit) => hit.url).sort()).toEqual(
      [`/careers/jobs/${job.slug}`, "/insights/blog/quokkaflux-corridors"].sort(),
    );
    const post = hits.find((hit) => hit.kind === "blogs");
    expect(post?.title).toBe("Quokkaflux on night corridors");
    // Plain text: the Markdown's markup and the dropped script are not in the excerpt.
    expect(post?.excerpt).toContain("Drivers on quokkaflux routes rest less.");
    expect(post?.excerpt).not.toMatch(/[<>*#]/);
    // The job's title is its page's: "<title>, <location> | Careers at …".
    expect(hits.find((hit) => hit.kind === "job")?.title).toBe(`Quokkaflux Data Engineer, ${job.location}`);

    await t.services.db
      .update(contentItems)
      .set({ status: "unpublished" })
      .where(eq(contentItems.id, item?.id ?? ""));
    await expectStatus(t.client(hr.csrf).api.admin.jobs[":id"].close.$post({ param: { id: job.id } }), 200);
    expect(await search("quokkaflux")).toEqual([]);
  });

  it("ranks the page whose title matches first and lists each address once", async () => {
    const hits = await search("cabin vision");
    expect(hits[0]).toMatchObject({ url: "/solutions/cabin-vision", title: "Cabin Vision", kind: "page" });
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("shows an address found as a page and as an item once", async () => {
    await replaceSearchPages(t.services.db, [
      { url: "/newsroom/zebracorn-launch", title: "Zebracorn launch", body: "Zebracorn launch." },
    ]);
    await t.services.db.insert(contentItems).values({
      collection: "newsroom",
      slug: "zebracorn-launch",
      status: "published",
      data: { title: "Zebracorn launch", description: "Zebracorn.", tags: [] },
      body: "Zebracorn launch.",
    });
    expect((await search("zebracorn")).map((hit) => hit.url)).toEqual(["/newsroom/zebracorn-launch"]);
  });

  it("refuses a missing, blank or over-long query with a message", async () => {
    // No q at all is outside the contract on purpose: a raw request.
    const missing = await t.json("GET", "/api/search");
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toMatch(/search/i);
    for (const q of ["", "  ", "a".repeat(101)]) {
      expect((await expectStatus(searchAs(q), 400)).message, q).toMatch(/search/i);
    }
  });

  it("limits searches per client", async () => {
    let last = 200;
    for (let count = 0; count < 121; count++) last = (await searchAs("fleet")).status;
    expect(last).toBe(429);
  });

  it("gives the /search page the API's results, charged to the same limit per client", async () => {
    const client = { "x-forwarded-for": "203.0.113.40" };
    const fromApi = await expectStatus(searchAs("cabin", client), 200);
    const fromPage = await searchForPage(t.services, "cabin", "203.0.113.40");
    expect(fromPage).toEqual({ state: "results", query: "cabin", hits: fromApi.data });
    expect(fromApi.data.length).toBeGreaterThan(0);
    // No query: nothing searched, nothing charged.
    expect(await searchForPage(t.services, "", "203.0.113.40")).toEqual({ state: "empty", query: "" });

    // 2 searches so far; the API takes the rest of the minute's 120, then the page is refused too.
    for (let count = 2; count < 120; count++) await searchAs("fleet", client);
    const refused = await searchForPage(t.services, "cabin", "203.0.113.40");
    expect(refused).toMatchObject({ state: "rate-limited", query: "cabin" });
    expect(refused.state === "rate-limited" && refused.retryAfterSeconds).toBeGreaterThan(0);
    await expectStatus(searchAs("cabin", client), 429);
    // Another client is not affected.
    expect((await searchForPage(t.services, "cabin", "203.0.113.41")).state).toBe("results");
  });
});
