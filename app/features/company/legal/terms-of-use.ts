import { brand } from "#app/lib/brand.ts";
import type { SiteOffice } from "#app/lib/company-facts.ts";
import { mailLink, type PageMeta } from "../page-meta.ts";
import { byPost, dataSourceBlocks, type LegalPage, officeAddress } from "./legal-pages.ts";

export const termsOfUseMeta: PageMeta = {
  title: "Terms of use",
  description: `The terms for using the ${brand.name} website, lead wizard, newsletter and careers portal, with links to our privacy policy and accessibility statement.`,
};

/** The terms, with the registered office taken from the directory's offices (the root loader's). */
export const termsOfUsePage = (offices: readonly SiteOffice[]): LegalPage => ({
  meta: termsOfUseMeta,
  title: "Terms of use",
  lead: "The rules for using this website, its lead wizard, newsletter and careers portal. They are written to be read: if anything is unclear, ask us.",
  sections: [
    {
      id: "about-these-terms",
      title: "About these terms",
      blocks: [
        {
          type: "paragraph",
          text: `This website is run by ${brand.legalName} (“${brand.name}”, “we”, “us”), whose registered office is ${registeredOffice(offices)}. By using the website you accept these terms.`,
        },
        {
          type: "paragraph",
          text: `${brand.name} products and services are supplied under separate customer contracts. These terms cover the website only and do not change any contract you have with us.`,
        },
        {
          type: "paragraph",
          text: [
            "How we handle personal data is explained in our ",
            { text: "privacy policy", href: "/legal/privacy-policy" },
            ", and how we make the site usable for everyone in our ",
            { text: "accessibility statement", href: "/legal/accessibility-statement" },
            ".",
          ],
        },
      ],
    },
    {
      id: "using-the-website",
      title: "Using the website",
      blocks: [
        {
          type: "paragraph",
          text: "You may browse the website, share links to it, and print or save pages for your personal use or for internal use in your organisation.",
        },
        { type: "paragraph", text: "When you use it, please do not:" },
        {
          type: "list",
          items: [
            "try to gain access to parts of the site, accounts or data that are not meant for you;",
            "send requests faster than a person browsing would, or in a way that slows the site down for others (automated traffic over our limits is refused with HTTP status 429);",
            "submit false details, or someone else's details without their permission, in the lead wizard, the newsletter form or the careers portal;",
            "upload files that contain malicious code, or content that is unlawful, abusive or not yours to share;",
            "collect personal data about other people from the site.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "If you believe you have found a security vulnerability, please tell us at ",
            mailLink(brand.email.security),
            " and give us a reasonable time to fix it before telling anyone else. We will not take legal action against research done in good faith that respects these terms and other people's data.",
          ],
        },
      ],
    },
    {
      id: "information-on-the-website",
      title: "Information on the website",
      blocks: [
        {
          type: "paragraph",
          text: "Product descriptions, results, figures and examples on the website are general information to help you understand what we do. They are not an offer, and results on your fleet depend on your vehicles, routes and drivers. What we supply, and its specifications, are set out in the proposal and contract we agree with you.",
        },
        {
          type: "paragraph",
          text: "Examples on the Developer APIs page use invented vehicles, drivers and credentials. Safety information and training content on the website do not replace the law, your own risk assessment or professional driving instruction.",
        },
      ],
    },
    {
      id: "enquiries-and-newsletter",
      title: "Enquiries and the newsletter",
      blocks: [
        {
          type: "paragraph",
          text: "When you complete the lead wizard you ask us to contact you about your fleet. We send a code to your email address to confirm it is yours before we accept the enquiry. Sending an enquiry does not commit you, or us, to anything.",
        },
        {
          type: "paragraph",
          text: "The newsletter is sent only after you confirm your address through the link we email you. Every newsletter contains a link that unsubscribes you in one click.",
        },
      ],
    },
    {
      id: "careers-portal",
      title: "The careers portal",
      blocks: [
        {
          type: "list",
          items: [
            "You need an account to apply. Keep one account per person, keep your password to yourself, and tell us at once if you think someone else has used it.",
            "The information and documents you submit must be accurate and your own.",
            "We may suspend an account that is used to break these terms, for example by submitting applications for other people.",
            "Applying for a position does not create an offer or a contract of employment. An offer is made only in writing.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text: `The text, design, logo and illustrations of this website belong to ${brand.legalName} or are used with permission. “${brand.name}”, the ${brand.name} logo and our product names are our trade marks. You may not copy, adapt or republish the website's content beyond what section 2 allows without our written permission.`,
        },
        {
          type: "paragraph",
          text: "Data and assets from others are credited, with their licences, in the data sources and credits section below.",
        },
      ],
    },
    {
      id: "links-to-other-websites",
      title: "Links to other websites",
      blocks: [
        {
          type: "paragraph",
          text: "The website links to our pages on social networks and to a few other sites. Those sites are run by others under their own terms and privacy policies, and we are not responsible for them. The website itself loads nothing from other companies' servers.",
        },
      ],
    },
    {
      id: "availability-and-liability",
      title: "Availability and liability",
      blocks: [
        {
          type: "paragraph",
          text: "We work to keep the website accurate, secure and available, but we provide it as it is and cannot promise that it will always be available or free of errors. We may change or withdraw any part of it.",
        },
        {
          type: "paragraph",
          text: "As far as the law allows, we are not liable for indirect or consequential loss, or for loss of profit, business or data, arising from the use of the website. Nothing in these terms limits liability that cannot be limited by law, including liability for fraud, or for death or personal injury caused by negligence.",
        },
      ],
    },
    {
      id: "changes-to-these-terms",
      title: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these terms when the website or the law changes. The date at the top of the page shows when they last changed; significant changes are also summarised on this page for 30 days.",
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        {
          type: "paragraph",
          text: `These terms are governed by the laws of ${brand.registeredOffice.jurisdiction}, and the courts of ${brand.registeredOffice.courts} have jurisdiction over any dispute about them. If you use the website as a consumer, you keep any protection the law of your own country gives you.`,
        },
      ],
    },
    { id: "data-sources-and-credits", title: "Data sources and credits", blocks: dataSourceBlocks },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          type: "paragraph",
          text: ["Questions about these terms: ", mailLink(brand.email.general), `${byPost(offices)}.`],
        },
      ],
    },
  ],
});

/** "at <the street address on one line>", or the country alone while the directory lists no office. */
function registeredOffice(offices: readonly SiteOffice[]): string {
  const address = officeAddress(offices);
  return address ? `at ${address}` : `in ${brand.registeredOffice.jurisdiction}`;
}
