import { labelledValues } from "./labelled-values.ts";
import type { FleetSize } from "./leads.ts";
import type { SolutionSlug } from "./solutions.ts";

// The savings calculator's vocabulary: the vehicle types of a fleet's mix, the
// countries it prices in and their currencies, and what an estimate is made
// from and says. The calculator page, the lead wizard (which sends the estimate
// after the lead), the back office and the API take them from here. No zod here,
// as in solutions.ts: the calculator's page draws its form from these lists and
// carries no validation code to the browser; the schema is in app/lib/savings-query.ts.

/** The vehicle types of the mix, in the order the form asks for them. */
export const [vehicleTypes, vehicleTypeLabels] = labelledValues(["trucks", "buses", "vans", "cars"], {
  trucks: "Trucks",
  buses: "Buses",
  vans: "Vans",
  cars: "Cars",
});
export type VehicleType = (typeof vehicleTypes)[number];

/** Where the fleet runs: its collision costs and fuel prices, and the currency the estimate is in. */
export const [savingsCountries, savingsCountryLabels] = labelledValues(["india", "tanzania", "uae", "other"], {
  india: "India",
  tanzania: "Tanzania",
  uae: "United Arab Emirates",
  other: "Another country",
});
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

/**
 * The inputs of one estimate, as numbers (their zod schema, with the form's
 * messages, is `savingsInputSchema` in app/lib/savings-query.ts). `vehicles`
 * (an exact count) wins over `fleetSize`; the mix is counts or shares, read as
 * proportions; a missing `fuelPrice` is the country's figure and missing
 * `collisions` the fleet's typical rate.
 */
export type SavingsInput = {
  fleetSize: FleetSize;
  vehicles?: number | undefined;
  mix: Record<VehicleType, number>;
  country: SavingsCountry;
  kilometres: number;
  fuelPrice?: number | undefined;
  collisions?: number | undefined;
  /** The product page the visitor came from, if any. */
  product?: SolutionSlug | undefined;
};

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
