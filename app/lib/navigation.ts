// The site map as visitors see it: header mega-menus, mobile menu, footer and
// the search dialog all read from here.

import { solutionHref, solutionNames, solutionSlugs, solutionSummaries } from "../domain/solutions.ts";
import { canonicalPath } from "./seo.ts";

/** The id of the footer's site map, where the header's menu button leads before the page has hydrated. */
export const SITE_MAP_ID = "site-map";

export type NavLink = { label: string; href: string; description: string };
export type NavSection = {
  id: "solutions" | "insights" | "who-we-are";
  label: string;
  intro: string;
  links: NavLink[];
};

export const navSections: NavSection[] = [
  {
    id: "solutions",
    label: "Solutions",
    intro: "One platform that watches the road and the cab, and a team that acts on what it sees.",
    links: [
      { label: "All solutions", href: "/solutions", description: "How the seven products protect drivers together." },
      {
        label: "How it fits together",
        href: "/solutions/solution-details",
        description: "Devices, cloud, people and the data that flows between them.",
      },
      {
        label: "Savings calculator",
        href: "/solutions/savings-calculator",
        description: "Estimate what fewer collisions, less fuel and less idling are worth to your fleet.",
      },
      ...solutionSlugs.map((slug) => ({
        label: solutionNames[slug],
        href: solutionHref(slug),
        description: solutionSummaries[slug],
      })),
    ],
  },
  {
    id: "insights",
    label: "Insights",
    intro: "Research, field notes and results from fleets that cut collisions.",
    links: [
      { label: "All insights", href: "/insights", description: "Everything we publish, newest first." },
      { label: "Blogs", href: "/insights/blogs", description: "Practical notes for fleet and safety managers." },
      {
        label: "Articles",
        href: "/insights/articles",
        description: "In-depth pieces on driver behaviour and road risk.",
      },
      {
        label: "Customer stories",
        href: "/insights/customer-stories",
        description: "Measured outcomes from fleets using Marut.",
      },
      { label: "Whitepapers", href: "/insights/whitepapers", description: "Research reports to download." },
      { label: "Newsroom", href: "/newsroom", description: "Announcements, launches and press coverage." },
      { label: "Events", href: "/events", description: "Where to meet the team, online and in person." },
    ],
  },
  {
    id: "who-we-are",
    label: "Who we are",
    intro: "A road-safety company from Bengaluru, Dar es Salaam and Dubai.",
    links: [
      { label: "About Marut", href: "/about", description: "Why we exist and how we work." },
      { label: "Our values", href: "/about#values", description: "The principles behind every decision." },
      { label: "Team", href: "/team", description: "The people who lead Marut." },
      { label: "Careers", href: "/careers", description: "Open positions and life at Marut." },
      {
        label: "Government relations",
        href: "/government-relations",
        description: "Working with transport authorities on safer roads.",
      },
      {
        label: "Education and training",
        href: "/education-and-training",
        description: "Driver training and road-safety education.",
      },
      {
        label: "Industry relations",
        href: "/industry-relations",
        description: "Partners, associations and standards work.",
      },
      { label: "Developer APIs", href: "/developer-apis", description: "Integrate Marut data with your own systems." },
      { label: "CSR and ESG", href: "/csr-and-esg", description: "Our commitments to people and the planet." },
      { label: "FAQs", href: "/faqs", description: "Answers to the questions we hear most." },
    ],
  },
];

/** Where most visitors go: offered where a visitor has not found what they wanted (the 404 page, a search without results). */
export const popularPages: NavLink[] = [
  { href: "/", label: "Home", description: "Start from the beginning." },
  { href: "/solutions", label: "Solutions", description: "Cameras, alerts, telematics and the 24/7 Life Savers team." },
  { href: "/insights", label: "Insights", description: "Blogs, articles, customer stories and whitepapers." },
  { href: "/careers", label: "Careers", description: "Open positions in Bengaluru, Dar es Salaam and Dubai." },
  { href: "/contact", label: "Contact", description: "Our offices, phone numbers and email addresses." },
  { href: "/faqs", label: "FAQs", description: "Answers to the questions we hear most." },
];

/** The footer's "Useful links" column. */
export const usefulLinks: { label: string; href: string }[] = [
  { label: "Newsroom", href: "/newsroom" },
  { label: "Careers", href: "/careers" },
  { label: "FAQs", href: "/faqs" },
  { label: "Developer APIs", href: "/developer-apis" },
  { label: "Terms of use", href: "/legal/terms-of-use" },
  { label: "Privacy policy", href: "/legal/privacy-policy" },
  { label: "Accessibility statement", href: "/legal/accessibility-statement" },
];

/**
 * The header takes the tone of the band a page opens with (docs/decisions/0017-page-system.md): dark over a page
 * that opens with a dark hero, light over one that opens on a light band. These are the pages that open light; an
 * entry covers its path and the pages below it, and an entry ending in "/" only the pages below it. Every other page
 * opens dark. The careers portal (/careers/jobs/...) has its own dark bar and its pages open with a dark band too.
 */
const lightOpenings = [
  "/legal",
  "/faqs",
  "/thank-you",
  "/coming-soon",
  "/search",
  "/insights/",
  "/newsroom",
  "/events",
  "/announcements",
  "/dev",
  "/404",
];

export function headerThemeFor(pathname: string, isNotFound = false): "dark" | "light" {
  if (isNotFound) return "light";
  // An address may end in a slash (answered with a redirect): compare canonical paths.
  const path = canonicalPath(pathname);
  const opensLight = lightOpenings.some((entry) =>
    entry.endsWith("/") ? path.startsWith(entry) : path === entry || path.startsWith(`${entry}/`),
  );
  return opensLight ? "light" : "dark";
}

/** Which invitation opens the footer: the fleet buyers' ("Get in touch") or, on the careers pages, the applicants'. */
export type FooterBand = "sales" | "careers";

/**
 * The careers pages (/careers and everything under it: positions, jobs, login, register, profile, applications) and
 * the page an applicant's verification link opens (/verify-email?type=applicant) end with the careers band.
 */
export function footerBandFor(pathname: string, search = ""): FooterBand {
  const path = canonicalPath(pathname);
  if (path === "/careers" || path.startsWith("/careers/")) return "careers";
  return path === "/verify-email" && new URLSearchParams(search).get("type") === "applicant" ? "careers" : "sales";
}
