import { useRouteLoaderData } from "react-router";

// The company's offices as every page shows them. They live in the directory
// in the database (edited at /admin/directory, seeded from db/demo-directory.ts)
// and reach the pages through the root loader (app/root.tsx), so the footer,
// the "Let's talk" modal, the Organization structured data, the legal pages
// and the careers page follow an edit on the next render, without a deploy.
// The first office in the directory's order is the head office: its phone is
// the company's main number and its address the registered office.

/** An office as pages show it (`officeOf` in app/features/content/directory.server.ts). */
export type SiteOffice = {
  /** The office's slug, the anchor on /contact: /contact#india. */
  id: string;
  country: string;
  city: string;
  role: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  hours: string;
  /** Where it sits, for the map on /contact. */
  at: { lat: number; lon: number } | null;
};

/** What the root loader gives every page. */
export type CompanyFacts = { offices: SiteOffice[] };

/** The offices, in the directory's order; none when the root loader did not answer (an error page). */
export function useOffices(): SiteOffice[] {
  const facts = useRouteLoaderData("root") as CompanyFacts | undefined;
  return facts?.offices ?? [];
}

/** The head office: the first in the directory's order. */
export function headOffice(offices: readonly SiteOffice[]): SiteOffice | undefined {
  return offices[0];
}

/** A telephone link's address: "+91 80 1234 5678" → "tel:+918012345678". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The company's main number (the head office's), as shown and as a link; undefined when it has none. */
export function mainPhone(offices: readonly SiteOffice[]): { display: string; href: string } | undefined {
  const phone = headOffice(offices)?.phone;
  return phone ? { display: phone, href: telHref(phone) } : undefined;
}

const shortCountries: Record<string, string> = { "United Arab Emirates": "UAE" };

/** "Dubai, UAE": an office's city and its country, the long country names shortened. */
export function officePlace(office: Pick<SiteOffice, "city" | "country">): string {
  return `${office.city}, ${shortCountries[office.country] ?? office.country}`;
}

/** "India, Tanzania and the UAE": the countries of the offices, each once, as in a sentence. */
export function officeCountries(offices: readonly Pick<SiteOffice, "country">[]): string {
  const countries = [...new Set(offices.map((office) => office.country))];
  return formatList(countries.map((country) => (shortCountries[country] ? `the ${shortCountries[country]}` : country)));
}

/** An office's street address on one line: "Plot 7, Sokoine Road, Arusha, Tanzania". */
export function addressLine(office: Pick<SiteOffice, "addressLines">): string {
  return office.addressLines.join(", ");
}

const conjunction = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** "Bengaluru, Dar es Salaam and Dubai". */
export function formatList(words: readonly string[]): string {
  return conjunction.format(words);
}
