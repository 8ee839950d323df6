import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eventOnlineUrlRequired } from "#app/features/content/studio-schemas.ts";
import { auditLog, contentItems, contentRedirects, contentRevisions } from "#db/schema.ts";
import { type GuardedCall, inThePast, setUpDocumentTests } from "#tests/support/documents.ts";
import type { StaffSession } from "#tests/support/test-app.ts";

// The content studio's API: saves with optimistic concurrency, the workflow,
// slug redirects, revisions and restore, roles, sessions and CSRF.

const { t, sessions, save, step, expectOtherRolesRefused, expectSessionRequired, expectCsrfGuarded } =
  setUpDocumentTests("/api/admin/content");

const body = `## Why night shifts matter\n\n${"Fatigue builds slowly across a long-haul route and shows in the data. ".repeat(5)}`;

function blogData(overrides: Record<string, unknown> = {}) {
  return {
    title: "What fourteen months of fatigue alerts tell us",
    description:
      "Alerts from driver-facing cameras cluster in the small hours; here is what fleets changed after seeing it.",
    date: "2026-11-02",
    author: "Priya Raman",
    tags: ["fatigue", "long-haul"],
    cover: { motif: "cab", alt: "Illustration of a driver-facing camera above a dashboard" },
    ...overrides,
  };
}

type Item = {
  id: string;
  slug: string;
  status: string;
  revision: number;
  url: string;
  data: Record<string, unknown>;
  body: string;
};

async function createPost(as: StaffSession = sessions.marketing, slug = "fatigue-alerts") {
  const res = await t.json(
    "POST",
    "/api/admin/content",
    { collection: "blogs", slug, data: blogData(), body },
    as.csrf,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Item;
}

describe("writing and the workflow", () => {
  it("creates, saves, refuses a stale save naming who saved in between, publishes, renames with a redirect and restores", async () => {
    const created = await createPost();
    expect(created).toMatchObject({ status: "draft", revision: 1, url: "/insights/blog/fatigue-alerts" });

    // Two editors open revision 1; the first saves.
    const edited = {
      data: blogData({ title: "What fourteen months of night alerts tell us" }),
      body: `${body}\n\nA first editor's paragraph.`,
    };
    const first = await save(sessions.marketing, created, { revision: 1, slug: "fatigue-alerts", ...edited });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as Item).revision).toBe(2);

    // The second still holds revision 1: refused with who and when, nothing overwritten.
    const stale = await save(sessions.second, created, {
      revision: 1,
      slug: "fatigue-alerts",
      data: blogData({ title: "A second editor's title here" }),
      body,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Pat marketing saved this item at .* \(revision 2\)/);
    expect((stale.body.errors as Record<string, string[]>).revision).toBeDefined();
    const [stored] = await t.services.db.select().from(contentItems).where(eq(contentItems.id, created.id));
    expect(stored?.revision).toBe(2);
    expect(stored?.data.title).toBe("What fourteen months of night alerts tell us");
    expect(stored?.body).toContain("A first editor's paragraph.");

    // Renaming a draft that never went live leaves no redirect.
    const renamedDraft = await save(sessions.marketing, created, { revision: 2, slug: "night-alerts", ...edited });
    expect(renamedDraft.status).toBe(200);
    expect(await t.services.db.select().from(contentRedirects)).toHaveLength(0);

    const published = await step(sessions.marketing, created, "publish", { revision: 3 });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ status: "published", revision: 4 });
    expect((published.body.data as { publishedAt: string | null }).publishedAt).not.toBeNull();
    expect((await step(sessions.marketing, created, "publish", { revision: 4 })).status).toBe(409);

    // Renaming a published item keeps its old address as a redirect.
    const renamed = await save(sessions.admin, created, {
      revision: 4,
      slug: "fourteen-months-of-night-alerts",
      ...edited,
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body.data as Item).url).toBe("/insights/blog/fourteen-months-of-night-alerts");
    expect(await t.services.db.select().from(contentRedirects)).toEqual([
      expect.objectContaining({ fromPath: "/insights/blog/night-alerts", itemId: created.id }),
    ]);

    // History: who and when, newest first; a revision's diff to the current body.
    const revisions = await t.json(
      "GET",
      `/api/admin/content/${created.id}/revisions`,
      undefined,
      sessions.marketing.headers,
    );
    expect(revisions.status).toBe(200);
    const list = revisions.body.data as { revision: number; staffName: string; status: string }[];
    expect(list.map((r) => r.revision)).toEqual([5, 4, 3, 2, 1]);
    expect(list[0]?.staffName).toBe("Pat admin");
    expect(list[4]?.staffName).toBe("Pat marketing");

    const one = await t.json(
      "GET",
      `/api/admin/content/${created.id}/revisions/1`,
      undefined,
      sessions.marketing.headers,
    );
    expect(one.status).toBe(200);
    const detail = one.body.data as { bodyDiff: { kind: string; text: string }[]; changedFields: string[] };
    expect(detail.bodyDiff).toContainEqual({ kind: "added", text: "A first editor's paragraph." });
    expect(detail.bodyDiff.some((line) => line.kind === "same")).toBe(true);
    expect(detail.changedFields).toEqual(expect.arrayContaining(["slug", "title"]));

    // Restore revision 1: a new revision 6 with its address, fields and body; the status stays.
    const stalerestore = await t.json(
      "POST",
      `/api/admin/content/${created.id}/revisions/1/restore`,
      { revision: 4 },
      sessions.marketing.csrf,
    );
    expect(stalerestore.status).toBe(409);
    const restored = await t.json(
      "POST",
      `/api/admin/content/${created.id}/revisions/1/restore`,
      { revision: 5 },
      sessions.marketing.csrf,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ revision: 6, slug: "fatigue-alerts", status: "published", body });
    const paths = (await t.services.db.select().from(contentRedirects)).map((r) => r.fromPath).sort();
    expect(paths).toEqual(["/insights/blog/fourteen-months-of-night-alerts", "/insights/blog/night-alerts"]);

    // Every change is in the audit log, with its staff member.
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      [
        "content.create",
        "content.publish",
        "content.restore",
        "content.update",
        "content.update",
        "content.update",
      ].sort(),
    );
    expect(
      await t.services.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, created.id)),
    ).toHaveLength(6);
  });

  it("schedules at a time in a named zone stored in UTC, refuses the past, and unpublishes and goes back to draft", async () => {
    const item = await createPost(sessions.marketing, "scheduled-post");
    const past = await step(sessions.marketing, item, "schedule", { revision: 1, ...inThePast });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/future/);
    expect(
      (
        await step(sessions.marketing, item, "schedule", {
          revision: 1,
          date: "2099-02-18",
          time: "10:00",
          timeZone: "Mars/Olympus",
        })
      ).status,
    ).toBe(400);
    const scheduled = await step(sessions.marketing, item, "schedule", {
      revision: 1,
      date: "2099-02-18",
      time: "10:00",
      timeZone: "Asia/Kolkata",
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: "scheduled", publishAt: "2099-02-18T04:30:00.000Z" });

    const draft = await step(sessions.marketing, item, "draft", { revision: 2 });
    expect(draft.body.data).toMatchObject({ status: "draft", publishAt: null });
    expect((await step(sessions.marketing, item, "unpublish", { revision: 3 })).status).toBe(409);
    await step(sessions.marketing, item, "publish", { revision: 3 });
    const unpublished = await step(sessions.marketing, item, "unpublish", { revision: 4 });
    expect(unpublished.body.data).toMatchObject({ status: "unpublished" });
    // Once published, an item is not deleted: its address stays known.
    expect((await t.json("DELETE", `/api/admin/content/${item.id}`, undefined, sessions.marketing.csrf)).status).toBe(
      409,
    );

    const throwaway = await createPost(sessions.marketing, "throwaway-draft");
    expect(
      (await t.json("DELETE", `/api/admin/content/${throwaway.id}`, undefined, sessions.marketing.csrf)).status,
    ).toBe(200);
    expect(await t.services.db.select().from(contentItems).where(eq(contentItems.id, throwaway.id))).toHaveLength(0);
  });

  it("checks fields with the collection's schema, the body's length and slugs across the insights", async () => {
    const invalid = await t.json(
      "POST",
      "/api/admin/content",
      {
        collection: "blogs",
        slug: "short",
        data: blogData({ title: "Short", tags: ["Not A Tag"] }),
        body: "Too short.",
      },
      sessions.marketing.csrf,
    );
    expect(invalid.status).toBe(400);
    const errors = invalid.body.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["body"]));

    const fields = await t.json(
      "POST",
      "/api/admin/content",
      { collection: "blogs", slug: "short", data: blogData({ title: "Short", tags: ["Not A Tag"] }), body },
      sessions.marketing.csrf,
    );
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.body.errors as object)).toEqual(expect.arrayContaining(["title", "tags.0"]));

    expect(
      (
        await t.json(
          "POST",
          "/api/admin/content",
          { collection: "blogs", slug: "Bad Slug", data: blogData(), body },
          sessions.marketing.csrf,
        )
      ).status,
    ).toBe(400);

    await createPost(sessions.marketing, "shared-address");
    const article = await t.json(
      "POST",
      "/api/admin/content",
      { collection: "articles", slug: "shared-address", data: blogData(), body },
      sessions.marketing.csrf,
    );
    expect(article.status).toBe(409);
    expect(article.body.message).toMatch(/insights share/);
    // Another family of collections may use the same address.
    const news = await t.json(
      "POST",
      "/api/admin/content",
      { collection: "newsroom", slug: "shared-address", data: blogData({ location: "Bengaluru" }), body },
      sessions.marketing.csrf,
    );
    expect(news.status, JSON.stringify(news.body)).toBe(201);

    const list = await t.json(
      "GET",
      "/api/admin/content?collection=blogs&q=fourteen",
      undefined,
      sessions.marketing.headers,
    );
    expect(list.status).toBe(200);
    expect((list.body.data as { slug: string }[]).map((item) => item.slug)).toContain("shared-address");
    expect((list.body.meta as { counts: Record<string, number> }).counts.draft).toBeGreaterThan(0);
    expect((await t.json("GET", "/api/admin/content?status=nope", undefined, sessions.marketing.headers)).status).toBe(
      400,
    );

    const preview = await t.json(
      "POST",
      "/api/admin/content/preview",
      { markdown: "## Hello\n\n<script>alert(1)</script>\n\nSome **bold** text." },
      sessions.marketing.csrf,
    );
    expect(preview.status).toBe(200);
    expect((preview.body.data as { html: string }).html).toContain("<strong>bold</strong>");
    expect((preview.body.data as { html: string }).html).not.toContain("<script");
    expect(
      (await t.json("POST", "/api/admin/content/preview", { markdown: "x".repeat(100_001) }, sessions.marketing.csrf))
        .status,
    ).toBe(400);
  });
});

describe("cover photos", () => {
  async function uploadImage() {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#335577" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("image", new File([png as BlobPart], "depot.png", { type: "image/png" }));
    form.set("alt", "A depot at dawn");
    const res = await t.app.request("/api/admin/content/images", {
      method: "POST",
      headers: sessions.marketing.csrf,
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string; width: number; height: number } }).data;
  }

  it("refuses an id that names no image of the library, sets a library image and clears it again", async () => {
    const item = await createPost();
    const base = { slug: item.slug, data: blogData(), body };

    const unknown = await save(sessions.marketing, item, {
      ...base,
      revision: 1,
      coverImageId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ coverImageId: [expect.stringContaining("not in the library")] });
    const malformed = await save(sessions.marketing, item, { ...base, revision: 1, coverImageId: "cover.png" });
    expect(malformed.status).toBe(400);
    const [untouched] = await t.services.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(untouched).toMatchObject({ revision: 1, coverImageId: null });

    const image = await uploadImage();
    const set = await save(sessions.marketing, item, { ...base, revision: 1, coverImageId: image.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((set.body.data as { coverImage: unknown }).coverImage).toEqual({ id: image.id, width: 1600, height: 800 });
    const got = await t.json("GET", `/api/admin/content/${item.id}`, undefined, sessions.marketing.csrf);
    expect((got.body.data as { coverImage: unknown }).coverImage).toEqual({ id: image.id, width: 1600, height: 800 });

    // A save that leaves the cover out keeps it; null clears it.
    const kept = await save(sessions.marketing, item, { ...base, revision: 2 });
    expect((kept.body.data as { coverImage: { id: string } | null }).coverImage?.id).toBe(image.id);
    const cleared = await save(sessions.marketing, item, { ...base, revision: 3, coverImageId: null });
    expect(cleared.status).toBe(200);
    expect((cleared.body.data as { coverImage: unknown }).coverImage).toBeNull();

    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, "content.update")));
    expect(audits.map((entry) => (entry.after as { coverImageId: string | null }).coverImageId)).toEqual(
      expect.arrayContaining([image.id, null]),
    );
  });

  it("keeps the cover in each revision: the revision names it among the differences, and restoring brings it back", async () => {
    const item = await createPost();
    const base = { slug: item.slug, data: blogData(), body };
    const image = await uploadImage();
    expect((await save(sessions.marketing, item, { ...base, revision: 1, coverImageId: image.id })).status).toBe(200);
    expect((await save(sessions.marketing, item, { ...base, revision: 2, coverImageId: null })).status).toBe(200);

    const withCover = await t.json(
      "GET",
      `/api/admin/content/${item.id}/revisions/2`,
      undefined,
      sessions.marketing.csrf,
    );
    expect(withCover.status, JSON.stringify(withCover.body)).toBe(200);
    expect((withCover.body.data as { changedFields: string[] }).changedFields).toEqual(["cover photo"]);

    const restored = await t.json(
      "POST",
      `/api/admin/content/${item.id}/revisions/2/restore`,
      { revision: 3 },
      sessions.marketing.csrf,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((restored.body.data as { coverImage: { id: string } | null }).coverImage?.id).toBe(image.id);
    const [revision4] = await t.services.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.revision, 4)));
    expect(revision4?.coverImageId).toBe(image.id);
  });

  it("takes a cover when a draft is created", async () => {
    const image = await uploadImage();
    const res = await t.json(
      "POST",
      "/api/admin/content",
      { collection: "blogs", slug: "with-a-cover", data: blogData(), body, coverImageId: image.id },
      sessions.marketing.csrf,
    );
    expect(res.status).toBe(201);
    expect((res.body.data as { coverImage: { id: string } }).coverImage.id).toBe(image.id);
  });
});

describe("event fields", () => {
  const eventData = (overrides: Record<string, unknown> = {}) => ({
    ...blogData({ title: "Night driving in fog: a webinar for fleet managers" }),
    start: "2027-02-18T10:00:00+05:30",
    end: "2027-02-18T11:30:00+05:30",
    timeZone: "Asia/Kolkata",
    format: "online",
    onlineUrl: "https://events.marut.test/fog-webinar",
    agenda: [{ time: "10:00", title: "Welcome", speaker: "Priya Raman" }],
    registration: { deadline: "2027-02-17", price: "Free" },
    ...overrides,
  });
  const createEvent = (data: Record<string, unknown>, slug = "fog-webinar") =>
    t.json("POST", "/api/admin/content", { collection: "events", slug, data, body }, sessions.marketing.csrf);

  it("keeps the online link and the registration switch, open unless closed", async () => {
    const open = await createEvent(eventData());
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    expect((open.body.data as Item).data).toMatchObject({
      onlineUrl: "https://events.marut.test/fog-webinar",
      registrationOpen: true,
    });
    const closed = await createEvent(eventData({ registrationOpen: false }), "fog-webinar-closed");
    expect(closed.status).toBe(201);
    expect((closed.body.data as Item).data.registrationOpen).toBe(false);
  });

  it("asks online and hybrid events for an https link, and in-person events for a venue", async () => {
    const missing = await createEvent(eventData({ onlineUrl: undefined, format: "hybrid", venue: undefined }));
    expect(missing.status).toBe(400);
    const hybrid = await createEvent(
      eventData({
        onlineUrl: undefined,
        format: "hybrid",
        venue: { name: "Marut House", address: "12 Residency Road", city: "Bengaluru", country: "India" },
      }),
    );
    expect(hybrid.status).toBe(400);
    expect(hybrid.body.errors).toEqual({ onlineUrl: [eventOnlineUrlRequired] });
    const plain = await createEvent(eventData({ onlineUrl: "http://events.marut.test/fog" }));
    expect(plain.status).toBe(400);
    expect(Object.keys(plain.body.errors as object)).toEqual(["onlineUrl"]);
    const inPerson = await createEvent(eventData({ format: "in-person", onlineUrl: undefined }));
    expect(inPerson.status).toBe(400);
    expect(Object.keys(inPerson.body.errors as object)).toEqual(["venue"]);
    const wrongSwitch = await createEvent(eventData({ registrationOpen: "no" }));
    expect(wrongSwitch.status).toBe(400);
    expect(Object.keys(wrongSwitch.body.errors as object)).toEqual(["registrationOpen"]);
  });
});

describe("roles, sessions and CSRF", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const routes: GuardedCall[] = [
    ["GET", "/api/admin/content"],
    ["POST", "/api/admin/content", {}],
    ["POST", "/api/admin/content/preview", { markdown: "x" }],
    ["GET", `/api/admin/content/${id}`],
    ["PUT", `/api/admin/content/${id}`, {}],
    ["DELETE", `/api/admin/content/${id}`],
    ["POST", `/api/admin/content/${id}/publish`, { revision: 1 }],
    ["POST", `/api/admin/content/${id}/schedule`, { revision: 1 }],
    ["POST", `/api/admin/content/${id}/unpublish`, { revision: 1 }],
    ["POST", `/api/admin/content/${id}/draft`, { revision: 1 }],
    ["GET", `/api/admin/content/${id}/revisions`],
    ["GET", `/api/admin/content/${id}/revisions/1`],
    ["POST", `/api/admin/content/${id}/revisions/1/restore`, { revision: 1 }],
  ];

  it("answers 403 to hr and sales on every content route, even with a valid CSRF token", async () => {
    await expectOtherRolesRefused(routes);
  });

  it("answers 401 without a session", async () => {
    await expectSessionRequired(routes);
  });

  it("refuses writes without the CSRF token and lets marketing and admin through with it", async () => {
    const item = await createPost(sessions.marketing, "csrf-check");
    const refused = await t.json(
      "PUT",
      `/api/admin/content/${item.id}`,
      { revision: 1, slug: "csrf-check", data: blogData(), body },
      sessions.marketing.headers,
    );
    expect(refused.status).toBe(403);
    const [stored] = await t.services.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, item.id), eq(contentItems.revision, 1)));
    expect(stored).toBeDefined();
    await expectCsrfGuarded(routes, [200, 201, 400, 404, 409]);
  });
});
