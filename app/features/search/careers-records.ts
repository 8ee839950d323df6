import { brand } from "#app/lib/brand.ts";
import { formatList } from "#app/lib/company-facts.ts";
import type { SearchPage } from "./search.server.ts";

// The careers page and the positions page in site search. Their renders list
// the open jobs, which search finds at their own addresses, so they are
// described instead: by the kinds of work the company hires for, in the cities
// of the directory's offices. Their titles are the pages' titles
// (routes/careers.tsx, routes/careers-positions.tsx).

/** The careers pages' search records, naming the cities of the offices (the directory's, in its order). */
export function careersSearchPages(officeCities: readonly string[]): SearchPage[] {
  const offices = officeCities.length > 0 ? ` in our offices in ${formatList(officeCities)}` : "";
  return [
    {
      url: "/careers",
      title: "Careers: help every driver get home safe",
      body: [
        `Careers at ${brand.name}. Join us to prevent road crashes: jobs and open roles for engineers`,
        `(embedded, firmware, computer vision, data, web and mobile), safety analysts, fleet success and sales${offices}.`,
      ].join(" "),
    },
    {
      url: "/careers/jobs/positions",
      title: "Open positions",
      body: [
        `Open positions: search and apply for jobs at ${brand.name}. Engineering, engineer and developer roles,`,
        "safety operations, data science, product, design, sales and customer success; full time, part time,",
        "contract and internships.",
      ].join(" "),
    },
  ];
}
