import type { RichText } from "../../components/ui/rich-text.tsx";
import { brand } from "../../lib/brand.ts";
import { minimumTls, retention } from "../../lib/security-claims.ts";
import { mailLink, type PageMeta } from "./page-meta.ts";

export type Faq = { question: string; answer: RichText };
export type FaqGroup = { id: string; title: string; intro: string; items: Faq[] };

const lifeSavers = { text: brand.emergencyLine.display, href: brand.emergencyLine.href };

export const faqsPage = {
  meta: {
    title: "Frequently asked questions",
    description:
      "Answers about Marut's products, installation, data and privacy, pricing and contracts, and support for fleets in India, Tanzania and the UAE.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "FAQs",
    title: "Frequently asked questions",
    lead: "The questions fleet owners, safety managers and drivers ask us most, answered plainly. If yours is not here, ask us directly.",
  },

  groups: [
    {
      id: "products",
      title: "Products",
      intro: "What Marut does and which parts you need.",
      items: [
        {
          question: "What does Marut do?",
          answer:
            "Marut helps commercial fleets prevent crashes. Cabin Vision watches for fatigue, distraction and phone use; Road Sense warns of collisions, lane drift and tailgating; Cabin Alerts bring the driver's attention back; Fleet Sense tracks vehicles, trips and fuel; Marut Insights turns it all into risk scores; the Life Savers call drivers when a critical event happens; and the Happy Driver Programme coaches and rewards safe driving.",
        },
        {
          question: "Do I need every product?",
          answer: [
            "No. Many fleets start with Fleet Sense tracking and Cabin Vision, then add Road Sense or Life Savers monitoring where the risk is highest. ",
            { text: "See how the products fit together", href: "/solutions/solution-details" },
            ".",
          ],
        },
        {
          question: "Which vehicles does Marut work with?",
          answer:
            "Trucks, tankers, buses, vans and cars on 12 V or 24 V electrical systems, from any maker. Devices are sealed against dust and rated for cab temperatures found in the Gulf summer.",
        },
        {
          question: "Does the driver camera work at night or through sunglasses?",
          answer:
            "Yes. Cabin Vision uses infrared light that the driver cannot see, so it works in a dark cab and through most sunglasses. Some strongly polarised lenses reduce accuracy; the device reports when it cannot see the driver's eyes.",
        },
        {
          question: "What happens when a critical event is detected?",
          answer:
            "The driver hears and sees an in-cab alert at once. Critical events such as repeated fatigue or a near collision also go to the Life Savers, who review the clip and call the driver, and the fleet manager if the vehicle needs to stop.",
        },
      ],
    },
    {
      id: "installation",
      title: "Installation",
      intro: "Getting devices into your vehicles with as little downtime as possible.",
      items: [
        {
          question: "How long does installation take?",
          answer:
            "A tracker alone takes about 30 minutes. A full set of tracker, driver camera and road camera takes 60 to 90 minutes per vehicle, including calibration and a test drive.",
        },
        {
          question: "Who installs the devices?",
          answer:
            "Marut's own technicians in and around Bengaluru, Dar es Salaam and Dubai, and trained partner installers elsewhere. Every installation is checked remotely before the vehicle returns to service.",
        },
        {
          question: "Will installation affect my vehicle's warranty?",
          answer:
            "Our installers use the vehicle's diagnostic port or a fused supply point and never cut into wiring the maker warrants. We give you the installation record for each vehicle to share with your dealer.",
        },
        {
          question: "Can we install without taking vehicles off the road?",
          answer:
            "Yes. Our teams work at your depot overnight or between shifts, so most fleets lose no driving time at all.",
        },
        {
          question: "What happens when we sell or retire a vehicle?",
          answer:
            "Tell us and we move the devices to another vehicle or collect them. There is no charge for moving devices within your fleet.",
        },
      ],
    },
    {
      id: "data-and-privacy",
      title: "Data and privacy",
      intro: "What is recorded, who sees it and how long it is kept.",
      items: [
        {
          question: "Does the camera record all the time?",
          answer: `The device analyses video as it drives but uploads only short clips, about 20 seconds, around a safety event. Everything else stays on the device and is overwritten after about ${retention.continuousVideoHours} hours.`,
        },
        {
          question: "Is audio recorded in the cab?",
          answer:
            "No, cabin audio is off by default. It can be switched on only when the fleet and its drivers agree, for example on buses where passengers' safety is at stake.",
        },
        {
          question: "Who can see drivers' data?",
          answer:
            "The people your company authorises, the Life Savers reviewing events, and each driver for their own data. Marut never sells data and never uses it for advertising.",
        },
        {
          question: "How long are clips and location history kept?",
          answer: `Event clips are kept for ${retention.eventClipDays} days unless you choose a shorter period or mark a clip as part of an incident investigation. Trips and location history are kept for ${retention.recordsYears} years unless you choose a shorter period, and deleted, backups included, within ${retention.deletionAfterContractDays} days of the end of your contract, once you have had the chance to export them.`,
        },
        {
          question: "How do you protect the data?",
          answer: [
            `Data is encrypted in transit with ${minimumTls} or later and at rest with AES-256, access is limited by role and logged, and our staff use it only to deliver the service. Our Data Protection Officer answers questions at `,
            mailLink(brand.email.privacy),
            ".",
          ],
        },
      ],
    },
    {
      id: "pricing-and-contracts",
      title: "Pricing and contracts",
      intro: "How Marut is priced and what you commit to.",
      items: [
        {
          question: "How is Marut priced?",
          answer:
            "A monthly subscription per vehicle covers the devices, mobile data, software, updates and, if you choose it, Life Savers monitoring. Installation is quoted once, per vehicle.",
        },
        {
          question: "Is there a minimum fleet size?",
          answer:
            "No. We work with fleets of a single vehicle and with fleets of thousands. The price per vehicle falls as the fleet grows.",
        },
        {
          question: "How long are contracts?",
          answer:
            "Most customers choose 36 months. A 12-month term is available at a higher monthly price, and either can be extended month by month when it ends.",
        },
        {
          question: "Can we try Marut before we commit?",
          answer:
            "Yes. A 90-day pilot on 10 to 50 vehicles measures your fleet before and after, with the method agreed in writing at the start. If you do not continue, you return the devices and pay only for the pilot's monitoring.",
        },
        {
          question: "What happens to the devices when a contract ends?",
          answer:
            "You can extend, buy the devices at their remaining value, or return them. Returned devices are refurbished for reuse or recycled by certified partners.",
        },
      ],
    },
    {
      id: "support",
      title: "Support",
      intro: "Getting help when you need it.",
      items: [
        {
          question: "How do I get help?",
          answer: [
            "Customers write to ",
            mailLink(brand.email.support),
            " or call their regional office. ",
            { text: "Find your office", href: "/contact" },
            ".",
          ],
        },
        {
          question: "When is support available?",
          answer: [
            "Each office answers during its opening hours, listed on the contact page. The Life Savers line, ",
            lifeSavers,
            ", is staffed around the clock for critical safety events.",
          ],
        },
        {
          question: "What if a device stops working?",
          answer:
            "Devices report their own health, so we usually know before you do. We replace faulty devices on the next working day in Bengaluru, Dar es Salaam and Dubai, and within five working days elsewhere.",
        },
        {
          question: "Do you train our staff?",
          answer: [
            "Yes. Every rollout includes onboarding for drivers and workshops for fleet managers. ",
            { text: "See our training programmes", href: "/education-and-training" },
            ".",
          ],
        },
        {
          question: "How do I report a security or accessibility problem?",
          answer: [
            "Write to ",
            mailLink(brand.email.security),
            " about security vulnerabilities and to ",
            mailLink(brand.email.accessibility),
            " about anything on this website that is hard to use.",
          ],
        },
      ],
    },
  ] satisfies FaqGroup[],

  callToAction: {
    title: "Still have a question?",
    text: "Tell us about your fleet and a safety specialist will answer within one working day.",
  },
};
