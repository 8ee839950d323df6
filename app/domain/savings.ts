import { z } from "../lib/validation.ts";
import { fleetSizes } from "./leads.ts";
import { namedValues } from "./named-values.ts";
import { solutionSlugs } from "./solutions.ts";

// The savings calculator's vocabulary: the vehicle types of a fleet's mix, the
// countries it prices in and their currencies, and the inputs an estimate is
// made from. The calculator page, the lead wizard (which sends the estimate
// after the lead) and the API take them from here.

/** The vehicle types of the mix, in the order the form asks for them. */
export const [vehicleTypes, vehicleTypeSchema, vehicleTypeLabels] = namedValues(["trucks", "buses", "vans", "cars"], {
  trucks: "Trucks",
  buses: "Buses",
  vans: "Vans",
  cars: "Cars",
});
export type VehicleType = (typeof vehicleTypes)[number];

/** Where the fleet runs: its collision costs and fuel prices, and the currency the estimate is in. */
export const [savingsCountries, savingsCountrySchema, savingsCountryLabels] = namedValues(
  ["india", "tanzania", "uae", "other"],
  { india: "India", tanzania: "Tanzania", uae: "United Arab Emirates", other: "Another country" },
);
export type SavingsCountry = (typeof savingsCountries)[number];

/** The currency each country's estimate is shown in (ISO 4217). */
export const savingsCurrencies = {
  india: "INR",
  tanzania: "TZS",
  uae: "AED",
  other: "USD",
} as const satisfies Record<SavingsCountry, string>;
export type SavingsCurrency = (typeof savingsCurrencies)[SavingsCountry];

/** The largest fleet, distance and price the calculator takes: beyond them an estimate means nothing. */
export const savingsLimits = {
  vehicles: 100_000,
  kilometres: 50_000,
  fuelPrice: 100_000,
  collisions: 100_000,
} as const;

const count = (max: number, message: string) =>
  z
    .number({ message })
    .int(message)
    .min(0, message)
    .max(max, `Please enter at most ${max.toLocaleString("en")}.`);

/**
 * The inputs of one estimate, as numbers. `vehicles` (an exact count) wins
 * over `fleetSize`; the mix is counts or shares, read as proportions; a
 * missing `fuelPrice` or `collisions` is taken from the country's figures.
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
  country: savingsCountrySchema,
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
export type SavingsInput = z.infer<typeof savingsInputSchema>;

/** Low, likely and high: every result is a range, low ≤ likely ≤ high. */
export type Range = { low: number; likely: number; high: number };

/** What an estimate says; a range is null when a figure it needs is missing. Amounts are a year's, in `currency`. */
export type SavingsResult = {
  currency: SavingsCurrency;
  vehicles: number;
  /** The fuel price used: the visitor's, or the country's figure. */
  fuelPrice: number | null;
  /** Collisions a year before: the visitor's count, or the fleet times the collision rate. */
  collisionsBefore: number | null;
  collisionsAvoided: Range | null;
  collisionCostAvoided: Range | null;
  fuelSavedLitres: Range | null;
  fuelSavedCost: Range | null;
  idlingCutLitres: Range | null;
  idlingCutCost: Range | null;
  /** Everything saved in a year. */
  totalSaved: Range | null;
  /** A year of the service for the fleet, and the one-off devices and fitting. */
  yearlyCost: number | null;
  upfrontCost: number | null;
  /** Months until the savings have paid for the devices and the service so far; null in a case where they never do. */
  paybackMonths: { low: number | null; likely: number | null; high: number | null } | null;
};
