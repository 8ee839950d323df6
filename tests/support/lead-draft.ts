import { countries, regionsOf } from "#app/features/leads/reference-data.ts";
import type { LeadDraft } from "#app/features/leads/schemas.ts";

const india = countries.find((country) => country.name === "India");
if (!india || !regionsOf(india.id).some((region) => region.name === "Karnataka")) {
  throw new Error("the lead reference data has no India / Karnataka");
}
const country = { id: india.id, name: india.name };

/**
 * A complete lead wizard draft that passes every server check (see
 * app/features/leads/schemas.ts): a Bengaluru fleet interested in ADAS and
 * driver monitoring. `index` varies the company and fleet so rows differ.
 */
export function leadDraft(email: string, code: string, index = 0): LeadDraft {
  return {
    fleetSize: "16-49",
    interestedIn: ["ADAS", "Driver Status Monitoring (DSM)"],
    country,
    state: "Karnataka",
    company: index === 0 ? "Deccan Logistics" : `Deccan Logistics ${index}`,
    firstName: "Asha",
    lastName: "Rao",
    email,
    phone: "+91 80 4718 2600",
    code,
    vehicles: { available: true, qty: 20 + (index % 30) },
    assets: { available: false, qty: 0 },
    sourcePage: "/solutions/road-sense",
  };
}

/** `leadDraft`'s answers as the columns of a stored lead (the country by id and name; no code). */
export function leadRow(email: string) {
  const { country, code: _code, ...answers } = leadDraft(email, "");
  return { ...answers, countryId: country.id, countryName: country.name };
}
