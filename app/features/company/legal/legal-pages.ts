import type { LegalPageLink, LegalSection } from "#app/components/ui/legal-layout.tsx";
import type { Block } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import { addressLine, headOffice, type SiteOffice } from "#app/lib/company-facts.ts";
import { mailLink, type PageMeta } from "../page-meta.ts";

/** The date shown on every legal page; change it whenever any of them changes. */
export const legalLastUpdated = "2026-11-01";

/** The legal group; /legal/terms-of-use is its index. */
export const legalPages: LegalPageLink[] = [
  { href: "/legal/terms-of-use", label: "Terms of use" },
  { href: "/legal/privacy-policy", label: "Privacy policy" },
  { href: "/legal/accessibility-statement", label: "Accessibility statement" },
];

export type LegalPage = { meta: PageMeta; title: string; lead: string; sections: LegalSection[] };

/**
 * The registered office's street address on one line: the head office's, the
 * first of the directory (/admin/directory); undefined while it lists none.
 */
export function officeAddress(offices: readonly SiteOffice[]): string | undefined {
  const office = headOffice(offices);
  return office && office.addressLines.length > 0 ? addressLine(office) : undefined;
}

/** ", or by post to <the company and its registered office>", or nothing without an address. */
export function byPost(offices: readonly SiteOffice[]): string {
  const address = officeAddress(offices);
  return address ? `, or by post to ${brand.legalName}, ${address}` : "";
}

/** Credits for the third-party data and assets the site ships. */
export const dataSourceBlocks: Block[] = [
  {
    type: "paragraph",
    text: [
      "The country, state and region lists in the lead wizard come from the ",
      { text: "countries-states-cities database", href: "https://github.com/dr5hn/countries-states-cities-database" },
      ", as published in the npm package ",
      { code: "@countrystatecity/countries" },
      ", © the countries-states-cities database contributors. The data is made available under the ",
      { text: "Open Database License (ODbL) 1.0", href: "https://opendatacommons.org/licenses/odbl/1-0/" },
      ".",
    ],
  },
  {
    type: "paragraph",
    text: [
      "We converted that data into a compact format and tidied white space in its names. The converted database is available under the same licence: ask for a copy at ",
      mailLink(brand.email.general),
      ".",
    ],
  },
  {
    type: "paragraph",
    text: [
      "Icons are from ",
      { text: "Lucide", href: "https://lucide.dev" },
      ", used under the ISC licence. The logo, the office map and the team avatars are Marut's own work.",
    ],
  },
];
