// Company facts used across the site and in emails: change them here only.

export type Office = {
  /** Anchor on /contact: /contact#india. */
  id: "india" | "tanzania" | "dubai";
  country: string;
  city: string;
  role: string;
  addressLines: string[];
  phone: string;
  email: string;
  hours: string;
  timeZone: string;
};

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
  phone: { display: "+91 80 4718 2600", href: "tel:+918047182600" },
  /** Life Savers monitoring line, answered around the clock. */
  emergencyLine: { display: "+91 80 4718 2699", href: "tel:+918047182699" },
  social: [
    { network: "facebook", label: "Marut on Facebook", href: "https://www.facebook.com/marutsafety" },
    { network: "x", label: "Marut on X", href: "https://x.com/marutsafety" },
    { network: "linkedin", label: "Marut on LinkedIn", href: "https://www.linkedin.com/company/marut-safety" },
  ],
  offices: [
    {
      id: "india",
      country: "India",
      city: "Bengaluru",
      role: "Headquarters, engineering and the Life Savers monitoring centre",
      addressLines: ["Level 5, 91 Outer Ring Road", "Marathahalli, Bengaluru 560037", "Karnataka, India"],
      phone: "+91 80 4718 2600",
      email: "india@marut-safety.com",
      hours: "Monday to Saturday, 09:00–18:00 IST",
      timeZone: "Asia/Kolkata",
    },
    {
      id: "tanzania",
      country: "Tanzania",
      city: "Dar es Salaam",
      role: "East Africa sales, installation and driver training",
      addressLines: ["Plot 112, Ali Hassan Mwinyi Road", "Upanga, Dar es Salaam", "Tanzania"],
      phone: "+255 22 211 4730",
      email: "tanzania@marut-safety.com",
      hours: "Monday to Friday, 08:30–17:30 EAT",
      timeZone: "Africa/Dar_es_Salaam",
    },
    {
      id: "dubai",
      country: "United Arab Emirates",
      city: "Dubai",
      role: "Gulf sales, partnerships and customer success",
      addressLines: ["Office 1408, Bay Square Building 7", "Business Bay, Dubai", "United Arab Emirates"],
      phone: "+971 4 558 3190",
      email: "dubai@marut-safety.com",
      hours: "Monday to Friday, 09:00–18:00 GST",
      timeZone: "Asia/Dubai",
    },
  ] satisfies Office[],
  /** Who speaks for the company as its chief executive (the first of the leadership on /team). */
  chiefExecutive: { name: "Arjun Raghavan", role: "Co-founder and Chief Executive Officer" },
  /** Year the company was founded in Bengaluru. */
  foundedYear: 2017,
  /** Registered office, whose law governs the website's terms. */
  registeredOffice: { officeId: "india", jurisdiction: "India", courts: "Bengaluru, Karnataka" },
  /** The customer-facing fleet data API (documented at /developer-apis). */
  api: {
    baseUrl: "https://api.marut-safety.com/v1",
    sandboxUrl: "https://sandbox.api.marut-safety.com/v1",
    tokenUrl: "https://auth.marut-safety.com/oauth2/token",
  },
} as const;
