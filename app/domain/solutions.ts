// The seven Marut products: slug, name and the one-line summary the menus show,
// in the order the site lists them. Plain data (no JSX), so app/routes.ts reads
// it at build time: the product routes, the site pages, the sitemap, the
// navigation and app/features/solutions/catalogue.ts all derive from this list.
// No zod here: the site shell imports this module on every first load, and no
// request names a product (content front matter checks its products with
// z.enum(solutionSlugs) at build time).

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

export const solutionNames: Record<SolutionSlug, string> = {
  "cabin-vision": "Cabin Vision",
  "cabin-alerts": "Cabin Alerts",
  "road-sense": "Road Sense",
  "fleet-sense": "Fleet Sense",
  "marut-insights": "Marut Insights",
  "marut-life-savers": "Marut Life Savers",
  "happy-driver-programme": "Happy Driver Programme",
};

/** The one-liner of each product in the menus and on the overview. */
export const solutionSummaries: Record<SolutionSlug, string> = {
  "cabin-vision": "Driver-facing AI camera for fatigue, distraction and phone use.",
  "cabin-alerts": "In-cab warnings that bring attention back to the road.",
  "road-sense": "Forward collision, lane and headway warnings (ADAS).",
  "fleet-sense": "Live tracking, trips, fuel and utilisation in one dashboard.",
  "marut-insights": "Risk scores and trends across drivers, routes and shifts.",
  "marut-life-savers": "A 24/7 team that reviews critical events and calls drivers.",
  "happy-driver-programme": "Coaching and recognition that make safe driving stick.",
};

/** A product page's path: /solutions/{slug}. */
export function solutionHref(slug: SolutionSlug): string {
  return `/solutions/${slug}`;
}

/** Every product page's path, in the site's order. */
export const solutionPaths: string[] = solutionSlugs.map(solutionHref);
