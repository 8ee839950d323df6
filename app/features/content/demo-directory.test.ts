import { describe, expect, it } from "vitest";
import { demoFaqs, demoFigures, demoOffices, demoPeople } from "#db/demo-directory.ts";
import { demoJobs, demoLocations } from "#db/demo-jobs.ts";
import { loadContent } from "./content.server.ts";
import {
  directoryKinds,
  faqInputSchema,
  figureInputSchema,
  officeInputSchema,
  personInputSchema,
} from "./directory-schemas.ts";
import { resolveItemReferences } from "./references.ts";

const directory = {
  people: new Map(demoPeople.map((person) => [person.slug, person])),
  figures: new Map(demoFigures.map((figure) => [figure.key, figure])),
};

describe("the demo directory", () => {
  it("passes the back office's own schemas", () => {
    expect(directoryKinds).toEqual(["people", "figures", "offices", "faqs"]);
    for (const person of demoPeople) expect(personInputSchema.safeParse(person).success, person.slug).toBe(true);
    for (const figure of demoFigures) expect(figureInputSchema.safeParse(figure).success, figure.key).toBe(true);
    for (const office of demoOffices) expect(officeInputSchema.safeParse(office).success, office.slug).toBe(true);
    for (const faq of demoFaqs) expect(faqInputSchema.safeParse(faq).success, faq.question).toBe(true);
  });

  it("has six to eight leaders with distinct names, each in a listed office's city", () => {
    const leaders = demoPeople.filter((person) => person.teamGroup === "leadership");
    expect(leaders.length).toBeGreaterThanOrEqual(6);
    expect(leaders.length).toBeLessThanOrEqual(8);
    expect(new Set(leaders.map((person) => person.name)).size).toBe(leaders.length);
    const cities = demoOffices.map((office) => office.city);
    for (const person of demoPeople) expect(cities).toContain(person.city);
    expect(leaders[0]).toMatchObject({ slug: "arjun-raghavan", title: "Co-founder and chief executive officer" });
  });

  it("names one chief executive and one head of research", () => {
    expect(demoPeople.filter((person) => /chief executive/i.test(person.title))).toHaveLength(1);
    expect(demoPeople.filter((person) => /^head of .*research/i.test(person.title))).toHaveLength(1);
  });

  it("lists every office a demo job is advertised in", () => {
    const cities = demoOffices.map((office) => office.city);
    for (const location of demoLocations) if (!location.remote) expect(cities, location.name).toContain(location.city);
    for (const job of demoJobs) expect(demoLocations.map((location) => location.slug)).toContain(job.location);
  });

  it("resolves every reference the demo content makes", () => {
    const content = loadContent();
    let references = 0;
    for (const item of content.all) {
      const raw = JSON.stringify(item.data) + item.body;
      references += raw.match(/\{\{/g)?.length ?? 0;
      expect(resolveItemReferences(item.data, item.body, directory).unknown, item.url).toEqual([]);
    }
    expect(references).toBeGreaterThan(20);
  });

  it("quotes Marut's people only by reference in press releases and agendas", () => {
    const typed = new RegExp(
      demoPeople.map((person) => `\\*\\*${person.name}\\*\\*,|speaker: ${person.name},`).join("|"),
    );
    for (const item of loadContent().all) {
      expect(typed.test(item.body + JSON.stringify(item.data)), item.url).toBe(false);
    }
  });
});
