import type { ProductVisual } from "./solutions.ts";

/** Industry icons by name; the home page maps each name to its lucide-react icon. */
export type IndustryIconName = "truck" | "bus" | "school" | "flame" | "pickaxe" | "construction";

/** The home page: what Marut does, the proof, how it works, who it serves and two customer stories. */
export const homeContent = {
  title: "Driver safety and fleet telematics",
  description:
    "Marut combines in-cab vision, ADAS alerts, fleet telematics and a 24/7 monitoring team to prevent road crashes before they happen, in India, East Africa and the Gulf.",
  hero: {
    title: "Prevent the crash, not just report it.",
    lead: "Marut watches the road and the cab together, warns drivers in the moment and puts a human safety team on the line when it matters, so fleets in India, East Africa and the Gulf bring every driver home.",
    secondaryAction: "Explore the solutions",
    visual: {
      src: "/product/home.svg",
      phone: { src: "/product/home-phone.svg", width: 340, height: 590 },
      width: 640,
      height: 480,
      alt: "Marut at work: the Fleet Sense live map of India, East Africa and the Gulf with vehicles on the move, and a critical fatigue event from truck TRK-118 near Vadodara at 02:14 with the driver camera view: Cabin Alerts warned the driver in 0.3 s, a Life Savers analyst confirmed it on video in 41 s and is calling the driver in Hindi at 94 s.",
      caption: "One event, end to end: the map, the in-cab view and the call that follows.",
    } satisfies ProductVisual,
  },
  trustedBy: {
    label: "Trusted by fleets like",
  },
  solutions: {
    title: "Seven products that work as one",
    intro:
      "In the cab, on the road and in the office: each product stands on its own, and together they close the loop from risk to habit.",
    detailsCard: {
      title: "How it fits together",
      text: "Devices, platform, people and the data that flows between them, plus how a roll-out runs and how your data is protected.",
      link: "See how the products fit together",
    },
  },
  proof: {
    title: "Results, measured on real roads",
    intro: "Figures from customer fleets and from our own monitoring centre, each with where it comes from.",
    /** Headline figures of the directory (/admin/directory) by key, shown with their source and date by the page's loader. */
    figures: ["vehicles-protected", "collision-reduction", "event-to-call", "fatigue-calls-rested"],
  },
  testimonials: {
    title: "In our customers' words",
  },
  howItWorks: {
    title: "How it works",
    intro: "From the first installation to safer habits, in four steps.",
    steps: [
      {
        title: "Fit",
        text: "Our crews fit cameras, alert units and trackers at your depot, between shifts, in about 90 minutes per vehicle.",
      },
      {
        title: "Detect and warn",
        text: "AI in the vehicle spots fatigue, distraction and hazards ahead, and warns the driver within 0.3 seconds, even without a signal.",
      },
      {
        title: "Respond",
        text: "Critical events reach the Life Savers team, who check the video and call the driver, or your manager, within minutes.",
      },
      {
        title: "Improve",
        text: "Risk scores show who and where to focus on; short coaching sessions and recognition turn safer driving into habit.",
      },
    ],
  },
  industries: {
    title: "Who we serve",
    intro: "Fleets where a single lapse of attention costs the most.",
    items: [
      {
        title: "Logistics and trucking",
        text: "Long-haul and regional freight, where night driving, fatigue and fuel are the largest risks and costs.",
        icon: "truck",
      },
      {
        title: "Passenger transport and buses",
        text: "Intercity coaches and city buses, carrying fifty lives at a time on crowded roads.",
        icon: "bus",
      },
      {
        title: "School transport",
        text: "Buses and vans carrying children, with strict speed limits and parents who want to know their children are safe.",
        icon: "school",
      },
      {
        title: "Oil and gas",
        text: "Tankers with hazardous loads on remote routes, under strict journey-management rules.",
        icon: "flame",
      },
      {
        title: "Mining",
        text: "Haul roads, twelve-hour shifts and heavy vehicles, where fatigue never goes away.",
        icon: "pickaxe",
      },
      {
        title: "Construction",
        text: "Tippers, mixers and site vehicles sharing city streets with pedestrians, two-wheelers and workers.",
        icon: "construction",
      },
    ] satisfies { title: string; text: string; icon: IndustryIconName }[],
  },
  stories: {
    title: "Customer stories",
    intro: "Two fleets, two very different roads, and what changed. The full stories are in Insights.",
  },
  latest: {
    title: "Latest insights",
    intro: "Field notes, research and results from the fleets we work with.",
  },
  cta: {
    title: "Let's make your next trip a safer one",
    text: "Tell us about your fleet. A safety specialist from the office nearest your routes will come back within one working day with a pilot plan.",
  },
};

export type HomeContent = typeof homeContent;
