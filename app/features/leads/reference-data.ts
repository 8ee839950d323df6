// The countries and states/regions the lead wizard offers, and the checks the
// server makes against them. Shared by the browser (loaded when the wizard
// opens) and the server; the data comes from ./data (see its README.md).
import countriesData from "./data/countries.json" with { type: "json" };
import regionsData from "./data/regions.json" with { type: "json" };

export type Country = { id: string; name: string; phoneCode: string; emojiU: string; native: string };
export type Region = { id: string; name: string; stateCode: string; countryId: string };

type CountryRow = [id: string, name: string, phoneCode: string, emojiU: string, native: string];
type RegionRow = [id: string, name: string, stateCode: string, countryId: string];

/** All countries, ordered by id. Shared: do not modify. */
export const countries: Country[] = (countriesData as CountryRow[]).map(([id, name, phoneCode, emojiU, native]) => ({
  id,
  name,
  phoneCode,
  emojiU,
  native,
}));

const countriesById = new Map(countries.map((country) => [country.id, country]));

const regionsByCountry = new Map<string, Region[]>();
const regionNamesByCountry = new Map<string, Set<string>>();
for (const [id, name, stateCode, countryId] of regionsData as RegionRow[]) {
  let group = regionsByCountry.get(countryId);
  let names = regionNamesByCountry.get(countryId);
  if (!group || !names) {
    group = [];
    names = new Set();
    regionsByCountry.set(countryId, group);
    regionNamesByCountry.set(countryId, names);
  }
  group.push({ id, name, stateCode, countryId });
  names.add(name);
}

export function findCountry(id: string): Country | undefined {
  return countriesById.get(id);
}

/** The states/regions of a country in file order (empty for countries without any). Shared: do not modify. */
export function regionsOf(countryId: string): Region[] {
  return regionsByCountry.get(countryId) ?? [];
}

/** Whether `regionName` is exactly the name of one of the country's states/regions. */
export function regionBelongsTo(countryId: string, regionName: string): boolean {
  return regionNamesByCountry.get(countryId)?.has(regionName) ?? false;
}

/** The written dial codes, e.g. "+1-809 and 1-829" -> ["+1-809", "1-829"]. */
function writtenDialCodes(country: Country): string[] {
  return country.phoneCode
    .split(/\s+and\s+/i)
    .map((code) => code.trim())
    .filter((code) => /\d/.test(code));
}

/**
 * The dial codes of a country as digit strings, e.g. "+1-809 and 1-829" -> ["1809","1829"], "44" -> ["44"].
 * Dial codes never start with 0, so leading zeros (an international prefix written into the code) are dropped.
 */
export function dialCodes(country: Country): string[] {
  const codes = writtenDialCodes(country)
    .map((code) => code.replace(/\D/g, "").replace(/^0+/, ""))
    .filter((code) => code !== "");
  return [...new Set(codes)];
}

/**
 * A plausible phone number for the country: 6 to 15 digits in all; when it starts with "+" (or "00"), it must start
 * with one of the country's dial codes. Digits may be grouped with spaces, dots, dashes and parentheses; an
 * international "00" prefix does not count towards the digits.
 */
export function isPlausiblePhone(country: Country, phone: string): boolean {
  const written = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) return false;
  const digits = written.replace(/\D/g, "");
  const international = written.startsWith("+") || written.startsWith("00");
  const number = written.startsWith("00") ? digits.slice(2) : digits;
  if (number.length < 6 || number.length > 15) return false;
  if (!international) return true;
  const codes = dialCodes(country);
  return codes.length === 0 || codes.some((code) => number.startsWith(code));
}

/** A short display form of the dial code, e.g. "+91" (the first code when there are several, e.g. "+1-809"). */
export function displayDialCode(country: Country): string {
  const first = writtenDialCodes(country)[0]
    ?.replace(/^[+\s]+/, "")
    .replace(/^0+(?=\d)/, "");
  return first ? `+${first}` : "";
}
