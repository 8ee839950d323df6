import { Cable, Factory, FileCheck, FlaskConical, Handshake, Microscope, Scale, Sun, Wrench } from "lucide-react";
import type { RichText } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import { dataProtectionLawsText } from "#app/lib/security-claims.ts";
import type { CompanyCard, CompanyPageContent } from "./components/company-page.tsx";
import { mailLink, type PageMeta } from "./page-meta.ts";

export const industryRelationsPage: CompanyPageContent = {
  meta: {
    title: "Industry relations",
    description:
      "Marut works with vehicle makers, body builders, insurers, industry bodies and researchers to make commercial road transport safer.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "Industry relations",
    title: "Safety spreads faster through partners",
    lead: "No single company can make commercial transport safe. We work with the makers who build the vehicles, the insurers who cover them, the bodies that set the rules and the researchers who test what works.",
  },

  sections: [
    {
      id: "vehicle-makers",
      title: "Vehicle makers and body builders",
      intro: "The cheapest moment to make a vehicle safer is before it leaves the factory.",
      parts: [
        {
          type: "cards",
          cards: [
            {
              title: "Factory pre-wiring",
              text: "Bus and truck body builders fit brackets, harnesses and a fused power supply for Marut devices on the line, so the fleet's installation takes minutes at delivery, not hours.",
              icon: Factory,
            },
            {
              title: "Vehicle data integration",
              text: "Where the maker allows, we read speed, engine and fuel data from the vehicle network (CAN bus, SAE J1939) instead of adding sensors of our own.",
              icon: Cable,
            },
            {
              title: "Installation that respects the warranty",
              text: "Our fitting methods are documented for each vehicle family and shared with dealers, so installing Marut never means cutting into wiring the maker warrants.",
              icon: Wrench,
            },
          ] satisfies CompanyCard[],
        },
      ],
    },
    {
      id: "insurers",
      tone: "white",
      title: "Insurers",
      intro: "Insurers pay for crashes. Helping fleets prevent them is good business for everyone involved.",
      parts: [
        {
          type: "cards",
          cards: [
            {
              title: "Premiums that reflect real driving",
              text: "With the fleet's consent, insurers receive monthly risk scores, never raw video or live locations, and can price a policy on how the fleet actually drives.",
              icon: Scale,
            },
            {
              title: "Faster, fairer claims",
              text: "Video and telematics from the seconds before a collision settle disputes about fault in days instead of months, and protect drivers from false claims.",
              icon: FileCheck,
            },
            {
              title: "Shared prevention budgets",
              text: "Some insurers fund devices or driver training for their policyholders because prevention costs less than the claims it avoids.",
              icon: Handshake,
            },
          ] satisfies CompanyCard[],
        },
        {
          type: "principle",
          text: "The fleet stays in control: an insurer sees only what the fleet's own contract allows, and a driver's clips are never shared without the fleet's explicit approval for that claim.",
        },
      ],
    },
    {
      id: "industry-bodies",
      title: "Industry bodies and standards",
      intro:
        "We take part in transport operators' associations, chambers of commerce and road-safety coalitions in India, Tanzania and the UAE, and build to the standards that shape our field.",
      parts: [
        { type: "standard-marks", label: "Standards and laws we build to" },
        {
          type: "list",
          items: [
            "ISO 39001, the road traffic safety management system standard, which our fleet-manager workshops follow.",
            "National rules on vehicle tracking and emergency buttons for commercial and public-service vehicles where our devices are fitted.",
            "Working-hours and rest rules for professional drivers, which our fatigue reports are designed to reflect.",
            `Data protection law in each country we work in: ${dataProtectionLawsText}.`,
          ],
        },
      ],
    },
    {
      id: "research",
      tone: "white",
      title: "Research collaborations",
      intro:
        "Our Head of Road Safety Research, Kavita Deshpande, leads studies with universities and transport research institutes. Current work includes:",
      parts: [
        {
          type: "cards",
          cards: [
            {
              title: "Fatigue in hot climates",
              text: "How cab temperature and long shifts affect fatigue events on freight routes in Tanzania and the Gulf.",
              icon: Sun,
            },
            {
              title: "Driver assistance in mixed traffic",
              text: "Testing forward-collision warnings where two-wheelers, three-wheelers, pedestrians and animals share the lane.",
              icon: Microscope,
            },
            {
              title: "Coaching that lasts",
              text: "Whether the improvement that coaching brings is still there a year later, and which kinds of coaching keep it.",
              icon: FlaskConical,
            },
          ] satisfies CompanyCard[],
        },
        {
          type: "list",
          title: "The rules every study follows",
          items: [
            "An ethics committee approves the study before any data is shared.",
            "Researchers receive anonymised data only, under a written data-sharing agreement.",
            "Results are published whether or not they flatter Marut, and researchers keep the right to publish.",
          ],
        },
      ],
    },
  ],

  callToAction: {
    title: "Partner with us",
    text: [
      "Vehicle makers, insurers, associations and researchers can reach our partnerships team at ",
      mailLink(brand.email.partnerships),
      ". We reply within two working days.",
    ] satisfies RichText,
  },
};
