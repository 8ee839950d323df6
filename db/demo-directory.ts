// The demo directory: the people, headline figures, offices and FAQs a new
// installation starts with (db/seed.ts and npm run content:import). The pages
// read them from the database; staff change them at /admin/directory. Titles
// are written in sentence case ("Managing director, East Africa") so they read
// well both on Team and inside a sentence of a press release.

import type { companyFigures, faqs, offices } from "./schema.ts";

export type DemoPerson = {
  slug: string;
  name: string;
  title: string;
  bio: string;
  city: string | null;
  /** "leadership" lists them on Team and About; null keeps them to the quotes and bylines. */
  teamGroup: "leadership" | null;
  links: { label: string; url: string }[];
};

/** A stored row as the demo writes it: every column filled in, but the id, order and change time the database keeps. */
type DemoRow<T extends { $inferInsert: object }, Row = Omit<T["$inferInsert"], "id" | "sortOrder" | "updatedAt">> = {
  [K in keyof Row]-?: NonNullable<Row[K]>;
};

export type DemoFigure = DemoRow<typeof companyFigures>;
export type DemoOffice = DemoRow<typeof offices>;
export type DemoFaq = DemoRow<typeof faqs>;

export const demoPeople: DemoPerson[] = [
  {
    slug: "arjun-raghavan",
    name: "Arjun Raghavan",
    title: "Co-founder and chief executive officer",
    city: "Bengaluru",
    teamGroup: "leadership",
    links: [],
    bio: "Spent twelve years running long-haul freight and school-transport operations before founding Marut. Arjun still rides along on a customer route every month and holds the company to its first rule: safety results come before sales targets.",
  },
  {
    slug: "meera-krishnamurthy",
    name: "Meera Krishnamurthy",
    title: "Co-founder and chief technology officer",
    city: "Bengaluru",
    teamGroup: "leadership",
    links: [],
    bio: "A computer-vision engineer who has worked on driver-fatigue detection since her postgraduate research. Meera leads the teams that build Marut's devices, detection models and cloud platform, and chairs our data ethics review.",
  },
  {
    slug: "neema-mwakyusa",
    name: "Neema Mwakyusa",
    title: "Managing director, East Africa",
    city: "Dar es Salaam",
    teamGroup: "leadership",
    links: [],
    bio: "Built the Dar es Salaam office from its first installation bay. Before Marut, Neema managed a 600-vehicle bus and freight fleet, so she knows what a safety programme has to deliver for a transport business to keep it.",
  },
  {
    slug: "yusuf-al-hammadi",
    name: "Yusuf Al Hammadi",
    title: "Managing director, Gulf",
    city: "Dubai",
    teamGroup: "leadership",
    links: [],
    bio: "Leads sales, partnerships and customer success across the UAE and the wider Gulf. Yusuf spent a decade in commercial vehicle leasing and works with the vehicle makers, lessors and insurers that Gulf fleets already trust.",
  },
  {
    slug: "sana-qureshi",
    name: "Sana Qureshi",
    title: "Director, Life Savers monitoring centre",
    city: "Bengaluru",
    teamGroup: "leadership",
    links: [],
    bio: "Runs the 24/7 team that reviews critical events and calls drivers. Sana trained as an emergency dispatcher and wrote the call guides the Life Savers use in Hindi, Kannada, Swahili, Arabic and English.",
  },
  {
    slug: "kavita-deshpande",
    name: "Kavita Deshpande",
    title: "Head of road safety research",
    city: "Bengaluru",
    teamGroup: "leadership",
    links: [],
    bio: "A transport engineer with a doctorate in crash analysis. Kavita designs the before-and-after studies behind every result Marut publishes and leads our research with universities and road authorities.",
  },
  {
    slug: "baraka-mollel",
    name: "Baraka Mollel",
    title: "Head of driver training",
    city: "Dar es Salaam",
    teamGroup: "leadership",
    links: [],
    bio: "A former long-distance truck driver and certified driving instructor. Baraka leads Marut's classroom and in-cab training in Swahili and English and runs our school road-safety sessions in Tanzania.",
  },
  {
    slug: "priya-nair",
    name: "Priya Nair",
    title: "General counsel and data protection officer",
    city: "Bengaluru",
    teamGroup: "leadership",
    links: [],
    bio: "Responsible for contracts, compliance and privacy in India, Tanzania and the UAE. Priya makes sure that what we record, why, and for how long is written down, followed, and explained to every driver.",
  },
  // Spokespeople and authors quoted in press releases and on event agendas.
  {
    slug: "priya-raman",
    name: "Priya Raman",
    title: "Principal scientist, driver fatigue research",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Leads Marut's studies of fatigue on freight corridors and night routes, in Kavita Deshpande's research team.",
  },
  {
    slug: "rahul-deshpande",
    name: "Rahul Deshpande",
    title: "Head of Life Savers operations",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Runs the analysts' shifts, training and quality reviews of the Life Savers monitoring centre.",
  },
  {
    slug: "arjun-menon",
    name: "Arjun Menon",
    title: "Vice president, product",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Leads product management for Marut's devices, alerts and fleet software.",
  },
  {
    slug: "joseph-kimaro",
    name: "Joseph Kimaro",
    title: "Country manager, Tanzania",
    city: "Dar es Salaam",
    teamGroup: null,
    links: [],
    bio: "Looks after Marut's customers, installers and trainers in Tanzania.",
  },
  {
    slug: "meera-pillai",
    name: "Meera Pillai",
    title: "Head of school transport",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Leads Marut's work with schools and school-bus operators.",
  },
  {
    slug: "neema-mushi",
    name: "Neema Mushi",
    title: "East Africa training lead",
    city: "Dar es Salaam",
    teamGroup: null,
    links: [],
    bio: "Designs and delivers driver coaching across East Africa, in Baraka Mollel's training team.",
  },
  {
    slug: "anita-desai",
    name: "Anita Desai",
    title: "Head of sustainability",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Leads Marut's ESG reporting and the road-safety metrics customers report to their own boards.",
  },
  {
    slug: "arvind-hegde",
    name: "Arvind Hegde",
    title: "Customer success lead, India",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Helps Indian fleets through their first months with Marut, from installation to the first risk report.",
  },
  {
    slug: "kavitha-subramanian",
    name: "Kavitha Subramanian",
    title: "Lead data scientist",
    city: "Bengaluru",
    teamGroup: null,
    links: [],
    bio: "Builds the risk scores of Marut Insights.",
  },
];

export const demoFigures: DemoFigure[] = [
  {
    key: "vehicles-protected",
    value: "31,000",
    label: "vehicles protected every day",
    source: "Trucks, buses and vans in India, East Africa and the Gulf with an active Marut service.",
    asOf: "2026-10-01",
  },
  {
    key: "collision-reduction",
    value: "41%",
    label: "fewer collisions in the first year",
    source: "Average across 38 customer fleets after 12 months, against the 12 months before.",
    asOf: "2025-12-31",
  },
  {
    key: "event-to-call",
    value: "94 s",
    label: "median time from critical event to a call",
    source: "Marut Life Savers, all confirmed critical events, all customers.",
    asOf: "2025-12-31",
  },
  {
    key: "fatigue-calls-rested",
    value: "81%",
    label: "of drivers called about fatigue stopped to rest",
    source: "Within 15 minutes of the call, confirmed from each vehicle's trip data.",
    asOf: "2025-12-31",
  },
  {
    key: "critical-events-reviewed",
    value: "212,000",
    label: "critical events reviewed by analysts",
    source: "Marut Life Savers, for fleets in India, East Africa and the Gulf.",
    asOf: "2025-12-31",
  },
  {
    key: "monitoring-analysts",
    value: "190",
    label: "analyst places in the Life Savers monitoring centre",
    source: "Seats for analysts in the Life Savers monitoring centre, Bengaluru, after its expansion.",
    asOf: "2026-01-27",
  },
];

export const demoOffices: DemoOffice[] = [
  {
    slug: "india",
    name: "Bengaluru headquarters",
    city: "Bengaluru",
    country: "India",
    role: "Headquarters, engineering and the Life Savers monitoring centre",
    address: "Level 5, 91 Outer Ring Road\nMarathahalli, Bengaluru 560037\nKarnataka, India",
    phone: "+91 80 4718 2600",
    email: "india@marut-safety.com",
    hours: "Monday to Saturday, 09:00–18:00 IST",
    timeZone: "Asia/Kolkata",
    latitude: 12.956,
    longitude: 77.701,
  },
  {
    slug: "tanzania",
    name: "Dar es Salaam office",
    city: "Dar es Salaam",
    country: "Tanzania",
    role: "East Africa sales, installation and driver training",
    address: "Plot 112, Ali Hassan Mwinyi Road\nUpanga, Dar es Salaam\nTanzania",
    phone: "+255 22 211 4730",
    email: "tanzania@marut-safety.com",
    hours: "Monday to Friday, 08:30–17:30 EAT",
    timeZone: "Africa/Dar_es_Salaam",
    latitude: -6.806,
    longitude: 39.289,
  },
  {
    slug: "dubai",
    name: "Dubai office",
    city: "Dubai",
    country: "United Arab Emirates",
    role: "Gulf sales, partnerships and customer success",
    address: "Office 1408, Bay Square Building 7\nBusiness Bay, Dubai\nUnited Arab Emirates",
    phone: "+971 4 558 3190",
    email: "dubai@marut-safety.com",
    hours: "Monday to Friday, 09:00–18:00 GST",
    timeZone: "Asia/Dubai",
    latitude: 25.186,
    longitude: 55.277,
  },
];

export const demoFaqs: DemoFaq[] = [
  {
    category: "products",
    question: "What does Marut do?",
    answer:
      "Marut helps commercial fleets prevent crashes. Cabin Vision watches for fatigue, distraction and phone use; Road Sense warns of collisions, lane drift and tailgating; Cabin Alerts bring the driver's attention back; Fleet Sense tracks vehicles, trips and fuel; Marut Insights turns it all into risk scores; the Life Savers call drivers when a critical event happens; and the Happy Driver Programme coaches and rewards safe driving.",
  },
  {
    category: "products",
    question: "Do I need every product?",
    answer:
      "No. Many fleets start with Fleet Sense tracking and Cabin Vision, then add Road Sense or Life Savers monitoring where the risk is highest. [See how the products fit together](/solutions/solution-details).",
  },
  {
    category: "products",
    question: "Which vehicles does Marut work with?",
    answer:
      "Trucks, tankers, buses, vans and cars on 12 V or 24 V electrical systems, from any maker. Devices are sealed against dust and rated for cab temperatures found in the Gulf summer.",
  },
  {
    category: "products",
    question: "Does the driver camera work at night or through sunglasses?",
    answer:
      "Yes. Cabin Vision uses infrared light that the driver cannot see, so it works in a dark cab and through most sunglasses. Some strongly polarised lenses reduce accuracy; the device reports when it cannot see the driver's eyes.",
  },
  {
    category: "products",
    question: "What happens when a critical event is detected?",
    answer:
      "The driver hears and sees an in-cab alert at once. Critical events such as repeated fatigue or a near collision also go to the Life Savers, who review the clip and call the driver, and the fleet manager if the vehicle needs to stop.",
  },
  {
    category: "installation",
    question: "How long does installation take?",
    answer:
      "A tracker alone takes about 30 minutes. A full set of tracker, driver camera and road camera takes 60 to 90 minutes per vehicle, including calibration and a test drive.",
  },
  {
    category: "installation",
    question: "Who installs the devices?",
    answer:
      "Marut's own technicians in and around Bengaluru, Dar es Salaam and Dubai, and trained partner installers elsewhere. Every installation is checked remotely before the vehicle returns to service.",
  },
  {
    category: "installation",
    question: "Will installation affect my vehicle's warranty?",
    answer:
      "Our installers use the vehicle's diagnostic port or a fused supply point and never cut into wiring the maker warrants. We give you the installation record for each vehicle to share with your dealer.",
  },
  {
    category: "installation",
    question: "Can we install without taking vehicles off the road?",
    answer:
      "Yes. Our teams work at your depot overnight or between shifts, so most fleets lose no driving time at all.",
  },
  {
    category: "installation",
    question: "What happens when we sell or retire a vehicle?",
    answer:
      "Tell us and we move the devices to another vehicle or collect them. There is no charge for moving devices within your fleet.",
  },
  {
    category: "data-and-privacy",
    question: "Does the camera record all the time?",
    answer:
      "The device analyses video as it drives but uploads only short clips, about 20 seconds, around a safety event. Everything else stays on the device and is overwritten after about 72 hours.",
  },
  {
    category: "data-and-privacy",
    question: "Is audio recorded in the cab?",
    answer:
      "No, cabin audio is off by default. It can be switched on only when the fleet and its drivers agree, for example on buses where passengers' safety is at stake.",
  },
  {
    category: "data-and-privacy",
    question: "Who can see drivers' data?",
    answer:
      "The people your company authorises, the Life Savers reviewing events, and each driver for their own data. Marut never sells data and never uses it for advertising.",
  },
  {
    category: "data-and-privacy",
    question: "How long are clips and location history kept?",
    answer:
      "Event clips are kept for 90 days unless you choose a shorter period or mark a clip as part of an incident investigation. Trips and location history are kept for 5 years unless you choose a shorter period, and deleted, backups included, within 30 days of the end of your contract, once you have had the chance to export them.",
  },
  {
    category: "data-and-privacy",
    question: "How do you protect the data?",
    answer:
      "Data is encrypted in transit with TLS 1.2 or later and at rest with AES-256, access is limited by role and logged, and our staff use it only to deliver the service. Our Data Protection Officer answers questions at [privacy@marut-safety.com](mailto:privacy@marut-safety.com).",
  },
  {
    category: "pricing-and-contracts",
    question: "How is Marut priced?",
    answer:
      "A monthly subscription per vehicle covers the devices, mobile data, software, updates and, if you choose it, Life Savers monitoring. Installation is quoted once, per vehicle.",
  },
  {
    category: "pricing-and-contracts",
    question: "Is there a minimum fleet size?",
    answer:
      "No. We work with fleets of a single vehicle and with fleets of thousands. The price per vehicle falls as the fleet grows.",
  },
  {
    category: "pricing-and-contracts",
    question: "How long are contracts?",
    answer:
      "Most customers choose 36 months. A 12-month term is available at a higher monthly price, and either can be extended month by month when it ends.",
  },
  {
    category: "pricing-and-contracts",
    question: "Can we try Marut before we commit?",
    answer:
      "Yes. A 90-day pilot on 10 to 50 vehicles measures your fleet before and after, with the method agreed in writing at the start. If you do not continue, you return the devices and pay only for the pilot's monitoring.",
  },
  {
    category: "pricing-and-contracts",
    question: "What happens to the devices when a contract ends?",
    answer:
      "You can extend, buy the devices at their remaining value, or return them. Returned devices are refurbished for reuse or recycled by certified partners.",
  },
  {
    category: "support",
    question: "How do I get help?",
    answer:
      "Customers write to [support@marut-safety.com](mailto:support@marut-safety.com) or call their regional office. [Find your office](/contact).",
  },
  {
    category: "support",
    question: "When is support available?",
    answer:
      "Each office answers during its opening hours, listed on the contact page. The Life Savers line, [+91 80 4718 2699](tel:+918047182699), is staffed around the clock for critical safety events.",
  },
  {
    category: "support",
    question: "What if a device stops working?",
    answer:
      "Devices report their own health, so we usually know before you do. We replace faulty devices on the next working day in Bengaluru, Dar es Salaam and Dubai, and within five working days elsewhere.",
  },
  {
    category: "support",
    question: "Do you train our staff?",
    answer:
      "Yes. Every rollout includes onboarding for drivers and workshops for fleet managers. [See our training programmes](/education-and-training).",
  },
  {
    category: "support",
    question: "How do I report a security or accessibility problem?",
    answer:
      "Write to [security@marut-safety.com](mailto:security@marut-safety.com) about security vulnerabilities and to [accessibility@marut-safety.com](mailto:accessibility@marut-safety.com) about anything on this website that is hard to use.",
  },
];
