import { describe, expect, it } from "vitest";
import { savingsReferenceFigures } from "#tests/support/savings-figures.ts";
import type { SavingsInput } from "../domain/savings.ts";
import {
  assumptionRows,
  estimateSavings,
  estimateSummaryRows,
  figureNumber,
  formatMoney,
  savingsAssumptions,
  savingsFigureKeys,
} from "./savings.ts";
import { parseSavingsQuery, savingsQueryOf } from "./savings-query.ts";

const figures = savingsReferenceFigures();
const withFigure = (key: string, value: string) =>
  figures.map((figure) => (figure.key === key ? { ...figure, value } : figure));

const input: SavingsInput = {
  fleetSize: "50-149",
  mix: { trucks: 60, buses: 10, vans: 20, cars: 10 },
  country: "india",
  kilometres: 4000,
};

const ranges = (result: ReturnType<typeof estimateSavings>) =>
  [
    result.collisionsAvoided,
    result.collisionCostAvoided,
    result.fuelSavedLitres,
    result.fuelSavedCost,
    result.idlingCutLitres,
    result.idlingCutCost,
    result.totalSaved,
  ].filter((range) => range !== null);

describe("the reference figures", () => {
  it("hold every figure the formula reads, each a number, with a source and a date", () => {
    const keys = figures.map((figure) => figure.key);
    expect(new Set(keys)).toEqual(new Set(savingsAssumptions.map((assumption) => assumption.key)));
    for (const row of assumptionRows(figures)) {
      expect(row.available, row.key).toBe(true);
      if (row.available) {
        expect(row.source.length).toBeGreaterThan(10);
        expect(row.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe("figureNumber", () => {
  it("reads the first number of a value's text", () => {
    expect(figureNumber("27%", "percent")).toBeCloseTo(0.27);
    expect(figureNumber("INR 2,50,000", "number")).toBe(250000);
    expect(figureNumber("33 L/100 km", "number")).toBe(33);
    expect(figureNumber("3.6725 AED per USD", "number")).toBe(3.6725);
    expect(figureNumber("about a fifth", "percent")).toBeNull();
    expect(figureNumber("", "number")).toBeNull();
  });
});

describe("estimateSavings", () => {
  it("gives every result as a range, low ≤ likely ≤ high, in the country's currency", () => {
    for (const country of ["india", "tanzania", "uae", "other"] as const) {
      const result = estimateSavings({ ...input, country }, figures);
      expect(result.currency).toBe({ india: "INR", tanzania: "TZS", uae: "AED", other: "USD" }[country]);
      const all = ranges(result);
      expect(all).toHaveLength(7);
      for (const range of all) {
        expect(range.low).toBeLessThanOrEqual(range.likely);
        expect(range.likely).toBeLessThanOrEqual(range.high);
        expect(range.low).toBeGreaterThan(0);
      }
      const payback = result.paybackMonths;
      expect(payback).not.toBeNull();
      if (payback?.low != null && payback.likely != null) expect(payback.low).toBeLessThanOrEqual(payback.likely);
    }
  });

  it("follows the formula: the fleet's collisions times the reduction, times the country's cost", () => {
    const result = estimateSavings({ ...input, vehicles: 100, collisions: 30 }, figures);
    // 30 collisions × 20% (likely) = 6, × INR 2,50,000.
    expect(result.collisionsAvoided?.likely).toBeCloseTo(6);
    expect(result.collisionCostAvoided?.likely).toBeCloseTo(1_500_000);
    // Without a count: 100 vehicles × the 20% collision rate.
    expect(estimateSavings({ ...input, vehicles: 100 }, figures).collisionsBefore).toBe(20);
    // Fuel: only trucks at 30 L/100 km, 1,000 km a month, 10 vehicles = 36,000 L a year; 5% likely saved.
    const trucks = estimateSavings(
      { ...input, vehicles: 10, mix: { trucks: 1, buses: 0, vans: 0, cars: 0 }, kilometres: 1000 },
      figures,
    );
    expect(trucks.fuelSavedLitres?.likely).toBeCloseTo(1800);
    expect(trucks.fuelSavedCost?.likely).toBeCloseTo(1800 * 88);
  });

  it("takes the visitor's fuel price over the country's figure", () => {
    const own = estimateSavings({ ...input, fuelPrice: 100 }, figures);
    expect(own.fuelPrice).toBe(100);
    expect(estimateSavings(input, figures).fuelPrice).toBe(88);
  });

  it("copes with zero and odd inputs", () => {
    const none = estimateSavings(
      { ...input, vehicles: 0, kilometres: 0, mix: { trucks: 0, buses: 0, vans: 0, cars: 0 } },
      figures,
    );
    expect(none.totalSaved).toEqual({ low: 0, likely: 0, high: 0 });
    expect(none.paybackMonths).toEqual({ low: null, likely: null, high: null });
    // An empty mix counts as evenly mixed; a fleet with no distance saves only on collisions.
    const parked = estimateSavings({ ...input, kilometres: 0 }, figures);
    expect(parked.fuelSavedLitres?.high).toBe(0);
    expect(parked.collisionCostAvoided?.likely).toBeGreaterThan(0);
    const huge = estimateSavings({ ...input, vehicles: 100_000, kilometres: 50_000 }, figures);
    for (const range of ranges(huge)) expect(Number.isFinite(range.high)).toBe(true);
  });

  it("leaves out what a missing or non-numeric figure feeds, and keeps the rest", () => {
    const missing = estimateSavings(
      input,
      figures.filter((figure) => figure.key !== savingsFigureKeys.collisionCost.india),
    );
    expect(missing.collisionCostAvoided).toBeNull();
    expect(missing.totalSaved).toBeNull();
    expect(missing.fuelSavedCost).not.toBeNull();
    const wordy = withFigure(savingsFigureKeys.fuelUse.trucks, "ask the workshop");
    expect(estimateSavings(input, wordy).fuelSavedLitres).toBeNull();
    const rows = assumptionRows(wordy);
    expect(rows.find((row) => row.key === savingsFigureKeys.fuelUse.trucks)?.available).toBe(false);
    expect(estimateSummaryRows(missing).find((row) => row.label === "Total saved a year")?.value).toMatch(
      /unavailable/,
    );
  });

  it("keeps a range in order even when low and high are swapped in the directory", () => {
    const swapped = withFigure(savingsFigureKeys.collisionReduction.low, "50%");
    const range = estimateSavings(input, swapped).collisionsAvoided;
    expect(range && range.low <= range.likely && range.likely <= range.high).toBe(true);
  });
});

describe("formatMoney", () => {
  it("writes the currency's code, Indian amounts in lakh grouping", () => {
    expect(formatMoney(1_234_567, "INR")).toBe("INR\u00a012,30,000");
    expect(formatMoney(1_234_567, "USD")).toBe("USD\u00a01,230,000");
    expect(formatMoney(9400000, "TZS")).toBe("TZS\u00a09,400,000");
  });
});

describe("parseSavingsQuery", () => {
  it("takes defaults for what is missing and is not submitted without inputs", () => {
    const empty = parseSavingsQuery(new URLSearchParams("from=fleet-sense"));
    expect(empty.submitted).toBe(false);
    expect(empty.input?.fleetSize).toBe("16-49");
    expect(empty.input?.product).toBe("fleet-sense");
  });

  it("gives a message per wrong field", () => {
    const bad = parseSavingsQuery(new URLSearchParams("fleet=lots&km=far&trucks=-3&fuel=0&country=mars"));
    expect(bad.input).toBeNull();
    expect(Object.keys(bad.errors).sort()).toEqual(["country", "fleet", "fuel", "km", "trucks"]);
    expect(bad.errors.km).toBe("Please enter the kilometres as a whole number.");
  });

  it("reads back what savingsQueryOf writes", () => {
    const full: SavingsInput = { ...input, vehicles: 120, fuelPrice: 92.5, collisions: 14, product: "road-sense" };
    expect(parseSavingsQuery(new URLSearchParams(savingsQueryOf(full))).input).toEqual(full);
    expect(parseSavingsQuery(new URLSearchParams("from=nothing")).input?.product).toBeUndefined();
  });
});
