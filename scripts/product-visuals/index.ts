// Every product visual the site shows, rendered from the page data: each file
// is named after its `src` and titled with the page's alt text, so the words a
// screen reader hears are the same inside and outside the image.
import type { SolutionSlug } from "#app/domain/solutions.ts";
import { homeContent } from "#app/features/solutions/home.ts";
import { type ProductVisual, solutionPages } from "#app/features/solutions/solutions.ts";
import {
  cabinAlertsPhone,
  cabinVisionPhone,
  fleetSensePhone,
  happyDriverPhone,
  homePhone,
  lifeSaversPhone,
  marutInsightsPhone,
  roadSensePhone,
} from "./phone-screens.ts";
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

/** The phone composition of each screen, drawn at the height the page declares. */
const phoneScreens: Record<SolutionSlug | "home", (title: string, height: number) => string> = {
  home: homePhone,
  "cabin-vision": cabinVisionPhone,
  "cabin-alerts": cabinAlertsPhone,
  "road-sense": roadSensePhone,
  "fleet-sense": fleetSensePhone,
  "marut-insights": marutInsightsPhone,
  "marut-life-savers": lifeSaversPhone,
  "happy-driver-programme": happyDriverPhone,
};

/** The visuals the pages reference, with the screen that draws each. */
export function referencedVisuals(): { key: SolutionSlug | "home"; visual: ProductVisual }[] {
  return [
    { key: "home", visual: homeContent.hero.visual },
    ...solutionPages.map((page) => ({ key: page.slug, visual: page.visual })),
  ];
}

/** File path under public/ → SVG text, for every referenced visual and its phone composition. */
export function renderProductVisuals(): Map<string, string> {
  return new Map(
    referencedVisuals().flatMap(({ key, visual }): [string, string][] => [
      [visual.src.replace(/^\//, ""), screens[key](visual.alt)],
      [visual.phone.src.replace(/^\//, ""), phoneScreens[key](visual.alt, visual.phone.height)],
    ]),
  );
}
