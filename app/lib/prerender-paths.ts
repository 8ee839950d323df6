// Pages rendered to static HTML at build time. A page belongs here when its
// content is the same for every visitor and changes only with a deploy.
// One path per line, grouped by area like app/routes.ts; the product pages
// come from the solutions list in app/domain/solutions.ts.

import { solutionPaths } from "../domain/solutions.ts";

export const prerenderPaths: string[] = [
  // Home and utility pages
  "/",
  "/coming-soon",

  // Solutions
  "/solutions",
  "/solutions/solution-details",
  ...solutionPaths,

  // Company, programmes and contact
  "/government-relations",
  "/education-and-training",
  "/industry-relations",
  "/developer-apis",
  "/csr-and-esg",

  // Legal
  "/legal/terms-of-use",
  "/legal/privacy-policy",
  "/legal/accessibility-statement",

  // Lead wizard
  "/thank-you",

  // About, Team, Contact and FAQs are not here: they show the directory (people,
  // figures, offices, FAQs) from the database, kept in the render cache.
  // Insights, newsroom, announcements and events are not here: they come from
  // the database, rendered on request and kept in the render cache.
];

/** Prerendered pages that are not for search engines. */
const unlisted = new Set(["/thank-you"]);

/** Company pages rendered from the directory in the database (render cache), not at build. */
export const directoryPagePaths: string[] = ["/about", "/team", "/contact", "/faqs"];

/** The pages other than content items listed in /sitemap.xml. */
export function sitemapStaticPaths(): string[] {
  return [...prerenderPaths.filter((path) => !unlisted.has(path)), ...directoryPagePaths];
}
