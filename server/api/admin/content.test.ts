import { and, eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eventOnlineUrlRequired } from "#app/features/content/studio-schemas.ts";
import { auditLog, contentItems, contentRedirects, contentRevisions } from "#db/schema.ts";
import { type GuardedCall, inThePast, setUpDocumentTests } from "#tests/support/documents.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import type { StaffSession } from "#tests/support/test-app.ts";

// The content studio's API: saves with optimistic concurrency, the workflow,
// slug redirects, revisions and restore, roles, sessions and CSRF.

const { t, sessions, as, expectOtherRolesRefused, expectSessionRequired, expectCsrfGuarded } = setUpDocumentTests(
  (client) => client.api.admin.content,
);
type Studio = ReturnType<typeof as>;

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

/** Creates a draft as marketing. */
const create = (json: InferRequestType<Studio["$post"]>["json"]) => as(sessions.marketing).$post({ json });

/** A blog post's draft, created as `who`. */
async function createPost(who: StaffSession = sessions.marketing, slug = "fatigue-alerts") {
  const { data } = await expectStatus(
    as(who).$post({ json: { collection: "blogs", slug, data: blogData(), body } }),
    201,
  );
  return data;
}

/** Saves `item` as `who` over the revision the input names. */
const save = (who: StaffSession, item: { id: string }, json: InferRequestType<Studio[":id"]["$put"]>["json"]) =>
  as(who)[":id"].$put({ param: { id: item.id }, json });

/** Takes a workflow step on `item` over `revision`, as marketing. */
const step = (item: { id: string }, name: "publish" | "unpublish" | "draft", revision: number) =>
  as(sessions.marketing)[":id"][name].$post({ param: { id: item.id }, json: { revision } });

/** Schedules `item` as marketing. */
const schedule = (item: { id: string }, json: InferRequestType<Studio[":id"]["schedule"]["$post"]>["json"]) =>
  as(sessions.marketing)[":id"].schedule.$post({ param: { id: item.id }, json });

/** The address of one revision of `item` (to read it or restore it). */
const revisionParam = (item: { id: string }, revision: number) => ({
  param: { id: item.id, revision: String(revision) },
});

describe("writing and the workflow", () => {
  it("creates, saves, refuses a stale save naming who saved in between, publishes, renames with a redirect and restores", async () => {
    const created = await createPost();
    expect(created).toMatchObject({ status: "draft", revision: 1, url: "/insights/blog/fatigue-alerts" });

    // Two editors open revision 1; the first saves.
    const edited = {
      data: blogData({ title: "What fourteen months of night alerts tell us" }),
      body: `${body}\n\nA first editor's paragraph.`,
    };
    const first = await expectStatus(
      save(sessions.marketing, created, { revision: 1, slug: "fatigue-alerts", ...edited }),
      200,
    );
    expect(first.data.revision).toBe(2);

    // The second still holds revision 1: refused with who and when, nothing overwritten.
    const stale = await expectStatus(
      save(sessions.second, created, {
        revision: 1,
        slug: "fatigue-alerts",
        data: blogData({ title: "A second editor's title here" }),
        body,
      }),
      409,
    );
    expect(stale.message).toMatch(/Pat marketing saved this item at .* \(revision 2\)/);
    expect(stale.errors?.revision).toBeDefined();
    const [stored] = await t.services.db.select().from(contentItems).where(eq(contentItems.id, created.id));
    expect(stored?.revision).toBe(2);
    expect(stored?.data.title).toBe("What fourteen months of night alerts tell us");
    expect(stored?.body).toContain("A first editor's paragraph.");

    // Renaming a draft that never went live leaves no redirect.
    await expectStatus(save(sessions.marketing, created, { revision: 2, slug: "night-alerts", ...edited }), 200);
    expect(await t.services.db.select().from(contentRedirects)).toHaveLength(0);

    const published = await expectStatus(step(created, "publish", 3), 200);
    expect(published.data).toMatchObject({ status: "published", revision: 4 });
    expect(published.data.publishedAt).not.toBeNull();
    await expectStatus(step(created, "publish", 4), 409);

    // Renaming a published item keeps its old address as a redirect.
    const renamed = await expectStatus(
      save(sessions.admin, created, { revision: 4, slug: "fourteen-months-of-night-alerts", ...edited }),
      200,
    );
    expect(renamed.data.url).toBe("/insights/blog/fourteen-months-of-night-alerts");
    expect(await t.services.db.select().from(contentRedirects)).toEqual([
      expect.objectContaining({ fromPath: "/insights/blog/night-alerts", itemId: created.id }),
    ]);

    // History: who and when, newest first; a revision's diff to the current body.
    const { data: list } = await expectStatus(
      t.client(sessions.marketing.headers).api.admin.content[":id"].revisions.$get({ param: { id: created.id } }),
      200,
    );
    expect(list.map((r) => r.revision)).toEqual([5, 4, 3, 2, 1]);
    expect(list[0]?.staffName).toBe("Pat admin");
    expect(list[4]?.staffName).toBe("Pat marketing");

    const { data: detail } = await expectStatus(
      t
        .client(sessions.marketing.headers)
        .api.admin.content[":id"].revisions[":revision"].$get(revisionParam(created, 1)),
      200,
    );
    expect(detail.bodyDiff).toContainEqual({ kind: "added", text: "A first editor's paragraph." });
    expect(detail.bodyDiff.some((line) => line.kind === "same")).toBe(true);
    expect(detail.changedFields).toEqual(expect.arrayContaining(["slug", "title"]));

    // Restore revision 1: a new revision 6 with its address, fields and body; the status stays.
    const restore = (revision: number) =>
      as(sessions.marketing)[":id"].revisions[":revision"].restore.$post({
        ...revisionParam(created, 1),
        json: { revision },
      });
    await expectStatus(restore(4), 409);
    const restored = await expectStatus(restore(5), 200);
    expect(restored.data).toMatchObject({ revision: 6, slug: "fatigue-alerts", status: "published", body });
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
    const past = await expectStatus(schedule(item, { revision: 1, ...inThePast }), 400);
    expect(past.message).toMatch(/future/);
    const at = { revision: 1, date: "2099-02-18", time: "10:00" };
    await expectStatus(schedule(item, { ...at, timeZone: "Mars/Olympus" }), 400);
    const scheduled = await expectStatus(schedule(item, { ...at, timeZone: "Asia/Kolkata" }), 200);
    expect(scheduled.data).toMatchObject({ status: "scheduled", publishAt: "2099-02-18T04:30:00.000Z" });

    const draft = await expectStatus(step(item, "draft", 2), 200);
    expect(draft.data).toMatchObject({ status: "draft", publishAt: null });
    await expectStatus(step(item, "unpublish", 3), 409);
    await expectStatus(step(item, "publish", 3), 200);
    const unpublished = await expectStatus(step(item, "unpublish", 4), 200);
    expect(unpublished.data).toMatchObject({ status: "unpublished" });
    // Once published, an item is not deleted: its address stays known.
    const remove = (doomed: { id: string }) => as(sessions.marketing)[":id"].$delete({ param: { id: doomed.id } });
    await expectStatus(remove(item), 409);

    const throwaway = await createPost(sessions.marketing, "throwaway-draft");
    await expectStatus(remove(throwaway), 200);
    expect(await t.services.db.select().from(contentItems).where(eq(contentItems.id, throwaway.id))).toHaveLength(0);
  });

  it("checks fields with the collection's schema, the body's length and slugs across the insights", async () => {
    const short = {
      collection: "blogs",
      slug: "short",
      data: blogData({ title: "Short", tags: ["Not A Tag"] }),
    } as const;
    const invalid = await expectStatus(create({ ...short, body: "Too short." }), 400);
    expect(Object.keys(invalid.errors ?? {})).toEqual(expect.arrayContaining(["body"]));

    const fields = await expectStatus(create({ ...short, body }), 400);
    expect(Object.keys(fields.errors ?? {})).toEqual(expect.arrayContaining(["title", "tags.0"]));

    await expectStatus(create({ collection: "blogs", slug: "Bad Slug", data: blogData(), body }), 400);

    await createPost(sessions.marketing, "shared-address");
    const article = await expectStatus(
      create({ collection: "articles", slug: "shared-address", data: blogData(), body }),
      409,
    );
    expect(article.message).toMatch(/insights share/);
    // Another family of collections may use the same address.
    await expectStatus(
      create({ collection: "newsroom", slug: "shared-address", data: blogData({ location: "Bengaluru" }), body }),
      201,
    );

    const studio = t.client(sessions.marketing.headers).api.admin.content;
    const list = await expectStatus(studio.$get({ query: { collection: "blogs", q: "fourteen" } }), 200);
    expect(list.data.map((item) => item.slug)).toContain("shared-address");
    expect(list.meta.counts.draft).toBeGreaterThan(0);
    await expectStatus(studio.$get({ query: { status: "nope" } }), 400);

    const preview = (markdown: string) => as(sessions.marketing).preview.$post({ json: { markdown } });
    const { data: html } = await expectStatus(
      preview("## Hello\n\n<script>alert(1)</script>\n\nSome **bold** text."),
      200,
    );
    expect(html.html).toContain("<strong>bold</strong>");
    expect(html.html).not.toContain("<script");
    await expectStatus(preview("x".repeat(100_001)), 400);
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

    const unknown = await expectStatus(
      save(sessions.marketing, item, { ...base, revision: 1, coverImageId: "00000000-0000-4000-8000-000000000000" }),
      400,
    );
    expect(unknown.errors).toEqual({ coverImageId: [expect.stringContaining("not in the library")] });
    await expectStatus(save(sessions.marketing, item, { ...base, revision: 1, coverImageId: "cover.png" }), 400);
    const [untouched] = await t.services.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(untouched).toMatchObject({ revision: 1, coverImageId: null });

    const image = await uploadImage();
    const set = await expectStatus(
      save(sessions.marketing, item, { ...base, revision: 1, coverImageId: image.id }),
      200,
    );
    expect(set.data.coverImage).toEqual({ id: image.id, width: 1600, height: 800 });
    const got = await expectStatus(as(sessions.marketing)[":id"].$get({ param: { id: item.id } }), 200);
    expect(got.data.coverImage).toEqual({ id: image.id, width: 1600, height: 800 });

    // A save that leaves the cover out keeps it; null clears it.
    const kept = await expectStatus(save(sessions.marketing, item, { ...base, revision: 2 }), 200);
    expect(kept.data.coverImage?.id).toBe(image.id);
    const cleared = await expectStatus(
      save(sessions.marketing, item, { ...base, revision: 3, coverImageId: null }),
      200,
    );
    expect(cleared.data.coverImage).toBeNull();

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
    await expectStatus(save(sessions.marketing, item, { ...base, revision: 1, coverImageId: image.id }), 200);
    await expectStatus(save(sessions.marketing, item, { ...base, revision: 2, coverImageId: null }), 200);

    const revisions = as(sessions.marketing)[":id"].revisions[":revision"];
    const withCover = await expectStatus(revisions.$get(revisionParam(item, 2)), 200);
    expect(withCover.data.changedFields).toEqual(["cover photo"]);

    const restored = await expectStatus(
      revisions.restore.$post({ ...revisionParam(item, 2), json: { revision: 3 } }),
      200,
    );
    expect(restored.data.coverImage?.id).toBe(image.id);
    const [revision4] = await t.services.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.revision, 4)));
    expect(revision4?.coverImageId).toBe(image.id);
  });

  it("takes a cover when a draft is created", async () => {
    const image = await uploadImage();
    const { data } = await expectStatus(
      create({ collection: "blogs", slug: "with-a-cover", data: blogData(), body, coverImageId: image.id }),
      201,
    );
    expect(data.coverImage?.id).toBe(image.id);
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
    create({ collection: "events", slug, data, body });

  it("keeps the online link and the registration switch, open unless closed", async () => {
    const open = await expectStatus(createEvent(eventData()), 201);
    expect(open.data.data).toMatchObject({
      onlineUrl: "https://events.marut.test/fog-webinar",
      registrationOpen: true,
    });
    const closed = await expectStatus(createEvent(eventData({ registrationOpen: false }), "fog-webinar-closed"), 201);
    expect(closed.data.data.registrationOpen).toBe(false);
  });

  it("asks online and hybrid events for an https link, and in-person events for a venue", async () => {
    /** The fields the refusal of `data` names. */
    const refusedFields = async (data: Record<string, unknown>) =>
      Object.keys((await expectStatus(createEvent(data), 400)).errors ?? {});
    await expectStatus(createEvent(eventData({ onlineUrl: undefined, format: "hybrid", venue: undefined })), 400);
    const hybrid = await expectStatus(
      createEvent(
        eventData({
          onlineUrl: undefined,
          format: "hybrid",
          venue: { name: "Marut House", address: "12 Residency Road", city: "Bengaluru", country: "India" },
        }),
      ),
      400,
    );
    expect(hybrid.errors).toEqual({ onlineUrl: [eventOnlineUrlRequired] });
    expect(await refusedFields(eventData({ onlineUrl: "http://events.marut.test/fog" }))).toEqual(["onlineUrl"]);
    expect(await refusedFields(eventData({ format: "in-person", onlineUrl: undefined }))).toEqual(["venue"]);
    expect(await refusedFields(eventData({ registrationOpen: "no" }))).toEqual(["registrationOpen"]);
  });
});

describe("roles, sessions and CSRF", () => {
  const param = { id: "00000000-0000-4000-8000-000000000000" };
  const revision = { param: { ...param, revision: "1" } };
  const draft = { slug: "guarded", data: blogData(), body };
  const action = { param, json: { revision: 1 } };
  const routes: GuardedCall<Studio>[] = [
    ["GET /", (studio) => studio.$get({ query: {} })],
    ["POST /", (studio) => studio.$post({ json: { collection: "blogs", ...draft } })],
    ["POST /preview", (studio) => studio.preview.$post({ json: { markdown: "x" } })],
    ["GET /:id", (studio) => studio[":id"].$get({ param })],
    ["PUT /:id", (studio) => studio[":id"].$put({ param, json: { revision: 1, ...draft } })],
    ["DELETE /:id", (studio) => studio[":id"].$delete({ param })],
    ["POST /:id/publish", (studio) => studio[":id"].publish.$post(action)],
    ["POST /:id/schedule", (studio) => studio[":id"].schedule.$post({ param, json: { ...inThePast, revision: 1 } })],
    ["POST /:id/unpublish", (studio) => studio[":id"].unpublish.$post(action)],
    ["POST /:id/draft", (studio) => studio[":id"].draft.$post(action)],
    ["GET /:id/revisions", (studio) => studio[":id"].revisions.$get({ param })],
    ["GET /:id/revisions/1", (studio) => studio[":id"].revisions[":revision"].$get(revision)],
    [
      "POST /:id/revisions/1/restore",
      (studio) => studio[":id"].revisions[":revision"].restore.$post({ ...revision, json: { revision: 1 } }),
    ],
  ];

  it("answers 403 to hr and sales on every content route, even with a valid CSRF token", async () => {
    await expectOtherRolesRefused(routes);
  });

  it("answers 401 without a session", async () => {
    await expectSessionRequired(routes);
  });

  it("refuses writes without the CSRF token and lets marketing and admin through with it", async () => {
    const item = await createPost(sessions.marketing, "csrf-check");
    const withoutToken = t.client(sessions.marketing.headers).api.admin.content;
    await expectStatus(
      withoutToken[":id"].$put({
        param: { id: item.id },
        json: { revision: 1, slug: "csrf-check", data: blogData(), body },
      }),
      403,
    );
    const [stored] = await t.services.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, item.id), eq(contentItems.revision, 1)));
    expect(stored).toBeDefined();
    await expectCsrfGuarded(routes, [200, 201, 400, 404, 409]);
  });
});
