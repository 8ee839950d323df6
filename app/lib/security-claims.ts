// What Marut says about security, data protection and retention, stated once.
// The product pages, /solutions/solution-details, the FAQs, the developer APIs
// page, the industry-relations page and the privacy policy all take their
// wording from here, so a claim cannot differ from one page to the next.
// Only what the service actually does is claimed: no certification is named
// until one is held and can be shown to a customer.

/** The data protection laws Marut's processes are built for, one per country it works in. */
export const dataProtectionLaws = [
  {
    country: "India",
    law: "Digital Personal Data Protection Act, 2023",
    regulator: "the Data Protection Board of India",
  },
  {
    country: "Tanzania",
    law: "Personal Data Protection Act",
    regulator: "Tanzania's Personal Data Protection Commission",
  },
  {
    country: "United Arab Emirates",
    law: "federal Personal Data Protection Law",
    regulator: "the UAE Data Office",
  },
] as const;

/** "India's Digital Personal Data Protection Act, 2023, Tanzania's … and the UAE's …". */
export const dataProtectionLawsText = (() => {
  const [india, tanzania, uae] = dataProtectionLaws;
  return `India's ${india.law}, Tanzania's ${tanzania.law} and the UAE's ${uae.law}`;
})();

export const retention = {
  /** Continuous video never leaves the vehicle and is overwritten after this many hours. */
  continuousVideoHours: 72,
  /** Event clips, by default; a fleet can shorten it or hold a clip for an incident investigation. */
  eventClipDays: 90,
  /** Trips, events and risk scores, by default; a fleet can shorten it. */
  recordsYears: 5,
  /** After a contract ends, everything is deleted, backups included, within this many days. */
  deletionAfterContractDays: 30,
} as const;

/** The minimum TLS version, for the devices, the platform, the web apps and the API alike. */
export const minimumTls = "TLS 1.2";

export const securityClaims = {
  encryption: `Encrypted in transit with ${minimumTls} or later, from the vehicle to the platform and from the platform to your browser or systems, and encrypted at rest with AES-256.`,
  residency:
    "Data of fleets in India stays in data centres in India. Data of fleets in East Africa and the Gulf is stored in the United Arab Emirates unless your contract names another region.",
  retention: `Continuous video stays in the vehicle and is overwritten after about ${retention.continuousVideoHours} hours. Event clips are kept for ${retention.eventClipDays} days and trips, events and scores for ${retention.recordsYears} years, and you can shorten both. When a contract ends, we delete your data, backups included, within ${retention.deletionAfterContractDays} days of giving you a full export.`,
  access:
    "Single sign-on, two-factor authentication and access by role and depot. Every clip viewed or downloaded is recorded with who, when and why.",
  drivers:
    "No face recognition, and cabin audio stays off unless the fleet and its drivers agree to it. Cameras switch off with the ignition, and drivers are told what is recorded and why, in their language, before go-live.",
  assurance: `An independent penetration test every year, and processes built for ${dataProtectionLawsText}.`,
} as const;
