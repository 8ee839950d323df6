import { retention, securityClaims } from "#app/lib/security-claims.ts";

/** Security icons by name; the page maps each name to its lucide-react icon. */
export type SecurityIconName = "lock" | "server" | "clock" | "key-round" | "shield-check" | "badge-check";

/** The /solutions/solution-details page: how the products fit together, roll-out and data protection. */
export const solutionDetails = {
  title: "How Marut's solutions fit together",
  description:
    "How Marut's devices, platform, 24/7 Life Savers team and driver coaching work as one system, how a roll-out runs week by week, and how your data is protected.",
  hero: {
    eyebrow: "How it fits together",
    title: "From the cab to the control room, and back to the driver",
    lead: "Marut is one system, not seven tools. Devices in the vehicle warn the driver on the spot; the platform decides who else needs to know; people respond to the critical moments; and coaching closes the loop, so the same risk is less likely to happen again.",
  },
  flow: {
    title: "How data flows",
    intro:
      "Every event follows the same path. Most of them end with a warning in the cab and a line in a report; the critical few reach a person within seconds.",
    diagramLabel:
      "Diagram of how data flows through Marut: devices in the vehicle, the Marut platform, the Life Savers team and Marut Insights, fleet managers and the Happy Driver Programme, and back to the driver. The steps are described in the list next to it.",
    steps: [
      {
        title: "In the vehicle",
        text: "The Cabin Vision camera watches the driver and the Road Sense camera the road. The Marut Edge unit analyses both on the spot, with GPS and fuel data for Fleet Sense.",
      },
      {
        title: "A warning in the cab",
        text: "When the Edge unit sees a risk, Cabin Alerts warns the driver within 0.3 seconds, with or without a mobile network.",
      },
      {
        title: "To the Marut platform",
        text: "Event clips, trips, fuel readings and alerts travel encrypted over 4G to the platform, which stores them in your region. Continuous video stays in the vehicle.",
      },
      {
        title: "Critical events to Life Savers",
        text: "The platform sends critical events, such as a microsleep or an impact, to the Life Savers team, who review the video and call the driver within minutes.",
      },
      {
        title: "Every event to Insights",
        text: "All events feed Marut Insights, which scores every driver, route and shift and reports to managers. Life Savers escalates to managers when a driver does not respond.",
      },
      {
        title: "Back to the driver",
        text: "Each week Insights picks the drivers to coach, and the Happy Driver Programme coaches and recognises them, so the habit behind the alert changes.",
      },
    ],
  },
  layers: {
    title: "Three layers, one login",
    intro: "Every product plugs into the same devices, the same platform and the same people.",
    items: [
      {
        title: "Devices",
        text: "The Marut Edge unit with the Cabin Vision and Road Sense cameras, the Cabin Alerts unit, and the telematics unit for vehicles that need tracking only. One installation visit, one power feed.",
      },
      {
        title: "Platform",
        text: "Events, trips, fuel and video in one place, with live maps, risk scores, reports and an API. One login for every product, with access set by role and depot.",
      },
      {
        title: "People",
        text: "The Life Savers monitoring team around the clock, coaches for the Happy Driver Programme, and a customer success manager who reviews results with you every quarter.",
      },
    ],
  },
  timeline: {
    title: "Deployment and onboarding",
    intro:
      "A typical roll-out for a fleet of a few hundred vehicles. A pilot comes first, so the decision to go further rests on your own results.",
    items: [
      {
        when: "Week 1",
        title: "Discovery and route review",
        text: "We learn your routes, shifts, vehicle types and the incidents that worry you most, and agree what success will look like, in numbers.",
      },
      {
        when: "Weeks 2–3",
        title: "Pilot installation",
        text: "10 to 25 vehicles fitted at your depot, between shifts. Cameras are calibrated with each driver; Fleet Sense is live the same day.",
      },
      {
        when: "Weeks 3–4",
        title: "Silent baseline",
        text: "For two weeks the devices record but do not warn, so we can measure how often drivers are tired, distracted or too close before anything changes.",
      },
      {
        when: "Week 5",
        title: "Driver briefings and go-live",
        text: "Briefings at every depot in the drivers' languages, then alerts, Life Savers monitoring and coaching switch on. The escalation plan is tested with a live drill.",
      },
      {
        when: "Weeks 6–12",
        title: "Fleet roll-out",
        text: "Each installation crew fits up to 15 vehicles a day with Fleet Sense, or 6 with cameras. Supervisors complete coach training as their depots go live.",
      },
      {
        when: "Day 90",
        title: "Results review",
        text: "We compare the first 90 days with the baseline, route by route, and agree the next targets with you. Reviews then continue every quarter.",
      },
    ],
  },
  security: {
    title: "Security and data protection",
    intro:
      "Video of drivers and the movements of your fleet are sensitive. We collect as little as the job needs, keep it for as short a time as possible and protect it throughout.",
    items: [
      {
        title: "Encrypted throughout",
        text: securityClaims.encryption,
        icon: "lock",
      },
      {
        title: "Stored in region",
        text: securityClaims.residency,
        icon: "server",
      },
      {
        title: "Kept only as long as needed",
        text: securityClaims.retention,
        icon: "clock",
      },
      {
        title: "Access by role, every view logged",
        text: securityClaims.access,
        icon: "key-round",
      },
      {
        title: "Privacy for drivers",
        text: securityClaims.drivers,
        icon: "shield-check",
      },
      {
        title: "Tested and accountable",
        text: securityClaims.assurance,
        icon: "badge-check",
      },
    ] satisfies { title: string; text: string; icon: SecurityIconName }[],
  },
  faqs: [
    {
      question: "Do we need all the devices to use the platform?",
      answer:
        "No. A vehicle with only the telematics unit appears on the same map and in the same reports as one with cameras. Features that need video, such as Life Savers review, apply only to vehicles that have it.",
    },
    {
      question: "Can Marut data flow into our own systems?",
      answer:
        "Yes. The same REST API and webhooks serve every product, so trips, events, scores and clips can go to your transport management, ERP, HR or business-intelligence systems.",
    },
    {
      question: "Who at Marut can see our data?",
      answer:
        "Only the people who need it to deliver the service: Life Savers analysts for critical events, and your support and customer success team. Their access is logged, and they see only the fleets they serve.",
    },
    {
      question: "What happens to our data when a contract ends?",
      answer: `We give you a full export of your trips, events and clips, then delete your data from the platform and its backups within ${retention.deletionAfterContractDays} days and confirm it in writing.`,
    },
  ],
  cta: {
    title: "Plan a pilot with us",
    text: "Tell us about your fleet and we will propose a pilot: which vehicles, which routes, which products, and the numbers we will measure together at day 90.",
  },
};

export type SolutionDetailsContent = typeof solutionDetails;
