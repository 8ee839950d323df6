// The headline figures the site quotes about Marut as a whole: each one is
// written here once, with what it counts, where it comes from and when it was
// measured, and every page that shows it reads it from here. Figures that
// belong to one customer (its fleet, its results) stay with that customer's
// story in content/insights/customer-stories. company-figures.test.ts scans
// the page data and content for copies that disagree.

import { formatMonth } from "./dates.ts";

export type CompanyFigure = {
  /** As displayed: "31,000", "94 s", "41%". */
  value: string;
  /** What the value counts, after the value: "vehicles protected every day". */
  label: string;
  /** Where the figure comes from, in a sentence. */
  source: string;
  /** When it was measured: a year "2025" or a month "2026-10". */
  asOf: string;
};

export const companyFigures = {
  vehiclesProtected: {
    value: "31,000",
    label: "vehicles protected every day",
    source: "Trucks, buses and vans in India, East Africa and the Gulf with an active Marut service.",
    asOf: "2026-10",
  },
  collisionReduction: {
    value: "41%",
    label: "fewer collisions in the first year",
    source: "Average across 38 customer fleets after 12 months, against the 12 months before.",
    asOf: "2025",
  },
  eventToCall: {
    value: "94 s",
    label: "median time from critical event to a call",
    source: "Marut Life Savers, all confirmed critical events, all customers.",
    asOf: "2025",
  },
  fatigueCallsRested: {
    value: "81%",
    label: "of drivers called about fatigue stopped to rest",
    source: "Within 15 minutes of the call, confirmed from each vehicle's trip data.",
    asOf: "2025",
  },
  criticalEventsReviewed: {
    value: "212,000",
    label: "critical events reviewed by analysts",
    source: "Marut Life Savers, for fleets in India, East Africa and the Gulf.",
    asOf: "2025",
  },
} as const satisfies Record<string, CompanyFigure>;

export type CompanyFigureName = keyof typeof companyFigures;

/** A figure as the Stats blocks show it: the value, its label and a note naming its source and date. */
export function figureStat(name: CompanyFigureName): { value: string; label: string; note: string } {
  const figure: CompanyFigure = companyFigures[name];
  return {
    value: figure.value,
    label: figure.label,
    note: `${figure.source.replace(/\.$/, "")}, ${formatMonth(figure.asOf)}.`,
  };
}
