import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, people } from "../../../db/schema.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "../../../tests/support/test-app.ts";

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
