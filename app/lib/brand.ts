// Company facts used across the site and in emails that change only with the
// code: the name, the addresses on the web, the email addresses, the social
// links and the customer API. Change them here only. The offices (addresses,
// phones, opening hours; the first one's phone is the main number), the
// headline figures, the people and the FAQs are the directory's, in the
// database: app/lib/company-facts.ts and app/features/content/directory.server.ts.

export const brand = {
  name: "Marut",
  legalName: "Marut Road Safety Technologies",
  tagline: "Safer drivers, smarter fleets.",
  /** The production address: canonical URLs, the sitemap and feeds point here wherever the site runs. */
  siteUrl: "https://www.marut-safety.com",
  description:
    "Marut combines in-cab vision, ADAS alerts, fleet telematics and a 24/7 monitoring team to prevent road crashes before they happen.",
  email: {
    general: "hello@marut-safety.com",
    /** Where mail programs send an unsubscribe request by email (a campaign's List-Unsubscribe). */
    newsletter: "newsletter@marut-safety.com",
    sales: "sales@marut-safety.com",
    careers: "careers@marut-safety.com",
    press: "press@marut-safety.com",
    privacy: "privacy@marut-safety.com",
    accessibility: "accessibility@marut-safety.com",
    developers: "developers@marut-safety.com",
    partnerships: "partners@marut-safety.com",
    publicSector: "publicsector@marut-safety.com",
    training: "training@marut-safety.com",
    sustainability: "sustainability@marut-safety.com",
    security: "security@marut-safety.com",
    support: "support@marut-safety.com",
  },
  /** Life Savers monitoring line, answered around the clock. */
  emergencyLine: { display: "+91 80 4718 2699", href: "tel:+918047182699" },
  social: [
    { network: "facebook", label: "Marut on Facebook", href: "https://www.facebook.com/marutsafety" },
    { network: "x", label: "Marut on X", href: "https://x.com/marutsafety" },
    { network: "linkedin", label: "Marut on LinkedIn", href: "https://www.linkedin.com/company/marut-safety" },
  ],
  /** Year the company was founded in Bengaluru. */
  foundedYear: 2017,
  /** Where the registered office (the directory's head office) is, whose law governs the website's terms. */
  registeredOffice: { jurisdiction: "India", courts: "Bengaluru, Karnataka" },
  /** The customer-facing fleet data API (documented at /developer-apis). */
  api: {
    baseUrl: "https://api.marut-safety.com/v1",
    sandboxUrl: "https://sandbox.api.marut-safety.com/v1",
    tokenUrl: "https://auth.marut-safety.com/oauth2/token",
  },
} as const;
