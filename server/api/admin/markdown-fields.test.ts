import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { CampaignLane } from "#server/mail/campaign-lane.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { jobInput } from "#tests/support/job-input.ts";
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

/** The back office's typed client as `who`: state changes carry the CSRF token. */
const as = (who: StaffSession) => t.client(who.csrf).api.admin;

/** A few ordinary lines, then a line of quotes 3,000 levels deep (line 5). */
const tooDeep = `Fatigue builds slowly across a long-haul route.\n\nIt shows in the data.\n\n${"> ".repeat(3_000)}`;
const deepMessage = "Line 5 nests quotes or lists 3,000 levels deep; at most 16 are allowed.";
const listTooDeep = `Intro line.\n${"1. ".repeat(1_333)}item`;

const longEnough = "Fatigue builds slowly across a long-haul route and shows in the data. ".repeat(4);

/** A 400's body names `message`, and gives it as the only error of `field`. */
function expectRefused(
  refusal: { message: string; errors?: Record<string, string[]> },
  field: string,
  message: string,
) {
  expect(refusal.message).toContain(message);
  expect(refusal.errors?.[field]).toEqual([message]);
}

const blog = {
  collection: "blogs" as const,
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
    const studio = as(sessions.marketing).content;
    expectRefused(
      await expectStatus(studio.$post({ json: { ...blog, body: `${longEnough}\n\n${"> ".repeat(49_000)}` } }), 400),
      "body",
      "Line 3 nests quotes or lists 49,000 levels deep; at most 16 are allowed.",
    );
    const { data: item } = await expectStatus(studio.$post({ json: { ...blog, body: longEnough } }), 201);
    expect(item.siteProblem).toBeNull();
    const saved = studio[":id"].$put({
      param: { id: item.id },
      json: { revision: item.revision, slug: blog.slug, data: blog.data, body: `${longEnough}\n${listTooDeep}` },
    });
    expectRefused(
      await expectStatus(saved, 400),
      "body",
      "Line 3 nests quotes or lists 1,333 levels deep; at most 16 are allowed.",
    );
  });

  it("the content preview is refused, naming the line, instead of failing", async () => {
    const preview = as(sessions.marketing).content.preview.$post({ json: { markdown: tooDeep } });
    expectRefused(await expectStatus(preview, 400), "markdown", deepMessage);
  });

  it("an FAQ answer and a person's bio are refused, naming the line", async () => {
    const { directory } = as(sessions.marketing);
    const faq = { category: "support", question: "Do you work weekends?", answer: ">".repeat(3_999) } as const;
    expectRefused(
      await expectStatus(directory.faqs.$post({ json: faq }), 400),
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
      await expectStatus(directory.people.$post({ json: person }), 400),
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
    expectRefused(
      await expectStatus(as(sessions.marketing).campaigns.$post({ json: campaign }), 400),
      "body",
      deepMessage,
    );
  });

  it("a job's description and its preview are refused, naming the line", async () => {
    const job = await jobInput(t.services.db, { about: tooDeep });
    const { jobs } = as(sessions.hr);
    expectRefused(await expectStatus(jobs.$post({ json: job }), 400), "about", deepMessage);
    expectRefused(
      await expectStatus(jobs.preview.$post({ json: { markdown: tooDeep } }), 400),
      "markdown",
      deepMessage,
    );
  });
});

describe("a campaign stored before its body was checked", () => {
  it("is refused for preview, test, schedule and send with the line named, and the lane puts it back to draft", async () => {
    const marketing = as(sessions.marketing).campaigns;
    const campaign = { subject: "Old campaign", preheader: "Stored earlier", latestPosts: 0, topics: [] };
    const created = await expectStatus(marketing.$post({ json: { ...campaign, body: longEnough } }), 201);
    const { id } = created.data;
    await t.services.db.update(campaigns).set({ body: tooDeep }).where(eq(campaigns.id, id));
    const message = `The body cannot be sent: ${deepMessage}`;
    const stored = marketing[":id"];
    const param = { id };
    expectRefused(await expectStatus(stored.preview.$get({ param }), 400), "body", message);
    expectRefused(await expectStatus(stored.test.$post({ param }), 400), "body", message);
    const sendNow = stored["send-now"].$post({ param, json: { revision: 1 } });
    expectRefused(await expectStatus(sendNow, 400), "body", message);
    const schedule = { revision: 1, date: "2099-01-01", time: "09:00", timeZone: "UTC" };
    await expectStatus(stored.schedule.$post({ param, json: schedule }), 400);

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
    const marketing = as(sessions.marketing).campaigns;
    const body = "Our analysts read a year of alerts: [the 2019 study](http://reports.example/night-2019).";
    const created = await expectStatus(
      marketing.$post({
        json: { subject: "Night driving", preheader: "Three findings", body, latestPosts: 0, topics: [] },
      }),
      201,
    );
    const preview = marketing[":id"].preview.$get({ param: { id: created.data.id } });
    const { data: email } = await expectStatus(preview, 200);
    expect(email.html).toContain('<a href="http://reports.example/night-2019">the 2019 study</a>');
    expect(email.text).toContain("http://reports.example/night-2019");
  });

  it("a link the renderer would drop is refused with the link named; an http:// link is kept", async () => {
    const marketing = as(sessions.marketing);
    const base = { subject: "Night driving", preheader: "Three findings", latestPosts: 0, topics: [] };
    const refused = marketing.campaigns.$post({
      json: { ...base, body: "Our analysts read a year of alerts: [the study](//reports.example/night)." },
    });
    expectRefused(
      await expectStatus(refused, 400),
      "body",
      "Change the link “//reports.example/night”: write a full address (https://…), a path on this site (/…), mailto: or tel:.",
    );
    const preview = marketing.content.preview.$post({
      json: { markdown: "See [the 2019 report](http://reports.example/2019)." },
    });
    expect((await expectStatus(preview, 200)).data.html).toContain('href="http://reports.example/2019"');
  });
});
