import { describe, expect, it } from "vitest";
import { demoJobs, demoLocations } from "../../db/demo-jobs.ts";
import { occurrences, siteText } from "../../tests/support/site-text.ts";
import { brand } from "./brand.ts";
import { companyFigures, figureStat } from "./company-figures.ts";

describe("company figures", () => {
  it("give every figure a value with a number, a label, a source and an as-of date", () => {
    for (const figure of Object.values(companyFigures)) {
      expect(figure.value).toMatch(/\d/);
      expect(figure.label.length).toBeGreaterThan(10);
      expect(figure.source).toMatch(/\.$/);
      expect(figure.asOf).toMatch(/^\d{4}(-(0[1-9]|1[0-2]))?$/);
    }
  });

  it("show a figure with its source and date as its note", () => {
    expect(figureStat("vehiclesProtected")).toEqual({
      value: companyFigures.vehiclesProtected.value,
      label: companyFigures.vehiclesProtected.label,
      note: "Trucks, buses and vans in India, East Africa and the Gulf with an active Marut service, October 2026.",
    });
  });

  it("are written once: no page data keeps its own copy of a figure's value or label", () => {
    const copies = Object.values(companyFigures).flatMap((figure) =>
      siteText
        .filter(({ file }) => file.endsWith(".ts") || file.endsWith(".tsx"))
        .filter(({ text }) => text.includes(`"${figure.value}"`) || text.includes(`"${figure.label}"`))
        .map(({ file }) => `${file}: ${figure.value} ${figure.label}`),
    );
    expect(copies).toEqual([]);
  });

  it("agree with every count of the vehicles Marut protects in the pages and content", () => {
    const counts = occurrences(/\b(\d{2,3},\d{3})\s+vehicles\b/g);
    expect(counts.filter(({ value }) => value !== companyFigures.vehiclesProtected.value)).toEqual([]);
  });
});

describe("the people and places the site names", () => {
  it("quote only the chief executive on /team as Marut's chief executive", () => {
    const named = occurrences(
      /([A-Z][\w.]*(?: [A-Z][\w.]*)+)\**,\s+(?:[Cc]o-founder and\s+)?[Cc]hief [Ee]xecutive [Oo]fficer\b(?! of (?!Marut\b))/g,
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ value }) => value !== brand.chiefExecutive.name)).toEqual([]);
  });

  it("advertise jobs only in the offices /contact lists, or remote", () => {
    const officeCities = brand.offices.map((office) => office.city);
    for (const location of demoLocations) {
      if (!location.remote) expect(officeCities, location.name).toContain(location.city);
    }
    for (const job of demoJobs) expect(demoLocations.map((location) => location.slug)).toContain(job.location);
    const elsewhere = occurrences(
      /\b(Pune|Gurugram) (?:office|room|team|lab)\b|\b(?:team|lab|room) in (Pune|Gurugram)\b/g,
    );
    expect(elsewhere).toEqual([]);
  });
});
