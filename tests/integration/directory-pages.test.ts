import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/import.server.ts";
import { searchSite } from "#app/features/search/search.server.ts";
import { readPageDataVersion } from "#app/lib/page-data-version.server.ts";
import { sitePagePaths } from "#app/lib/site-pages.ts";
import { demoFigures, demoOffices } from "#db/demo-directory.ts";
import { contentItems, offices, people, searchPages } from "#db/schema.ts";
import type { AppServerBuild } from "#server/pages.ts";
import type { RenderCache } from "#server/render-cache.ts";
import { createSitePageIndexer } from "#server/search-indexer.ts";
import { loadServerBuild } from "../support/server-build.ts";
import {
  pageUntil,
  setUpSitePages,
  signInStaff,
  silentLogger,
  type TestApp,
  testStaffPassword,
} from "../support/test-app.ts";
import { databaseKinds } from "../support/test-database.ts";

// The directory edited once, shown everywhere: on the production build with the
// render cache as in production, a title changed through the back-office API
// shows on /team, /about and every published press release that quotes the
// person, a figure changed shows on the home, About and product pages, and an
// office changed shows in every page's footer and Organization data, on
// Contact and on the legal pages, with no other edit (the tables' triggers
// bump the data version the cache and the published content follow).

let build: AppServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** The text of a page's footer, without its markup. */
const footerText = (html: string) =>
  (/<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

/** The values of a page's headline figures (the Stats blocks), as read. */
const figureValues = (html: string) =>
  [...html.matchAll(/<dd class="order-first[^"]*">([\s\S]*?)<\/dd>/g)].map(([, value]) =>
    (value ?? "")
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );

/** The Organization structured data every page carries. */
function organizationOf(html: string): { telephone?: string; address: { addressLocality: string }[] } {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json ?? "null") as { "@type"?: string } | null;
    if (data?.["@type"] === "Organization") return data as ReturnType<typeof organizationOf>;
  }
  throw new Error("the page carries no Organization data");
}

/** Requests a page until it answers 200 and `check` holds of its text; answers the text. */
const until = async (t: TestApp, path: string, check: (text: string) => boolean) =>
  (await pageUntil(t, path, (status, text) => status === 200 && check(text))).text;

const pollMs = 50;

/**
 * Waits for the render cache's poll to read the data version the edits left
 * (the tables' triggers bumped it), a few polls at most.
 */
async function pollReadEdits(renderCache: RenderCache, db: TestApp["services"]["db"]) {
  const edited = await readPageDataVersion(db);
  for (let polls = 0; renderCache.version() !== edited; polls += 1) {
    if (polls > 40) throw new Error(`the render cache still follows ${renderCache.version()}, not ${edited}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** A page read once, after the poll: it must already show the change (`check`). */
async function shownAtOnce(t: TestApp, path: string, check: (text: string) => boolean) {
  const res = await t.app.request(path);
  const text = await res.text();
  expect(res.status, path).toBe(200);
  expect(check(text), `${path} shows the change with the data version it was polled with`).toBe(true);
  return text;
}

describe.each(databaseKinds)("the directory on the pages on %s", (kind) => {
  const { t, renderCache } = setUpSitePages(kind, { build: () => build, seed: (db) => importContent(db), pollMs });

  it("shows a changed title on Team, About and every press release quoting the person, with no other edit", async () => {
    const quoting = (
      await t.services.db.select().from(contentItems).where(eq(contentItems.collection, "newsroom"))
    ).filter((item) => item.body.includes(":arjun-raghavan}}"));
    expect(quoting.length).toBeGreaterThanOrEqual(3);
    const releases = quoting.map((item) => `/newsroom/${item.slug}`);

    const before = "co-founder and chief executive officer";
    expect(await until(t, "/team", (text) => text.includes("Co-founder and chief executive officer"))).toContain(
      "Arjun Raghavan",
    );
    await until(t, "/about", (text) => text.includes("Co-founder and chief executive officer"));
    for (const path of releases) await until(t, path, (text) => text.includes(before));

    const staff = await signInStaff(t, {
      email: "marketing@marut.test",
      name: "Pat Marketing",
      role: "marketing",
      password: testStaffPassword,
    });
    const [arjun] = await t.services.db.select().from(people).where(eq(people.slug, "arjun-raghavan"));
    if (!arjun) throw new Error("the demo directory has no Arjun Raghavan");
    const changed = await t.json(
      "PUT",
      `/api/admin/directory/people/${arjun.id}`,
      {
        slug: arjun.slug,
        name: arjun.name,
        title: "Founder and executive chair",
        bio: arjun.bio,
        city: arjun.city,
        teamGroup: arjun.teamGroup,
        links: arjun.links,
      },
      staff.csrf,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    await pollReadEdits(renderCache, t.services.db);
    const team = await shownAtOnce(t, "/team", (text) => text.includes("Founder and executive chair"));
    expect(team).not.toContain("Co-founder and chief executive officer");
    const about = await shownAtOnce(t, "/about", (text) => text.includes("Founder and executive chair"));
    expect(about).not.toContain("Co-founder and chief executive officer");
    for (const path of releases) {
      const page = await shownAtOnce(t, path, (text) =>
        text.includes("Arjun Raghavan</strong>, founder and executive chair"),
      );
      expect(page, path).not.toContain(before);
      expect(page, path).not.toContain("{{");
    }
  });

  it("shows a changed figure on the pages that show it", async () => {
    await until(t, "/about", (text) => text.includes("31,000"));
    const staff = await signInStaff(t, {
      email: "marketing@marut.test",
      name: "Pat Marketing",
      role: "marketing",
      password: testStaffPassword,
    });
    const changed = await t.json(
      "PUT",
      "/api/admin/directory/figures/vehicles-protected",
      {
        key: "vehicles-protected",
        value: "33,500",
        label: "vehicles protected every day",
        source: "Trucks, buses and vans with an active Marut service.",
        asOf: "2026-12-01",
      },
      staff.csrf,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const about = await until(t, "/about", (text) => text.includes("33,500"));
    expect(about).toContain("December 2026");
    expect(about).not.toContain("31,000");

    const release = "/newsroom/marut-expands-life-savers-monitoring-centre-in-bengaluru";
    await until(t, release, (text) => text.includes("81% of drivers called about fatigue stopped to rest"));
    const figure = await t.json(
      "PUT",
      "/api/admin/directory/figures/fatigue-calls-rested",
      {
        key: "fatigue-calls-rested",
        value: "84%",
        label: "of drivers called about fatigue stopped to rest",
        source: "Within 15 minutes of the call, confirmed from each vehicle's trip data.",
        asOf: "2026-12-01",
      },
      staff.csrf,
    );
    expect(figure.status).toBe(200);
    await until(t, release, (text) => text.includes("84% of drivers called about fatigue stopped to rest"));
  });
  it("shows a changed figure and office on the home and product pages, every footer, the Organization data, Contact and the legal pages", async () => {
    const figure = (key: string) => demoFigures.find((candidate) => candidate.key === key);
    const vehicles = figure("vehicles-protected");
    const eventToCall = figure("event-to-call");
    const [head, tanzania] = demoOffices;
    if (!vehicles || !eventToCall || !head || !tanzania) throw new Error("the demo directory has changed");
    const product = "/solutions/marut-life-savers";
    const legal = "/legal/terms-of-use";

    // Before: the demo directory's values, read from the database.
    expect(figureValues(await until(t, "/", (text) => figureValues(text).includes(vehicles.value)))).not.toContain(
      "33,500",
    );
    await until(t, product, (text) => text.includes(`Median time from event to call: ${eventToCall.value}.`));
    const before = await until(t, legal, (text) => footerText(text).includes(`${tanzania.city}, ${tanzania.country}`));
    expect(footerText(before)).toContain(head.phone);
    expect(organizationOf(before).telephone).toBe(head.phone);

    const staff = await signInStaff(t, {
      email: "marketing@marut.test",
      name: "Pat Marketing",
      role: "marketing",
      password: testStaffPassword,
    });
    const putFigure = (key: string, value: string) => {
      const { key: _key, ...fields } = figure(key) ?? vehicles;
      return t.json("PUT", `/api/admin/directory/figures/${key}`, { ...fields, key, value }, staff.csrf);
    };
    const putOffice = async (slug: string, changes: Record<string, unknown>) => {
      const [row] = await t.services.db.select().from(offices).where(eq(offices.slug, slug));
      if (!row) throw new Error(`no office ${slug}`);
      const { id, updatedAt: _updatedAt, sortOrder: _order, ...fields } = row;
      return t.json("PUT", `/api/admin/directory/offices/${id}`, { ...fields, ...changes }, staff.csrf);
    };
    for (const changed of [
      await putFigure("vehicles-protected", "33,500"),
      await putFigure("event-to-call", "88 s"),
      await putOffice(tanzania.slug, {
        city: "Arusha",
        address: "Plot 7, Sokoine Road\nArusha\nTanzania",
        phone: "+255 27 250 4411",
      }),
      await putOffice(head.slug, {
        address: "Level 9, 14 Outer Ring Road\nBellandur, Bengaluru 560103\nKarnataka, India",
        phone: "+91 80 4000 1234",
      }),
    ]) {
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }

    await pollReadEdits(renderCache, t.services.db);
    const home = await shownAtOnce(t, "/", (text) => figureValues(text).includes("33,500"));
    expect(figureValues(home)).not.toContain(vehicles.value);
    // The footer and the Organization data of every page: the office's new city and the head office's new number.
    for (const html of [home, await shownAtOnce(t, legal, (text) => text.includes("Arusha"))]) {
      const footer = footerText(html);
      expect(footer).toContain("Arusha, Tanzania");
      expect(footer).not.toContain(tanzania.city);
      expect(footer).toContain("+91 80 4000 1234");
      expect(footer).not.toContain(head.phone);
      expect(html).toMatch(/<a [^>]*href="\/contact#tanzania"[^>]*>[\s\S]*?Arusha, Tanzania<\/a>/);
      const organization = organizationOf(html);
      expect(organization.telephone).toBe("+91 80 4000 1234");
      expect(organization.address.map((address) => address.addressLocality)).toContain("Arusha");
    }
    const lifeSavers = await shownAtOnce(t, product, (text) => text.includes("Median time from event to call: 88 s."));
    expect(figureValues(lifeSavers)).toContain("88 s");
    expect(figureValues(lifeSavers)).not.toContain(eventToCall.value);
    // The registered office on the legal pages, the offices and their numbers on Contact.
    const terms = await shownAtOnce(t, legal, (text) => text.includes("Level 9, 14 Outer Ring Road"));
    expect(terms).toContain("whose registered office is at Level 9, 14 Outer Ring Road, Bellandur, Bengaluru 560103");
    const contact = await shownAtOnce(t, "/contact", (text) => text.includes("+255 27 250 4411"));
    expect(contact).toContain("Plot 7, Sokoine Road");
    expect(contact).not.toContain(tanzania.phone);
  });

  it("keeps the site's pages in site search: a changed title is found as soon as it shows", async () => {
    const db = t.services.db;
    const indexer = createSitePageIndexer({
      db,
      logger: silentLogger,
      render: async (path) => {
        const res = await t.app.request(path);
        return res.ok ? await res.text() : undefined;
      },
    });
    renderCache.onChange(() => indexer.refresh());
    indexer.refresh();
    await indexer.idle();
    const urls = async (query: string) => (await searchSite(db, query)).map((hit) => hit.url);
    const indexed = await db.select({ url: searchPages.url, title: searchPages.title }).from(searchPages);
    // Every site page but those kept out of search (thank-you, coming soon), and the careers pages' records.
    const unindexed = ["/thank-you", "/coming-soon"];
    expect(indexed.map((page) => page.url).sort()).toEqual(
      [...sitePagePaths.filter((path) => !unindexed.includes(path)), "/careers", "/careers/jobs/positions"].sort(),
    );
    expect(indexed.every((page) => page.title !== "" && !page.title.includes("|"))).toBe(true);
    expect(await urls("Arjun Raghavan")).toContain("/team");
    expect(await urls("cabin vision")).toContain("/solutions/cabin-vision");
    expect(await urls("careers")).toContain("/careers");
    expect(await urls("astronaut liaison")).not.toContain("/team");

    const staff = await signInStaff(t, {
      email: "marketing@marut.test",
      name: "Pat Marketing",
      role: "marketing",
      password: testStaffPassword,
    });
    const [arjun] = await db.select().from(people).where(eq(people.slug, "arjun-raghavan"));
    if (!arjun) throw new Error("the demo directory has no Arjun Raghavan");
    const { id: _id, updatedAt: _updatedAt, portraitImageId: _portrait, sortOrder: _order, ...fields } = arjun;
    const changed = await t.json(
      "PUT",
      `/api/admin/directory/people/${arjun.id}`,
      { ...fields, title: "Founder and astronaut liaison" },
      staff.csrf,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const started = performance.now();
    while (!(await urls("astronaut liaison")).includes("/team")) {
      if (performance.now() - started > 5_000) throw new Error("/team was not found by its new title within 5 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await indexer.idle();
  });
});
