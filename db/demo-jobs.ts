// Demo content for a new installation: the careers portal's teams, places and
// positions. Seeded by db/seed.ts, matched by slug, never overwritten.

import type { EmploymentType, JobQuestion, JobStatus, SalaryPeriod, WorkplaceType } from "#app/domain/jobs.ts";

export type DemoDepartment = { slug: string; name: string; description: string };

export type DemoLocation = {
  slug: string;
  name: string;
  city: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  remote: boolean;
};

export type DemoQuestion = JobQuestion;

export type DemoJob = {
  /** kebab-case, unique: the URL id /careers/jobs/{slug}. */
  slug: string;
  title: string;
  /** A DemoDepartment slug. */
  department: string;
  /** A DemoLocation slug. */
  location: string;
  employmentType: EmploymentType;
  workplaceType: WorkplaceType;
  status: Exclude<JobStatus, "draft">;
  /** One or two sentences, at most 220 characters. */
  summary: string;
  about: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
  questions: DemoQuestion[];
  salary: { min: number; max: number; currency: "INR" | "TZS" | "AED"; period: SalaryPeriod } | null;
  /** Days before the seed ran that the job was published. */
  publishedDaysAgo: number;
  /** Days after the seed ran that the posting stops accepting applications (negative: already past). */
  validThroughDays: number;
};

export const demoDepartments: DemoDepartment[] = [
  {
    slug: "engineering",
    name: "Engineering",
    description:
      "Firmware, cloud and web engineers who build the devices, the data platform and the Fleet Sense and Marut Insights applications.",
  },
  {
    slug: "computer-vision",
    name: "Computer Vision",
    description:
      "Researchers and engineers who train the in-cabin and road-facing models behind Cabin Vision and Road Sense, and make them run on small devices.",
  },
  {
    slug: "life-savers-monitoring",
    name: "24/7 Monitoring (Marut Life Savers)",
    description:
      "The people in our monitoring rooms who review live alerts around the clock and call drivers, fleet controllers and emergency services.",
  },
  {
    slug: "operations",
    name: "Operations",
    description:
      "Installation, logistics and device support teams who put our hardware into vehicles and keep it working.",
  },
  {
    slug: "sales",
    name: "Sales",
    description:
      "Account executives and partner managers who help fleets choose a road-safety programme that fits them.",
  },
  {
    slug: "customer-success",
    name: "Customer Success",
    description:
      "Customer success managers and driver coaches who turn alerts into safer habits through the Happy Driver Programme.",
  },
];

export const demoLocations: DemoLocation[] = [
  {
    slug: "bengaluru",
    name: "Bengaluru, India",
    city: "Bengaluru",
    region: "Karnataka",
    countryCode: "IN",
    countryName: "India",
    remote: false,
  },
  {
    slug: "dar-es-salaam",
    name: "Dar es Salaam, Tanzania",
    city: "Dar es Salaam",
    region: "Dar es Salaam",
    countryCode: "TZ",
    countryName: "Tanzania",
    remote: false,
  },
  {
    slug: "dubai",
    name: "Dubai, United Arab Emirates",
    city: "Dubai",
    region: "Dubai",
    countryCode: "AE",
    countryName: "United Arab Emirates",
    remote: false,
  },
  {
    slug: "remote-india",
    name: "Remote (India)",
    city: null,
    region: null,
    countryCode: "IN",
    countryName: "India",
    remote: true,
  },
];

const noticePeriod: DemoQuestion = {
  id: "notice-period",
  label: "What is your notice period?",
  kind: "select",
  required: true,
  options: ["Available now", "Up to 30 days", "31 to 60 days", "61 to 90 days", "More than 90 days"],
};

const rightToWork = (country: string): DemoQuestion => ({
  id: "right-to-work",
  label: `Do you have the right to work in ${country}?`,
  kind: "yes-no",
  required: true,
});

const shiftWork: DemoQuestion = {
  id: "rotating-shifts",
  label: "Can you work a rotating shift pattern that includes nights, weekends and public holidays?",
  kind: "yes-no",
  required: true,
};

/** A published full-time post in the Life Savers monitoring centre in Bengaluru. */
const bengaluruMonitoringPost = {
  department: "life-savers-monitoring",
  location: "bengaluru",
  employmentType: "full-time",
  workplaceType: "on-site",
  status: "published",
} as const satisfies Partial<DemoJob>;

export const demoJobs: DemoJob[] = [
  {
    slug: "senior-embedded-engineer-dashcam-firmware",
    title: "Senior Embedded Engineer, Dashcam Firmware",
    department: "engineering",
    location: "bengaluru",
    employmentType: "full-time",
    workplaceType: "on-site",
    status: "published",
    summary:
      "Own the firmware on our Cabin Vision and Road Sense cameras, from boot and video pipeline to power management and over-the-air updates across thousands of vehicles.",
    about:
      "Our cameras live behind the windscreens of buses, tankers and delivery vans, where cabin temperatures pass 70 °C, 24 V supplies sag and mobile coverage comes and goes. You will join the device team in Bengaluru that writes the firmware for Cabin Vision and Road Sense units, and make it dependable: it boots, records, uploads and recovers without anyone having to visit the vehicle.",
    responsibilities: [
      "Develop embedded Linux firmware on ARM SoCs, including board bring-up, device tree changes and driver fixes for image sensors, IMUs and GNSS modules",
      "Improve the capture and encoding pipeline so that event clips reach Marut Insights quickly, even when the modem falls back to 2G",
      "Design power management for ignition-on, ignition-off and low-voltage states so that a unit never leaves a driver with a flat battery",
      "Own over-the-air updates: A/B partitions, signed images and staged rollouts with automatic rollback",
      "Reproduce field failures from device logs and returned units, then write the fix and the test that keeps it fixed",
      "Review code and mentor two or three engineers on the team",
    ],
    requirements: [
      "Six or more years writing production C or C++ for Linux-based embedded devices",
      "Hands-on experience with the Linux kernel, U-Boot or a similar bootloader, and Yocto or Buildroot",
      "Comfort with an oscilloscope, a logic analyser and a serial console when the software alone does not explain a fault",
      "Working knowledge of H.264 or H.265 encoding and of V4L2 or a vendor camera stack",
      "Clear written English for design notes and incident write-ups",
    ],
    niceToHave: [
      "Vehicle interfaces such as CAN, J1939 or OBD-II",
      "Cellular modems and their AT command sets",
      "AIS-140 or other vehicle tracking standards used in India",
    ],
    benefits: [
      "Annual performance bonus on top of salary",
      "Group health insurance covering you, your partner, your children and your parents",
      "A well-equipped hardware lab and a budget for your own bench tools",
      "Ride-alongs with customer fleets to see how devices are installed and used",
      "24 days of paid leave in addition to public holidays",
    ],
    questions: [
      {
        id: "embedded-linux-years",
        label: "How many years have you shipped firmware on embedded Linux devices?",
        kind: "select",
        required: true,
        options: ["Less than 3", "3 to 5", "6 to 9", "10 or more"],
      },
      {
        id: "hardest-field-bug",
        label: "Describe the hardest field failure you have diagnosed and how you found the cause.",
        kind: "textarea",
        required: false,
        maxLength: 1500,
      },
      noticePeriod,
    ],
    salary: { min: 2800000, max: 4200000, currency: "INR", period: "year" },
    publishedDaysAgo: 3,
    validThroughDays: 60,
  },
  {
    slug: "computer-vision-engineer-driver-state-models",
    title: "Computer Vision Engineer, Driver State Models",
    department: "computer-vision",
    location: "remote-india",
    employmentType: "full-time",
    workplaceType: "remote",
    status: "published",
    summary:
      "Build and ship the models that detect drowsiness, distraction and phone use on Cabin Vision cameras, running in real time on low-power edge hardware.",
    about:
      "Cabin Vision watches the driver, not the road. Several times a second its models decide whether eyes are closing, whether a phone is in hand or whether a seatbelt is unfastened. A false alert teaches drivers to ignore the system; a missed one can end in a crash. You will work on both sides of that trade-off, from data collection to quantised models on the device's neural processing unit. The role is remote for people living in India, with a visit to Bengaluru about once a quarter.",
    responsibilities: [
      "Train, evaluate and improve models for eye closure, head pose, gaze, phone use, smoking and seatbelt detection",
      "Convert and quantise models for edge accelerators, then profile latency, memory and power on the target hardware",
      "Build evaluation sets that reflect real cabins: night-time infrared footage, sunglasses, headscarves, turbans, beards and cracked windscreens",
      "Turn the Marut Life Savers team's reviews of live alerts into labelled training data",
      "Define the metrics we report to customers, such as false alerts per 1,000 driving hours",
    ],
    requirements: [
      "Three or more years training and deploying computer vision models in production",
      "Strong Python and PyTorch, and enough C++ to debug inference code on a device",
      "Experience with quantisation, pruning or distillation",
      "A careful approach to datasets: labelling guidelines, leakage between splits and performance across groups of drivers",
    ],
    niceToHave: [
      "ONNX, TensorRT, TFLite or a vendor NPU toolchain",
      "Facial landmarks, gaze estimation or activity recognition",
      "PERCLOS and other established measures of drowsiness",
    ],
    benefits: [
      "Annual performance bonus",
      "A remote-working allowance for internet and home office equipment",
      "A large in-cabin video dataset collected with driver consent from fleets in several countries",
      "Group health insurance for you and your dependants",
      "A yearly learning budget for courses and conferences",
    ],
    questions: [
      rightToWork("India"),
      {
        id: "edge-deployment",
        label: "Which edge accelerators or runtimes have you deployed a model to, and what latency did you reach?",
        kind: "textarea",
        required: true,
        maxLength: 1000,
      },
    ],
    salary: { min: 2600000, max: 4000000, currency: "INR", period: "year" },
    publishedDaysAgo: 5,
    validThroughDays: 75,
  },
  {
    slug: "full-stack-engineer-fleet-sense-dashboard",
    title: "Full-stack Engineer, Fleet Sense Dashboard",
    department: "engineering",
    location: "bengaluru",
    employmentType: "full-time",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "Build the Fleet Sense web dashboard that fleet managers use every day to track vehicles, review safety events and assign driver coaching, with TypeScript, React and Node.js.",
    about:
      "Fleet managers open Fleet Sense first thing in the morning and often keep it on a second screen all day: where are the vehicles, which drivers braked hard or dozed off overnight, which events need a conversation. You will join the product team in Bengaluru that builds this dashboard, working on both the React front end and the Node.js services behind it, three days a week in the office.",
    responsibilities: [
      "Build features across the stack in TypeScript, from PostgreSQL queries to React components",
      "Keep live maps responsive when thousands of vehicles report new positions every few seconds",
      "Build the event review screens where managers watch clips, add notes and assign coaching through the Happy Driver Programme",
      "Design and document the APIs customers use to pull trip and safety data into their own systems",
      "Keep the dashboard usable on slow connections, since many users work from depots with poor coverage",
    ],
    requirements: [
      "Three or more years building production web applications with TypeScript",
      "Solid React experience, including data fetching and performance profiling",
      "Experience building and operating Node.js APIs backed by a relational database",
      "Comfort writing SQL and reading query plans",
      "Care for accessibility, clear error states and sensible defaults",
    ],
    niceToHave: [
      "Map libraries such as MapLibre or Leaflet",
      "Time-series or geospatial data, for example with PostGIS",
      "Playwright or a similar end-to-end testing tool",
    ],
    benefits: [
      "Hybrid working: three days in the office, two from home",
      "Group health insurance for you and your dependants",
      "A laptop of your choice and a home office allowance",
      "Depot visits with customers so you see the product in daily use",
    ],
    questions: [
      {
        id: "portfolio-link",
        label: "Link to code or a product you built that you are proud of (GitHub, a live site or similar)",
        kind: "text",
        required: false,
        maxLength: 300,
      },
      noticePeriod,
    ],
    salary: { min: 1800000, max: 3200000, currency: "INR", period: "year" },
    publishedDaysAgo: 8,
    validThroughDays: 45,
  },
  {
    slug: "safety-monitoring-specialist-life-savers",
    title: "24/7 Safety Monitoring Specialist, Marut Life Savers",
    department: "life-savers-monitoring",
    location: "dar-es-salaam",
    employmentType: "full-time",
    workplaceType: "on-site",
    status: "published",
    summary:
      "Review live fatigue and collision alerts in our Dar es Salaam monitoring room and call drivers and fleet controllers when a few minutes can prevent a crash.",
    about:
      "When a Cabin Vision camera sees a driver falling asleep, or a Road Sense unit records a hard impact, the alert comes to the Marut Life Savers monitoring room. Specialists review the clip within seconds and act: speaking to the driver through the in-cabin speaker, phoning the fleet's controller or calling emergency services. The Dar es Salaam team covers fleets across Tanzania and its neighbours, many on long-haul routes along the Central Corridor and the TANZAM Highway.",
    responsibilities: [
      "Review fatigue, distraction and collision alerts and classify them within agreed response times",
      "Speak to drivers in Kiswahili or English and persuade them to stop and rest when they need to",
      "Contact fleet controllers and, where required, emergency services with clear locations and details",
      "Record every intervention so that customers receive reliable incident reports",
      "Flag false alerts and camera faults to the engineering and installation teams",
      "Hand over cleanly at the end of each shift so that no open case is lost",
    ],
    requirements: [
      "Fluent spoken Kiswahili and good spoken and written English",
      "Experience in a control room, call centre, dispatch or logistics operations role",
      "A calm, polite and firm phone manner, including with tired or frustrated drivers",
      "Willingness to work a rotating 12-hour shift pattern, including nights",
    ],
    niceToHave: [
      "Knowledge of Tanzanian road networks and transport routes",
      "First aid training",
      "Experience in trucking, bus operations or fuel transport",
    ],
    benefits: [
      "Shift and night allowances on top of salary",
      "Full training on our monitoring systems, alert classification and emergency procedures",
      "Medical cover for you and your registered dependants",
      "Transport support for night shifts",
      "A clear route to senior specialist and shift lead roles",
    ],
    questions: [
      shiftWork,
      {
        id: "languages",
        label: "Which languages can you hold a phone conversation in?",
        kind: "text",
        required: true,
        maxLength: 200,
      },
    ],
    salary: { min: 14400000, max: 19200000, currency: "TZS", period: "year" },
    publishedDaysAgo: 2,
    validThroughDays: 30,
  },
  {
    slug: "driver-safety-coach-happy-driver-programme",
    title: "Driver Safety Coach, Happy Driver Programme",
    department: "customer-success",
    location: "dubai",
    employmentType: "part-time",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "Coach commercial drivers in the UAE with their own Fleet Sense and Cabin Vision data, helping them cut harsh braking, speeding and fatigue events. Around 24 hours a week.",
    about:
      "The Happy Driver Programme is how our customers turn alerts into better driving. Instead of warning letters, fleets give drivers one-to-one and small-group coaching built on real clips from their own vehicles. In the UAE these drivers come from many countries and driving cultures and often work long shifts in heat and heavy traffic. You will sit down with them, listen and help them change habits, in sessions at depots across Dubai, Sharjah and Abu Dhabi.",
    responsibilities: [
      "Prepare sessions from Fleet Sense scores, Cabin Vision clips and Road Sense forward collision warnings",
      "Run one-to-one and group sessions with drivers of trucks, buses, vans and delivery motorcycles",
      "Agree simple, measurable goals with each driver and follow up after two and six weeks",
      "Give fleet managers fair summaries that focus on improvement rather than blame",
      "Share patterns you notice, such as risky routes or shift schedules, with the Marut Insights team",
    ],
    requirements: [
      "Experience as a driver trainer or defensive driving instructor, or in a fleet safety or HSE role",
      "A valid UAE driving licence",
      "Excellent spoken English; Hindi, Urdu, Malayalam or Arabic is a strong advantage",
      "Patience and respect for professional drivers, and the ability to hold an honest conversation without lecturing",
    ],
    niceToHave: [
      "A recognised defensive driving qualification",
      "Experience coaching delivery riders on motorcycles",
      "Knowledge of RTA rules for commercial vehicles and drivers",
    ],
    benefits: [
      "Flexible scheduling around early-morning and evening depot shifts",
      "Travel costs covered for sessions outside Dubai",
      "Training on Marut products and our coaching method",
      "Health insurance in line with UAE requirements",
    ],
    questions: [
      {
        id: "uae-licence",
        label: "Do you hold a valid UAE driving licence?",
        kind: "yes-no",
        required: true,
      },
      {
        id: "coaching-languages",
        label: "Besides English, which languages can you coach in?",
        kind: "text",
        required: false,
        maxLength: 200,
      },
    ],
    salary: { min: 66000, max: 84000, currency: "AED", period: "year" },
    publishedDaysAgo: 11,
    validThroughDays: 40,
  },
  {
    slug: "enterprise-account-executive-fleet-safety",
    title: "Enterprise Account Executive, Fleet Safety",
    department: "sales",
    location: "dubai",
    employmentType: "full-time",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "Win and grow large logistics, transport and oil and gas fleet accounts across the GCC, selling Fleet Sense, Cabin Vision and Road Sense as one road-safety programme.",
    about:
      "Most large fleets in the Gulf already track their vehicles. Far fewer have a reliable way to prevent crashes caused by fatigue, distraction and tailgating. You will sell Marut's road-safety platform to logistics companies, bus operators, construction firms and oil and gas contractors with hundreds or thousands of vehicles. Deals involve HSE, operations, procurement and IT, and usually start with a paid pilot. You will be based in Dubai and cover the UAE, Saudi Arabia, Oman and Qatar.",
    responsibilities: [
      "Build and manage a pipeline of enterprise fleet accounts across the GCC",
      "Run discovery with safety, operations and finance teams to understand their incident history and its cost",
      "Design pilots with clear success measures, such as fatigue events per 1,000 km, and carry them through to full rollout",
      "Prepare proposals, commercial models and tender responses",
      "Work with Customer Success and field installation so that what we sell can be delivered on time",
      "Keep an accurate forecast in the CRM and review it weekly",
    ],
    requirements: [
      "Five or more years of B2B sales, including closing multi-year enterprise contracts",
      "Experience selling telematics, video safety, IoT or other combined hardware and software products",
      "A network among fleet, logistics or HSE leaders in the GCC",
      "A valid UAE driving licence and willingness to travel around 30 percent of the time",
    ],
    niceToHave: [
      "Arabic",
      "Government or semi-government procurement",
      "In-vehicle monitoring system (IVMS) requirements in oil and gas",
    ],
    benefits: [
      "Uncapped commission on top of a competitive base salary",
      "Health insurance for you and your family, and an annual flight allowance",
      "A company car or car allowance",
      "A pre-sales engineer and a customer success manager on every large deal",
      "Visa sponsorship for the right candidate",
    ],
    questions: [
      {
        id: "largest-deal",
        label: "Tell us about the largest contract you closed: the customer type, the value and your part in it.",
        kind: "textarea",
        required: true,
        maxLength: 1500,
      },
      {
        id: "visa-sponsorship",
        label: "Will you need visa sponsorship to work in the UAE?",
        kind: "yes-no",
        required: true,
      },
    ],
    salary: null,
    publishedDaysAgo: 14,
    validThroughDays: 90,
  },
  {
    slug: "field-installation-technician-dar-es-salaam",
    title: "Field Installation Technician",
    department: "operations",
    location: "dar-es-salaam",
    employmentType: "contract",
    workplaceType: "on-site",
    status: "published",
    summary:
      "Install and maintain Marut cameras and telematics units in trucks, buses and tankers across Tanzania on a 12-month contract, with regular travel to customer depots.",
    about:
      "Every Marut product depends on a good installation. A camera mounted a few centimetres too low, or a power lead on the wrong circuit, can cause false alerts and missed events for years. You will install, test and repair Fleet Sense trackers, Cabin Vision and Road Sense cameras and Cabin Alerts units, working from our Dar es Salaam base and travelling to depots in Morogoro, Dodoma, Mwanza and Mbeya. The contract runs for 12 months, with the possibility of extension or a permanent role.",
    responsibilities: [
      "Install telematics units and cameras in trucks, tankers, buses and light vehicles to our installation standard",
      "Connect power, ignition and CAN or OBD-II interfaces safely and neatly",
      "Calibrate cameras with the installer app and confirm that data reaches Fleet Sense",
      "Diagnose and repair faulty units and wiring, and return failed devices with clear fault notes",
      "Complete a photo record and checklist for every vehicle",
      "Show drivers the basics of the system before they leave the depot",
    ],
    requirements: [
      "Two or more years in auto electrical work, tracker installation or a similar trade",
      "Confidence with 12 V and 24 V vehicle systems, multimeters and wiring diagrams",
      "A valid Tanzanian driving licence",
      "Good spoken Kiswahili and basic English",
      "Willingness to travel for several days at a time and to work in depots at night when vehicles are free",
    ],
    niceToHave: [
      "A VETA certificate in auto electrical work",
      "Experience installing mobile DVRs in heavy vehicles",
      "Work at fuel depots or other sites with strict safety rules",
    ],
    benefits: [
      "Contract fee paid monthly",
      "Daily travel and accommodation allowance outside Dar es Salaam",
      "A full tool kit, protective equipment and a company phone",
      "Paid training on every Marut device before your first installation",
      "Priority consideration for permanent technician roles",
    ],
    questions: [
      {
        id: "driving-licence-class",
        label: "Which classes does your Tanzanian driving licence cover?",
        kind: "text",
        required: true,
        maxLength: 100,
      },
      {
        id: "travel",
        label: "Can you travel away from Dar es Salaam for up to five days at a time?",
        kind: "yes-no",
        required: true,
      },
    ],
    salary: { min: 10800000, max: 14400000, currency: "TZS", period: "year" },
    publishedDaysAgo: 6,
    validThroughDays: 35,
  },
  {
    slug: "machine-learning-engineer-road-sense-adas",
    title: "Machine Learning Engineer, Road Sense ADAS",
    department: "computer-vision",
    location: "bengaluru",
    employmentType: "full-time",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "Improve the forward-collision, lane-departure and pedestrian warnings of Road Sense on mixed Indian and African traffic, from data mining to models running on the camera.",
    about:
      "Road Sense looks through the windscreen and warns the driver before a collision: a bus braking ahead, a motorcycle cutting in, a pedestrian stepping off the kerb. Models trained on tidy motorway footage fail on roads shared by auto-rickshaws, handcarts, cattle and bodabodas. You will work on detection, tracking and time-to-collision estimation that hold up on those roads, and on the data engine that finds the cases our models still get wrong.",
    responsibilities: [
      "Train and evaluate detection and tracking models for vehicles, two-wheelers, pedestrians and animals",
      "Estimate distance and time to collision from a single camera, and measure the error against ground truth",
      "Mine fleet footage for hard cases and feed them back into training",
      "Work with the firmware team to fit models into the camera's compute and memory budget",
      "Set the warning thresholds together with product and the Happy Driver Programme coaches, so alerts stay useful",
    ],
    requirements: [
      "Four or more years in computer vision or machine learning engineering, with models in production",
      "Object detection and multi-object tracking in video",
      "Strong Python and PyTorch; experience with data pipelines over large video collections",
      "The habit of measuring: clear metrics, honest baselines and error analysis",
    ],
    niceToHave: [
      "Monocular depth or camera calibration",
      "Automotive ADAS work or datasets",
      "Edge deployment on NPUs or DSPs",
    ],
    benefits: [
      "Hybrid working from our Bengaluru office",
      "Annual performance bonus and employee stock options",
      "Group health insurance for you, your dependants and your parents",
      "A yearly learning budget and time to publish",
    ],
    questions: [
      {
        id: "tracking-experience",
        label: "Have you shipped a multi-object tracker in a product?",
        kind: "yes-no",
        required: true,
      },
      noticePeriod,
    ],
    salary: { min: 3000000, max: 4800000, currency: "INR", period: "year" },
    publishedDaysAgo: 1,
    validThroughDays: 70,
  },
  {
    slug: "monitoring-shift-lead-life-savers-bengaluru",
    title: "Monitoring Shift Lead, Marut Life Savers",
    ...bengaluruMonitoringPost,
    summary:
      "Lead a shift of monitoring specialists in our Bengaluru centre: keep response times tight, handle the hardest calls and make sure every incident is followed through.",
    about:
      "Our Bengaluru monitoring centre watches over fleets across India and the Gulf around the clock. A shift lead is the person the room turns to when an alert is unclear, a driver will not answer, or a collision needs emergency services in a district the team has never called before. You will run a shift of eight to twelve specialists, coach them and keep the standard of every intervention high.",
    responsibilities: [
      "Run a shift of monitoring specialists, balancing the alert queue and breaks so that response times are met",
      "Take over escalated cases, including collisions and drivers who do not respond",
      "Coach specialists with call reviews and give each one regular, specific feedback",
      "Report incidents to customers and check the quality of written case notes",
      "Improve playbooks with the operations manager when a case shows a gap",
    ],
    requirements: [
      "Three or more years in a control room, emergency dispatch or 24/7 operations role, including one leading a team",
      "Fluent English and Hindi; Kannada, Tamil or Telugu is an advantage",
      "Steady judgement under pressure and clear, short instructions",
      "Willingness to work rotating shifts, including nights",
    ],
    niceToHave: [
      "Experience with emergency services or ambulance dispatch in India",
      "Knowledge of fleet operations or commercial driving",
      "First aid or trauma response training",
    ],
    benefits: [
      "Night shift allowance and transport for night shifts",
      "Group health insurance for you and your dependants",
      "Regular wellbeing sessions and access to counselling after difficult incidents",
      "Training in incident command and coaching",
    ],
    questions: [shiftWork, noticePeriod],
    salary: { min: 900000, max: 1300000, currency: "INR", period: "year" },
    publishedDaysAgo: 4,
    validThroughDays: 50,
  },
  {
    slug: "monitoring-analyst-life-savers-north-india-desk",
    title: "Monitoring Analyst, Marut Life Savers",
    ...bengaluruMonitoringPost,
    summary:
      "Watch over North Indian long-haul and school-bus fleets from the Life Savers centre in Bengaluru, classifying alerts and calling drivers in Hindi when they need a break.",
    about:
      "The centre's North India desk covers fleets in North India: trucks on the Delhi–Mumbai corridor, staff buses and school buses. Most alerts are harmless, some are not, and the difference is often a glance at a ten-second clip. You will review those clips, speak to drivers, and make sure fleet controllers know about anything that matters. No experience of telematics is needed; we train you fully.",
    responsibilities: [
      "Review fatigue, distraction and collision alerts and classify them accurately",
      "Call drivers in Hindi or English to check on them and agree a rest stop when needed",
      "Escalate serious events to fleet controllers and your shift lead",
      "Write short, accurate notes for every case",
      "Report repeated false alerts so that cameras can be checked",
    ],
    requirements: [
      "Fluent spoken Hindi and good English",
      "A graduate degree or at least one year of call centre, dispatch or operations experience",
      "Comfort with computers and several screens at once",
      "Willingness to work rotating shifts, including nights",
    ],
    niceToHave: [
      "Punjabi or another North Indian language",
      "Experience in logistics or transport",
      "First aid training",
    ],
    benefits: [
      "Full paid training before your first shift",
      "Night shift allowance and cab drop for night shifts",
      "Group health insurance",
      "A clear path to specialist and shift lead roles",
    ],
    questions: [shiftWork],
    salary: { min: 480000, max: 660000, currency: "INR", period: "year" },
    publishedDaysAgo: 7,
    validThroughDays: 45,
  },
  {
    slug: "site-reliability-engineer-telematics-platform",
    title: "Site Reliability Engineer, Telematics Platform",
    department: "engineering",
    location: "remote-india",
    employmentType: "full-time",
    workplaceType: "remote",
    status: "published",
    summary:
      "Keep the platform that ingests positions, events and video from tens of thousands of vehicles fast and available, because a late alert is a missed chance to stop a crash.",
    about:
      "Every vehicle we protect sends positions every few seconds, events when something happens and video clips when it matters. That stream feeds Fleet Sense, Marut Insights and the Life Savers monitoring rooms, where a delay of a minute can be the difference between a warning and a crash. You will own the reliability of that platform: its message queues, databases, Kubernetes clusters and the on-call practice around them. The role is remote for people living in India.",
    responsibilities: [
      "Define service level objectives for alert delivery, ingestion and the dashboards, and hold us to them",
      "Run and improve our Kubernetes clusters, Kafka and PostgreSQL",
      "Build observability that answers questions quickly: metrics, traces and structured logs",
      "Lead incident response and blameless reviews, and follow the actions through",
      "Automate capacity planning ahead of large customer rollouts",
    ],
    requirements: [
      "Four or more years running production systems on a public cloud",
      "Kubernetes, Terraform or a similar infrastructure-as-code tool",
      "Operating PostgreSQL and a message broker at scale",
      "Writing tooling in Go, Python or TypeScript",
      "Experience taking part in an on-call rotation",
    ],
    niceToHave: ["IoT or MQTT workloads", "Video storage and delivery", "Cost optimisation on AWS or GCP"],
    benefits: [
      "On-call allowance and time off in lieu after night incidents",
      "A remote-working allowance and a laptop of your choice",
      "Group health insurance for you and your dependants",
      "A team offsite twice a year",
    ],
    questions: [
      rightToWork("India"),
      {
        id: "outage-story",
        label: "Describe an outage you led the response to. What did you change afterwards?",
        kind: "textarea",
        required: true,
        maxLength: 1500,
      },
    ],
    salary: { min: 2400000, max: 3800000, currency: "INR", period: "year" },
    publishedDaysAgo: 9,
    validThroughDays: 60,
  },
  {
    slug: "customer-success-manager-enterprise-fleets",
    title: "Customer Success Manager, Enterprise Fleets",
    department: "customer-success",
    location: "bengaluru",
    employmentType: "full-time",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "Help large Indian fleets get real safety results from Marut: run rollouts, monthly reviews with Marut Insights and the Happy Driver Programme, and renewals.",
    about:
      "Buying cameras does not make a fleet safer; using the data does. As a customer success manager you look after a portfolio of large fleets in North India, from cement and FMCG logistics to staff transport. You guide the rollout, teach managers to use Fleet Sense and Marut Insights, set up coaching through the Happy Driver Programme and show, with numbers, how incidents fall.",
    responsibilities: [
      "Own onboarding and rollout for new enterprise customers, with the installation team",
      "Run monthly safety reviews with Marut Insights reports and agree the next actions",
      "Set up and track driver coaching with the Happy Driver Programme",
      "Spot risks to renewal early and resolve them with product, support and sales",
      "Bring customer needs back to the product team in a form they can act on",
    ],
    requirements: [
      "Four or more years in customer success, account management or fleet operations for B2B customers",
      "Confidence presenting data to senior operations and safety leaders",
      "Fluent English and Hindi",
      "Willingness to travel to customer sites across North India",
    ],
    niceToHave: ["Telematics or SaaS experience", "A background in logistics or HSE", "Spreadsheet and BI skills"],
    benefits: [
      "Performance bonus linked to customer outcomes and renewals",
      "Hybrid working from our Bengaluru office",
      "Group health insurance for you, your dependants and your parents",
      "Travel and mobile allowances",
    ],
    questions: [
      {
        id: "portfolio-size",
        label: "How many enterprise accounts have you managed at once?",
        kind: "select",
        required: true,
        options: ["Fewer than 10", "10 to 25", "26 to 50", "More than 50"],
      },
      noticePeriod,
    ],
    salary: { min: 1400000, max: 2200000, currency: "INR", period: "year" },
    publishedDaysAgo: 12,
    validThroughDays: 55,
  },
  {
    slug: "software-engineering-intern-data-platform",
    title: "Software Engineering Intern, Data Platform",
    department: "engineering",
    location: "bengaluru",
    employmentType: "internship",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "A six-month internship on the pipelines that turn raw trip and event data into the reports of Marut Insights, with a mentor and real code in production.",
    about:
      "Marut Insights tells a fleet which routes, hours and drivers carry the most risk. Behind it are pipelines that clean, join and aggregate billions of GPS points and millions of events. As an intern you will join that team for six months, own a piece of the pipeline with a mentor, and see your work in customers' reports before you leave.",
    responsibilities: [
      "Build and test a data pipeline component in Python and SQL",
      "Write data quality checks that catch bad GPS tracks and duplicate events",
      "Profile and speed up slow aggregation queries",
      "Present your project to the engineering team at the end of the internship",
    ],
    requirements: [
      "A final-year student or recent graduate in computer science or a related field",
      "Good Python and SQL",
      "Curiosity about data and the patience to check results carefully",
      "Available full-time for six months, starting within the next three months",
    ],
    niceToHave: [
      "Spark, dbt or a similar tool",
      "A project involving maps or time series",
      "Open-source contributions",
    ],
    benefits: [
      "A named mentor and weekly one-to-ones",
      "A path to a full-time offer for strong interns",
      "Lunch at the office and a laptop for the internship",
    ],
    questions: [
      {
        id: "graduation-year",
        label: "When do you graduate (or when did you)?",
        kind: "text",
        required: true,
        maxLength: 50,
      },
      {
        id: "available-six-months",
        label: "Are you available full-time for six months?",
        kind: "yes-no",
        required: true,
      },
    ],
    salary: { min: 40000, max: 50000, currency: "INR", period: "month" },
    publishedDaysAgo: 10,
    validThroughDays: 30,
  },
  {
    slug: "partner-sales-manager-east-africa",
    title: "Partner Sales Manager, East Africa",
    department: "sales",
    location: "dar-es-salaam",
    employmentType: "full-time",
    workplaceType: "hybrid",
    status: "published",
    summary:
      "Grow Marut across Tanzania, Kenya, Uganda and Rwanda through telematics resellers, insurers and transport associations, from Dar es Salaam.",
    about:
      "In East Africa many fleets buy through local partners they have trusted for years: tracking companies, insurers and installers. You will find, sign and grow those partners, train their teams to sell Fleet Sense, Cabin Vision and Marut Life Savers monitoring, and help them win their first large fleets. You will work from our Dar es Salaam office with regular trips across the region.",
    responsibilities: [
      "Recruit and sign reseller and referral partners in Tanzania, Kenya, Uganda and Rwanda",
      "Train partner sales and installation teams and certify them on our products",
      "Plan joint campaigns and join partners on key customer meetings",
      "Track partner pipeline and forecast accurately",
      "Represent Marut at transport and road-safety events in the region",
    ],
    requirements: [
      "Five or more years in B2B or channel sales in East Africa",
      "Contacts among telematics providers, insurers or transport operators",
      "Fluent English and Kiswahili",
      "Willingness to travel around 40 percent of the time",
    ],
    niceToHave: [
      "Experience selling to oil, mining or construction fleets",
      "Knowledge of LATRA and SUMATRA rules for commercial transport",
      "French for Rwanda and Burundi",
    ],
    benefits: [
      "Commission on partner revenue on top of salary",
      "Medical cover for you and your registered dependants",
      "Car allowance and regional travel covered",
      "Support from our product specialists in Bengaluru and Dubai",
    ],
    questions: [
      {
        id: "partner-network",
        label: "Which partner or channel relationships in East Africa would you bring?",
        kind: "textarea",
        required: true,
        maxLength: 1200,
      },
      rightToWork("Tanzania"),
    ],
    salary: { min: 60000000, max: 84000000, currency: "TZS", period: "year" },
    publishedDaysAgo: 16,
    validThroughDays: 65,
  },
  {
    slug: "hardware-test-engineer-cabin-alerts",
    title: "Hardware Test Engineer, Cabin Alerts",
    department: "engineering",
    location: "bengaluru",
    employmentType: "full-time",
    workplaceType: "on-site",
    status: "closed",
    summary:
      "Plan and run environmental, vibration and EMC testing for the Cabin Alerts in-cabin warning unit before each hardware release.",
    about:
      "Cabin Alerts sits on the dashboard and buzzes, flashes and speaks when a driver speeds, brakes hard or looks away too long. It must survive years of heat, dust and vibration. This role set up our test lab in Bengaluru and ran qualification for each hardware revision. The position has been filled.",
    responsibilities: [
      "Write test plans for temperature, humidity, vibration and ingress protection",
      "Run EMC pre-compliance tests and work with accredited labs on certification",
      "Analyse failures with the hardware designers and track fixes to closure",
      "Maintain the test rigs and their calibration records",
    ],
    requirements: [
      "Three or more years in hardware validation for automotive or industrial electronics",
      "Knowledge of AIS-004, ISO 16750 or similar automotive test standards",
      "Confidence with climatic chambers, shakers and EMC test equipment",
      "Clear test reports in English",
    ],
    niceToHave: ["Python test automation", "Experience with CE or E-mark certification"],
    benefits: ["Group health insurance", "Annual performance bonus", "24 days of paid leave"],
    questions: [noticePeriod],
    salary: { min: 1200000, max: 1800000, currency: "INR", period: "year" },
    publishedDaysAgo: 60,
    validThroughDays: -10,
  },
];
