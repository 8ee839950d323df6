import type { SolutionSlug } from "#app/domain/solutions.ts";

/** The /solutions page: the seven products by where they work, and where fleets usually start. */
export const solutionsOverview = {
  title: "Solutions for driver safety and fleet telematics",
  description:
    "Seven Marut products that work as one: driver monitoring, in-cab alerts, ADAS, fleet telematics, risk analytics, a 24/7 monitoring team and driver coaching.",
  hero: {
    eyebrow: "Solutions",
    title: "Seven products, one aim: every driver home safe",
    lead: "Cameras and sensors see the risk, the cab warns the driver in the moment, people step in when a warning is not enough, and coaching makes the change last. Start with one product or put all seven to work together.",
  },
  /** A second sentence per product, for the overview's roomier cards. */
  details: {
    "cabin-vision": "Driver Status Monitoring that runs in the vehicle, day and night, and never streams the cab.",
    "cabin-alerts": "A distinct sound, light and spoken message for each risk, in the driver's own language.",
    "road-sense": "A windscreen camera that spots closing gaps, lane drift and people ahead, and keeps the evidence.",
    "fleet-sense": "Litre-level fuel data, idling and route alerts, and the utilisation of every vehicle.",
    "marut-insights": "A weekly answer to the question every safety manager asks: where do we act first?",
    "marut-life-savers": "Trained analysts confirm each critical event on video and call the driver within minutes.",
    "happy-driver-programme":
      "Ten-minute coaching on the driver's own clips, and recognition for those who drive well.",
  } satisfies Record<SolutionSlug, string>,
  startingPoints: {
    title: "Where fleets usually start",
    intro: "Most customers begin with the risk that worries them most and add products as the results come in.",
    items: [
      {
        title: "Long-haul trucking at night",
        text: "Fatigue is the risk nobody sees until it is too late. Cabin Vision spots it, Cabin Alerts wakes the driver, and Life Savers calls them to agree a place to rest.",
        slugs: ["cabin-vision", "cabin-alerts", "marut-life-savers"],
      },
      {
        title: "Buses and school transport",
        text: "Passengers, pedestrians and parents depend on calm, attentive driving. Road Sense watches the street, Cabin Vision the driver, and Fleet Sense shows every bus on the map.",
        slugs: ["road-sense", "cabin-vision", "fleet-sense"],
      },
      {
        title: "Costs and control first",
        text: "Fuel, idling and under-used vehicles pay for the programme. Fleet Sense finds the savings, and Insights shows where safety work will pay back next.",
        slugs: ["fleet-sense", "marut-insights", "happy-driver-programme"],
      },
    ] satisfies { title: string; text: string; slugs: SolutionSlug[] }[],
  },
  faqs: [
    {
      question: "Do we have to buy all seven products?",
      answer:
        "No. Every product works on its own, and most fleets start with two or three. They share one platform, one set of devices and one login, so adding a product later needs no new integration, and often no new hardware.",
    },
    {
      question: "Which vehicles do the products work on?",
      answer:
        "Trucks, tankers, tippers, buses, school vans, pickups and cars, on 12 V or 24 V, of any make or age. Nothing depends on the vehicle's own driver-assistance systems.",
    },
    {
      question: "Where do you install and support them?",
      answer:
        "Our own teams install and support fleets across India, East Africa and the Gulf states, each from an office in the region (the Contact page lists them). The Life Savers monitoring team covers all three regions around the clock.",
    },
    {
      question: "How is pricing structured?",
      answer:
        "A monthly fee per vehicle for each product. Hardware can be bought outright or included in the monthly fee over a three-year term. Life Savers and the Happy Driver Programme are priced per vehicle too, so the cost grows with the fleet and nothing else.",
    },
  ],
  cta: {
    title: "Not sure where to start?",
    text: "Tell us about your fleet, your routes and what keeps you up at night. A safety specialist will suggest the smallest set of products that addresses it, and a pilot to prove it.",
  },
};

export type SolutionsOverviewContent = typeof solutionsOverview;
