import { brand } from "../../lib/brand.ts";
import type { PageMeta } from "./page-meta.ts";

export type Leader = {
  name: string;
  role: string;
  /** Office city, as in brand.offices. */
  city: string;
  bio: string;
};

/** "Meera Krishnamurthy" → "MK": the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export const teamPage = {
  meta: {
    title: "Leadership team",
    description: `Meet the people who lead ${brand.name} from Bengaluru, Dar es Salaam and Dubai: founders, regional directors and the heads of monitoring, research, training and privacy.`,
  } satisfies PageMeta,

  hero: {
    eyebrow: "Team",
    title: "The people who lead Marut",
    lead: "Engineers, fleet operators, a former emergency dispatcher and a former truck driver: the leadership team brings the road into every decision we make.",
  },

  leadership: {
    title: "Leadership",
    intro: "Each of them spends time on the road with customers every quarter, riding along, installing and coaching.",
    people: [
      {
        ...brand.chiefExecutive,
        city: "Bengaluru",
        bio: "Spent twelve years running long-haul freight and school-transport operations before founding Marut. Arjun still rides along on a customer route every month and holds the company to its first rule: safety results come before sales targets.",
      },
      {
        name: "Meera Krishnamurthy",
        role: "Co-founder and Chief Technology Officer",
        city: "Bengaluru",
        bio: "A computer-vision engineer who has worked on driver-fatigue detection since her postgraduate research. Meera leads the teams that build Marut's devices, detection models and cloud platform, and chairs our data ethics review.",
      },
      {
        name: "Neema Mwakyusa",
        role: "Managing Director, East Africa",
        city: "Dar es Salaam",
        bio: "Built the Dar es Salaam office from its first installation bay. Before Marut, Neema managed a 600-vehicle bus and freight fleet, so she knows what a safety programme has to deliver for a transport business to keep it.",
      },
      {
        name: "Yusuf Al Hammadi",
        role: "Managing Director, Gulf",
        city: "Dubai",
        bio: "Leads sales, partnerships and customer success across the UAE and the wider Gulf. Yusuf spent a decade in commercial vehicle leasing and works with the vehicle makers, lessors and insurers that Gulf fleets already trust.",
      },
      {
        name: "Sana Qureshi",
        role: "Director, Life Savers Monitoring Centre",
        city: "Bengaluru",
        bio: "Runs the 24/7 team that reviews critical events and calls drivers. Sana trained as an emergency dispatcher and wrote the call guides the Life Savers use in Hindi, Kannada, Swahili, Arabic and English.",
      },
      {
        name: "Kavita Deshpande",
        role: "Head of Road Safety Research",
        city: "Bengaluru",
        bio: "A transport engineer with a doctorate in crash analysis. Kavita designs the before-and-after studies behind every result Marut publishes and leads our research with universities and road authorities.",
      },
      {
        name: "Baraka Mollel",
        role: "Head of Driver Training",
        city: "Dar es Salaam",
        bio: "A former long-distance truck driver and certified driving instructor. Baraka leads Marut's classroom and in-cab training in Swahili and English and runs our school road-safety sessions in Tanzania.",
      },
      {
        name: "Priya Nair",
        role: "General Counsel and Data Protection Officer",
        city: "Bengaluru",
        bio: "Responsible for contracts, compliance and privacy in India, Tanzania and the UAE. Priya makes sure that what we record, why, and for how long is written down, followed, and explained to every driver.",
      },
    ] satisfies Leader[],
  },

  howWeLead: {
    title: "How we lead",
    cards: [
      {
        title: "Close to the road",
        text: "Every leader spends at least two days a quarter at customer depots, in cabs and in the monitoring centre.",
      },
      {
        title: "Decisions in the open",
        text: "Safety, product and pricing decisions are written down with their reasons and shared with the whole company.",
      },
      {
        title: "Drivers in the room",
        text: "A panel of customers' drivers reviews new features before release and sits on our data ethics review.",
      },
    ],
  },

  callToAction: {
    title: "Work with us",
    text: "We hire engineers, installers, trainers, analysts and Life Savers in all three offices.",
  },
};
