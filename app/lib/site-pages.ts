// The site's own pages, other than content items, listings and jobs: one path
// per line, grouped by area like app/routes.ts; the product pages come from the
// solutions list in app/domain/solutions.ts. None is prerendered: every page
// shows the directory's offices in its footer and structured data (and many
// its figures, people or FAQs), which live in the database and change without
// a deploy. Each is rendered on the server and kept in the render cache
// (`handle.renderCache`, decision 0021) until the data it shows changes; each
// server indexes its own renders of them for site search (server/search-indexer.ts).

import { solutionPaths } from "../domain/solutions.ts";

export const sitePagePaths: string[] = [
  // Home and utility pages
  "/",
  "/coming-soon",

  // Solutions
  "/solutions",
  "/solutions/solution-details",
  "/solutions/savings-calculator",
  ...solutionPaths,

  // Company, programmes and contact
  "/about",
  "/team",
  "/government-relations",
  "/education-and-training",
  "/industry-relations",
  "/developer-apis",
  "/csr-and-esg",
  "/faqs",
  "/contact",

  // Legal
  "/legal/terms-of-use",
  "/legal/privacy-policy",
  "/legal/accessibility-statement",

  // Lead wizard
  "/thank-you",
];

/** Site pages that are not for search engines. */
const unlisted = new Set(["/thank-you"]);

/** The pages other than content items and jobs listed in /sitemap.xml. */
export function sitemapStaticPaths(): string[] {
  return sitePagePaths.filter((path) => !unlisted.has(path));
}
