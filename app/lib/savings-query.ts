import { type FleetSize, fleetSizes } from "../domain/leads.ts";
import { type SavingsInput, savingsCountries, savingsLimits, vehicleTypes } from "../domain/savings.ts";
import { solutionSlugs } from "../domain/solutions.ts";
import { z } from "./validation.ts";

// The savings calculator's inputs as its address carries them: a GET form, so
// an estimate works without JavaScript and can be bookmarked or shared. The
// page's loader and the "Let's talk" link that carries an estimate read them here.

const count = (max: number, message: string) =>
  z
    .number({ message })
    .int(message)
    .min(0, message)
    .max(max, `Please enter at most ${max.toLocaleString("en")}.`);

/**
 * The inputs of one estimate (`SavingsInput`), with the messages the form shows:
 * the calculator's query once read as numbers, and the body of the estimate
 * that follows a lead (POST /api/leads/{id}/estimate).
 */
export const savingsInputSchema = z.object({
  fleetSize: z.enum(fleetSizes, { message: "Please choose a fleet size from the list." }),
  vehicles: count(savingsLimits.vehicles, "Please enter the number of vehicles as a whole number.").optional(),
  mix: z.object({
    trucks: count(savingsLimits.vehicles, "Please enter a whole number of trucks."),
    buses: count(savingsLimits.vehicles, "Please enter a whole number of buses."),
    vans: count(savingsLimits.vehicles, "Please enter a whole number of vans."),
    cars: count(savingsLimits.vehicles, "Please enter a whole number of cars."),
  }),
  country: z.enum(savingsCountries, { message: "Please choose a country from the list." }),
  kilometres: count(savingsLimits.kilometres, "Please enter the kilometres as a whole number."),
  fuelPrice: z
    .number({ message: "Please enter the fuel price as a number." })
    .positive("Please enter a fuel price above zero.")
    .max(savingsLimits.fuelPrice, "That fuel price is too high.")
    .optional(),
  collisions: count(savingsLimits.collisions, "Please enter last year's collisions as a whole number.").optional(),
  /** The product page the visitor came from, if any. */
  product: z.enum(solutionSlugs, { message: "Please choose a product from the list." }).optional(),
});

/** The query parameter of each input, as the form names its fields. */
export const savingsFields = [
  "from",
  "fleet",
  "vehicles",
  "trucks",
  "buses",
  "vans",
  "cars",
  "country",
  "km",
  "fuel",
  "collisions",
] as const;
export type SavingsField = (typeof savingsFields)[number];

/** What the form starts with; fuel price and collisions start empty (the country's figure, the fleet's rate). */
export const savingsDefaults: Record<SavingsField, string> = {
  fleet: "16-49" satisfies FleetSize,
  vehicles: "",
  trucks: "60",
  buses: "10",
  vans: "20",
  cars: "10",
  country: "india",
  km: "4000",
  fuel: "",
  collisions: "",
  from: "",
};

/** Where an input's problem is reported: the schema's path, as the form names the field. */
const fieldOfPath: Record<string, SavingsField> = {
  fleetSize: "fleet",
  vehicles: "vehicles",
  "mix.trucks": "trucks",
  "mix.buses": "buses",
  "mix.vans": "vans",
  "mix.cars": "cars",
  country: "country",
  kilometres: "km",
  fuelPrice: "fuel",
  collisions: "collisions",
};

export type SavingsQuery = {
  /** Whether the address asks for an estimate (any input given); without one the page shows the empty form. */
  submitted: boolean;
  /** The form's values as written, for the fields to show again. */
  values: Record<SavingsField, string>;
  /** The inputs, or null while any is wrong. */
  input: SavingsInput | null;
  /** A message per wrong field. */
  errors: Partial<Record<SavingsField, string>>;
};

/** A typed number as the schema reads it: empty is "not given", anything else a number (NaN when it is not one). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/[,\s]/g, "");
  return trimmed === "" ? undefined : Number(trimmed);
}

/** Reads the calculator's inputs from its address: missing ones take their defaults, wrong ones a message each. */
export function parseSavingsQuery(params: URLSearchParams): SavingsQuery {
  // The product page a visitor came from (`from`) is not yet a question asked.
  const submitted = savingsFields.some((field) => field !== "from" && params.has(field));
  const values = Object.fromEntries(
    savingsFields.map((field) => {
      const given = params.get(field);
      return [field, given === null ? savingsDefaults[field] : given.slice(0, 40)];
    }),
  ) as Record<SavingsField, string>;
  // A mix field left empty counts no vehicles of its type.
  const mixCount = (field: SavingsField) => numberOf(values[field]) ?? 0;
  const parsed = savingsInputSchema.safeParse({
    fleetSize: values.fleet || savingsDefaults.fleet,
    vehicles: numberOf(values.vehicles),
    mix: Object.fromEntries(vehicleTypes.map((type) => [type, mixCount(type)])),
    country: values.country || savingsDefaults.country,
    kilometres: numberOf(values.km) ?? 0,
    fuelPrice: numberOf(values.fuel),
    collisions: numberOf(values.collisions),
    // An unknown product is left out rather than refused: the estimate does not depend on it.
    product: solutionSlugs.find((slug) => slug === values.from),
  });
  if (parsed.success) return { submitted, values, input: parsed.data, errors: {} };
  const errors: Partial<Record<SavingsField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath[issue.path.join(".")] ?? "fleet";
    errors[field] ??= issue.message;
  }
  return { submitted, values, input: null, errors };
}

/** The address query of an estimate's inputs (without the leading "?"), as the form would send them. */
export function savingsQueryOf(input: SavingsInput): string {
  const params = new URLSearchParams({ fleet: input.fleetSize });
  if (input.vehicles !== undefined) params.set("vehicles", String(input.vehicles));
  for (const type of vehicleTypes) params.set(type, String(input.mix[type]));
  params.set("country", input.country);
  params.set("km", String(input.kilometres));
  if (input.fuelPrice !== undefined) params.set("fuel", String(input.fuelPrice));
  if (input.collisions !== undefined) params.set("collisions", String(input.collisions));
  if (input.product !== undefined) params.set("from", input.product);
  return params.toString();
}
