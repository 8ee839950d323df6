import { brand } from "#app/lib/brand.ts";
import { formatList, type SiteOffice } from "#app/lib/company-facts.ts";
import { dataProtectionLaws, minimumTls } from "#app/lib/security-claims.ts";
import { mailLink, type PageMeta } from "../page-meta.ts";
import { byPost, dataSourceBlocks, type LegalPage, officeAddress } from "./legal-pages.ts";

const privacy = mailLink(brand.email.privacy);

export const privacyPolicyMeta: PageMeta = {
  title: "Privacy policy",
  description: `What personal data the ${brand.name} website collects through the lead wizard, newsletter and careers portal, why, how long we keep it and your rights. No tracking cookies.`,
};

/** The policy, with the controller's address and the regional offices taken from the directory (the root loader's). */
export const privacyPolicyPage = (offices: readonly SiteOffice[]): LegalPage => ({
  meta: privacyPolicyMeta,
  title: "Privacy policy",
  lead: "What this website collects about you, why, how long we keep it, and how to use your rights. In short: only what we need, never sold, and no tracking cookies.",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text: `${controller(offices)} decides how the personal data collected through this website is used and is responsible for it.${regionalOffices(offices)}`,
        },
        {
          type: "paragraph",
          text: ["Our Data Protection Officer, Priya Nair, can be reached at ", privacy, "."],
        },
        {
          type: "paragraph",
          text: "This policy covers the website only. Data recorded by Marut devices in customers' vehicles is handled under each customer's contract and the notices given to their drivers.",
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      blocks: [
        { type: "heading", text: "The lead wizard (“Let's talk”)" },
        {
          type: "list",
          items: [
            "Your fleet size, the features you are interested in, and your country and state or region.",
            "Your company, first and last name, email address and phone number.",
            "A six-digit code we email you to confirm your address. We store only a one-way hash of it; it expires after 10 minutes and works once.",
            "The page you sent the enquiry from and your browser's user-agent string, so that we can answer in context and spot automated abuse.",
          ],
        },
        { type: "heading", text: "The newsletter" },
        {
          type: "list",
          items: [
            "Your email address and whether it is waiting for confirmation, confirmed or unsubscribed, with the dates each happened, and the topics you chose to receive.",
            "The links in our emails carry random tokens; we store only one-way hashes of them.",
            "For each newsletter we send you: when our mail server handed it over, whether your mail server refused it (after a permanent refusal we stop sending), and whether and how often you followed its links (the links pass through our own website to be counted). We use no tracking pixels and no other company's services to do this.",
          ],
        },
        { type: "heading", text: "The careers portal" },
        {
          type: "list",
          items: [
            "Your name, email address and password. The password is stored only as an Argon2id hash that cannot be turned back into the password.",
            "The profile details, résumé and other documents you choose to give us, and the positions you apply for.",
            "The status of each application and the notes our hiring team makes about it.",
          ],
        },
        { type: "heading", text: "Every visit" },
        {
          type: "list",
          items: [
            "Our servers log each request's method, path, status, duration and a random request identifier. They do not log IP addresses, query strings or cookies.",
            "To stop abuse, such as thousands of sign-ups from one machine, we count requests per IP address. A count is kept for at most one hour and is then deleted.",
          ],
        },
        {
          type: "paragraph",
          text: "If you write to us by email, we keep your message and our reply to deal with your request.",
        },
      ],
    },
    {
      id: "why-we-use-it",
      title: "Why we use it",
      blocks: [
        {
          type: "table",
          caption: "Purposes and legal grounds",
          head: ["Purpose", "Data used", "Legal ground"],
          rows: [
            [
              "Answering your enquiry and preparing a proposal",
              "Lead wizard details",
              "Your consent, and steps you ask for before a contract",
            ],
            ["Confirming that an email address is yours", "Email address, code or link token", "Your consent"],
            ["Sending the newsletter", "Email address", "Your consent, which you can withdraw in one click"],
            [
              "Considering you for a position",
              "Careers portal details and documents",
              "Your consent, and steps before an employment contract",
            ],
            [
              "Keeping the website secure and working",
              "Request logs, request counts, user-agent",
              "Our legitimate interest in a safe, available service, and legal obligations",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "We do not use your data for automated decisions that affect you, we do not build advertising profiles, and we never sell personal data.",
        },
      ],
    },
    {
      id: "who-we-share-it-with",
      title: "Who we share it with",
      blocks: [
        {
          type: "list",
          items: [
            "Our teams in India, Tanzania and the UAE, when your enquiry or application concerns their region.",
            "Companies that host the website and deliver our email, under contracts that let them use the data only to provide that service to us.",
            "Authorities, when the law requires it. We check every request and disclose only what is required.",
          ],
        },
        {
          type: "paragraph",
          text: "No advertising networks, data brokers or analytics companies receive data from this website.",
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        {
          type: "paragraph",
          text: "Because we work across India, Tanzania and the United Arab Emirates, your data may be handled in any of those countries. We move it only as far as needed, protect it in the same way everywhere, and rely on written agreements between our offices and with our providers that meet the data protection laws of each country.",
        },
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        {
          type: "table",
          caption: "Retention periods",
          head: ["Data", "Kept for"],
          rows: [
            ["Lead wizard enquiries", "24 months after our last contact with you, then deleted"],
            ["Email verification codes", "Valid for 10 minutes and only once; stored as a hash"],
            [
              "Newsletter subscription",
              "While you are subscribed. After you unsubscribe we keep only your address, marked unsubscribed, so that we never email you again",
            ],
            [
              "Newsletter links",
              "Confirmation links work for 48 hours; the unsubscribe link of the confirmation email keeps working for five years, and the unsubscribe and preferences links of each newsletter for as long as the subscription they were sent to",
            ],
            [
              "Careers account",
              "Until you delete it, or 24 months after your last sign-in, when we tell you before deleting it",
            ],
            [
              "Job applications",
              "12 months after the position closes, unless you ask us to keep them for future roles",
            ],
            ["Request logs", "30 days"],
            ["Request counts per IP address", "At most one hour"],
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "Depending on where you live, the data protection laws of India, Tanzania, the UAE or your own country give you the right to:",
        },
        {
          type: "list",
          items: [
            "know what data we hold about you and get a copy;",
            "have inaccurate data corrected and incomplete data completed;",
            "have your data deleted when we no longer need it, or when you withdraw your consent;",
            "withdraw consent at any time, as easily as you gave it, without affecting what was done before;",
            "object to our use of your data based on legitimate interests;",
            "nominate someone to exercise these rights for you if you cannot;",
            `complain to a regulator, such as ${dataProtectionLaws
              .map((entry) => entry.regulator)
              .join(", ")
              .replace(/, ([^,]*)$/, " or $1")}.`,
          ],
        },
        {
          type: "paragraph",
          text: [
            "To use any of these rights, write to ",
            privacy,
            ". We reply within 30 days, and sooner where the law requires. We may ask you to confirm your identity first, so that we never give your data to someone else. Using your rights is free.",
          ],
        },
      ],
    },
    {
      id: "cookies-and-local-storage",
      title: "Cookies and local storage",
      blocks: [
        {
          type: "paragraph",
          text: [
            { strong: "This website sets no tracking cookies." },
            " It uses no analytics, advertising or social-media cookies, and it loads no scripts, fonts, videos or maps from other companies, so nobody else learns that you visited.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "When you sign in to the careers portal, your browser keeps a sign-in token in its local storage under the key ",
            { code: "token" },
            ". It is needed to keep you signed in, is read only by this website, and is removed when you log out.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          type: "paragraph",
          text: `The website is served only over HTTPS, with ${minimumTls} or later. Passwords, codes and email link tokens are stored only as one-way hashes, access to personal data is limited to the staff who need it, and sign-in attempts and form submissions are rate limited. If a breach puts your data at risk, we will tell you and the regulators as the law requires.`,
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          type: "paragraph",
          text: "The website is meant for adults: fleet operators, partners and job applicants aged 18 or over. Our school road-safety sessions collect no personal data about pupils.",
        },
      ],
    },
    { id: "data-sources", title: "Data sources and credits", blocks: dataSourceBlocks },
    {
      id: "changes-to-this-policy",
      title: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "When we change what we collect or why, we update this policy and the date at the top of the page. If a change affects a purpose you consented to, we ask for your consent again.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          type: "paragraph",
          text: ["Write to our Data Protection Officer at ", privacy, `${byPost(offices)}.`],
        },
      ],
    },
  ],
});

/** The company, with its registered office's address when the directory has one. */
function controller(offices: readonly SiteOffice[]): string {
  const address = officeAddress(offices);
  return `${brand.legalName} (“${brand.name}”, “we”)${address ? `, ${address},` : ""}`;
}

/** " Our offices in Dar es Salaam and Dubai handle …": the offices after the head office, if any. */
function regionalOffices(offices: readonly SiteOffice[]): string {
  const cities = offices.slice(1).map((office) => office.city);
  return cities.length === 0
    ? ""
    : ` Our ${cities.length === 1 ? "office" : "offices"} in ${formatList(cities)} ${cities.length === 1 ? "handles" : "handle"} enquiries from ${cities.length === 1 ? "its region" : "their regions"} under this same policy.`;
}
