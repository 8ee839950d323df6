import type { FleetSize } from "../domain/leads.ts";
import {
  type Range,
  type SavingsCountry,
  type SavingsCurrency,
  type SavingsInput,
  type SavingsResult,
  savingsCountryLabels,
  savingsCurrencies,
  type VehicleType,
  vehicleTypeLabels,
  vehicleTypes,
} from "../domain/savings.ts";

// The savings calculator's formula. Every number it uses other than the
// inputs is a figure of the directory (company_figures, keys starting with
// `savings-`), edited at /admin/directory and shown under "How we estimate"
// with its source and date; this module only knows which key means what.
// Decision 0037 describes the formula.

/** A directory figure as the calculator reads it (a row of company_figures). */
export type SavingsFigure = { key: string; label: string; value: string; source: string; asOf: string };

const levels = ["low", "likely", "high"] as const;
type Level = (typeof levels)[number];
type PerLevel<T> = Record<Level, T>;

/** How a figure's value text is read: a percentage, or a plain number (money, litres, a rate). */
type FigureUnit = "percent" | "number";

/** Every figure the formula reads, by its role; the key is what the directory stores. */
export const savingsFigureKeys = {
  collisionRate: "savings-collision-rate",
  collisionReduction: {
    low: "savings-collision-reduction-low",
    likely: "savings-collision-reduction-likely",
    high: "savings-collision-reduction-high",
  },
  collisionCost: {
    india: "savings-collision-cost-india",
    tanzania: "savings-collision-cost-tanzania",
    uae: "savings-collision-cost-uae",
    other: "savings-collision-cost-other",
  },
  fuelUse: {
    trucks: "savings-fuel-use-trucks",
    buses: "savings-fuel-use-buses",
    vans: "savings-fuel-use-vans",
    cars: "savings-fuel-use-cars",
  },
  fuelSaving: {
    low: "savings-fuel-saving-low",
    likely: "savings-fuel-saving-likely",
    high: "savings-fuel-saving-high",
  },
  idlingShare: "savings-idling-share",
  idlingCut: { low: "savings-idling-cut-low", likely: "savings-idling-cut-likely", high: "savings-idling-cut-high" },
  pricePerVehicleMonth: "savings-price-per-vehicle-month",
  devicePerVehicle: "savings-device-per-vehicle",
  fuelPrice: {
    india: "savings-fuel-price-india",
    tanzania: "savings-fuel-price-tanzania",
    uae: "savings-fuel-price-uae",
    other: "savings-fuel-price-other",
  },
  exchange: { india: "savings-exchange-inr", tanzania: "savings-exchange-tzs", uae: "savings-exchange-aed" },
} as const satisfies {
  collisionReduction: PerLevel<string>;
  collisionCost: Record<SavingsCountry, string>;
  fuelUse: Record<VehicleType, string>;
  fuelPrice: Record<SavingsCountry, string>;
  exchange: Record<Exclude<SavingsCountry, "other">, string>;
  [role: string]: unknown;
};

/** The prefix every calculator figure's key starts with. */
export const SAVINGS_FIGURE_PREFIX = "savings-";

/**
 * Each figure the calculator shows under "How we estimate", in that order:
 * its key, how its value is read and what it is called while it is missing
 * from the directory (otherwise the directory's own label is shown).
 */
export const savingsAssumptions: { key: string; unit: FigureUnit; name: string }[] = [
  { key: savingsFigureKeys.collisionRate, unit: "percent", name: "Collisions a year per vehicle" },
  ...levels.map((level) => ({
    key: savingsFigureKeys.collisionReduction[level],
    unit: "percent" as const,
    name: `Collision reduction (${level})`,
  })),
  ...Object.entries(savingsFigureKeys.collisionCost).map(([country, key]) => ({
    key,
    unit: "number" as const,
    name: `Average cost of a collision (${savingsCountryLabels[country as SavingsCountry]})`,
  })),
  ...Object.entries(savingsFigureKeys.fuelUse).map(([type, key]) => ({
    key,
    unit: "number" as const,
    name: `Fuel use of ${vehicleTypeLabels[type as VehicleType].toLowerCase()} (litres per 100 km)`,
  })),
  ...levels.map((level) => ({
    key: savingsFigureKeys.fuelSaving[level],
    unit: "percent" as const,
    name: `Fuel saved by better driving (${level})`,
  })),
  { key: savingsFigureKeys.idlingShare, unit: "percent", name: "Share of fuel burnt idling" },
  ...levels.map((level) => ({
    key: savingsFigureKeys.idlingCut[level],
    unit: "percent" as const,
    name: `Idling cut (${level})`,
  })),
  { key: savingsFigureKeys.pricePerVehicleMonth, unit: "number", name: "Price per vehicle per month (USD)" },
  { key: savingsFigureKeys.devicePerVehicle, unit: "number", name: "Devices and fitting per vehicle (USD)" },
  ...Object.entries(savingsFigureKeys.fuelPrice).map(([country, key]) => ({
    key,
    unit: "number" as const,
    name: `Fuel price per litre (${savingsCountryLabels[country as SavingsCountry]})`,
  })),
  ...Object.entries(savingsFigureKeys.exchange).map(([country, key]) => ({
    key,
    unit: "number" as const,
    name: `Exchange rate to the US dollar (${savingsCurrencies[country as SavingsCountry]})`,
  })),
];

const unitOf = new Map(savingsAssumptions.map((assumption) => [assumption.key, assumption.unit]));

/**
 * The number a figure's value text states: its first number ("27%" → 0.27 for
 * a percentage, "INR 3,00,000" → 300000, "33 L/100 km" → 33); null when the
 * text holds no usable number.
 */
export function figureNumber(value: string, unit: FigureUnit): number | null {
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(value);
  if (!match) return null;
  const number = Number(match[0].replace(/,/g, ""));
  if (!Number.isFinite(number) || number < 0) return null;
  return unit === "percent" ? number / 100 : number;
}

/** The figures by key, each read as a number (null when missing or not a number). */
export type SavingsNumbers = (key: string) => number | null;

export function savingsNumbers(figures: readonly SavingsFigure[]): SavingsNumbers {
  const byKey = new Map(figures.map((figure) => [figure.key, figure]));
  return (key) => {
    const figure = byKey.get(key);
    return figure ? figureNumber(figure.value, unitOf.get(key) ?? "number") : null;
  };
}

/** An assumption as "How we estimate" lists it: its figure, or `available: false` when the directory lacks it. */
export type AssumptionRow = { key: string; group: AssumptionGroup; label: string } & (
  | { available: true; value: string; source: string; asOf: string }
  | { available: false }
);

/** The headings "How we estimate" lists the assumptions under, in order. */
export const assumptionGroups = ["Collisions", "Fuel and idling", "Prices and exchange rates"] as const;
export type AssumptionGroup = (typeof assumptionGroups)[number];

function groupOf(key: string): AssumptionGroup {
  if (key.startsWith("savings-collision")) return "Collisions";
  if (/^savings-(fuel-use|fuel-saving|idling)/.test(key)) return "Fuel and idling";
  return "Prices and exchange rates";
}

export function assumptionRows(figures: readonly SavingsFigure[]): AssumptionRow[] {
  const byKey = new Map(figures.map((figure) => [figure.key, figure]));
  return savingsAssumptions.map(({ key, unit, name }): AssumptionRow => {
    const figure = byKey.get(key);
    if (!figure || figureNumber(figure.value, unit) === null) {
      return { key, group: groupOf(key), available: false, label: figure?.label ?? name };
    }
    return {
      key,
      group: groupOf(key),
      available: true,
      label: figure.label,
      value: figure.value,
      source: figure.source,
      asOf: figure.asOf,
    };
  });
}

/** The vehicles a fleet-size choice stands for when no exact count is given: the middle of its band. */
export const fleetSizeVehicles: Record<FleetSize, number> = {
  "1": 1,
  "2-4": 3,
  "5-15": 10,
  "16-49": 32,
  "50-149": 100,
  "150-399": 275,
  "400+": 400,
};

const rangeOf = (each: (level: Level) => number | null): Range | null => {
  const [low, likely, high] = levels.map(each);
  if (low == null || likely == null || high == null) return null;
  // Sorted, so a directory edit that swaps low and high cannot give a backwards range.
  const [a, b, c] = [low, likely, high].sort((x, y) => x - y) as [number, number, number];
  return { low: a, likely: b, high: c };
};

const sumOf = (...ranges: (Range | null)[]): Range | null =>
  rangeOf((level) =>
    ranges.some((range) => range === null) ? null : ranges.reduce((n, r) => n + (r?.[level] ?? 0), 0),
  );

const times = (range: Range | null, factor: number | null): Range | null =>
  range && factor !== null ? rangeOf((level) => range[level] * factor) : null;

/** The estimate for `input`, from the figures. Pure: the page, the API and the tests call it. */
export function estimateSavings(input: SavingsInput, figures: readonly SavingsFigure[]): SavingsResult {
  const n = savingsNumbers(figures);
  const keys = savingsFigureKeys;
  const currency = savingsCurrencies[input.country];
  const vehicles = input.vehicles ?? fleetSizeVehicles[input.fleetSize];
  const mixTotal = vehicleTypes.reduce((sum, type) => sum + input.mix[type], 0);
  // The mix is read as proportions; with nothing in it, the fleet counts as evenly mixed.
  const shareOf = (type: VehicleType) => (mixTotal > 0 ? input.mix[type] / mixTotal : 1 / vehicleTypes.length);

  const collisionRate = n(keys.collisionRate);
  const collisionsBefore =
    input.collisions ?? (collisionRate === null ? null : Math.round(vehicles * collisionRate * 10) / 10);
  const reduction = rangeOf((level) => n(keys.collisionReduction[level]));
  const collisionsAvoided = collisionsBefore === null ? null : times(reduction, collisionsBefore);
  const collisionCostAvoided = times(collisionsAvoided, n(keys.collisionCost[input.country]));

  // Litres a year: each type's share of the fleet, its distance and its fuel use.
  const fuelUses = vehicleTypes.map((type) => [shareOf(type), n(keys.fuelUse[type])] as const);
  const litresPerYear = fuelUses.some(([share, use]) => share > 0 && use === null)
    ? null
    : fuelUses.reduce((sum, [share, use]) => sum + vehicles * share * input.kilometres * 12 * ((use ?? 0) / 100), 0);
  const fuelPrice = input.fuelPrice ?? n(keys.fuelPrice[input.country]);
  const fuelSavedLitres =
    litresPerYear === null ? null : rangeOf((level) => nullableTimes(n(keys.fuelSaving[level]), litresPerYear));
  const idlingShare = n(keys.idlingShare);
  const idlingCutLitres =
    litresPerYear === null || idlingShare === null
      ? null
      : rangeOf((level) => nullableTimes(n(keys.idlingCut[level]), litresPerYear * idlingShare));
  const fuelSavedCost = times(fuelSavedLitres, fuelPrice);
  const idlingCutCost = times(idlingCutLitres, fuelPrice);
  const totalSaved = sumOf(collisionCostAvoided, fuelSavedCost, idlingCutCost);

  const toLocal = input.country === "other" ? 1 : n(keys.exchange[input.country]);
  const price = n(keys.pricePerVehicleMonth);
  const device = n(keys.devicePerVehicle);
  const yearlyCost = price === null || toLocal === null ? null : vehicles * price * 12 * toLocal;
  const upfrontCost = device === null || toLocal === null ? null : vehicles * device * toLocal;
  const paybackMonths =
    totalSaved === null || yearlyCost === null || upfrontCost === null
      ? null
      : {
          // The most saved pays back soonest: low months come from high savings.
          low: payback(totalSaved.high, yearlyCost, upfrontCost),
          likely: payback(totalSaved.likely, yearlyCost, upfrontCost),
          high: payback(totalSaved.low, yearlyCost, upfrontCost),
        };

  return {
    currency,
    vehicles,
    fuelPrice,
    collisionsBefore,
    collisionsAvoided,
    collisionCostAvoided,
    fuelSavedLitres,
    fuelSavedCost,
    idlingCutLitres,
    idlingCutCost,
    totalSaved,
    yearlyCost,
    upfrontCost,
    paybackMonths,
  };
}

function nullableTimes(a: number | null, b: number): number | null {
  return a === null ? null : a * b;
}

/** Months for a year's savings, less a year's service, to cover the upfront cost; null when they never do. */
function payback(savedPerYear: number, costPerYear: number, upfront: number): number | null {
  const netPerMonth = (savedPerYear - costPerYear) / 12;
  if (netPerMonth <= 0) return null;
  return Math.max(1, Math.ceil(upfront / netPerMonth));
}

// Formatting: one formatter per currency, made once (each costs about half a millisecond).

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in `currency`, to three significant digits: an estimate, not an invoice. */
export function formatMoney(amount: number, currency: SavingsCurrency): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en", {
      style: "currency",
      currency,
      currencyDisplay: "code",
      maximumSignificantDigits: 3,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

const quantityFormat = new Intl.NumberFormat("en", { maximumSignificantDigits: 3 });
const smallQuantityFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** A count or a quantity, to three significant digits (one decimal below ten). */
export function formatQuantity(value: number): string {
  return value < 10 ? smallQuantityFormat.format(value) : quantityFormat.format(value);
}

/** A range in words: "1,200 to 3,400 (likely 2,100)". */
export function formatRange(range: Range, format: (value: number) => string): string {
  if (format(range.low) === format(range.high)) return format(range.likely);
  return `${format(range.low)} to ${format(range.high)} (likely ${format(range.likely)})`;
}

/** What one year of an estimate comes to, label and value, as the back office and the sales email list it. */
export function estimateSummaryRows(result: SavingsResult): { label: string; value: string }[] {
  const money = (value: number) => formatMoney(value, result.currency);
  const litres = (value: number) => `${formatQuantity(value)} litres`;
  const unavailable = "unavailable (a figure is missing)";
  const range = (value: Range | null, format: (n: number) => string) =>
    value ? formatRange(value, format) : unavailable;
  const months = (value: number | null) => (value === null ? "not within the estimate" : `${value} months`);
  const payback = result.paybackMonths;
  return [
    { label: "Vehicles", value: formatQuantity(result.vehicles) },
    { label: "Collisions avoided a year", value: range(result.collisionsAvoided, formatQuantity) },
    { label: "Cost of collisions avoided a year", value: range(result.collisionCostAvoided, money) },
    { label: "Fuel saved a year", value: range(result.fuelSavedLitres, litres) },
    { label: "Idling fuel cut a year", value: range(result.idlingCutLitres, litres) },
    {
      label: "Fuel and idling savings a year",
      value: range(sumOrNull(result.fuelSavedCost, result.idlingCutCost), money),
    },
    { label: "Total saved a year", value: range(result.totalSaved, money) },
    {
      label: "Payback",
      value: payback
        ? payback.low === payback.high
          ? months(payback.likely)
          : `${months(payback.low)} to ${months(payback.high)} (likely ${months(payback.likely)})`
        : unavailable,
    },
  ];
}

function sumOrNull(a: Range | null, b: Range | null): Range | null {
  return a && b ? { low: a.low + b.low, likely: a.likely + b.likely, high: a.high + b.high } : null;
}
