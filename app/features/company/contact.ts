import { brand } from "#app/lib/brand.ts";
import type { PageMeta } from "./page-meta.ts";

export type ContactChannel = { label: string; text: string; address: string; kind: "email" | "phone" };

export const contactPage = {
  meta: {
    title: "Contact and locations",
    description:
      "Contact Marut in Bengaluru, Dar es Salaam or Dubai: addresses, phone numbers, email and opening hours, plus the 24/7 Life Savers line for customers.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "Contact",
    title: "Talk to the office nearest you",
    lead: "Whether you run five vans or five thousand trucks, a safety specialist answers within one working day, in your time zone.",
    action: "Tell us about your fleet",
  },

  map: {
    title: "Our offices",
    intro: "Three offices around the Arabian Sea, each selling, installing, training and supporting in its own region.",
    /** Followed by " in <the cities on the map>". */
    label: `Map of the Arabian Sea and the western Indian Ocean showing ${brand.name}'s offices`,
  },

  visiting:
    "Visitors are welcome during opening hours. Please tell us you are coming so that the right person is there to meet you.",

  channels: {
    title: "Other ways to reach us",
    items: [
      {
        label: "Sales and new projects",
        text: "Quotes, pilots and demonstrations",
        address: brand.email.sales,
        kind: "email",
      },
      {
        label: "Customer support",
        text: "Help with devices, dashboards and accounts",
        address: brand.email.support,
        kind: "email",
      },
      {
        label: "Life Savers 24/7",
        text: "Critical safety events, for customers",
        address: brand.emergencyLine.display,
        kind: "phone",
      },
      { label: "Press", text: "Interviews, statements and images", address: brand.email.press, kind: "email" },
      { label: "Careers", text: "Questions about roles and applications", address: brand.email.careers, kind: "email" },
      {
        label: "Partnerships",
        text: "Vehicle makers, insurers and associations",
        address: brand.email.partnerships,
        kind: "email",
      },
      { label: "Privacy", text: "Your data and your rights", address: brand.email.privacy, kind: "email" },
      {
        label: "Accessibility",
        text: "Anything on this website that is hard to use",
        address: brand.email.accessibility,
        kind: "email",
      },
    ] satisfies ContactChannel[],
  },

  callToAction: {
    title: "Prefer that we call you?",
    text: "Tell us about your fleet in eight short steps and the right regional team will get back to you.",
  },
};
