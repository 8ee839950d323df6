import type { Inline } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import { mainPhone, type SiteOffice } from "#app/lib/company-facts.ts";
import { formatDate } from "#app/lib/dates.ts";
import { mailLink, type PageMeta } from "../page-meta.ts";
import { type LegalPage, legalLastUpdated } from "./legal-pages.ts";

/** How quickly we answer an accessibility report, in working days. */
export const accessibilityResponse = { acknowledgeWithin: 2, resolveWithin: 10 } as const;

export const accessibilityStatementMeta: PageMeta = {
  title: "Accessibility statement",
  description: `How accessible the ${brand.name} website is: our WCAG 2.2 AA target, how we test, known limitations, and how to report a problem.`,
};

/** The statement, with the main number (the head office's in the directory, the root loader's) to call. */
export const accessibilityStatementPage = (offices: readonly SiteOffice[]): LegalPage => ({
  meta: accessibilityStatementMeta,
  title: "Accessibility statement",
  lead: "We want everyone who drives, manages or works with fleets to be able to use this website. Here is how far we have got, how we check it, and what is still missing.",
  sections: [
    {
      id: "scope",
      title: "What this statement covers",
      blocks: [
        {
          type: "paragraph",
          text: `This statement applies to every page of the ${brand.name} website, including the lead wizard, the newsletter form and the careers portal.`,
        },
      ],
    },
    {
      id: "standard",
      title: "The standard we aim for",
      blocks: [
        {
          type: "paragraph",
          text: [
            "Our target is the ",
            { text: "Web Content Accessibility Guidelines (WCAG) 2.2", href: "https://www.w3.org/TR/WCAG22/" },
            " at level AA.",
          ],
        },
        {
          type: "paragraph",
          text: "We believe the website meets most level AA success criteria. Because it has not yet been audited independently, we describe it as partially conformant until an audit confirms where it stands.",
        },
      ],
    },
    {
      id: "how-we-test",
      title: "How we test",
      blocks: [
        {
          type: "list",
          items: [
            "Automated browser tests open every page of the website in Chromium and run the axe-core accessibility engine against the WCAG 2.0, 2.1 and 2.2 level A and AA rules. Any violation fails the build, so a page with a known violation cannot be released.",
            "Keyboard tests in the same suite use only the keyboard to open and close the menus, dialogs and accordions, move through them and copy code samples. They check that focus stays inside open dialogs and returns to where it was when a dialog closes.",
            "Page tests also check that each page has exactly one main heading and a title and description of its own.",
          ],
        },
        {
          type: "paragraph",
          text: "Automated tools find only part of all accessibility problems. That is why we ask for your reports and why the limitations below are listed openly.",
        },
      ],
    },
    {
      id: "what-we-do",
      title: "What we have built in",
      blocks: [
        {
          type: "list",
          items: [
            "A “Skip to content” link, landmarks and a logical heading structure on every page.",
            "Everything can be used with a keyboard, and the keyboard focus is always visible.",
            "Text and controls meet the level AA contrast ratios, and text is real text, not pictures of text.",
            "Pages reflow at 400% zoom without sideways scrolling, except wide tables, which scroll inside their own frame.",
            "Animations and smooth scrolling are turned off when your device asks for reduced motion.",
            "Form fields have visible labels, and errors are described in words, not by colour alone.",
            "Questions and answers on the FAQ page open and close without JavaScript.",
          ],
        },
      ],
    },
    {
      id: "known-limitations",
      title: "Known limitations",
      blocks: [
        {
          type: "list",
          items: [
            "Email verification codes expire after 10 minutes for security. If yours expires in the lead wizard, go back one step and continue again to receive a new code; what you have already entered is kept.",
            "The office map on the contact page is a simplified illustration. Every office's address, phone number, email and opening hours are also given as text below it.",
            "Our automated tests run in Chromium only. Other browsers and screen readers are not yet part of them, and we have not yet tested the website with disabled users. Both are planned for 2027.",
            "The website is available in English only. Our training and coaching are offered in other languages, but not the website itself.",
            "Code samples on the Developer APIs page use technical notation that some screen readers read character by character.",
          ],
        },
      ],
    },
    {
      id: "report-a-problem",
      title: "Report a problem",
      blocks: [
        {
          type: "paragraph",
          text: [
            "If something on this website is hard or impossible for you to use, please tell us at ",
            mailLink(brand.email.accessibility),
            ...callUs(offices),
            ". It helps to include:",
          ],
        },
        {
          type: "list",
          items: [
            "the address of the page;",
            "what you were trying to do and what happened;",
            "the browser, device and any assistive technology you were using.",
          ],
        },
        {
          type: "paragraph",
          text: `We confirm that we have received your report within ${accessibilityResponse.acknowledgeWithin} working days. Within ${accessibilityResponse.resolveWithin} working days we either fix the problem or tell you when it will be fixed, and in the meantime give you the information or service you needed in another way, such as by email or phone.`,
        },
      ],
    },
    {
      id: "about-this-statement",
      title: "About this statement",
      blocks: [
        {
          type: "paragraph",
          text: `This statement was last reviewed on ${formatDate(legalLastUpdated)}, based on the results of our automated tests and our own review of the website. We review it whenever the website changes significantly, and at least once a year.`,
        },
      ],
    },
  ],
});

/** " or call <the main number>", or nothing while the directory has no number. */
function callUs(offices: readonly SiteOffice[]): Inline[] {
  const phone = mainPhone(offices);
  return phone ? [" or call ", { text: phone.display, href: phone.href }] : [];
}
