import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, companyFigures, contentItems, people } from "#db/schema.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// The directory's API: people, figures, offices and FAQs; every write audited,
// figures with their source and date, reordering, roles, sessions and CSRF.

const { t } = setUpTestApp();

const sessions = {} as Record<"admin" | "hr" | "sales" | "marketing", StaffSession>;

beforeEach(async () => {
  Object.assign(sessions, await signInEveryRole(t));
});

const person = (overrides: Record<string, unknown> = {}) => ({
  slug: "amina-hassan",
  name: "Amina Hassan",
  title: "Head of partnerships",
  bio: "Works with insurers and vehicle makers.",
  city: "Dubai",
  teamGroup: "leadership",
  ...overrides,
});

const figure = (overrides: Record<string, unknown> = {}) => ({
  key: "vehicles-protected",
  value: "31,000",
  label: "vehicles protected every day",
  source: "Vehicles with an active Marut service.",
  asOf: "2026-10-01",
  ...overrides,
});

describe("directory entries", () => {
  it("adds, changes and deletes a person, each write audited with before and after", async () => {
    const created = await t.json("POST", "/api/admin/directory/people", person(), sessions.marketing.csrf);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as { id: string }).id;

    const taken = await t.json("POST", "/api/admin/directory/people", person(), sessions.marketing.csrf);
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty("slug");

    const changed = await t.json(
      "PUT",
      `/api/admin/directory/people/${id}`,
      person({ title: "Chief partnerships officer" }),
      sessions.marketing.csrf,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ title: "Chief partnerships officer" });

    const list = await t.json("GET", "/api/admin/directory", undefined, sessions.marketing.headers);
    expect(list.status).toBe(200);
    expect((list.body.data as { people: { slug: string }[] }).people.map((p) => p.slug)).toEqual(["amina-hassan"]);

    expect(
      (await t.json("DELETE", `/api/admin/directory/people/${id}`, undefined, sessions.marketing.csrf)).status,
    ).toBe(200);
    expect(await t.services.db.select().from(people)).toEqual([]);
    expect(
      (await t.json("DELETE", `/api/admin/directory/people/${id}`, undefined, sessions.marketing.csrf)).status,
    ).toBe(404);

    const entries = await t.services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "directory.people.create",
      "directory.people.delete",
      "directory.people.update",
    ]);
    const update = entries.find((entry) => entry.action === "directory.people.update");
    expect(update?.before).toMatchObject({ title: "Head of partnerships" });
    expect(update?.after).toMatchObject({ title: "Chief partnerships officer" });
    expect(update?.staffEmail).toBe("marketing@marut.test");
  });

  it("refuses a portrait that is not in the image library", async () => {
    const res = await t.json(
      "POST",
      "/api/admin/directory/people",
      person({ portraitImageId: "00000000-0000-4000-8000-000000000000" }),
      sessions.marketing.csrf,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("portraitImageId");
  });

  it("requires a figure's source and as-of date, and changes it by its key", async () => {
    for (const missing of ["source", "asOf"]) {
      const res = await t.json(
        "POST",
        "/api/admin/directory/figures",
        figure({ [missing]: undefined }),
        sessions.marketing.csrf,
      );
      expect(res.status, missing).toBe(400);
      expect(res.body.errors, missing).toHaveProperty(missing);
    }
    expect((await t.json("POST", "/api/admin/directory/figures", figure(), sessions.marketing.csrf)).status).toBe(201);
    const changed = await t.json(
      "PUT",
      "/api/admin/directory/figures/vehicles-protected",
      figure({ value: "33,500", asOf: "2026-12-01" }),
      sessions.admin.csrf,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ key: "vehicles-protected", value: "33,500", asOf: "2026-12-01" });
  });

  it("reorders people and refuses an order that leaves one out", async () => {
    const ids: string[] = [];
    for (const slug of ["first-person", "second-person", "third-person"]) {
      const res = await t.json("POST", "/api/admin/directory/people", person({ slug }), sessions.marketing.csrf);
      ids.push((res.body.data as { id: string }).id);
    }
    const reversed = [...ids].reverse();
    const res = await t.json("PUT", "/api/admin/directory/people/order", { ids: reversed }, sessions.marketing.csrf);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await t.json("GET", "/api/admin/directory", undefined, sessions.marketing.headers);
    expect((list.body.data as { people: { id: string }[] }).people.map((p) => p.id)).toEqual(reversed);
    const partial = await t.json(
      "PUT",
      "/api/admin/directory/people/order",
      { ids: reversed.slice(1) },
      sessions.marketing.csrf,
    );
    expect(partial.status).toBe(409);
  });

  it("adds an office and a FAQ, validating the time zone and email", async () => {
    const office = {
      slug: "nairobi",
      name: "Nairobi office",
      city: "Nairobi",
      country: "Kenya",
      address: "Westlands\nNairobi",
      timeZone: "Africa/Nairobi",
      email: "kenya@marut-safety.com",
    };
    expect((await t.json("POST", "/api/admin/directory/offices", office, sessions.marketing.csrf)).status).toBe(201);
    const bad = await t.json(
      "POST",
      "/api/admin/directory/offices",
      { ...office, slug: "other", timeZone: "Mars/Olympus", email: "nope" },
      sessions.marketing.csrf,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(["email", "timeZone"]);
    const faq = { category: "support", question: "Do you work weekends?", answer: "The **Life Savers** do." };
    expect((await t.json("POST", "/api/admin/directory/faqs", faq, sessions.marketing.csrf)).status).toBe(201);
  });
});

describe("keys content quotes", () => {
  it("keeps a figure's key and a person's address once created", async () => {
    /** The message of a change refused (400) for the field content quotes the entry by. */
    const refusedRename = async (entry: string, body: unknown, field: string) => {
      const res = await t.json("PUT", `/api/admin/directory/${entry}`, body, sessions.marketing.csrf);
      expect([res.status, Object.keys(res.body.errors ?? {})], entry).toEqual([400, [field]]);
      return res.body.message;
    };
    expect((await t.json("POST", "/api/admin/directory/figures", figure(), sessions.marketing.csrf)).status).toBe(201);
    expect(await refusedRename("figures/vehicles-protected", figure({ key: "vehicles-covered" }), "key")).toBe(
      "A figure's key cannot change: content quotes the figure by it.",
    );
    expect((await t.services.db.select().from(companyFigures)).map((row) => row.key)).toEqual(["vehicles-protected"]);

    const created = await t.json("POST", "/api/admin/directory/people", person(), sessions.marketing.csrf);
    const id = (created.body.data as { id: string }).id;
    expect(await refusedRename(`people/${id}`, person({ slug: "amina-hassan-dubai" }), "slug")).toBe(
      "A person's address cannot change: content quotes them by it.",
    );
    expect((await t.services.db.select().from(people)).map((row) => row.slug)).toEqual(["amina-hassan"]);
  });

  it("refuses to delete a figure or a person that a page, a studio item or a campaign quotes, naming where", async () => {
    const remove = (entry: string) =>
      t.json("DELETE", `/api/admin/directory/${entry}`, undefined, sessions.marketing.csrf);
    /** The message of a refused delete (409). */
    const refusal = async (entry: string) => {
      const res = await remove(entry);
      expect(res.status, entry).toBe(409);
      return res.body.message;
    };

    // The home page and About show this figure by its key.
    expect((await t.json("POST", "/api/admin/directory/figures", figure(), sessions.marketing.csrf)).status).toBe(201);
    expect(await refusal("figures/vehicles-protected")).toBe(
      "This figure is used on Home page and About. Take it out of those first, then delete it.",
    );

    // A figure no page shows, quoted by a draft press release.
    const rested = figure({ key: "night-stops-rested", label: "drivers rested at night stops" });
    expect((await t.json("POST", "/api/admin/directory/figures", rested, sessions.marketing.csrf)).status).toBe(201);
    const [item] = await t.services.db
      .insert(contentItems)
      .values({
        collection: "newsroom",
        slug: "night-stops-one-year-on",
        data: { title: "Night stops, one year on", description: "What the rest stops changed.", tags: [] },
        body: "This year {{figure-value:night-stops-rested}} drivers took the rest the alerts asked for.",
      })
      .returning();
    expect(await refusal("figures/night-stops-rested")).toBe(
      "This figure is used on Night stops, one year on (press release). Take it out of those first, then delete it.",
    );
    expect(await t.services.db.select().from(companyFigures)).toHaveLength(2);

    // A person quoted by a campaign that has not gone out yet.
    const created = await t.json("POST", "/api/admin/directory/people", person(), sessions.marketing.csrf);
    const personId = (created.body.data as { id: string }).id;
    const campaign = await t.json(
      "POST",
      "/api/admin/campaigns",
      {
        subject: "Partnerships in the Gulf",
        preheader: "",
        body: "A note from {{person:amina-hassan}} on what insurers asked for this year.",
        latestPosts: 0,
        topics: [],
      },
      sessions.marketing.csrf,
    );
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    expect(await refusal(`people/${personId}`)).toContain("Partnerships in the Gulf (campaign)");

    // Once the item no longer quotes it, the figure can go; nothing was audited for the refusals.
    await t.services.db
      .update(contentItems)
      .set({ body: "This year most drivers took the rest the alerts asked for." })
      .where(eq(contentItems.id, item?.id ?? ""));
    expect((await remove("figures/night-stops-rested")).status).toBe(200);
    const deletions = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "directory.figures.delete"));
    expect(deletions.map((entry) => entry.entityId)).toEqual(["night-stops-rested"]);
  });
});

describe("roles, sessions and CSRF", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/directory"],
    ["PUT", "/api/admin/directory/people/order", { ids: [id] }],
    ["PUT", "/api/admin/directory/offices/order", { ids: [id] }],
    ["PUT", "/api/admin/directory/faqs/order", { ids: [id] }],
    ...(["people", "figures", "offices", "faqs"] as const).flatMap((kind): [string, string, unknown?][] => [
      ["POST", `/api/admin/directory/${kind}`, {}],
      ["PUT", `/api/admin/directory/${kind}/${id}`, {}],
      ["DELETE", `/api/admin/directory/${kind}/${id}`],
    ]),
  ];

  it("answers 403 to hr and sales on every directory route, even with a valid CSRF token", async () => {
    for (const role of ["hr", "sales"] as const) {
      for (const [method, path, body] of routes) {
        const res = await t.json(method, path, body, sessions[role].csrf);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
  });

  it("answers 401 without a session", async () => {
    for (const [method, path, body] of routes) {
      expect((await t.json(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses writes without the CSRF token and lets marketing and admin through with it", async () => {
    const refused = await t.json("POST", "/api/admin/directory/people", person(), sessions.marketing.headers);
    expect(refused.status).toBe(403);
    expect(await t.services.db.select().from(people)).toEqual([]);
    for (const [method, path, body] of routes) {
      if (method === "GET") continue;
      expect((await t.json(method, path, body, sessions.marketing.headers)).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ["marketing", "admin"] as const) {
      for (const [method, path, body] of routes) {
        const res = await t.json(method, path, body, sessions[role].csrf);
        expect([200, 201, 400, 404, 409], `${role} ${method} ${path}`).toContain(res.status);
      }
    }
  });
});

describe("references in the studio's preview", () => {
  it("resolves people and figures from the directory and reports the unknown ones", async () => {
    await t.json("POST", "/api/admin/directory/people", person(), sessions.marketing.csrf);
    await t.json("POST", "/api/admin/directory/figures", figure(), sessions.marketing.csrf);
    const res = await t.json(
      "POST",
      "/api/admin/content/preview",
      { markdown: "Said {{person:amina-hassan}} and {{person:vikram-iyer}}: {{figure:vehicles-protected}}." },
      sessions.marketing.csrf,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      html: "<p>Said Amina Hassan, head of partnerships and : 31,000 vehicles protected every day.</p>\n",
      unknownReferences: ["person:vikram-iyer"],
    });
  });
});
