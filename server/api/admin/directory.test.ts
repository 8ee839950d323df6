import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { StaffRole } from "#app/domain/staff.ts";
import type { figureInputSchema, personInputSchema } from "#app/features/content/directory-schemas.ts";
import type { Client } from "#app/lib/api-client.ts";
import { auditLog, companyFigures, contentItems, people } from "#db/schema.ts";
import { type AnyAnswer, expectStatus } from "#tests/support/expect-status.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// The directory's API: people, figures, offices and FAQs; every write audited,
// figures with their source and date, reordering, roles, sessions and CSRF.

const { t } = setUpTestApp();

const sessions = {} as Record<StaffRole, StaffSession>;

beforeEach(async () => {
  Object.assign(sessions, await signInEveryRole(t));
});

/** The typed client's directory as `who`: state changes carry the CSRF token. */
const as = (who: StaffSession) => t.client(who.csrf).api.admin.directory;

type PersonInput = z.input<typeof personInputSchema>;
type FigureInput = z.input<typeof figureInputSchema>;

const person = (overrides: Partial<PersonInput> = {}): PersonInput => ({
  slug: "amina-hassan",
  name: "Amina Hassan",
  title: "Head of partnerships",
  bio: "Works with insurers and vehicle makers.",
  city: "Dubai",
  teamGroup: "leadership",
  ...overrides,
});

const figure = (overrides: Partial<FigureInput> = {}): FigureInput => ({
  key: "vehicles-protected",
  value: "31,000",
  label: "vehicles protected every day",
  source: "Vehicles with an active Marut service.",
  asOf: "2026-10-01",
  ...overrides,
});

describe("directory entries", () => {
  it("adds, changes and deletes a person, each write audited with before and after", async () => {
    const peopleApi = as(sessions.marketing).people;
    const { id } = (await expectStatus(peopleApi.$post({ json: person() }), 201)).data;

    const taken = await expectStatus(peopleApi.$post({ json: person() }), 409);
    expect(taken.errors).toHaveProperty("slug");

    const changed = await expectStatus(
      peopleApi[":id"].$put({ param: { id }, json: person({ title: "Chief partnerships officer" }) }),
      200,
    );
    expect(changed.data).toMatchObject({ title: "Chief partnerships officer" });

    const list = await expectStatus(as(sessions.marketing).$get(), 200);
    expect(list.data.people.map((p) => p.slug)).toEqual(["amina-hassan"]);

    await expectStatus(peopleApi[":id"].$delete({ param: { id } }), 200);
    expect(await t.services.db.select().from(people)).toEqual([]);
    await expectStatus(peopleApi[":id"].$delete({ param: { id } }), 404);

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
    const res = await expectStatus(
      as(sessions.marketing).people.$post({
        json: person({ portraitImageId: "00000000-0000-4000-8000-000000000000" }),
      }),
      400,
    );
    expect(res.errors).toHaveProperty("portraitImageId");
  });

  it("requires a figure's source and as-of date, and changes it by its key", async () => {
    for (const missing of ["source", "asOf"] as const) {
      // Without a field the contract requires, on purpose.
      const json = { ...figure(), [missing]: undefined } as never;
      const res = await expectStatus(as(sessions.marketing).figures.$post({ json }), 400);
      expect(res.errors, missing).toHaveProperty(missing);
    }
    await expectStatus(as(sessions.marketing).figures.$post({ json: figure() }), 201);
    const changed = await expectStatus(
      as(sessions.admin).figures[":id"].$put({
        param: { id: "vehicles-protected" },
        json: figure({ value: "33,500", asOf: "2026-12-01" }),
      }),
      200,
    );
    expect(changed.data).toMatchObject({ key: "vehicles-protected", value: "33,500", asOf: "2026-12-01" });
  });

  it("reorders people and refuses an order that leaves one out", async () => {
    const peopleApi = as(sessions.marketing).people;
    const ids: string[] = [];
    for (const slug of ["first-person", "second-person", "third-person"]) {
      ids.push((await expectStatus(peopleApi.$post({ json: person({ slug }) }), 201)).data.id);
    }
    const reversed = [...ids].reverse();
    await expectStatus(peopleApi.order.$put({ json: { ids: reversed } }), 200);
    const list = await expectStatus(as(sessions.marketing).$get(), 200);
    expect(list.data.people.map((p) => p.id)).toEqual(reversed);
    await expectStatus(peopleApi.order.$put({ json: { ids: reversed.slice(1) } }), 409);
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
    const directory = as(sessions.marketing);
    await expectStatus(directory.offices.$post({ json: office }), 201);
    const bad = await expectStatus(
      directory.offices.$post({ json: { ...office, slug: "other", timeZone: "Mars/Olympus", email: "nope" } }),
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(["email", "timeZone"]);
    const faq = { category: "support", question: "Do you work weekends?", answer: "The **Life Savers** do." };
    await expectStatus(directory.faqs.$post({ json: faq }), 201);
  });
});

describe("keys content quotes", () => {
  it("keeps a figure's key and a person's address once created", async () => {
    /** The message of a change refused (400) for the field content quotes the entry by. */
    const refusedRename = async (answer: Promise<AnyAnswer>, field: string) => {
      const res = await answer;
      const body = (await res.json()) as { message: string; errors?: Record<string, string[]> };
      expect([res.status, Object.keys(body.errors ?? {})], field).toEqual([400, [field]]);
      return body.message;
    };
    const directory = as(sessions.marketing);
    await expectStatus(directory.figures.$post({ json: figure() }), 201);
    const renamedFigure = directory.figures[":id"].$put({
      param: { id: "vehicles-protected" },
      json: figure({ key: "vehicles-covered" }),
    });
    expect(await refusedRename(renamedFigure, "key")).toBe(
      "A figure's key cannot change: content quotes the figure by it.",
    );
    expect((await t.services.db.select().from(companyFigures)).map((row) => row.key)).toEqual(["vehicles-protected"]);

    const { id } = (await expectStatus(directory.people.$post({ json: person() }), 201)).data;
    const renamedPerson = directory.people[":id"].$put({ param: { id }, json: person({ slug: "amina-hassan-dubai" }) });
    expect(await refusedRename(renamedPerson, "slug")).toBe(
      "A person's address cannot change: content quotes them by it.",
    );
    expect((await t.services.db.select().from(people)).map((row) => row.slug)).toEqual(["amina-hassan"]);
  });

  it("refuses to delete a figure or a person that a page, a studio item or a campaign quotes, naming where", async () => {
    const directory = as(sessions.marketing);
    const removeFigure = (id: string) => directory.figures[":id"].$delete({ param: { id } });
    /** The message of a refused delete (409). */
    const refusal = async (
      answer: ReturnType<typeof removeFigure> | ReturnType<(typeof directory.people)[":id"]["$delete"]>,
    ) => (await expectStatus(answer, 409)).message;

    // The home page and About show this figure by its key.
    await expectStatus(directory.figures.$post({ json: figure() }), 201);
    expect(await refusal(removeFigure("vehicles-protected"))).toBe(
      "This figure is used on Home page and About. Take it out of those first, then delete it.",
    );

    // A figure no page shows, quoted by a draft press release.
    const rested = figure({ key: "night-stops-rested", label: "drivers rested at night stops" });
    await expectStatus(directory.figures.$post({ json: rested }), 201);
    const [item] = await t.services.db
      .insert(contentItems)
      .values({
        collection: "newsroom",
        slug: "night-stops-one-year-on",
        data: { title: "Night stops, one year on", description: "What the rest stops changed.", tags: [] },
        body: "This year {{figure-value:night-stops-rested}} drivers took the rest the alerts asked for.",
      })
      .returning();
    expect(await refusal(removeFigure("night-stops-rested"))).toBe(
      "This figure is used on Night stops, one year on (press release). Take it out of those first, then delete it.",
    );
    expect(await t.services.db.select().from(companyFigures)).toHaveLength(2);

    // A person quoted by a campaign that has not gone out yet.
    const personId = (await expectStatus(directory.people.$post({ json: person() }), 201)).data.id;
    const campaign = t.client(sessions.marketing.csrf).api.admin.campaigns.$post({
      json: {
        subject: "Partnerships in the Gulf",
        preheader: "",
        body: "A note from {{person:amina-hassan}} on what insurers asked for this year.",
        latestPosts: 0,
        topics: [],
      },
    });
    await expectStatus(campaign, 201);
    expect(await refusal(directory.people[":id"].$delete({ param: { id: personId } }))).toContain(
      "Partnerships in the Gulf (campaign)",
    );

    // Once the item no longer quotes it, the figure can go; nothing was audited for the refusals.
    await t.services.db
      .update(contentItems)
      .set({ body: "This year most drivers took the rest the alerts asked for." })
      .where(eq(contentItems.id, item?.id ?? ""));
    await expectStatus(removeFigure("night-stops-rested"), 200);
    const deletions = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "directory.figures.delete"));
    expect(deletions.map((entry) => entry.entityId)).toEqual(["night-stops-rested"]);
  });
});

describe("roles, sessions and CSRF", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const kinds = ["people", "figures", "offices", "faqs"] as const;
  // Empty bodies, outside the contract on purpose: the guards answer before the body is read.
  const routes: [string, (api: Client) => Promise<AnyAnswer>][] = [
    ["GET /admin/directory", (api) => api.api.admin.directory.$get()],
    ...(["people", "offices", "faqs"] as const).map((kind): [string, (api: Client) => Promise<AnyAnswer>] => [
      `PUT /admin/directory/${kind}/order`,
      (api) => api.api.admin.directory[kind].order.$put({ json: { ids: [id] } }),
    ]),
    ...kinds.flatMap((kind): [string, (api: Client) => Promise<AnyAnswer>][] => [
      [`POST /admin/directory/${kind}`, (api) => api.api.admin.directory[kind].$post({ json: {} as never })],
      [
        `PUT /admin/directory/${kind}/{id}`,
        (api) => api.api.admin.directory[kind][":id"].$put({ param: { id }, json: {} as never }),
      ],
      [
        `DELETE /admin/directory/${kind}/{id}`,
        (api) => api.api.admin.directory[kind][":id"].$delete({ param: { id } }),
      ],
    ]),
  ];

  it("answers 403 to hr and sales on every directory route, even with a valid CSRF token", async () => {
    for (const role of ["hr", "sales"] as const) {
      for (const [name, call] of routes) {
        expect((await call(t.client(sessions[role].csrf))).status, `${role} ${name}`).toBe(403);
      }
    }
  });

  it("answers 401 without a session", async () => {
    for (const [name, call] of routes) {
      expect((await call(t.client())).status, name).toBe(401);
    }
  });

  it("refuses writes without the CSRF token and lets marketing and admin through with it", async () => {
    // The session's cookie without its token.
    const withoutToken = t.client(sessions.marketing.headers);
    await expectStatus(withoutToken.api.admin.directory.people.$post({ json: person() }), 403);
    expect(await t.services.db.select().from(people)).toEqual([]);
    for (const [name, call] of routes) {
      if (name.startsWith("GET")) continue;
      expect((await call(withoutToken)).status, name).toBe(403);
    }
    for (const role of ["marketing", "admin"] as const) {
      for (const [name, call] of routes) {
        const res = await call(t.client(sessions[role].csrf));
        expect([200, 201, 400, 404, 409], `${role} ${name}`).toContain(res.status);
      }
    }
  });
});

describe("references in the studio's preview", () => {
  it("resolves people and figures from the directory and reports the unknown ones", async () => {
    await expectStatus(as(sessions.marketing).people.$post({ json: person() }), 201);
    await expectStatus(as(sessions.marketing).figures.$post({ json: figure() }), 201);
    const preview = t.client(sessions.marketing.csrf).api.admin.content.preview.$post({
      json: { markdown: "Said {{person:amina-hassan}} and {{person:vikram-iyer}}: {{figure:vehicles-protected}}." },
    });
    expect((await expectStatus(preview, 200)).data).toEqual({
      html: "<p>Said Amina Hassan, head of partnerships and : 31,000 vehicles protected every day.</p>\n",
      unknownReferences: ["person:vikram-iyer"],
    });
  });
});
