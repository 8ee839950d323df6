// Every product visual the site shows, rendered from the page data: each file
// is named after its `src` and titled with the page's alt text, so the words a
// screen reader hears are the same inside and outside the image.
import type { SolutionSlug } from "../../app/domain/solutions.ts";
import { homeContent } from "../../app/features/solutions/home.ts";
import { type ProductVisual, solutionPages } from "../../app/features/solutions/solutions.ts";
import {
  cabinAlerts,
  cabinVision,
  fleetSense,
  happyDriver,
  home,
  lifeSavers,
  marutInsights,
  roadSense,
} from "./screens.ts";

const screens: Record<SolutionSlug | "home", (title: string) => string> = {
  home,
  "cabin-vision": cabinVision,
  "cabin-alerts": cabinAlerts,
  "road-sense": roadSense,
  "fleet-sense": fleetSense,
  "marut-insights": marutInsights,
  "marut-life-savers": lifeSavers,
  "happy-driver-programme": happyDriver,
};

/** The visuals the pages reference, with the screen that draws each. */
export function referencedVisuals(): { key: SolutionSlug | "home"; visual: ProductVisual }[] {
  return [
    { key: "home", visual: homeContent.hero.visual },
    ...solutionPages.map((page) => ({ key: page.slug, visual: page.visual })),
  ];
}

/** File path under public/ → SVG text, for every referenced visual. */
export function renderProductVisuals(): Map<string, string> {
  return new Map(
    referencedVisuals().map(({ key, visual }) => [visual.src.replace(/^\//, ""), screens[key](visual.alt)]),
  );
}
