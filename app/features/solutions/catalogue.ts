import { Bell, Camera, ChartLine, Headset, type LucideIcon, MapPin, ScanEye, Trophy } from "lucide-react";
import { type SolutionSlug, solutionNames, solutionSlugs, solutionSummaries } from "#app/domain/solutions.ts";

/**
 * The seven Marut products in brief: name, place in the line-up and one-line
 * summary. Light enough for the home page and the menus; the full product
 * pages live in solutions.ts.
 */

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

/** Where each product works and the icon the menus show beside it; names and summaries come from the domain. */
const placement: Record<SolutionSlug, { group: SolutionGroupId; icon: LucideIcon }> = {
  "cabin-vision": { group: "cab", icon: ScanEye },
  "cabin-alerts": { group: "cab", icon: Bell },
  "road-sense": { group: "road", icon: Camera },
  "fleet-sense": { group: "road", icon: MapPin },
  "marut-insights": { group: "office", icon: ChartLine },
  "marut-life-savers": { group: "office", icon: Headset },
  "happy-driver-programme": { group: "office", icon: Trophy },
};

export const solutionCatalogue: SolutionSummary[] = solutionSlugs.map((slug) => ({
  slug,
  name: solutionNames[slug],
  summary: solutionSummaries[slug],
  ...placement[slug],
}));

export function solutionSummary(slug: SolutionSlug): SolutionSummary {
  const found = solutionCatalogue.find((solution) => solution.slug === slug);
  if (!found) throw new Error(`Unknown solution: ${slug}`);
  return found;
}

export function solutionsInGroup(group: SolutionGroupId): SolutionSummary[] {
  return solutionCatalogue.filter((solution) => solution.group === group);
}
