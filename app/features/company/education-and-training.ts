import { BookOpen, Gauge, MessagesSquare, Moon, Search, ShieldCheck, Truck, Users } from "lucide-react";
import type { RichText } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import type { CompanyCard, CompanyPageContent } from "./components/company-page.tsx";
import { mailLink, type PageMeta } from "./page-meta.ts";

export const educationAndTrainingPage: CompanyPageContent = {
  meta: {
    title: "Education and training",
    description:
      "Driver training, fleet-manager workshops and free school road-safety sessions from Marut, in Hindi, Kannada, Swahili, Arabic and English.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "Education and training",
    title: "Training that changes what happens on the road",
    lead: "Alerts catch a risky moment. Training changes the habit behind it. Our instructors work with drivers, fleet managers and schoolchildren, in their own language and on their own routes.",
  },

  sections: [
    {
      id: "drivers",
      title: "Driver training programmes",
      intro:
        "Every course is built from real events recorded on the fleet's own routes, so drivers practise the situations they actually meet.",
      parts: [
        {
          type: "cards",
          columns: 4,
          cards: [
            {
              title: "Defensive driving foundations",
              text: "Following distance, hazard perception, the blind spots of large vehicles and safe overtaking, in the classroom and on the yard, with a practical assessment at the end.",
              footer: "One day · up to 16 drivers",
              icon: ShieldCheck,
            },
            {
              title: "Fatigue and night driving",
              text: "How sleep, shift patterns and heat affect attention, and the warning signs drivers miss in themselves, illustrated with fatigue events recorded on real night routes.",
              footer: "Half a day · up to 20 drivers",
              icon: Moon,
            },
            {
              title: "In-cab coaching rides",
              text: "An instructor rides a full shift with a driver who wants to improve, then reviews the trip's alerts with them in private. Nothing from the ride goes on the driver's record.",
              footer: "One shift · one driver",
              icon: Truck,
            },
            {
              title: "Getting to know your Marut devices",
              text: "For every new driver: what the camera sees and does not see, what each alert means, what happens to the footage, and how to check their own score.",
              footer: "30 minutes · at installation",
              icon: BookOpen,
            },
          ] satisfies CompanyCard[],
        },
      ],
    },
    {
      id: "fleet-managers",
      tone: "white",
      title: "Fleet-manager workshops",
      intro: "Data only improves safety when someone acts on it. These workshops are for the people who do.",
      parts: [
        {
          type: "cards",
          columns: 4,
          cards: [
            {
              title: "Reading the risk dashboard",
              text: "Turn Marut Insights into a weekly plan: which drivers, routes and shifts need attention first, and which trends are noise.",
              footer: "Half a day · online or on site",
              icon: Gauge,
            },
            {
              title: "Coaching conversations",
              text: "Practise the five-minute conversation that changes behaviour, using real clips, without blame and without losing a good driver.",
              footer: "Half a day · role play in small groups",
              icon: MessagesSquare,
            },
            {
              title: "Running a safety committee",
              text: "Set targets, review serious events and involve drivers' representatives, in line with the ISO 39001 approach to road traffic safety management.",
              footer: "One day · managers and driver representatives",
              icon: Users,
            },
            {
              title: "Investigating an incident",
              text: "What to secure in the first hour, how to use video and telematics as evidence, and how to write findings that prevent the next incident rather than assign blame.",
              footer: "One day · safety and operations leads",
              icon: Search,
            },
          ] satisfies CompanyCard[],
        },
      ],
    },
    {
      id: "schools",
      tone: "tint",
      title: "School road-safety sessions",
      intro:
        "Children who live near depots and freight routes share the road with our customers' trucks and buses every day. Our trainers visit schools free of charge.",
      parts: [
        {
          type: "list",
          large: true,
          items: [
            "45-minute sessions for pupils aged 8 to 14, in the language of the school.",
            "A real truck or bus in the school yard: children sit in the driver's seat and see for themselves how large the blind spots are.",
            "Crossing safely, waiting for and leaving the school bus, and being seen at dusk.",
            "A take-home sheet for parents. We collect no personal data about pupils.",
          ],
        },
        {
          type: "note",
          text: [
            "Schools in Bengaluru, Dar es Salaam and Dubai, and near our customers' depots, can book a session by writing to ",
            mailLink(brand.email.training),
            ". Tell us the age groups and the number of pupils, and we will suggest dates.",
          ] satisfies RichText,
        },
      ],
    },
    {
      title: "How a training programme works",
      parts: [
        {
          type: "steps",
          steps: [
            {
              title: "Look at the evidence",
              text: "We review your fleet's recent events to find the behaviours and routes that carry the most risk.",
            },
            {
              title: "Agree a plan",
              text: "You choose the courses, the dates and the languages; we tailor examples to your vehicles and roads.",
            },
            {
              title: "Train where you work",
              text: "Sessions run at your depot or training centre, in shifts that keep your vehicles moving.",
            },
            {
              title: "Check it worked",
              text: "Sixty days later we compare event rates with the baseline and tell you honestly what changed.",
            },
          ],
        },
      ],
    },
  ],

  callToAction: {
    title: "Plan training for your fleet",
    text: "Training is included in every Marut rollout, and available on its own for fleets that do not use our devices yet.",
  },
};
