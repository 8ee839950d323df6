import { Bell, Camera, ChartLine, Headset, type LucideIcon, MapPin, ScanEye, Trophy } from "lucide-react";

/**
 * The seven Marut products in brief: name, place in the line-up and one-line
 * summary. Light enough for the home page and the menus; the full product
 * pages live in solutions.ts.
 */

export const solutionSlugs = [
  "cabin-vision",
  "cabin-alerts",
  "road-sense",
  "fleet-sense",
  "marut-insights",
  "marut-life-savers",
  "happy-driver-programme",
] as const;

export type SolutionSlug = (typeof solutionSlugs)[number];

export type SolutionGroupId = "cab" | "road" | "office";

export type SolutionGroup = { id: SolutionGroupId; title: string; intro: string };

/** Where each product works: in the cab, on the road, or in the office and with people. */
export const solutionGroups: SolutionGroup[] = [
  {
    id: "cab",
    title: "In the cab",
    intro: "Watch the driver, not just the vehicle, and warn them in the second that matters.",
  },
  {
    id: "road",
    title: "On the road",
    intro: "Read the road ahead and know where every vehicle is, what it burns and how hard it works.",
  },
  {
    id: "office",
    title: "In the office and with your people",
    intro:
      "Turn thousands of events into a few right actions: people who respond at 3 a.m., scores that rank risk, and coaching that makes safer habits last.",
  },
];

export type SolutionSummary = {
  slug: SolutionSlug;
  name: string;
  group: SolutionGroupId;
  /** The same one-liner the Solutions mega-menu shows. */
  summary: string;
  icon: LucideIcon;
};

export const solutionCatalogue: SolutionSummary[] = [
  {
    slug: "cabin-vision",
    name: "Cabin Vision",
    group: "cab",
    summary: "Driver-facing AI camera for fatigue, distraction and phone use.",
    icon: ScanEye,
  },
  {
    slug: "cabin-alerts",
    name: "Cabin Alerts",
    group: "cab",
    summary: "In-cab warnings that bring attention back to the road.",
    icon: Bell,
  },
  {
    slug: "road-sense",
    name: "Road Sense",
    group: "road",
    summary: "Forward collision, lane and headway warnings (ADAS).",
    icon: Camera,
  },
  {
    slug: "fleet-sense",
    name: "Fleet Sense",
    group: "road",
    summary: "Live tracking, trips, fuel and utilisation in one dashboard.",
    icon: MapPin,
  },
  {
    slug: "marut-insights",
    name: "Marut Insights",
    group: "office",
    summary: "Risk scores and trends across drivers, routes and shifts.",
    icon: ChartLine,
  },
  {
    slug: "marut-life-savers",
    name: "Marut Life Savers",
    group: "office",
    summary: "A 24/7 team that reviews critical events and calls drivers.",
    icon: Headset,
  },
  {
    slug: "happy-driver-programme",
    name: "Happy Driver Programme",
    group: "office",
    summary: "Coaching and recognition that make safe driving stick.",
    icon: Trophy,
  },
];

export function solutionHref(slug: SolutionSlug): string {
  return `/solutions/${slug}`;
}

export function solutionSummary(slug: SolutionSlug): SolutionSummary {
  const found = solutionCatalogue.find((solution) => solution.slug === slug);
  if (!found) throw new Error(`Unknown solution: ${slug}`);
  return found;
}

export function solutionsInGroup(group: SolutionGroupId): SolutionSummary[] {
  return solutionCatalogue.filter((solution) => solution.group === group);
}
