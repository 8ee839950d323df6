import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate, stateCodeOf } from "#scripts/generate-reference-data.ts";
import {
  type Country,
  countries,
  dialCodes,
  displayDialCode,
  findCountry,
  isPlausiblePhone,
  regionBelongsTo,
  regionsOf,
} from "./reference-data.ts";

const allRegions = countries.flatMap((country) => regionsOf(country.id));

function countryNamed(name: string): Country {
  const country = countries.find((candidate) => candidate.name === name);
  if (!country) throw new Error(`${name} is not in the country list`);
  return country;
}

const india = countryNamed("India");

/** Checks that there are `min` to `max` items, each with its own numeric id; answers the ids. */
function expectCountAndUniqueIds(items: { id: string }[], min: number, max: number): string[] {
  expect(items.length).toBeGreaterThanOrEqual(min);
  expect(items.length).toBeLessThanOrEqual(max);
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^\d+$/);
  return ids;
}

describe("countries", () => {
  it("has about 250 countries with unique ids, ordered by numeric id", () => {
    const ids = expectCountAndUniqueIds(countries, 240, 260);
    expect(ids.map(Number)).toEqual(ids.map(Number).toSorted((a, b) => a - b));
  });

  it("gives every country a name, a dial code and a flag", () => {
    for (const country of countries) {
      expect(country.name.trim()).toBe(country.name);
      expect(country.name).not.toBe("");
      expect(dialCodes(country).length, country.name).toBeGreaterThan(0);
      expect(displayDialCode(country), country.name).toMatch(/^\+\d/);
      expect(country.emojiU).toMatch(/^U\+1F1[0-9A-F]{2} U\+1F1[0-9A-F]{2}$/);
    }
  });

  it("finds a country by id", () => {
    expect(india.id).toBe("101");
    expect(findCountry("101")).toBe(india);
    expect(findCountry("0")).toBeUndefined();
    expect(findCountry("India")).toBeUndefined();
  });
});

describe("states and regions", () => {
  it("has about 5,000 regions with unique ids", () => {
    expectCountAndUniqueIds(allRegions, 4500, 5500);
  });

  it("ties every region to a listed country, in countryId order, with a 1 to 3 character code", () => {
    const rows = JSON.parse(readFileSync(path.join(import.meta.dirname, "data/regions.json"), "utf8")) as string[][];
    expect(rows.length).toBe(allRegions.length);
    let previous = -1;
    for (const [, name, stateCode, countryId] of rows) {
      expect(findCountry(countryId ?? ""), `country ${countryId}`).toBeDefined();
      const current = Number(countryId);
      expect(current).toBeGreaterThanOrEqual(previous);
      previous = current;
      expect(stateCode?.length).toBeGreaterThanOrEqual(1);
      expect(stateCode?.length).toBeLessThanOrEqual(3);
      expect(name?.trim()).toBe(name);
    }
    for (const country of countries) {
      for (const region of regionsOf(country.id)) expect(region.countryId).toBe(country.id);
    }
  });

  it("lists India's states and union territories", () => {
    const regions = regionsOf(india.id);
    expect(regions.length).toBeGreaterThanOrEqual(30);
    expect(regions.map((region) => region.name)).toContain("Karnataka");
    expect(regions.find((region) => region.name === "Karnataka")?.stateCode).toBe("KA");
  });

  it("matches a region's exact name within its country only", () => {
    expect(regionBelongsTo(india.id, "Karnataka")).toBe(true);
    expect(regionBelongsTo(india.id, "karnataka")).toBe(false);
    expect(regionBelongsTo(india.id, "Bavaria")).toBe(false);
    expect(regionBelongsTo(countryNamed("Germany").id, "Karnataka")).toBe(false);
    expect(regionBelongsTo("0", "Karnataka")).toBe(false);
    expect(regionBelongsTo(countryNamed("Bangladesh").id, "Dhaka")).toBe(true);
  });

  it("keeps apostrophes in names", () => {
    expect(regionBelongsTo(countryNamed("Bangladesh").id, "Cox's Bazar")).toBe(true);
  });

  it("has no regions for countries without any", () => {
    expect(regionsOf(countryNamed("Antarctica").id)).toEqual([]);
    expect(regionsOf("0")).toEqual([]);
  });
});

describe("phone numbers", () => {
  const withAreaCodes: Country = {
    id: "62",
    name: "Dominican Republic",
    phoneCode: "+1-809 and 1-829",
    emojiU: "U+1F1E9 U+1F1F4",
    native: "República Dominicana",
  };

  it("reads dial codes written with a plus, a dash area code, or two codes joined by 'and'", () => {
    expect(dialCodes(withAreaCodes)).toEqual(["1809", "1829"]);
    expect(displayDialCode(withAreaCodes)).toBe("+1-809");
    expect(dialCodes({ ...withAreaCodes, phoneCode: "+44" })).toEqual(["44"]);
  });

  it("reads the dial codes of the bundled countries", () => {
    expect(dialCodes(countryNamed("United Kingdom"))).toEqual(["44"]);
    expect(dialCodes(india)).toEqual(["91"]);
    expect(displayDialCode(india)).toBe("+91");
    expect(dialCodes(countryNamed("Sint Maarten (Dutch part)"))).toEqual(["1721"]);
  });

  it("accepts plausible numbers and rejects the rest", () => {
    expect(isPlausiblePhone(india, "+91 80 4718 2600")).toBe(true);
    expect(isPlausiblePhone(india, "0091 80 4718 2600")).toBe(true);
    expect(isPlausiblePhone(india, "080 4718 2600")).toBe(true);
    expect(isPlausiblePhone(india, "+44 20 7946 0000")).toBe(false);
    expect(isPlausiblePhone(india, "0044 20 7946 0000")).toBe(false);
    expect(isPlausiblePhone(india, "12")).toBe(false);
    expect(isPlausiblePhone(india, "1".repeat(20))).toBe(false);
    expect(isPlausiblePhone(india, "+91 80 4718 2600 ext. 5")).toBe(false);
    expect(isPlausiblePhone(withAreaCodes, "+1 (829) 555-0100")).toBe(true);
    expect(isPlausiblePhone(withAreaCodes, "+1 (212) 555-0100")).toBe(false);
  });
});

describe("generator", () => {
  it("is deterministic and matches the bundled files", () => {
    const first = generate();
    const second = generate();
    expect(second).toEqual(first);
    const dataDir = path.join(import.meta.dirname, "data");
    expect(readFileSync(path.join(dataDir, "countries.json"), "utf8")).toBe(first.countries);
    expect(readFileSync(path.join(dataDir, "regions.json"), "utf8")).toBe(first.regions);
  });

  it("falls back to a short code when a state has no usable ISO code", () => {
    expect(stateCodeOf({ id: 1, name: "Karnataka", iso2: " KA ", iso3166_2: "IN-KA" })).toBe("KA");
    expect(stateCodeOf({ id: 1, name: "Karnataka", iso2: null, iso3166_2: "IN-KA" })).toBe("KA");
    expect(stateCodeOf({ id: 1, name: "Karnataka", iso2: "KARN", iso3166_2: null })).toBe("KAR");
    expect(stateCodeOf({ id: 1, name: "Île-de-France", iso2: "", iso3166_2: "FR-IDFX" })).toBe("ÎLE");
    expect(stateCodeOf({ id: 4321, name: "12", iso2: null, iso3166_2: null })).toBe("321");
  });
});
