import type { SiteOffice } from "#app/lib/company-facts.ts";
import { demoOffices } from "#db/demo-directory.ts";

/** The demo directory's offices as the root loader gives them to pages (`officeOf`), for tests without a database. */
export const demoSiteOffices: SiteOffice[] = demoOffices.map((office) => ({
  id: office.slug,
  country: office.country,
  city: office.city,
  role: office.role,
  addressLines: office.address.split("\n"),
  phone: office.phone,
  email: office.email,
  hours: office.hours,
  at: { lat: office.latitude, lon: office.longitude },
}));
