// Builds the lead wizard's country and state/region lists from the
// countries-states-cities database (npm package @countrystatecity/countries,
// Open Database License 1.0) and writes them, compact and in a stable order,
// to app/features/leads/data/:
//   countries.json: [id, name, phoneCode, emojiU, native][], by numeric id
//   regions.json:   [id, name, stateCode, countryId][], by numeric countryId, then numeric id
// Each file holds one record per line so that a regeneration shows up in a
// diff as the records that changed. Run: npm run data:generate
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type SourceCountry = {
  id: number;
  name: string;
  phonecode: string | null;
  emojiU: string | null;
  native: string | null;
};
type SourceState = {
  id: number;
  name: string;
  country_id: number;
  iso2: string | null;
  iso3166_2: string | null;
};

export type CountryRow = [id: string, name: string, phoneCode: string, emojiU: string, native: string];
export type RegionRow = [id: string, name: string, stateCode: string, countryId: string];

const outputDir = path.resolve(import.meta.dirname, "../app/features/leads/data");

/** The package's data folder: countries.json, and one folder per country holding its states.json. */
export function sourceDataDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("@countrystatecity/countries/data/countries.json"));
}

/** Names as people read them: runs of white space (the source has stray tabs and trailing spaces) become one space. */
function tidy(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The short code of a state or region (1 to 3 characters). It is the state's
 * ISO 3166-2 subdivision code (`iso2`, e.g. "KA"). When that is missing or
 * longer than 3 characters: the part after the last "-" of `iso3166_2`
 * (e.g. "IN-KA" -> "KA") if that is 1 to 3 characters; otherwise the first
 * three letters of the name, upper-cased; otherwise the last three digits of
 * the id.
 */
export function stateCodeOf(state: Pick<SourceState, "id" | "name" | "iso2" | "iso3166_2">): string {
  const fits = (code: string) => code.length >= 1 && code.length <= 3;
  const iso2 = tidy(state.iso2);
  if (fits(iso2)) return iso2;
  const subdivision = tidy(state.iso3166_2).split("-").pop() ?? "";
  if (fits(subdivision)) return subdivision;
  const letters = Array.from(state.name.matchAll(/\p{L}/gu), (match) => match[0])
    .slice(0, 3)
    .join("")
    .toUpperCase();
  if (letters !== "") return letters;
  return String(state.id).slice(-3);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** One record per line: valid JSON, minified within each record. */
function serialize(rows: readonly (readonly string[])[]): string {
  return `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`;
}

/** The contents of countries.json and regions.json, built from the source data in `dataDir`. */
export function generate(dataDir: string = sourceDataDir()): { countries: string; regions: string } {
  const sourceCountries = readJson<SourceCountry[]>(path.join(dataDir, "countries.json"));
  const countryRows: CountryRow[] = sourceCountries
    .map(
      (country): CountryRow => [
        String(country.id),
        tidy(country.name),
        tidy(country.phonecode),
        tidy(country.emojiU),
        tidy(country.native),
      ],
    )
    .sort((a, b) => Number(a[0]) - Number(b[0]));
  const countryIds = new Set(countryRows.map((row) => row[0]));
  if (countryIds.size !== countryRows.length) throw new Error("countries.json: country ids are not unique");

  const regionRows: RegionRow[] = [];
  const regionIds = new Set<string>();
  for (const entry of readdirSync(dataDir).sort()) {
    const folder = path.join(dataDir, entry);
    if (!statSync(folder).isDirectory()) continue;
    for (const state of readJson<SourceState[]>(path.join(folder, "states.json"))) {
      const id = String(state.id);
      const countryId = String(state.country_id);
      if (!countryIds.has(countryId))
        throw new Error(`${entry}/states.json: state ${id} has unknown country ${countryId}`);
      if (regionIds.has(id)) throw new Error(`${entry}/states.json: state id ${id} appears twice`);
      regionIds.add(id);
      regionRows.push([id, tidy(state.name), stateCodeOf(state), countryId]);
    }
  }
  regionRows.sort((a, b) => Number(a[3]) - Number(b[3]) || Number(a[0]) - Number(b[0]));

  return { countries: serialize(countryRows), regions: serialize(regionRows) };
}

if (import.meta.main) {
  const { countries, regions } = generate();
  writeFileSync(path.join(outputDir, "countries.json"), countries);
  writeFileSync(path.join(outputDir, "regions.json"), regions);
  console.warn(
    `Reference data written to ${path.relative(process.cwd(), outputDir)}: ` +
      `${countries.split("\n").length - 3} countries, ${regions.split("\n").length - 3} regions.`,
  );
}
