import type { SolutionSlug } from "#app/domain/solutions.ts";
import type { ContactTopic } from "#app/lib/contact-modal.tsx";
import type { CustomerId } from "#app/lib/customers.ts";
import { retention } from "#app/lib/security-claims.ts";

/**
 * The product pages under /solutions/<slug>, one entry per product. The route
 * (routes/solution-product.tsx) loads the entry for its path and one template renders
 * it, so all seven pages share the same structure: the problem, how it works,
 * features, measured outcomes, hardware and integration, related products,
 * FAQs and a call to action. Only the loader reads this module: the pages are
 * rendered on the server (and kept in the render cache), and a browser
 * receives the copy of the one page it shows.
 *
 * Outcome figures are results customers measured in their own deployments or
 * pilots; each one names the fleet, the scale and the period in its note.
 */

/** Feature icons by name; the page template maps each name to its lucide-react icon. */
export type FeatureIconName =
  | "award"
  | "bell-ring"
  | "bus"
  | "camera-off"
  | "chart-column"
  | "clipboard-list"
  | "clock"
  | "eye"
  | "file-text"
  | "fuel"
  | "gauge"
  | "gift"
  | "graduation-cap"
  | "heart-handshake"
  | "languages"
  | "lightbulb"
  | "lock"
  | "map"
  | "map-pin"
  | "moon"
  | "move-horizontal"
  | "person-standing"
  | "route"
  | "scan-eye"
  | "shield-check"
  | "siren"
  | "smartphone"
  | "timer"
  | "triangle-alert"
  | "user-check"
  | "users"
  | "video"
  | "volume-2"
  | "waves"
  | "webhook"
  | "wrench";

export type SolutionFeature = { title: string; text: string; icon: FeatureIconName };
/**
 * A measured result. One credited to a customer with a story names the story in `story` (the page links to it),
 * and says what the story says: the same figure, fleet and region (app/routes/solution-product.test.ts).
 */
export type SolutionStat = { value: string; label: string; note: string; story?: CustomerId };
export type SolutionFaq = { question: string; answer: string };

/**
 * A product screen drawn as an SVG file under public/ (see
 * scripts/generate-product-visuals.ts): its address, intrinsic size, the alt
 * text that describes what the screen shows, and a one-line caption.
 */
export type ProductVisual = {
  src: string;
  width: number;
  height: number;
  /** The same screen composed for phones (below 40rem), so its text stays readable: drawn 340 wide. */
  phone: { src: string; width: number; height: number };
  alt: string;
  caption: string;
};

export type SolutionPage = {
  slug: SolutionSlug;
  /** The page title before " | Marut". */
  title: string;
  /** The meta description: what the product does, in one sentence. */
  description: string;
  hero: {
    /** Where the product works and what the industry calls it. */
    eyebrow: string;
    /** The promise, in one line. */
    headline: string;
    /** The problem the product solves. */
    problem: string;
  };
  howItWorks: { title: string; intro: string; steps: { title: string; text: string }[] };
  features: { title: string; items: SolutionFeature[] };
  /**
   * Measured results: `figures` names headline figures of the directory
   * (/admin/directory) by key, shown first with their source and date; `stats`
   * are this product's own. The loader resolves the figures, and any
   * `{{figure-value:key}}` written in the copy (app/features/content/references.ts).
   */
  outcomes: { title: string; intro: string; figures?: string[]; stats: SolutionStat[] };
  /** Hardware, installation and integration notes, or how a service runs. */
  setup?: {
    title: string;
    intro: string;
    items: { title: string; text: string }[];
    link?: { href: string; label: string };
  };
  /** The product at work, drawn by `npm run assets:product`; shown beside the hero. */
  visual: ProductVisual;
  related: SolutionSlug[];
  faqs: SolutionFaq[];
  /** `topic`: the feature the button ticks in the "Let's talk" wizard, for products that are one of its features. */
  cta: { title: string; text: string; button: string; topic?: ContactTopic };
};

export const solutionPages: SolutionPage[] = [
  {
    slug: "cabin-vision",
    title: "Cabin Vision: driver fatigue, distraction and phone-use detection",
    description:
      "Cabin Vision is a driver-facing AI camera for Driver Status Monitoring: it detects microsleeps, distraction, phone use and missing seatbelts, day and night.",
    hero: {
      eyebrow: "In the cab · Driver Status Monitoring",
      headline: "Catch the microsleep before it becomes a crash.",
      problem:
        "Fatigue and distraction sit behind many of the worst truck and bus crashes, and neither shows up in a speed report. A driver who nods off for two seconds at 70 km/h covers almost 40 metres with nobody steering. Cabin Vision watches for the signs, eyes closing, head dropping, a phone in hand, and warns the driver while there is still time to react.",
    },
    visual: {
      src: "/product/cabin-vision.svg",
      phone: { src: "/product/cabin-vision-phone.svg", width: 340, height: 466 },
      width: 640,
      height: 480,
      alt: "The Cabin Vision event screen: the driver-facing infrared camera in truck TRK-118 at 02:14:06, 68 km/h on NH48 near Vadodara, with a red detection box around the driver's face labelled “Eyes closed 1.6 s”, and below it the 10-second event timeline: head drops, eyes close, Cabin Alerts sounds, eyes back on the road.",
      caption: "A fatigue event as Cabin Vision records it: what the camera saw and the 10 seconds around it.",
    },
    howItWorks: {
      title: "How Cabin Vision works",
      intro:
        "Everything that decides whether to warn the driver happens inside the vehicle, in a fraction of a second.",
      steps: [
        {
          title: "A camera on the driver",
          text: "A small infrared camera on the dashboard or the A-pillar is aimed at the driver's face and hands. It sees in daylight, in the dark and through most sunglasses.",
        },
        {
          title: "AI in the vehicle",
          text: "The Marut Edge unit reads eyelids, head position, gaze and hands 15 times a second. Nothing is streamed: video stays in the vehicle unless something happens.",
        },
        {
          title: "The driver is warned",
          text: "Eyes closed for more than 1.5 seconds at speed, or eyes off the road for more than three, sets off Cabin Alerts at once.",
        },
        {
          title: "People see what matters",
          text: "A 10-second clip of each event uploads to the platform. Critical ones go straight to Marut Life Savers; the rest feed risk scores and coaching.",
        },
      ],
    },
    features: {
      title: "What Cabin Vision detects",
      items: [
        {
          title: "Fatigue and microsleep",
          text: "Eye closure, slow blinking, yawning and head nodding, combined into a drowsiness level, so the warning comes before the driver falls asleep, not after.",
          icon: "moon",
        },
        {
          title: "Distraction",
          text: "Eyes off the road for more than three seconds above 20 km/h: looking down at the lap, at a screen, or round at passengers.",
          icon: "eye",
        },
        {
          title: "Phone use",
          text: "A phone held to the ear or in the hand while the vehicle moves, told apart from a call on the hands-free kit.",
          icon: "smartphone",
        },
        {
          title: "Seatbelt and smoking",
          text: "No seatbelt across the chest once the vehicle moves, and smoking in the cab, which many fleets and bus regulators forbid.",
          icon: "shield-check",
        },
        {
          title: "Camera tampering",
          text: "Covering, turning or unplugging the camera raises an alert in the dashboard within seconds, with the time and place.",
          icon: "camera-off",
        },
        {
          title: "Privacy by design",
          text: "No face recognition, and no audio unless the fleet and its drivers agree. Continuous video never leaves the vehicle, only event clips do, and the camera sleeps when the ignition is off.",
          icon: "lock",
        },
      ],
    },
    outcomes: {
      title: "Results from fleets using Cabin Vision",
      intro:
        "Measured by customers over their first months with Cabin Vision and Cabin Alerts, against a two-week baseline in which the devices recorded but did not warn.",
      stats: [
        {
          value: "71%",
          label: "fewer phone-use events per 1,000 km",
          note: "Deccan Roadlines, 1,200 trucks, India, in the first year against the silent baseline.",
          story: "deccan-roadlines",
        },
        {
          value: "52%",
          label: "fewer fatigue events per 10,000 km",
          note: "Deccan Roadlines, 1,200 trucks, India, within six months of going live.",
          story: "deccan-roadlines",
        },
        {
          value: "96%",
          label: "of fatigue events confirmed as real by a human reviewer",
          note: "Marut Life Savers review of 48,000 fatigue events across all customers in 2025.",
        },
      ],
    },
    setup: {
      title: "Hardware and installation",
      intro: "Cabin Vision shares its in-vehicle computer with Road Sense, so most fleets fit both in one visit.",
      items: [
        {
          title: "Driver-facing camera",
          text: "Infrared illumination at 940 nm, invisible to the driver, with a wide field of view that covers face, hands and seatbelt.",
        },
        {
          title: "Marut Edge unit",
          text: "The in-vehicle AI computer: 4G, GPS, an accelerometer and 256 GB of storage holding about 72 hours of rolling video from up to four cameras.",
        },
        {
          title: "Fitting and calibration",
          text: "About 90 minutes per vehicle together with Road Sense, including a five-minute calibration with the driver in their seat. Our crews work at your depot, between shifts.",
        },
        {
          title: "Alongside what you have",
          text: "Existing trackers and dashcams can stay. The Edge unit needs one power feed and the ignition signal, on 12 V or 24 V vehicles of any make or age.",
        },
      ],
    },
    related: ["cabin-alerts", "marut-life-savers", "happy-driver-programme"],
    faqs: [
      {
        question: "Does Cabin Vision record drivers all the time?",
        answer:
          "The camera keeps a rolling recording on the Edge unit in the vehicle, overwritten after about 72 hours. Only 10-second clips around events are uploaded, and only people you authorise can view them. When the ignition is off, the camera is off.",
      },
      {
        question: "Does it work at night and when drivers wear sunglasses?",
        answer:
          "Yes. The camera lights the driver's face with infrared, which it sees through most sunglasses. A few mirrored lenses block infrared; in that case Cabin Vision falls back to head position and posture, and the dashboard shows that eye tracking was limited on that trip.",
      },
      {
        question: "Does Cabin Vision use face recognition?",
        answer:
          "No. It analyses where the eyes, head and hands are, not who the person is, and it keeps no faceprints. Drivers are identified by the RFID card they tap at the start of a shift.",
      },
      {
        question: "How accurate is it with different drivers and cabs?",
        answer:
          "Every model is tested on footage from Indian, East African and Gulf cabs, across skin tones, beards, turbans, hijabs and caps, and from bright noon to unlit highways. In 2025 our Life Savers analysts confirmed 96% of the fatigue events they reviewed as real.",
      },
      {
        question: "How do drivers react to a camera facing them?",
        answer:
          "Some are wary at first. Before any alert goes live we brief every driver in their own language, show them exactly what the camera sees and explain what it is for: keeping them awake and alive, not watching their every move. In most fleets the questions stop within a few weeks.",
      },
    ],
    cta: {
      title: "Start with ten vehicles on your riskiest route",
      text: "A pilot shows you how often your drivers are tired or distracted, and how much that changes once the alerts go live. Tell us about your fleet and we will plan it with you.",
      button: "Talk to us about Cabin Vision",
      topic: "dsm",
    },
  },
  {
    slug: "cabin-alerts",
    title: "Cabin Alerts: in-cab audible and visual driver warnings",
    description:
      "Cabin Alerts warns drivers the moment risk appears, with a distinct sound, a light, a spoken message in their language and an optional seat vibration.",
    hero: {
      eyebrow: "In the cab · Driver warnings",
      headline: "A warning the driver hears in time to act.",
      problem:
        "Detecting a drowsy driver or a closing gap only helps if the driver notices in the second that matters. Generic beeps get drowned out by a diesel engine, muted with tape, or fire so often that drivers stop listening. Cabin Alerts gives each risk its own sound, light and words, loud enough for a truck cab and rare enough to be believed.",
    },
    visual: {
      src: "/product/cabin-alerts.svg",
      phone: { src: "/product/cabin-alerts-phone.svg", width: 340, height: 510 },
      width: 640,
      height: 480,
      alt: "The Cabin Alerts unit on a truck dashboard, its LED bar lit red and a fatigue warning on its display, saying “Stay awake. Take a break.”, beside the escalation it goes through: tone, light and spoken warning in 0.3 s, louder with a vibrating seat after 4 s, a microsleep sent to Marut Life Savers, and the alert logged with the driver's response time and a clip.",
      caption: "One alert unit, one warning per risk, and what happens if the driver does not respond.",
    },
    howItWorks: {
      title: "How Cabin Alerts works",
      intro: "From the moment a risk is detected to the moment a manager can see what happened.",
      steps: [
        {
          title: "A risk is detected",
          text: "Cabin Vision, Road Sense or Fleet Sense spots a risk: eyes closing, a phone in hand, a gap closing fast, speed above the limit for the road.",
        },
        {
          title: "The cab is warned at once",
          text: "Within 300 milliseconds the alert unit plays the tone for that risk and a short spoken message such as \u201cKeep your distance\u201d, and lights its LED bar at the edge of the driver's view.",
        },
        {
          title: "It escalates if nothing changes",
          text: "If the risk continues, the alert repeats louder and the seat pad, where fitted, vibrates. A second fatigue alert within 30 minutes goes to Marut Life Savers.",
        },
        {
          title: "Every alert is logged",
          text: "Each alert is recorded with whether the driver responded and a short video clip, so managers and coaches see what happened, not just that something beeped.",
        },
      ],
    },
    features: {
      title: "What makes drivers listen",
      items: [
        {
          title: "One sound per risk",
          text: "Fatigue, distraction, collision, lane and speed warnings each have their own tone, so drivers know what the warning means before the words finish.",
          icon: "volume-2",
        },
        {
          title: "Spoken in the driver's language",
          text: "Messages in English, Hindi, Kannada, Tamil, Marathi, Swahili and Arabic, chosen per driver from the RFID card they tap at the start of a shift.",
          icon: "languages",
        },
        {
          title: "Loud enough for the cab",
          text: "The unit measures the noise level in the cab, never recording sound, and raises the volume up to 95 dB in a loud truck, then lowers it in a quiet bus.",
          icon: "waves",
        },
        {
          title: "Light and vibration",
          text: "An LED bar flashes amber or red. An optional seat pad vibrates on the side of a lane departure, for noisy cabs and for drivers with hearing loss.",
          icon: "lightbulb",
        },
        {
          title: "Fewer, better alerts",
          text: "Speed-aware thresholds and cool-down periods stop repeat alerts in stop-and-go traffic, so drivers trust the ones they do hear.",
          icon: "bell-ring",
        },
        {
          title: "Calm for passengers",
          text: "On buses the speaker faces the driver and the light stays out of the passengers' view, so a warning does not alarm the people on board.",
          icon: "bus",
        },
      ],
    },
    outcomes: {
      title: "Results from fleets using Cabin Alerts",
      intro: "Measured by customers on the same routes before and after the alerts were switched on.",
      stats: [
        {
          value: "63%",
          label: "fewer overspeed events per 1,000 km",
          note: "Spoken warnings in Kiswahili above the company's own 80 km/h ceiling. Pwani Express, 180 buses, Tanzania, six months against the silent baseline.",
          story: "pwani-express",
        },
        {
          value: "46%",
          label: "fewer repeat fatigue alerts on the same trip",
          note: "Long-haul fleet, 540 trucks, India, 60 days after escalation and Life Savers calls were added.",
        },
        {
          value: "74%",
          label: "of drivers say the alerts helped them",
          note: "Anonymous survey of 1,150 drivers in nine customer fleets, after six months.",
        },
      ],
    },
    setup: {
      title: "Hardware",
      intro: "Cabin Alerts is one small unit on the dashboard, fitted in about 20 minutes alongside the other devices.",
      items: [
        {
          title: "Alert unit",
          text: "A speaker of up to 95 dB, an amber and red LED bar and a cab-noise sensor. It measures loudness only; no sound is recorded.",
        },
        {
          title: "Seat vibration pad",
          text: "Optional. It fits under the seat cover, with left and right motors for directional lane warnings.",
        },
        {
          title: "One cable",
          text: "Powered and driven by the Marut Edge unit, or by the telematics unit in vehicles with Fleet Sense only.",
        },
        {
          title: "Your rules",
          text: "Each warning can be switched on or off and tuned per fleet, vehicle type or shift, from the dashboard, without touching the vehicle.",
        },
      ],
    },
    related: ["cabin-vision", "road-sense", "marut-life-savers"],
    faqs: [
      {
        question: "Will the alerts distract or annoy drivers?",
        answer:
          "An alert that fires too often is worse than none, so thresholds depend on speed, alerts have cool-down periods and we tune them in the first weeks with your drivers' feedback. Most drivers hear only a handful of alerts a day.",
      },
      {
        question: "Can drivers turn the alerts off?",
        answer:
          "No. Drivers can lower the volume to a floor your fleet sets, but not mute it. Unplugging the unit or covering the light is recorded as tampering and shows in the dashboard.",
      },
      {
        question: "Which languages are available?",
        answer:
          "English, Hindi, Kannada, Tamil, Marathi, Swahili and Arabic today. Messages are recorded by native speakers; a new language takes about four weeks to add.",
      },
      {
        question: "Do alerts need a mobile connection?",
        answer:
          "No. Detection and warning both happen in the vehicle. The connection is needed only to upload the alert log and clips, which wait on the device until coverage returns.",
      },
      {
        question: "Can we use Cabin Alerts without cameras?",
        answer:
          "Yes. With Fleet Sense alone it warns about speeding, harsh acceleration, braking and cornering, and continuous driving time, for example after four hours at the wheel without a 30-minute break.",
      },
    ],
    cta: {
      title: "Hear the alerts for yourself",
      text: "We can bring an alert unit to your depot so drivers and managers can hear and feel every warning before a single vehicle is fitted.",
      button: "Book an in-cab demo",
      topic: "dsm",
    },
  },
  {
    slug: "road-sense",
    title: "Road Sense: forward collision, lane departure and headway warnings",
    description:
      "Road Sense is a forward-facing ADAS camera that warns drivers of closing gaps, tailgating, lane drift and pedestrians ahead, and keeps the evidence.",
    hero: {
      eyebrow: "On the road · ADAS",
      headline: "See the hazard ahead a few seconds sooner.",
      problem:
        "Rear-end crashes, vehicles drifting off the road and pedestrians struck at dusk cause much of the damage on highways and city streets. Most trucks and buses on Indian, East African and Gulf roads have no factory driver assistance at all. Road Sense adds a windscreen camera that reads the road, warns the driver in time to brake, and keeps the evidence when someone else is at fault.",
    },
    visual: {
      src: "/product/road-sense.svg",
      phone: { src: "/product/road-sense-phone.svg", width: 340, height: 480 },
      width: 640,
      height: 480,
      alt: "The Road Sense road-facing camera view from truck TRK-118: a lorry 14 m ahead in the same lane, boxed in red, under a “Forward collision warning” banner, with the readout time to collision 2.1 s, headway 0.8 s, speed 64 km/h and closing speed 24 km/h.",
      caption: "A forward-collision warning: the gap, the closing speed and the seconds left to brake.",
    },
    howItWorks: {
      title: "How Road Sense works",
      intro:
        "The camera and the Edge unit measure the road ahead continuously; the driver hears from them only when it counts.",
      steps: [
        {
          title: "A camera on the windscreen",
          text: "Mounted behind the mirror, the Road Sense camera sees lane markings, vehicles, two-wheelers and people up to 120 metres ahead.",
        },
        {
          title: "The road is measured",
          text: "The Edge unit works out the distance, closing speed and time to collision for what is ahead, and where the vehicle sits in its lane, 30 times a second.",
        },
        {
          title: "The driver is warned",
          text: "Cabin Alerts sounds when a collision is less than 2.7 seconds away, when the gap falls under one second, or when the vehicle drifts over a line without an indicator.",
        },
        {
          title: "The evidence is kept",
          text: "Harsh braking or an impact saves a clip from the road and cab cameras, with speed and location, so claims and disputes rest on facts.",
        },
      ],
    },
    features: {
      title: "What Road Sense warns about",
      items: [
        {
          title: "Forward collision warning",
          text: "A warning when the vehicle ahead is closing fast enough for a crash within 2.7 seconds, from 30 km/h upward, with time left to brake.",
          icon: "triangle-alert",
        },
        {
          title: "Headway monitoring",
          text: "A warning when the gap to the vehicle ahead is under one second: tailgating, the habit behind most rear-end crashes.",
          icon: "timer",
        },
        {
          title: "Lane departure warning",
          text: "Above 55 km/h, a warning when the vehicle crosses a marking without an indicator, trained on faded and broken markings as well as fresh paint.",
          icon: "move-horizontal",
        },
        {
          title: "Pedestrian and cyclist warning",
          text: "Below 50 km/h in towns, a warning for people, cyclists and motorcycles in the vehicle's path, including at dusk and around bus stops.",
          icon: "person-standing",
        },
        {
          title: "Speed against posted limits",
          text: "Speed-limit signs are read and compared with the vehicle's speed and with your own limits for each type of road.",
          icon: "gauge",
        },
        {
          title: "Collision evidence",
          text: "Full-HD video with speed, braking and location for every harsh event and impact, marked so anyone can check it has not been altered.",
          icon: "video",
        },
      ],
    },
    outcomes: {
      title: "Results from fleets using Road Sense",
      intro: "Measured by customers against their own records from before installation.",
      stats: [
        {
          value: "39%",
          label: "fewer forward-collision warnings per 1,000 km",
          note: "Drivers kept longer gaps on highways. Deccan Roadlines, 1,200 trucks, India, first year against 2024.",
          story: "deccan-roadlines",
        },
        {
          value: "44%",
          label: "fewer serious collisions",
          note: "Deccan Roadlines, 1,200 trucks, India: 10 in the first year against 18 in 2024.",
          story: "deccan-roadlines",
        },
        {
          value: "57%",
          label: "less time driven under a one-second gap",
          note: "Oil and gas contractor, 140 tankers, United Arab Emirates, after 60 days.",
        },
        {
          value: "61%",
          label: "of disputed third-party claims settled in the fleet's favour",
          note: "With Road Sense video as evidence. Coach operator, 75 coaches, Kenya, 2025.",
        },
      ],
    },
    setup: {
      title: "Hardware and calibration",
      intro:
        "Road Sense works on any truck, bus, van or car, whatever its age, and needs nothing from the vehicle's own electronics.",
      items: [
        {
          title: "Forward camera",
          text: "Full HD at 30 frames a second, with a wide dynamic range for low sun, tunnels and oncoming headlights.",
        },
        {
          title: "Calibration",
          text: "Set at installation from the vehicle's width and the camera's height and position, then checked on every trip; a knocked camera is flagged in the dashboard.",
        },
        {
          title: "Thresholds per vehicle",
          text: "Warnings allow for each vehicle's stopping distance, so a loaded tanker is warned earlier than a van.",
        },
        {
          title: "Shared Edge unit",
          text: "Road Sense and Cabin Vision run on the same Marut Edge unit; fitting both takes about 90 minutes per vehicle.",
        },
      ],
    },
    related: ["cabin-alerts", "cabin-vision", "fleet-sense"],
    faqs: [
      {
        question: "Does Road Sense brake or steer the vehicle?",
        answer:
          "No. Road Sense warns the driver; it never takes control. That is why it can be fitted to any vehicle of any age, without changes to brakes or steering.",
      },
      {
        question: "Does lane departure warning work on roads without markings?",
        answer:
          "It needs markings it can see, even faded ones. On unmarked roads, lane warnings pause by themselves, while collision, headway and pedestrian warnings carry on.",
      },
      {
        question: "What about rain, dust and night driving?",
        answer:
          "The camera handles darkness, glare and low sun well. In a downpour or a dust storm it sees less, just as the driver does; when that happens, Road Sense tells the driver its warnings are limited rather than falling silent.",
      },
      {
        question: "Will it warn constantly in city traffic?",
        answer:
          "No. Collision and headway thresholds scale with speed, lane warnings are off below 55 km/h, and pedestrian warnings only fire for people actually in the vehicle's path.",
      },
      {
        question: "Can the video be used in insurance claims and police reports?",
        answer:
          "Yes. Every clip carries the time, GPS position and speed, and a fingerprint recorded when it was saved, so you can show it has not been edited. Customers use it with insurers, courts and the police.",
      },
    ],
    cta: {
      title: "Test Road Sense on your toughest route",
      text: "Pick the stretch where your fleet has the most near misses. We will fit a pilot group and show you, week by week, what the camera sees and what changes.",
      button: "Talk to us about Road Sense",
      topic: "adas",
    },
  },
  {
    slug: "fleet-sense",
    title: "Fleet Sense: live vehicle tracking, trips, fuel and utilisation",
    description:
      "Fleet Sense shows where every vehicle is, what each trip cost in fuel and time and which vehicles sit idle, with alerts for fuel theft, idling and route deviation.",
    hero: {
      eyebrow: "On the road · Fleet telematics",
      headline: "Know where every vehicle is, and what every kilometre costs.",
      problem:
        "Many fleets still piece the day together from phone calls, logbooks and fuel receipts. Engines idle for hours, diesel disappears between fills, and nobody can say which trucks earn their keep. Fleet Sense puts live positions, trips, fuel and utilisation for the whole fleet in one dashboard, so decisions rest on data instead of guesswork.",
    },
    visual: {
      src: "/product/fleet-sense.svg",
      phone: { src: "/product/fleet-sense-phone.svg", width: 340, height: 540 },
      width: 640,
      height: 480,
      alt: "The Fleet Sense live map of India, East Africa and the Gulf, with vehicles moving on corridors from Mumbai to Ahmedabad, Delhi to Jaipur, Mombasa to Nairobi, Dar es Salaam to Dodoma and Dubai to Muscat, 186 moving, 22 parked and 6 alerts, a fatigue alert on TRK-118 near Vadodara, a fuel chart showing 38 litres lost while a bus was parked, and the last 24 hours' trips.",
      caption: "The live map, trips and fuel curves of a fleet running in India, East Africa and the Gulf.",
    },
    howItWorks: {
      title: "How Fleet Sense works",
      intro: "From a unit behind the dashboard to alerts on your phone.",
      steps: [
        {
          title: "Fit the telematics unit",
          text: "A Marut technician fits the unit behind the dashboard in about 40 minutes, wired to the ignition and, where there is one, the vehicle's data bus. A fuel probe goes into the tank for litre-level fuel data.",
        },
        {
          title: "Every trip is recorded",
          text: "The unit logs position every 10 seconds on the move, and every second around harsh events, with speed, engine hours, idling and fuel level. Out of coverage, it stores up to 30 days and uploads when the signal returns.",
        },
        {
          title: "See it live",
          text: "The dashboard and the manager app show every vehicle on the map, trip replays, visits to sites and fuel curves, updated within seconds.",
        },
        {
          title: "Act on exceptions",
          text: "Rules you set send alerts by app, SMS or email: fuel falling while parked, a vehicle leaving its route, an engine idling for more than 10 minutes, a service due.",
        },
      ],
    },
    features: {
      title: "What Fleet Sense gives you",
      items: [
        {
          title: "Live map and trip replay",
          text: "Follow any vehicle in real time, replay any trip from the last three years with speeds and stops, and share a live link with a customer for one delivery.",
          icon: "map-pin",
        },
        {
          title: "Fuel monitoring",
          text: "Tank probes measure fuel to within 1% of tank volume, so refills, consumption per 100 km and suspicious drops show up litre by litre, with the time and place.",
          icon: "fuel",
        },
        {
          title: "Utilisation and idling",
          text: "Engine hours, kilometres and idle time per vehicle, depot and shift, to find the vehicles you could move elsewhere, or sell.",
          icon: "gauge",
        },
        {
          title: "Geofences and route compliance",
          text: "Draw depots, customer sites and no-go zones, and get an alert when a vehicle leaves its planned corridor or stops where it should not.",
          icon: "route",
        },
        {
          title: "Driver identification",
          text: "Drivers tap an RFID card at the start of a shift, so every trip, event and litre is tied to the person driving, not just the vehicle.",
          icon: "user-check",
        },
        {
          title: "Maintenance reminders",
          text: "Service schedules by kilometres, engine hours or date, with odometer readings taken from the vehicle instead of typed in.",
          icon: "wrench",
        },
      ],
    },
    outcomes: {
      title: "Results from fleets using Fleet Sense",
      intro: "Measured by customers, each against their own figures from before installation.",
      stats: [
        {
          value: "11%",
          label: "less fuel per 100 km",
          note: "Smoother driving and 58% less idling at terminals. Pwani Express, 180 buses, Tanzania, six months against the silent baseline.",
          story: "pwani-express",
        },
        {
          value: "83%",
          label: "fewer unexplained fuel losses",
          note: "Tanker and tipper fleet, 310 vehicles, Tanzania, first year.",
        },
        {
          value: "34%",
          label: "less engine idling",
          note: "School transport operator, 420 buses, Bengaluru, after 90 days.",
        },
        {
          value: "9%",
          label: "more loaded kilometres per truck",
          note: "Construction materials fleet, 260 trucks, Dubai, after moving under-used vehicles between sites.",
        },
      ],
    },
    setup: {
      title: "Hardware and integration",
      intro:
        "Fleet Sense runs on the Marut telematics unit, or on the Marut Edge unit in vehicles that also have Cabin Vision or Road Sense.",
      items: [
        {
          title: "Telematics unit",
          text: "4G with 2G fallback, GPS and Galileo positioning, an accelerometer and a four-hour backup battery, for 12 V and 24 V vehicles.",
        },
        {
          title: "Vehicle data",
          text: "Odometer, engine hours and fuel used from the vehicle's data bus (J1939 on heavy vehicles, OBD-II on light ones), where the vehicle provides them.",
        },
        {
          title: "Sensors",
          text: "Up to two fuel probes, door and power take-off inputs, and temperature probes for cold-chain loads.",
        },
        {
          title: "Regulatory tracking",
          text: "The unit is certified to AIS-140 for public-service vehicles in India, with its emergency button, and can forward positions to LATRA's vehicle tracking system for buses in Tanzania.",
        },
        {
          title: "Your own systems",
          text: "A REST API and webhooks send trips, positions, fuel and alerts to your transport management, ERP or payroll system.",
        },
      ],
      link: { href: "/developer-apis", label: "Read about Marut's developer APIs" },
    },
    related: ["road-sense", "marut-insights", "cabin-alerts"],
    faqs: [
      {
        question: "How long does installation take, and is the vehicle off the road?",
        answer:
          "About 40 minutes for the telematics unit, plus about an hour for each fuel probe. Our crews work at your depot, at night or between shifts, and fit 12 to 15 vehicles a day each.",
      },
      {
        question: "What happens where there is no mobile coverage?",
        answer:
          "The unit keeps recording and stores up to 30 days of data. When the signal returns it uploads everything in order, so trip histories have no gaps, only a delay.",
      },
      {
        question: "How accurate is the fuel monitoring?",
        answer:
          "With a calibrated tank probe, within 1% of tank volume, enough to see a 10-litre drain from a 400-litre tank. Without a probe, Fleet Sense reads fuel used from the vehicle's data bus, which shows consumption trends but cannot catch fuel taken from the tank.",
      },
      {
        question: "Does Fleet Sense work for cars and vans as well as trucks and buses?",
        answer:
          "Yes. The unit works on 12 V and 24 V vehicles; light vehicles can use a plug-in version on the diagnostic port, fitted in minutes.",
      },
      {
        question: "Who owns the data?",
        answer:
          "You do. Export it at any time as CSV or through the API. When a contract ends, we hand over a full export and delete the data within 30 days.",
      },
    ],
    cta: {
      title: "See your own fleet on the map",
      text: "Tell us how many vehicles you run and where. We will show you Fleet Sense on data from a fleet like yours and propose a pilot of 10 to 25 vehicles.",
      button: "Talk to us about Fleet Sense",
      topic: "real-time-tracking",
    },
  },
  {
    slug: "marut-insights",
    title: "Marut Insights: driver risk scores, safety analytics and reports",
    description:
      "Marut Insights turns alerts, trips and video into risk scores for every driver, route and shift, with weekly reports that show where to act first.",
    hero: {
      eyebrow: "In the office · Safety analytics",
      headline: "Know which drivers, routes and hours carry the most risk.",
      problem:
        "A fleet with cameras and trackers produces thousands of events a week. Without a way to rank them, safety managers drown in alerts, chase the loudest incident and miss the slow rise in risk on one route or one night shift. Marut Insights weighs every event by severity and exposure and tells you each week where to act first.",
    },
    visual: {
      src: "/product/marut-insights.svg",
      phone: { src: "/product/marut-insights-phone.svg", width: 340, height: 516 },
      width: 640,
      height: 480,
      alt: "The Marut Insights risk dashboard for 214 vehicles: fleet risk score 38, down 21% in 12 weeks, critical events per 1,000 km 0.42, 46 drivers coached, a risk score trend falling from 48 to 38 towards a target of 35, events by type led by tailgating and speeding, and a driver ranking with the five drivers to coach first.",
      caption: "Fleet risk over 12 weeks, what the events are, and which drivers to coach first.",
    },
    howItWorks: {
      title: "How Marut Insights works",
      intro: "From raw events to a short list of things to do this week.",
      steps: [
        {
          title: "Data from every vehicle",
          text: "Trips, alerts and reviewed video from Fleet Sense, Cabin Vision and Road Sense arrive as they happen.",
        },
        {
          title: "Every event is weighed",
          text: "Events count by severity and by exposure: kilometres, hours at the wheel, time of day. A phone call at 80 km/h at 3 a.m. weighs more than one in a queue.",
        },
        {
          title: "Scores and trends",
          text: "Every driver, vehicle, route, depot and shift gets a risk score from 0 to 100, updated daily, with the events that moved it most.",
        },
        {
          title: "Reports for each role",
          text: "Supervisors get a Monday list of drivers to coach, managers a monthly trend, and the board a one-page safety summary.",
        },
      ],
    },
    features: {
      title: "What Marut Insights shows you",
      items: [
        {
          title: "Driver risk scores",
          text: "A 0–100 score for every driver, comparable across routes and vehicle types because it is weighted by exposure, with the trend and the events behind it.",
          icon: "gauge",
        },
        {
          title: "Route and time heatmaps",
          text: "Where and when events cluster: a ghat section, a stretch of highway into Dar es Salaam, the last two hours of a night shift.",
          icon: "map",
        },
        {
          title: "Coaching lists",
          text: "Each week, the drivers whose risk rose most, with the clips to talk through, handed straight to the Happy Driver Programme.",
          icon: "clipboard-list",
        },
        {
          title: "Benchmarks",
          text: "Compare depots, contractors and vehicle types with each other, and anonymously with fleets of the same kind in your region.",
          icon: "chart-column",
        },
        {
          title: "Scheduled reports",
          text: "Weekly, monthly and board reports as PDF and spreadsheet, emailed on your schedule, with fuel and CO₂ figures for ESG reporting.",
          icon: "file-text",
        },
        {
          title: "Open data",
          text: "Every score and event is available through the API, for your own business-intelligence tools or to share with your insurer.",
          icon: "webhook",
        },
      ],
    },
    outcomes: {
      title: "Results from fleets using Marut Insights",
      intro: "What customers measured after their first year with Insights.",
      stats: [
        {
          value: "27%",
          label: "lower accident costs",
          note: "Claims and repairs, cement and aggregates fleet, 380 trucks, India, first 12 months.",
        },
        {
          value: "6 hours",
          label: "saved per safety manager each week",
          note: "Time spent on reporting. Survey of 40 safety managers at 14 customers, 2025.",
        },
        {
          value: "18%",
          label: "lower insurance premium at renewal",
          note: "Staff and tour coach operator, 120 coaches, United Arab Emirates, after sharing 12 months of risk reports with its insurer.",
        },
        {
          value: "45%",
          label: "of a fleet's risk comes from its riskiest 10% of drivers",
          note: "Median across 38 customer fleets in 2025. Knowing who they are is where coaching starts.",
        },
      ],
    },
    setup: {
      title: "Access and integration",
      intro: "Insights needs no hardware of its own: it works on the data your Marut devices already send.",
      items: [
        {
          title: "Web and mobile",
          text: "Dashboards in any modern browser, and a manager app for Android and iOS for scores and critical events on the move.",
        },
        {
          title: "Access by role",
          text: "A supervisor sees their drivers, a regional manager their region, a contractor only their own vehicles. Sign-in through your company's single sign-on.",
        },
        {
          title: "API and exports",
          text: "A REST API, webhooks and scheduled exports to CSV and Excel for your business-intelligence tools.",
        },
        {
          title: "Retention",
          text: `Scores and events are kept for ${retention.recordsYears} years and video clips for ${retention.eventClipDays} days by default; both can be shortened.`,
        },
      ],
      link: { href: "/developer-apis", label: "Read about Marut's developer APIs" },
    },
    related: ["happy-driver-programme", "marut-life-savers", "fleet-sense"],
    faqs: [
      {
        question: "How is the risk score calculated?",
        answer:
          "Each event gets a weight by type and severity, confirmed events count more than unreviewed ones, and the total is divided by exposure: kilometres and hours driven, with night hours weighted higher. The result is scaled to 0–100 so that drivers on long and short routes can be compared fairly.",
      },
      {
        question: "Can we change the weighting for our operation?",
        answer:
          "Yes, within limits. A bus operator may weigh harsh braking more because of standing passengers; a tanker fleet may weigh speeding more. We agree the weights with you during onboarding and record every change.",
      },
      {
        question: "Can drivers see their own score?",
        answer:
          "Yes, through their coach in the Happy Driver Programme today, and in the Marut Driver App when it launches in 2027. Drivers see the same score their manager sees, with the events behind it.",
      },
      {
        question: "Do you share our data with other fleets?",
        answer:
          "No. Benchmarks use anonymised averages from at least ten fleets in each group, and no fleet, driver or vehicle is ever named or identifiable in them.",
      },
      {
        question: "Can our insurer see the reports?",
        answer:
          "Only if you choose to share them. Several customers send their insurer a quarterly risk report and have used it to negotiate lower premiums at renewal.",
      },
    ],
    cta: {
      title: "Find out where your risk sits",
      text: "If your vehicles already have Marut devices, we can show you Insights on your own data. If not, a pilot of 25 vehicles gives a first risk picture within six weeks.",
      button: "Talk to us about Marut Insights",
      topic: "fleet-management",
    },
  },
  {
    slug: "marut-life-savers",
    title: "Marut Life Savers: 24/7 monitoring team for critical driving events",
    description:
      "Marut Life Savers is a 24/7 team of trained analysts who review critical fatigue, distraction and collision events in seconds and call the driver or manager.",
    hero: {
      eyebrow: "In the office · 24/7 human monitoring",
      headline: "When an alert is not enough, a person picks up the phone.",
      problem:
        "An in-cab alert wakes a tired driver for a moment; it does not make them stop. At 3 a.m. nobody at the fleet is watching a dashboard, and a critical event can go unseen until the morning report, or until the crash. Marut Life Savers is a team of trained analysts who watch for critical events around the clock, confirm them on video and call the driver, and the manager if needed, while the trip is still under way.",
    },
    visual: {
      src: "/product/marut-life-savers.svg",
      phone: { src: "/product/marut-life-savers-phone.svg", width: 340, height: 462 },
      width: 640,
      height: 480,
      alt: "The Marut Life Savers console following one event: at 02:14:06 a critical fatigue event on TRK-118 near Vadodara; 41 seconds later an analyst confirms the microsleep on the clip; at 94 seconds the driver is called hands-free in Hindi and agrees to stop; 17 minutes later the truck is parked at a rest area and the event is resolved.",
      caption: "From event to phone call in 94 seconds, at two in the morning.",
    },
    howItWorks: {
      title: "How Marut Life Savers works",
      intro: "Every critical event is seen by a person within seconds, at any hour.",
      steps: [
        {
          title: "A critical event arrives",
          text: "A microsleep, repeated fatigue, a near collision, an impact or an emergency-button press reaches the Life Savers console with video, location and speed.",
        },
        {
          title: "An analyst reviews it",
          text: "A trained analyst watches the clip and confirms or dismisses the event. In 2025 the median time from event to decision was 41 seconds.",
        },
        {
          title: "The driver gets a call",
          text: "For a confirmed risk, the analyst calls the driver hands-free, in their language, and agrees where they will stop to rest. Median time from event to call: {{figure-value:event-to-call}}.",
        },
        {
          title: "Escalation when needed",
          text: "If the driver does not answer or keeps driving, the analyst follows your escalation plan to the supervisor or duty manager. After an impact, they can call emergency services with the exact location.",
        },
      ],
    },
    features: {
      title: "What the Life Savers team does for you",
      items: [
        {
          title: "Around the clock",
          text: "Staffed 24 hours a day, every day of the year, from our monitoring centre in Bengaluru, with overlapping shifts and backup power and connections.",
          icon: "clock",
        },
        {
          title: "Human review of every critical event",
          text: "A person checks every critical event on video, so false triggers such as potholes and speed bumps are dismissed before they reach your managers.",
          icon: "scan-eye",
        },
        {
          title: "Calls in the driver's language",
          text: "Analysts speak English, Hindi, Kannada, Tamil, Marathi, Swahili and Arabic, and call each driver in the language on their profile.",
          icon: "languages",
        },
        {
          title: "Your escalation plan",
          text: "You decide who is called, in what order and for which events: driver first, then supervisor, then duty manager, with quiet hours you choose.",
          icon: "clipboard-list",
        },
        {
          title: "Crash response",
          text: "After an impact, analysts check the video and call the driver. If there is no answer or someone is hurt, they call emergency services and your manager with the location.",
          icon: "siren",
        },
        {
          title: "Shift reports",
          text: "Each morning, a summary of the night: events reviewed, calls made, drivers who stopped to rest, and anything still open.",
          icon: "file-text",
        },
      ],
    },
    outcomes: {
      title: "The Life Savers team in numbers",
      intro: "Figures from the Life Savers monitoring centre for 2025, across all customers.",
      figures: ["event-to-call", "critical-events-reviewed", "fatigue-calls-rested"],
      stats: [
        {
          value: "17%",
          label: "of critical events dismissed before reaching a manager",
          note: "Potholes, speed bumps and other false triggers filtered out by review, 2025.",
        },
      ],
    },
    setup: {
      title: "What the service needs",
      intro: "Life Savers is a service, not a device, but it relies on what is in the vehicle.",
      items: [
        {
          title: "Devices with video",
          text: "Cabin Vision, Road Sense or both, on the Marut Edge unit. With Fleet Sense alone, the team handles impacts and emergency-button presses, without video.",
        },
        {
          title: "A way to reach the driver",
          text: "A phone number per vehicle or driver with a hands-free kit, or the Edge unit's own speaker and microphone for two-way calls.",
        },
        {
          title: "An escalation plan",
          text: "Agreed during onboarding: who to call, when, and what counts as critical for your operation. We test it with a live drill before go-live.",
        },
        {
          title: "Coverage",
          text: "Available to fleets in India, Tanzania, Kenya, Uganda and the Gulf states.",
        },
      ],
    },
    related: ["cabin-vision", "cabin-alerts", "happy-driver-programme"],
    faqs: [
      {
        question: "Does Life Savers replace our own control room?",
        answer:
          "It does not have to. Some customers hand over nights and weekends only; others keep their control room and let Life Savers review and filter critical events before passing them on. Both see the same events and notes.",
      },
      {
        question: "Which events go to the Life Savers team?",
        answer:
          "By default: microsleeps, a second fatigue alert within 30 minutes, phone use at speed, a collision warning followed by harsh braking, impacts, emergency-button presses and camera tampering during a trip. You can add or remove events during onboarding.",
      },
      {
        question: "Who are the analysts?",
        answer:
          "Marut employees, not an outsourced call centre. Several are former professional drivers. Each completes three weeks of training in fatigue, calm de-escalation, first-aid guidance and your operating rules, is background-checked and is re-certified every six months.",
      },
      {
        question: "What happens if the driver does not answer?",
        answer:
          "The analyst tries again once and then follows your escalation plan, usually the supervisor and then the duty manager. Everything is logged with times, so the morning report shows exactly what was done.",
      },
      {
        question: "Can drivers call the team?",
        answer:
          "Yes. The emergency button on the Edge unit or telematics unit opens a priority call to Life Savers, and drivers can call the monitoring line at any time to report a breakdown, a blocked road or a threat.",
      },
    ],
    cta: {
      title: "Give your night shift a second pair of eyes",
      text: "Tell us when and where your drivers are most at risk. We will show you what Life Savers would have seen and done on a week of your trips.",
      button: "Talk to us about Life Savers",
      topic: "dsm",
    },
  },
  {
    slug: "happy-driver-programme",
    title: "Happy Driver Programme: driver coaching, recognition and rewards",
    description:
      "The Happy Driver Programme turns safety data into ten-minute coaching sessions, recognition and rewards, so safer driving habits last after the alerts go quiet.",
    hero: {
      eyebrow: "With your people · Coaching and recognition",
      headline: "Safer driving that lasts, because drivers want it to.",
      problem:
        "Alerts change behaviour for a few weeks. Habits change when drivers understand why, get help from someone they trust and see that safe driving is noticed. Most fleets only talk to drivers after something goes wrong. The Happy Driver Programme turns that around with short, regular coaching built on each driver's own clips, and recognition for those who drive well.",
    },
    visual: {
      src: "/product/happy-driver-programme.svg",
      phone: { src: "/product/happy-driver-programme-phone.svg", width: 340, height: 480 },
      width: 640,
      height: 480,
      alt: "The Happy Driver app on a driver's phone: safety score 92 of 100, up 6 this month, a 14-day streak without critical events, and a coaching tip to keep a three-second gap, beside an award for most improved driver at the Nairobi depot, the next ten-minute coaching session and the score rising over eight weeks from 74 to 92.",
      caption: "What a driver sees: their score, their streak and one thing to work on this week.",
    },
    howItWorks: {
      title: "How the programme works",
      intro: "A weekly rhythm that takes supervisors less than an hour.",
      steps: [
        {
          title: "Choose who to coach",
          text: "Each week Marut Insights lists the drivers whose risk rose most, with the two or three clips that explain why.",
        },
        {
          title: "A ten-minute conversation",
          text: "A coach, yours or ours, sits with the driver, watches the clips together and agrees one thing to change. No lectures and no blame.",
        },
        {
          title: "Follow up",
          text: "Two weeks later the coach checks whether the habit changed, with the data to show it, and closes the session or agrees a next step.",
        },
        {
          title: "Recognise and reward",
          text: "Every month the safest and the most improved drivers are recognised at the depot, with rewards you choose and their families invited.",
        },
      ],
    },
    features: {
      title: "What the programme includes",
      items: [
        {
          title: "Coaching on the driver's own clips",
          text: "Drivers see their own moments, not a generic training video, and talk about what was happening on the road that day.",
          icon: "video",
        },
        {
          title: "Trained coaches",
          text: "We train your supervisors in a two-day course, or provide Marut coaches in India, Tanzania and the United Arab Emirates.",
          icon: "graduation-cap",
        },
        {
          title: "Recognition that counts",
          text: "Monthly awards for the safest and most improved drivers: certificates, a place on the depot board and a word from senior management.",
          icon: "award",
        },
        {
          title: "Rewards you choose",
          text: "Fuel cards, grocery vouchers, help with school fees, extra leave. The programme tracks who qualifies; you choose what matters to your drivers.",
          icon: "gift",
        },
        {
          title: "Peer mentors",
          text: "Drivers with long safe records ride with new joiners on their first routes and pass on what no classroom teaches.",
          icon: "users",
        },
        {
          title: "Family days",
          text: "Yearly events where drivers' families hear about their safety record. Fleets tell us it motivates more than any bonus.",
          icon: "heart-handshake",
        },
      ],
    },
    outcomes: {
      title: "Results from fleets running the programme",
      intro: "Measured by customers who ran the programme for at least six months.",
      stats: [
        {
          value: "68%",
          label: "of drivers in the safest score band, up from 41%",
          note: "Express parcel fleet, 650 vans, India, after six months.",
        },
        {
          value: "79%",
          label: "of coached drivers lowered their risk score within four weeks",
          note: "14,600 coaching sessions across customers in 2025.",
        },
        {
          value: "16%",
          label: "driver turnover a year, down from 27%",
          note: "Pwani Express, 180 buses, Tanzania, 2025 against 2024.",
          story: "pwani-express",
        },
      ],
    },
    setup: {
      title: "How the programme runs",
      intro: "We set the programme up with you and hand over as much of it as you want to run yourselves.",
      items: [
        {
          title: "Launch at every depot",
          text: "A kick-off in the drivers' language: what the cameras look for, what the programme offers them, and how coaching is kept apart from discipline.",
        },
        {
          title: "Coach training",
          text: "Two days for supervisors: reading clips, holding a coaching conversation, recording the outcome.",
        },
        {
          title: "A steady rhythm",
          text: "Weekly coaching lists, monthly recognition and a quarterly review of the programme with your management.",
        },
        {
          title: "Driver app",
          text: "From 2027, drivers will see their score, clips and awards in the Marut Driver App. Pilot fleets are testing it now.",
        },
      ],
      link: { href: "/coming-soon", label: "Read about the Marut Driver App" },
    },
    related: ["marut-insights", "marut-life-savers", "cabin-vision"],
    faqs: [
      {
        question: "Do we need Marut cameras to run the programme?",
        answer:
          "Cameras make coaching far more effective, because drivers can see what happened. Fleets with Fleet Sense only can start with speeding and harsh-driving data and add video later.",
      },
      {
        question: "Who does the coaching?",
        answer:
          "Usually your own supervisors, after our two-day course, because drivers trust people they know. Where supervisors are stretched, Marut coaches can run sessions at your depots or by video call.",
      },
      {
        question: "How much of a supervisor's time does it take?",
        answer:
          "About ten minutes per coached driver, plus a follow-up. A supervisor with 40 drivers typically coaches four to six a week, which is under an hour.",
      },
      {
        question: "Which rewards work best?",
        answer:
          "It depends on the fleet. Long-haul drivers often value fuel cards and time at home; bus and school transport drivers value help with school fees and public recognition. We share what has worked for fleets like yours and you decide.",
      },
      {
        question: "Will coaching be used to discipline drivers?",
        answer:
          "The rules agreed at launch keep coaching separate from discipline: a coaching session is never a warning. Serious violations still follow your own HR policy, and drivers are told that plainly from day one.",
      },
    ],
    cta: {
      title: "Make safe driving something your drivers are proud of",
      text: "Tell us about your drivers and depots, and we will design a programme with the coaching rhythm and rewards that fit them.",
      button: "Talk to us about the programme",
    },
  },
];

/** The product page for a path or route pattern such as /solutions/cabin-vision (slashes at either end optional). */
export function solutionPageForPath(pathname: string): SolutionPage | undefined {
  const slug = /^\/?solutions\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return solutionPages.find((entry) => entry.slug === slug);
}
