import { brand } from "#app/lib/brand.ts";
import type { PageMeta } from "./page-meta.ts";

/** A member of the leadership team as Team shows them (from the directory, /admin/directory). */
export type Leader = {
  name: string;
  title: string;
  /** Office city they work from. */
  city: string | null;
  bio: string;
  /** Their portrait's smallest variants and its size, or null for the illustrated initials. */
  portrait: { avif: string; webp: string; jpeg: string; width: number; height: number } | null;
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
    empty: "The leadership team is being updated. Please check back soon.",
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
