import { Building2, BusFront, Database, Landmark, Lock, Map as MapIcon, Siren, Users } from "lucide-react";
import type { RichText } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import type { CompanyCard, CompanyPageContent } from "./components/company-page.tsx";
import { mailLink, type PageMeta } from "./page-meta.ts";

export const governmentRelationsPage: CompanyPageContent = {
  meta: {
    title: "Government relations",
    description:
      "How Marut works with road-safety authorities and transport ministries: anonymised road-risk data, public bus pilots and evidence for safer roads.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "Government relations",
    title: "Safer roads are a public project. We bring the evidence.",
    lead: "Road authorities, transport ministries and public bus operators see crashes after they happen. Marut sees the near misses, harsh braking and fatigue that come before them, and shares what it learns in a form the public sector can use.",
  },

  sections: [
    {
      title: "Who we work with",
      intro:
        "We work with the public sector in India, Tanzania and the United Arab Emirates at national, state and city level.",
      parts: [
        {
          type: "cards",
          columns: 4,
          cards: [
            {
              title: "Road-safety authorities",
              text: "We brief road-safety councils and traffic police on where and when commercial vehicles run into risk, and support enforcement and awareness campaigns with evidence rather than anecdotes.",
              icon: Siren,
            },
            {
              title: "Transport ministries and regulators",
              text: "We respond to consultations on vehicle tracking, driver working hours and driver-assistance rules, drawing on what we see across our customers' fleets.",
              icon: Landmark,
            },
            {
              title: "Public bus and school transport operators",
              text: "State and city transport undertakings use Marut to protect passengers and drivers. We help them write tenders around safety outcomes rather than lists of gadgets.",
              icon: BusFront,
            },
            {
              title: "Emergency services",
              text: "Where a customer agrees, the Life Savers pass the location of a serious crash straight to the local emergency number, with the details responders need on arrival.",
              icon: Building2,
            },
          ] satisfies CompanyCard[],
        },
      ],
    },
    {
      id: "data-sharing",
      tone: "white",
      title: "Data sharing for safer roads",
      intro:
        "Our customers' vehicles cover millions of kilometres a month. With their consent, what those vehicles experience becomes a map of road risk that engineers and planners can act on.",
      parts: [
        {
          type: "cards",
          columns: 4,
          cards: [
            {
              title: "Aggregated, never personal",
              text: "We share counts of events such as harsh braking, near misses, speeding and fatigue alerts per road segment and hour. Never names, number plates, faces or individual trips.",
              icon: Database,
            },
            {
              title: "Minimum group sizes",
              text: "A road segment appears in a shared dataset only when at least 20 different vehicles passed it in the period, so no single driver or fleet can be singled out.",
              icon: Users,
            },
            {
              title: "Customers decide",
              text: "Each fleet chooses in its contract whether its anonymised data joins public datasets, and can withdraw at any time.",
              icon: Lock,
            },
            {
              title: "Open formats and methods",
              text: "Datasets come as GeoJSON and CSV with a written methodology, so engineers can check our work and combine it with their own crash records.",
              icon: MapIcon,
            },
          ] satisfies CompanyCard[],
        },
        {
          type: "list",
          title: "What authorities use it for",
          items: [
            "Finding black spots before the crash records do: clusters of harsh braking often appear months before injuries are reported.",
            "Checking whether a new junction design, speed camera or speed breaker actually changed how vehicles behave.",
            "Planning rest areas on freight corridors where fatigue alerts peak in the small hours.",
            "Setting school-zone speed limits and crossing times with measured vehicle speeds.",
          ],
        },
      ],
    },
    {
      id: "pilots",
      title: "Pilots with public bus operators",
      intro:
        "A pilot lets a public operator find out whether Marut works on its own routes, with its own drivers, before it commits public money. Every pilot follows the same four stages.",
      parts: [
        {
          type: "steps",
          steps: [
            {
              title: "Baseline, four weeks",
              text: "Devices record silently on 20 to 50 buses while we measure current rates of harsh braking, speeding, fatigue and distraction.",
            },
            {
              title: "Alerts and coaching, eight weeks",
              text: "In-cab alerts switch on, the Life Savers start calling, and depot managers coach drivers weekly using their own clips.",
            },
            {
              title: "Independent measurement",
              text: "Results are compared with the baseline and with buses running without devices, using a method agreed in writing before the pilot starts.",
            },
            {
              title: "A report you can publish",
              text: "The operator receives the full results, good or bad, and is free to publish them. Pilot hardware that is returned costs nothing.",
            },
          ],
        },
      ],
    },
    {
      title: "How we conduct ourselves",
      tone: "tint",
      parts: [
        {
          type: "list",
          large: true,
          items: [
            "We never lobby for rules that only our own products can meet; we argue for outcomes and open standards.",
            "We declare our commercial interest in every consultation response and share our submissions on request.",
            "We offer no gifts, hospitality or payments to public officials, and we train every employee on anti-bribery rules.",
            "We keep public-sector data separate from commercial work and delete it when the agreement that allowed it ends.",
          ],
        },
      ],
    },
  ],

  callToAction: {
    title: "Planning a road-safety programme?",
    text: [
      "Our public-sector team answers within two working days. Write to ",
      mailLink(brand.email.publicSector),
      " or tell us about your fleet.",
    ] satisfies RichText,
  },
};
