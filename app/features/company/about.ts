import {
  BadgeCheck,
  Eye,
  Globe,
  HeartHandshake,
  LifeBuoy,
  type LucideIcon,
  MapPin,
  Network,
  Scale,
  ShieldCheck,
  Timer,
  Users,
} from "lucide-react";
import { brand } from "#app/lib/brand.ts";
import type { PageMeta } from "./page-meta.ts";

export type IconCard = { title: string; text: string; icon: LucideIcon };
export type Milestone = { year: number; title: string; text: string };

export const aboutPage = {
  meta: {
    title: "About us",
    description: `${brand.name} was founded in Bengaluru in ${brand.foundedYear} to stop road crashes before they happen. Our story, mission, values, milestones and offices.`,
  } satisfies PageMeta,

  hero: {
    eyebrow: `About ${brand.name}`,
    title: "We exist so that every driver gets home.",
    lead: "Marut builds the cameras, alerts, telematics and round-the-clock human monitoring that help commercial fleets prevent crashes, from Bengaluru to Dar es Salaam and Dubai.",
  },

  story: {
    title: "Our story",
    paragraphs: [
      `Marut began in ${brand.foundedYear} with a night bus that left the road. Arjun Raghavan was running operations for a Bengaluru logistics company when one of its drivers, eleven hours into an overnight run, fell asleep at the wheel. He survived. The tracking box in his cab recorded every second of the crash in detail, and had done nothing at all to prevent it.`,
      "Arjun took that problem to Meera Krishnamurthy, a computer-vision engineer who had spent her research years teaching cameras to recognise a tired face. Their question was simple: what if the system in the cab could see the warning signs and speak up before the crash, not after it? The first Marut prototype, a camera and a speaker on a dashboard bracket, rode with 40 school buses in Bengaluru in 2018.",
      "That pilot taught us that technology alone is not enough. An alert a driver ignores changes nothing; a phone call from a person who cares often does. So Marut pairs its in-cab devices with the Life Savers, a monitoring team who review critical events around the clock and call drivers and fleet managers while there is still time to act.",
      "Today Marut protects bus, truck, tanker and delivery fleets across India, East Africa and the Gulf, from offices in Bengaluru, Dar es Salaam and Dubai.",
    ],
  },

  mission: {
    title: "Our mission",
    statement:
      "To prevent road crashes in commercial fleets by warning drivers in the moment, coaching them over time, and putting a person on the line when a life is at risk.",
    text: "We measure ourselves by one outcome: fewer people hurt on the roads our customers drive. Features, devices and dashboards matter only as far as they serve it.",
  },

  stats: [
    { value: String(brand.foundedYear), label: "Founded in Bengaluru" },
    { value: "24/7", label: "Life Savers monitoring, every day of the year" },
    { value: "5", label: "Languages our coaching speaks", note: "Hindi, Kannada, Swahili, Arabic and English" },
  ],

  differentiators: {
    title: "What makes Marut different",
    intro: "Many systems record what happened. Marut is built to change what happens next.",
    cards: [
      {
        title: "Road and cab, seen together",
        text: "Forward-facing ADAS and the driver-facing camera share one timeline, so every event is understood in context: a tailgating habit and a child running into the road are not the same harsh brake.",
        icon: Eye,
      },
      {
        title: "People on the line",
        text: "Critical events reach the Life Savers, who call the driver while the situation is still unfolding and alert the fleet manager when a vehicle needs to stop.",
        icon: LifeBuoy,
      },
      {
        title: "Coaching, not punishment",
        text: "The Happy Driver Programme recognises good driving as loudly as it flags risk. Drivers see their own scores and clips, and coaching happens in private.",
        icon: HeartHandshake,
      },
      {
        title: "Built for our roads",
        text: "Our detection models learn from mixed traffic, two-wheelers, livestock, dust, heat and unlit highways, the conditions our customers actually drive in.",
        icon: Globe,
      },
      {
        title: "Privacy by design",
        text: "Video is analysed on the device and only short clips around safety events are uploaded. Cabin audio is off by default, and drivers are told what is recorded and why.",
        icon: ShieldCheck,
      },
      {
        title: "Open by default",
        text: "APIs, webhooks and exports put your data into your dispatch, payroll and maintenance systems. It is your data, and leaving us never means losing it.",
        icon: Network,
      },
    ] satisfies IconCard[],
  },

  values: {
    title: "Our values",
    intro:
      "Six principles guide how we build, sell and support Marut. When two of them pull in different directions, the first one wins.",
    cards: [
      {
        title: "Every driver home",
        text: "Safety outcomes come before revenue, features and deadlines. We will tell a customer when a route change or a rest stop will save more lives than another device.",
        icon: ShieldCheck,
      },
      {
        title: "Respect the person behind the wheel",
        text: "Drivers are professionals, not suspects. We coach in private, recognise in public, and give every driver access to the data recorded about them.",
        icon: Users,
      },
      {
        title: "Evidence over opinion",
        text: "We measure before and after, explain our methods, and change course when the numbers say we were wrong.",
        icon: Scale,
      },
      {
        title: "Act in the moment",
        text: "A warning two seconds late is only a report. We design for the seconds that matter, on the device and on the phone.",
        icon: Timer,
      },
      {
        title: "Local by design",
        text: "Roads in Bengaluru, Dar es Salaam and Dubai are different. Our people, languages and models are built where our customers drive.",
        icon: MapPin,
      },
      {
        title: "Say what we do, do what we say",
        text: "Plain contracts, honest numbers and no surprises on the invoice. If we cannot deliver something, we say so before we sign.",
        icon: BadgeCheck,
      },
    ] satisfies IconCard[],
  },

  milestones: {
    title: "Milestones",
    intro: "From a dashboard prototype to a platform and a team on three coasts of the Indian Ocean.",
    items: [
      {
        year: 2017,
        title: "Marut is founded",
        text: "Arjun Raghavan and Meera Krishnamurthy start the company in Bengaluru.",
      },
      {
        year: 2018,
        title: "The school-bus pilot",
        text: "A fatigue-alert prototype rides with 40 school buses in Bengaluru for six months.",
      },
      {
        year: 2019,
        title: "Cabin Vision and Fleet Sense",
        text: "The driver-facing camera and the live-tracking dashboard launch together for truck fleets.",
      },
      {
        year: 2020,
        title: "The Life Savers",
        text: "Our 24/7 monitoring centre opens in Bengaluru, so every critical event reaches a person.",
      },
      {
        year: 2021,
        title: "East Africa",
        text: "The Dar es Salaam office opens with its own installation and driver-training teams.",
      },
      {
        year: 2022,
        title: "Road Sense",
        text: "Forward collision, lane departure and headway warnings join the platform.",
      },
      {
        year: 2023,
        title: "The Gulf",
        text: "The Dubai office opens to serve fleets across the United Arab Emirates and the wider Gulf.",
      },
      {
        year: 2024,
        title: "Insights and the Happy Driver Programme",
        text: "Risk scores across drivers, routes and shifts, and coaching that rewards safe driving.",
      },
      {
        year: 2025,
        title: "Developer APIs",
        text: "REST APIs and signed webhooks let customers bring Marut data into their own systems.",
      },
      {
        year: 2026,
        title: "The Driver App pilot",
        text: "Pilot fleets in Bengaluru and Dar es Salaam test the app that puts scores and coaching in drivers' hands.",
      },
    ] satisfies Milestone[],
  },

  figures: {
    title: "Marut in figures",
    intro: "Each figure with where it comes from and when it was measured.",
    keys: ["vehicles-protected", "collision-reduction", "event-to-call"],
  },

  leadership: {
    title: "Who leads Marut",
    intro: "The founders, regional directors and heads of monitoring, research, training and privacy.",
    link: "Meet the leadership team",
  },

  offices: {
    title: "Where we work",
    intro:
      "Each office sells, installs, trains and supports in its own region, so help is in your time zone and your language.",
  },

  callToAction: {
    title: "Let's make your roads safer",
    text: "Tell us about your fleet and we will show you what Marut would have caught on your routes last month.",
  },
};
