export type DemoJob = {
  slug: string; // kebab-case, unique, used in URL /careers/jobs/{slug}
  title: string;
  department: string; // one of: "Engineering", "Product", "Operations", "Sales", "Customer Success"
  location: string; // "Bengaluru, India" | "Dar es Salaam, Tanzania" | "Dubai, United Arab Emirates"
  employmentType: "full-time" | "part-time" | "contract" | "internship";
  workplaceType: "on-site" | "hybrid" | "remote";
  summary: string; // one or two sentences, <= 220 characters
  description: string; // Markdown, 250-450 words
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null; // yearly, local currency (INR, TZS, AED) or all null
  validThroughDays: number; // days from today the posting stays open (30-90)
};

export const demoJobs: DemoJob[] = [
  {
    slug: "senior-embedded-engineer-dashcam-firmware",
    title: "Senior Embedded Engineer, Dashcam Firmware",
    department: "Engineering",
    location: "Bengaluru, India",
    employmentType: "full-time",
    workplaceType: "on-site",
    summary:
      "Own the firmware on our Cabin Vision and Road Sense cameras, from boot and video pipeline to power management and over-the-air updates across thousands of vehicles.",
    description: `## About the role

Our cameras live behind the windscreens of buses, tankers and delivery vans, where they face cabin temperatures above 70 degrees Celsius, unstable 24 V supplies and patchy mobile coverage. You will join the device team in Bengaluru that writes and maintains the firmware for Cabin Vision and Road Sense units. Your job is to make that firmware dependable: it boots, records, uploads and recovers without anyone having to visit the vehicle.

## What you will do

- Develop and maintain embedded Linux firmware on ARM SoCs, including board bring-up, device tree changes and kernel driver fixes for image sensors, IMUs and GNSS modules
- Improve the video capture and encoding pipeline so that event clips reach Marut Insights quickly, even when the modem falls back to 2G
- Design power management for ignition-on, ignition-off and low-voltage states so that our units never leave a driver with a flat battery
- Own the over-the-air update process, including A/B partitions, signed images and staged rollouts with automatic rollback
- Reproduce field failures from device logs and returned units, then write both the fix and the test that stops the fault coming back
- Review code and mentor two or three engineers on the team

## What you bring

- Six or more years writing production firmware in C or C++ for Linux-based embedded devices
- Hands-on experience with the Linux kernel, U-Boot or a similar bootloader, and build systems such as Yocto or Buildroot
- Comfort with oscilloscopes, logic analysers and serial consoles when the software alone does not explain a fault
- Working knowledge of H.264 or H.265 encoding and of V4L2 or a vendor camera stack
- Clear written English for design notes and incident write-ups

## Nice to have

- Experience with vehicle interfaces such as CAN, J1939 or OBD-II
- Familiarity with cellular modems and their AT command sets
- Exposure to AIS-140 or other vehicle tracking standards used in India
- Experience shipping devices that must run reliably in high ambient temperatures

## What we offer

- Salary of INR 28-42 lakh per year depending on experience, plus an annual performance bonus
- Group health insurance covering you, your partner, your children and your parents
- A well-equipped hardware lab in Bengaluru and a budget for your own bench tools
- Ride-alongs with customer fleets, so you see how the devices are actually installed and used
- 24 days of paid leave in addition to public holidays
`,
    salaryMin: 2800000,
    salaryMax: 4200000,
    salaryCurrency: "INR",
    validThroughDays: 60,
  },
  {
    slug: "computer-vision-engineer-driver-state-models",
    title: "Computer Vision Engineer, Driver State Models",
    department: "Engineering",
    location: "Bengaluru, India",
    employmentType: "full-time",
    workplaceType: "remote",
    summary:
      "Build and ship the models that detect drowsiness, distraction and phone use on Cabin Vision cameras, running in real time on low-power edge hardware.",
    description: `## About the role

Cabin Vision watches the driver, not the road. Several times a second, its models decide whether a driver's eyes are closing, whether they are looking at a phone, or whether their seatbelt is unfastened. A false alert teaches drivers to ignore the system; a missed one can end in a crash. You will work on both sides of that trade-off, from data collection through to quantised models running on the device's neural processing unit.

This is a remote role for people based in India, with a visit to our Bengaluru office roughly once a quarter.

## What you will do

- Train, evaluate and improve models for eye closure, head pose, gaze, phone use, smoking and seatbelt detection
- Convert and quantise models for edge accelerators, then profile latency, memory and power draw on the target hardware
- Build evaluation sets that reflect real cabins: night-time infrared footage, sunglasses, headscarves, turbans, beards and cracked windscreens
- Work with the Marut Life Savers team to turn their reviews of live alerts into labelled training data
- Define the metrics we report to customers, such as false alerts per 1,000 driving hours
- Write up experiments so that the rest of the team can reproduce and build on them

## What you bring

- Three or more years training and deploying computer vision models in production
- Strong Python and PyTorch, and enough C++ to debug inference code on a device
- Experience with model compression through quantisation, pruning or distillation
- A careful approach to datasets, including labelling guidelines, leakage between splits and performance across different groups of drivers
- The judgement to choose a simpler model when it performs well enough on the device

## Nice to have

- Experience with ONNX, TensorRT, TFLite or a vendor NPU toolchain
- Work on facial landmarks, gaze estimation or activity recognition
- Familiarity with PERCLOS and other established measures of drowsiness
- Publications or open-source contributions in the field

## What we offer

- Salary of INR 26-40 lakh per year, plus an annual performance bonus
- A remote-working allowance for internet and home office equipment
- Access to a large in-cabin video dataset, collected with driver consent, from fleets in several countries
- Group health insurance for you and your dependants
- A yearly learning budget for courses and conferences
`,
    salaryMin: 2600000,
    salaryMax: 4000000,
    salaryCurrency: "INR",
    validThroughDays: 75,
  },
  {
    slug: "full-stack-engineer-fleet-sense-dashboard",
    title: "Full-stack Engineer, Fleet Sense Dashboard",
    department: "Engineering",
    location: "Bengaluru, India",
    employmentType: "full-time",
    workplaceType: "hybrid",
    summary:
      "Build the Fleet Sense web dashboard that fleet managers use every day to track vehicles, review safety events and assign driver coaching, using TypeScript, React and Node.js.",
    description: `## About the role

Fleet managers open Fleet Sense first thing in the morning and often keep it on a second screen all day. They use it to see where their vehicles are, which drivers triggered harsh braking or fatigue alerts overnight, and which events need a conversation with the driver. You will join the product engineering team that builds this dashboard, working on both the React front end and the Node.js services behind it.

The team works from our Bengaluru office three days a week.

## What you will do

- Build features across the stack in TypeScript, from PostgreSQL queries to React components
- Keep live maps responsive when thousands of vehicles report new positions every few seconds
- Build the event review screens where managers watch video clips, add notes and assign coaching through the Happy Driver Programme
- Design and document the APIs that customers use to pull trip and safety data into their own systems
- Work with designers and the Customer Success team to turn support tickets into product fixes
- Keep the dashboard usable on slow connections, since many of our users work from depots with poor connectivity

## What you bring

- Three or more years building production web applications with TypeScript
- Solid React experience, including state management, data fetching and performance profiling
- Experience building and operating Node.js APIs backed by a relational database
- Comfort writing SQL and reading query plans
- Care for accessibility, clear error states and sensible defaults

## Nice to have

- Experience with map libraries such as MapLibre, Mapbox GL or Leaflet
- Work with time-series or geospatial data, for example using PostGIS
- Experience with WebSockets or server-sent events at scale
- Familiarity with Playwright or a similar end-to-end testing tool

## What we offer

- Salary of INR 18-32 lakh per year, plus an annual performance bonus
- Hybrid working: three days in the office, two from home
- Group health insurance for you and your dependants
- A laptop of your choice and a home office allowance
- Regular time with customers, including depot visits, so you see the product in daily use
`,
    salaryMin: 1800000,
    salaryMax: 3200000,
    salaryCurrency: "INR",
    validThroughDays: 45,
  },
  {
    slug: "safety-monitoring-specialist-life-savers",
    title: "24/7 Safety Monitoring Specialist, Marut Life Savers",
    department: "Operations",
    location: "Dar es Salaam, Tanzania",
    employmentType: "full-time",
    workplaceType: "on-site",
    summary:
      "Join the Marut Life Savers team in Dar es Salaam, reviewing live fatigue and collision alerts and calling drivers and fleet controllers when a few minutes can prevent a crash.",
    description: `## About the role

When a Cabin Vision camera detects that a driver is falling asleep, or a Road Sense unit records a hard impact, the alert comes to the Marut Life Savers monitoring room. Specialists review the video within seconds, decide whether there is a genuine risk, and act: speaking to the driver through the in-cabin speaker, phoning the fleet's controller, or contacting emergency services. Our Dar es Salaam team covers fleets across Tanzania and neighbouring countries, many of them running long-haul routes along the Central Corridor and the TANZAM Highway.

This role follows a rotating shift pattern covering days, nights, weekends and public holidays.

## What you will do

- Review incoming fatigue, distraction and collision alerts and classify them accurately within agreed response times
- Speak to drivers in Kiswahili or English to check on them and persuade them to stop and rest when needed
- Contact fleet controllers and, where required, emergency services, giving clear locations and details
- Record every intervention accurately so that customers receive reliable incident reports
- Flag false alerts and camera faults to the engineering and field installation teams
- Hand over clearly at the end of each shift so that no open case is lost

## What you bring

- Fluent spoken Kiswahili and good spoken and written English
- Experience in a control room, call centre, dispatch or logistics operations role
- Calm, polite and firm phone manner, including with drivers who are tired or frustrated
- Willingness to work a rotating 12-hour shift pattern, including nights
- Comfort working across several screens and systems at once

## Nice to have

- Knowledge of Tanzanian road networks and major transport routes
- First aid training
- Experience in trucking, bus operations or fuel transport
- Basic knowledge of another language spoken along the corridors we cover

## What we offer

- Salary of TZS 14.4-19.2 million per year, plus shift and night allowances
- Full training on our monitoring systems, alert classification and emergency procedures
- Medical cover for you and your registered dependants
- Transport support for night shifts
- A clear route to senior specialist and shift lead roles
`,
    salaryMin: 14400000,
    salaryMax: 19200000,
    salaryCurrency: "TZS",
    validThroughDays: 30,
  },
  {
    slug: "driver-safety-coach-happy-driver-programme",
    title: "Driver Safety Coach, Happy Driver Programme",
    department: "Customer Success",
    location: "Dubai, United Arab Emirates",
    employmentType: "part-time",
    workplaceType: "hybrid",
    summary:
      "Coach commercial drivers in the UAE using their own Fleet Sense and Cabin Vision data, helping them reduce harsh braking, speeding and fatigue events. Part-time, around 24 hours a week.",
    description: `## About the role

The Happy Driver Programme is how our customers turn alerts into better driving. Instead of sending warning letters, fleets give their drivers one-to-one and small-group coaching based on real clips and trends from their own vehicles. In the UAE these drivers come from many countries and driving cultures, and they often work long shifts in heat and heavy traffic. You will be the person who sits down with them, listens, and helps them change their habits.

This is a part-time role of around 24 hours a week. Sessions take place at customer depots and training rooms across Dubai, Sharjah and Abu Dhabi, with preparation and reporting done from home or our Dubai office.

## What you will do

- Prepare coaching sessions using Fleet Sense scores, Cabin Vision clips and Road Sense forward collision warnings
- Run one-to-one and group sessions with drivers of trucks, buses, vans and delivery motorcycles
- Agree simple, measurable goals with each driver and follow up on progress after two and six weeks
- Give fleet managers clear, fair summaries that focus on improvement rather than blame
- Suggest changes to coaching materials based on what works with drivers
- Share patterns you notice, such as risky routes or shift schedules, with the Marut Insights team

## What you bring

- Experience as a driver trainer or defensive driving instructor, or in a fleet safety or HSE role
- A valid UAE driving licence
- Excellent spoken English; Hindi, Urdu, Malayalam or Arabic is a strong advantage
- Patience and respect for professional drivers, and the ability to hold an honest conversation without lecturing
- Comfort using a laptop to present data and video clips

## Nice to have

- A recognised driver training or defensive driving qualification
- Experience working with telematics or in-cabin camera data
- Experience coaching delivery riders on motorcycles
- Knowledge of RTA rules for commercial vehicles and drivers

## What we offer

- Salary of AED 66,000-84,000 per year for around 24 hours a week
- Flexible scheduling around early-morning and evening depot shifts
- Travel costs covered for sessions outside Dubai
- Training on Marut products and our coaching method
- Health insurance in line with UAE requirements
`,
    salaryMin: 66000,
    salaryMax: 84000,
    salaryCurrency: "AED",
    validThroughDays: 40,
  },
  {
    slug: "enterprise-account-executive-fleet-safety",
    title: "Enterprise Account Executive, Fleet Safety",
    department: "Sales",
    location: "Dubai, United Arab Emirates",
    employmentType: "full-time",
    workplaceType: "hybrid",
    summary:
      "Win and grow large logistics, transport and oil and gas fleet accounts across the GCC, selling Fleet Sense, Cabin Vision and Road Sense as one road-safety programme.",
    description: `## About the role

Most large fleets in the Gulf already track their vehicles. What many of them lack is a reliable way to prevent crashes caused by fatigue, distraction and following too closely. You will sell Marut's full road-safety platform to these organisations: logistics companies, bus operators, construction firms and oil and gas contractors with hundreds or thousands of vehicles. Deals involve HSE managers, fleet heads, procurement and IT, and often start with a paid pilot on a few dozen vehicles.

You will be based in our Dubai office and cover the UAE, Saudi Arabia, Oman and Qatar, with regular travel.

## What you will do

- Build and manage a pipeline of enterprise fleet accounts across the GCC
- Run discovery with safety, operations and finance teams to understand their incident history and its cost
- Design pilots with clear success measures, such as fatigue events per 1,000 km, and see them through to full rollout
- Prepare proposals, commercial models and tender responses
- Work with Customer Success and our field installation teams to make sure what we sell can be delivered on time
- Keep an accurate forecast in the CRM and review it weekly with the sales lead

## What you bring

- Five or more years of B2B sales experience, including closing multi-year enterprise contracts
- Experience selling telematics, fleet management, video safety, IoT or similar combined hardware and software products
- An established network among fleet, logistics or HSE leaders in the GCC
- The ability to explain technical products in plain terms and to handle detailed questions from IT and security teams
- A valid UAE driving licence and willingness to travel around 30 percent of the time

## Nice to have

- Arabic language skills
- Experience with government or semi-government procurement
- Familiarity with journey management and in-vehicle monitoring system (IVMS) requirements in oil and gas
- Experience working with channel or reseller partners

## What we offer

- Competitive base salary with an uncapped commission plan
- Health insurance for you and your family, and an annual flight allowance
- A company car or car allowance
- Support from a pre-sales engineer and a customer success manager on every large deal
- Visa sponsorship for the right candidate
`,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    validThroughDays: 90,
  },
  {
    slug: "field-installation-technician-dar-es-salaam",
    title: "Field Installation Technician",
    department: "Operations",
    location: "Dar es Salaam, Tanzania",
    employmentType: "contract",
    workplaceType: "on-site",
    summary:
      "Install and maintain Marut cameras and telematics units in trucks, buses and tankers across Tanzania on a 12-month contract, with regular travel to customer depots.",
    description: `## About the role

Every Marut product depends on a good installation. A camera mounted a few centimetres too low, or a power cable connected to the wrong circuit, can cause false alerts and missed events for years. You will install, test and repair Fleet Sense trackers, Cabin Vision cameras, Cabin Alerts units and Road Sense forward-facing cameras in commercial vehicles, working from our Dar es Salaam base and travelling to depots in places such as Morogoro, Dodoma, Mwanza and Mbeya.

This is a 12-month contract, with the possibility of extension or a permanent role.

## What you will do

- Install telematics units and cameras in trucks, tankers, buses and light vehicles, following our installation standards
- Connect power, ignition and CAN or OBD-II interfaces safely and neatly, without affecting the vehicle's own systems
- Calibrate Road Sense and Cabin Vision cameras using the installer app, and confirm that data is reaching Fleet Sense
- Diagnose and repair faulty units and wiring, and return failed devices with clear fault notes
- Complete a photo record and checklist for every vehicle you work on
- Explain the basics of the system to drivers before they leave the depot

## What you bring

- At least two years of experience in auto electrical work, vehicle tracking installation or a similar trade
- Confidence with 12 V and 24 V vehicle electrical systems, multimeters and wiring diagrams
- A valid Tanzanian driving licence
- Willingness to travel for several days at a time and to work in depots and yards, sometimes at night when vehicles are free
- Good spoken Kiswahili and basic English

## Nice to have

- A VETA certificate in auto electrical work or a related trade
- Experience installing dashcams or mobile DVRs in heavy vehicles
- Experience working at fuel depots or other sites with strict safety rules
- Basic smartphone troubleshooting skills

## What we offer

- Contract fee of TZS 10.8-14.4 million per year, paid monthly
- Daily travel and accommodation allowance when working outside Dar es Salaam
- A full tool kit, protective equipment and a company phone
- Paid training on every Marut device before your first installation
- Priority consideration for permanent technician roles
`,
    salaryMin: 10800000,
    salaryMax: 14400000,
    salaryCurrency: "TZS",
    validThroughDays: 35,
  },
];
