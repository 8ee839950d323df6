import { describe, expect, it } from "vitest";
import { type CountryOption, filterCountries } from "./country-combobox.tsx";

const option = (id: string, name: string, native = name): CountryOption => ({ id, name, native });
const countries = [
  option("2", "Aland Islands", "Åland"),
  option("31", "Brazil", "Brasil"),
  option("33", "British Indian Ocean Territory"),
  option("101", "India", "भारत"),
  option("102", "Indonesia"),
  option("82", "Germany", "Deutschland"),
  option("218", "Tanzania"),
];
const names = (query: string) => filterCountries(countries, query).map((country) => country.name);

describe("filterCountries", () => {
  it("lists every country for an empty query", () => {
    expect(names("")).toHaveLength(countries.length);
    expect(names("   ")).toHaveLength(countries.length);
  });

  it("puts names that start with the query before names that only contain it", () => {
    expect(names("ind")).toEqual(["India", "Indonesia", "British Indian Ocean Territory"]);
  });

  it("ignores case and accents, in either direction", () => {
    expect(names("ÅLAND")).toEqual(["Aland Islands"]);
    expect(names("aland")).toEqual(["Aland Islands"]);
  });

  it("finds a country by its native name", () => {
    expect(names("deutsch")).toEqual(["Germany"]);
    expect(names("brasil")).toEqual(["Brazil"]);
    expect(names("भारत")).toEqual(["India"]);
  });

  it("finds nothing for a query no name contains", () => {
    expect(names("atlantis")).toEqual([]);
  });
});
