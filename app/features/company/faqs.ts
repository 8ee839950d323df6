import type { PageMeta } from "./page-meta.ts";

// The FAQs page's own copy. The questions and answers live in the directory
// (the `faqs` table, edited at /admin/directory; db/demo-directory.ts is the
// demo seed); each category's title and introduction are here, and a category
// not named here is titled from its address.

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

  categories: {
    products: { title: "Products", intro: "What Marut does and which parts you need." },
    installation: {
      title: "Installation",
      intro: "Getting devices into your vehicles with as little downtime as possible.",
    },
    "data-and-privacy": {
      title: "Data and privacy",
      intro: "What is recorded, who sees it and how long it is kept.",
    },
    "pricing-and-contracts": {
      title: "Pricing and contracts",
      intro: "How Marut is priced and what you commit to.",
    },
    support: { title: "Support", intro: "Getting help when you need it." },
  } as Record<string, { title: string; intro: string }>,

  empty: "No questions are published yet. Ask us directly and we will answer within one working day.",

  callToAction: {
    title: "Still have a question?",
    text: "Tell us about your fleet and a safety specialist will answer within one working day.",
  },
};

/** A category's title and introduction: its own, or its address as words. */
export function faqCategory(id: string): { title: string; intro: string } {
  const known = faqsPage.categories[id];
  if (known) return known;
  const words = id.replace(/-/g, " ");
  return { title: words.charAt(0).toUpperCase() + words.slice(1), intro: "" };
}
