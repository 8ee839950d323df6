import {
  Ban,
  BriefcaseMedical,
  Eye,
  GraduationCap,
  HandHeart,
  Landmark,
  MapPinned,
  Scale,
  UserCheck,
} from "lucide-react";
import type { Block, RichText } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import type { CompanyCard, CompanyPageContent } from "./components/company-page.tsx";
import { mailLink, type PageMeta } from "./page-meta.ts";

/** Combustion factors used in every CO₂ figure Marut reports (kg of CO₂ per litre burnt). */
export const co2KgPerLitre = { diesel: 2.68, petrol: 2.31 } as const;

/** The worked idling example on the page, computed from its inputs so the figures always agree. */
export const idlingExample = {
  trucks: 100,
  idlingCutHoursPerDay: 0.5,
  idleLitresPerHour: 2.5,
  workingDaysPerYear: 300,
};
export const idlingExampleLitres =
  idlingExample.trucks *
  idlingExample.idlingCutHoursPerDay *
  idlingExample.idleLitresPerHour *
  idlingExample.workingDaysPerYear;
/** Rounded to the nearest 10 tonnes: the inputs are typical values, not measurements. */
export const idlingExampleTonnesCo2 = Math.round((idlingExampleLitres * co2KgPerLitre.diesel) / 10_000) * 10;

const number = new Intl.NumberFormat("en-GB");

export const csrAndEsgPage: CompanyPageContent = {
  meta: {
    title: "CSR and ESG",
    description:
      "Marut's commitments to communities, climate and governance: road-safety education, fuel and idling savings, data ethics for drivers, and dated targets.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "CSR and ESG",
    title: "Responsible by design",
    lead: "Our product exists to save lives. Our social, environmental and governance work holds the rest of the company to the same standard: the communities along our customers' routes, the fuel their vehicles burn, and the way we treat the data we collect.",
  },

  sections: [
    {
      id: "community",
      title: "Community programmes",
      intro: "Road crashes hit hardest in the neighbourhoods that heavy traffic passes through.",
      parts: [
        {
          type: "cards",
          columns: 4,
          cards: [
            {
              title: "School road-safety sessions",
              text: [
                "Free sessions for pupils near depots and freight routes, with a real truck or bus in the school yard. ",
                { text: "About the sessions", href: "/education-and-training" },
              ],
              icon: GraduationCap,
            },
            {
              title: "First aid for drivers",
              text: "Free basic first-aid training for our customers' drivers, because the first person at a crash scene is often another professional driver.",
              icon: BriefcaseMedical,
            },
            {
              title: "Safe places to rest",
              text: "With fleets and highway fuel stations, we map safe, lit places to stop on the corridors where our fatigue alerts peak at night.",
              icon: MapPinned,
            },
            {
              title: "Volunteering",
              text: "Every Marut employee has two paid volunteering days a year, most of them spent at school sessions and community road-safety audits.",
              icon: HandHeart,
            },
          ] satisfies CompanyCard[],
        },
      ],
    },
    {
      id: "environment",
      tone: "white",
      title: "Emissions from idling and fuel",
      intro:
        "Safer driving is cleaner driving. Smooth acceleration, steady speeds and less idling burn less fuel, and Fleet Sense measures all three for every vehicle, so savings are counted rather than guessed.",
      parts: [
        {
          type: "blocks",
          readingWidth: true,
          blocks: [
            { type: "heading", text: "How we count" },
            {
              type: "list",
              items: [
                "Idling is an engine running while the vehicle stands still for more than three minutes.",
                "Fuel comes from the vehicle's own fuel data where it is available, and from calibrated tank sensors where it is not.",
                `CO₂ is calculated at ${co2KgPerLitre.diesel} kg per litre of diesel and ${co2KgPerLitre.petrol} kg per litre of petrol, the standard combustion factors.`,
                "Savings are measured against the fleet's own first three months with Marut, never against an industry average.",
              ],
            },
            {
              type: "table",
              caption: `Worked example: ${idlingExample.trucks} trucks that idle 30 minutes less each day`,
              head: ["Input or result", "Value"],
              rows: [
                ["Trucks", String(idlingExample.trucks)],
                ["Idling cut per truck per day", "30 minutes"],
                ["Diesel burnt per idling hour (typical heavy truck)", `${idlingExample.idleLitresPerHour} litres`],
                ["Working days per year", String(idlingExample.workingDaysPerYear)],
                ["Diesel saved per year", `${number.format(idlingExampleLitres)} litres`],
                ["CO₂ avoided per year", `about ${idlingExampleTonnesCo2} tonnes`],
              ],
            },
            { type: "heading", text: "Our own footprint" },
            {
              type: "paragraph",
              text: "Devices returned at the end of a contract are tested, refurbished and reused. Those beyond repair go to certified e-waste recyclers, and we publish how many went where each year.",
            },
          ] satisfies Block[],
        },
      ],
    },
    {
      id: "governance",
      title: "Governance and data ethics",
      intro:
        "A camera in a cab is a serious responsibility. These rules apply to every customer and every Marut employee.",
      parts: [
        {
          type: "cards",
          cards: [
            {
              title: "Ethics review before release",
              text: "Every new detection model and every new use of driver data is reviewed by a panel that includes a drivers' representative and an external adviser.",
              icon: Scale,
            },
            {
              title: "Drivers see their own data",
              text: "Drivers can see their scores and clips and ask for a person to review any event they believe was wrong.",
              icon: UserCheck,
            },
            {
              title: "No covert monitoring",
              text: "Cameras are visible, drivers are told what they record, and cabin audio is off unless the fleet and its drivers agree to switch it on.",
              icon: Eye,
            },
            {
              title: "Zero tolerance for bribery",
              text: "No bribes or facilitation payments, annual training for every employee, and a confidential line for raising concerns.",
              icon: Ban,
            },
            {
              title: "Board oversight",
              text: "Progress against our targets is reported to the board every quarter and published once a year.",
              icon: Landmark,
            },
          ] satisfies CompanyCard[],
        },
      ],
    },
    {
      id: "targets",
      tone: "white",
      title: "Measurable targets",
      intro:
        "Each target has a deadline and a measure we can be held to. We report progress every year in our impact report.",
      parts: [
        {
          type: "blocks",
          blocks: [
            {
              type: "table",
              caption: "Marut's CSR and ESG targets",
              head: ["Area", "Target", "By", "How it is measured"],
              rows: [
                [
                  "Community",
                  "Road-safety sessions for 50,000 school pupils, counted from 2021",
                  "2028",
                  "Attendance confirmed by each school",
                ],
                [
                  "Drivers",
                  "Free first-aid training offered to every driver on a Marut fleet",
                  "2027",
                  "Drivers offered and trained, per fleet",
                ],
                [
                  "Climate",
                  "25,000 tonnes of CO₂ a year avoided by customers through idling and fuel savings",
                  "2030",
                  "Fleet Sense fuel data against each fleet's first three months",
                ],
                [
                  "Operations",
                  "Renewable electricity for all offices and the monitoring centre",
                  "2028",
                  "Electricity bills and renewable energy certificates",
                ],
                [
                  "Devices",
                  "90% of returned devices refurbished, or recycled by certified partners",
                  "2027",
                  "Device returns register",
                ],
                [
                  "Governance",
                  "An annual impact report with independently reviewed figures",
                  "Every April from 2027",
                  "The published report",
                ],
              ],
            },
          ] satisfies Block[],
        },
      ],
    },
  ],

  callToAction: {
    title: "Questions about our commitments?",
    text: [
      "Write to our sustainability team at ",
      mailLink(brand.email.sustainability),
      ". Investors, customers and researchers are welcome to ask for the data behind any figure on this page.",
    ] satisfies RichText,
  },
};
