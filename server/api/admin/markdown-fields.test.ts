import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaigns, departments, locations } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { CampaignLane } from "#server/mail/campaign-lane.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// Every Markdown field the back office saves refuses text nested deeper than
// the renderer allows, naming the line, and links the renderer would drop,
// naming the link: content bodies and previews, FAQ answers, bios, campaign
// bodies, job descriptions and their preview.

const { t } = setUpTestApp({ seed: seedDemoData, once: true });

const sessions = {} as Record<"admin" | "hr" | "sales" | "marketing", StaffSession>;

beforeAll(async () => {
  Object.assign(sessions, await signInEveryRole(t));
});

/** A few ordinary lines, then a line of quotes 3,000 levels deep (line 5). */
const tooDeep = `Fatigue builds slowly across a long-haul route.\n\nIt shows in the data.\n\n${"> ".repeat(3_000)}`;
const deepMessage = "Line 5 nests quotes or lists 3,000 levels deep; at most 16 are allowed.";
const listTooDeep = `Intro line.\n${"1. ".repeat(1_333)}item`;

const longEnough = "Fatigue builds slowly across a long-haul route and shows in the data. ".repeat(4);

function expectRefused(res: { status: number; body: Record<string, unknown> }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  expect(String(res.body.message)).toContain(message);
  expect((res.body.errors as Record<string, string[]>)[field]).toEqual([message]);
}

const blog = {
  collection: "blogs",
  slug: "nested-quotes",
  data: {
    title: "What fourteen months of fatigue alerts tell us",
    description: "Alerts from driver-facing cameras cluster in the small hours; here is what fleets changed.",
    date: "2026-11-02",
    author: "Priya Raman",
    tags: ["fatigue"],
    cover: { motif: "cab", alt: "Illustration of a driver-facing camera above a dashboard" },
  },
};

describe("Markdown fields nested too deep", () => {
  it("a content item's body is refused on create and on save, naming the line", async () => {
    const { csrf } = sessions.marketing;
    expectRefused(
      await t.json("POST", "/api/admin/content", { ...blog, body: `${longEnough}\n\n${"> ".repeat(49_000)}` }, csrf),
      "body",
      "Line 3 nests quotes or lists 49,000 levels deep; at most 16 are allowed.",
    );
    const created = await t.json("POST", "/api/admin/content", { ...blog, body: longEnough }, csrf);
    expect(created.status).toBe(201);
    const item = created.body.data as { id: string; revision: number; siteProblem: string | null };
    expect(item.siteProblem).toBeNull();
    const saved = await t.json(
      "PUT",
      `/api/admin/content/${item.id}`,
      { revision: item.revision, slug: blog.slug, data: blog.data, body: `${longEnough}\n${listTooDeep}` },
      csrf,
    );
    expectRefused(saved, "body", "Line 3 nests quotes or lists 1,333 levels deep; at most 16 are allowed.");
  });

  it("the content preview is refused, naming the line, instead of failing", async () => {
    const res = await t.json("POST", "/api/admin/content/preview", { markdown: tooDeep }, sessions.marketing.csrf);
    expectRefused(res, "markdown", deepMessage);
  });

  it("an FAQ answer and a person's bio are refused, naming the line", async () => {
    const { csrf } = sessions.marketing;
    const faq = { category: "support", question: "Do you work weekends?", answer: ">".repeat(3_999) };
    expectRefused(
      await t.json("POST", "/api/admin/directory/faqs", faq, csrf),
      "answer",
      "Line 1 nests quotes or lists 3,999 levels deep; at most 16 are allowed.",
    );
    const person = {
      slug: "deep-bio",
      name: "Amina Hassan",
      title: "Head of partnerships",
      bio: `Works with insurers.\n${"- ".repeat(40)}x`,
    };
    expectRefused(
      await t.json("POST", "/api/admin/directory/people", person, csrf),
      "bio",
      "Line 2 nests quotes or lists 40 levels deep; at most 16 are allowed.",
    );
  });

  it("a campaign's body is refused, naming the line", async () => {
    const campaign = {
      subject: "Night driving",
      preheader: "Three findings",
      body: tooDeep,
      latestPosts: 0,
      topics: [],
    };
    expectRefused(await t.json("POST", "/api/admin/campaigns", campaign, sessions.marketing.csrf), "body", deepMessage);
  });

  it("a job's description and its preview are refused, naming the line", async () => {
    const [department] = await t.services.db.select().from(departments).limit(1);
    const [location] = await t.services.db.select().from(locations).limit(1);
    const job = {
      title: "Fleet Safety Analyst",
      departmentId: department?.id,
      locationId: location?.id,
      employmentType: "full-time",
      workplaceType: "hybrid",
      summary: "Turn dashcam events into safer driving.",
      about: tooDeep,
      responsibilities: ["Review flagged events"],
      requirements: ["Two years of analytics"],
      niceToHave: [],
      benefits: [],
      questions: [],
    };
    const { csrf } = sessions.hr;
    expectRefused(await t.json("POST", "/api/admin/jobs", job, csrf), "about", deepMessage);
    expectRefused(
      await t.json("POST", "/api/admin/jobs/preview", { markdown: tooDeep }, csrf),
      "markdown",
      deepMessage,
    );
  });
});

describe("a campaign stored before its body was checked", () => {
  it("is refused for preview, test, schedule and send with the line named, and the lane puts it back to draft", async () => {
    const { csrf } = sessions.marketing;
    const campaign = { subject: "Old campaign", preheader: "Stored earlier", latestPosts: 0, topics: [] };
    const created = await t.json("POST", "/api/admin/campaigns", { ...campaign, body: longEnough }, csrf);
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: string };
    await t.services.db.update(campaigns).set({ body: tooDeep }).where(eq(campaigns.id, id));
    const message = `The body cannot be sent: ${deepMessage}`;
    expectRefused(await t.json("GET", `/api/admin/campaigns/${id}/preview`, undefined, csrf), "body", message);
    expectRefused(await t.json("POST", `/api/admin/campaigns/${id}/test`, {}, csrf), "body", message);
    expectRefused(await t.json("POST", `/api/admin/campaigns/${id}/send-now`, { revision: 1 }, csrf), "body", message);
    const schedule = { revision: 1, date: "2099-01-01", time: "09:00", timeZone: "UTC" };
    const scheduled = await t.json("POST", `/api/admin/campaigns/${id}/schedule`, schedule, csrf);
    expect(scheduled.status).toBe(400);

    // Already scheduled and due (as it could be before the check): the lane does not stall on it.
    await t.services.db
      .update(campaigns)
      .set({ status: "scheduled", sendAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, id));
    const lane = new CampaignLane({ services: t.services, perMinute: 600 });
    expect(await lane.startDue()).toBe(0);
    const [row] = await t.services.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ status: "draft", sendAt: null, revision: 2 });
  });
});

describe("links in Markdown fields", () => {
  it("a campaign's http:// link reaches the email's HTML and plain text with its address", async () => {
    const { csrf } = sessions.marketing;
    const body = "Our analysts read a year of alerts: [the 2019 study](http://reports.example/night-2019).";
    const created = await t.json(
      "POST",
      "/api/admin/campaigns",
      { subject: "Night driving", preheader: "Three findings", body, latestPosts: 0, topics: [] },
      csrf,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data as { id: string };
    const preview = await t.json("GET", `/api/admin/campaigns/${id}/preview`, undefined, csrf);
    expect(preview.status).toBe(200);
    const email = preview.body.data as { html: string; text: string };
    expect(email.html).toContain('<a href="http://reports.example/night-2019">the 2019 study</a>');
    expect(email.text).toContain("http://reports.example/night-2019");
  });

  it("a link the renderer would drop is refused with the link named; an http:// link is kept", async () => {
    const { csrf } = sessions.marketing;
    const base = { subject: "Night driving", preheader: "Three findings", latestPosts: 0, topics: [] };
    const refused = await t.json(
      "POST",
      "/api/admin/campaigns",
      { ...base, body: "Our analysts read a year of alerts: [the study](//reports.example/night)." },
      csrf,
    );
    expectRefused(
      refused,
      "body",
      "Change the link “//reports.example/night”: write a full address (https://…), a path on this site (/…), mailto: or tel:.",
    );
    const preview = await t.json(
      "POST",
      "/api/admin/content/preview",
      { markdown: "See [the 2019 report](http://reports.example/2019)." },
      csrf,
    );
    expect(preview.status).toBe(200);
    expect((preview.body.data as { html: string }).html).toContain('href="http://reports.example/2019"');
  });
});
