// The customers whose stories the site tells: one entry per customer story in
// content/insights/customer-stories, keyed by the story's file name. The home
// page's "Trusted by" strip, the testimonials on the home and product pages and
// the quote on the story page itself all come from here; the story's front
// matter keeps the facts (fleet, region, products, outcomes).

export type CustomerWordmark = {
  /** A static SVG under public/customers/, drawn for this customer. */
  src: string;
  width: number;
  height: number;
};

export type Testimonial = {
  quote: string;
  person: string;
  /** The person's job title at the customer. */
  title: string;
};

export type Customer = {
  /** The customer story's slug: /insights/customer-stories/<id>. */
  id: string;
  /** As the story's `customer` field names it. */
  name: string;
  wordmark: CustomerWordmark;
  testimonial: Testimonial;
};

export const customers = [
  {
    id: "deccan-roadlines",
    name: "Deccan Roadlines",
    wordmark: { src: "/customers/deccan-roadlines.svg", width: 240, height: 64 },
    testimonial: {
      quote:
        "Our drivers were always good drivers. What we did not have was a way to see the moment at three in the morning when a good driver becomes a tired one, and someone to act on it. Now we do. The first time a driver told me a Life Savers call had probably saved his life, I stopped thinking of this as a technology project.",
      person: "K. Srinivas Reddy",
      title: "Head of Fleet Safety",
    },
  },
  {
    id: "pwani-express",
    name: "Pwani Express",
    wordmark: { src: "/customers/pwani-express.svg", width: 240, height: 64 },
    testimonial: {
      quote:
        "Before, our drivers only heard from the office when something went wrong. Now the first conversation is about what they did well. Some of the drivers who were most worried about the system are now the ones asking to see their scores every week. The passengers notice the difference, and so does our fuel bill.",
      person: "Grace Mwakyusa",
      title: "Operations Manager",
    },
  },
] as const satisfies readonly Customer[];

/** A customer with a story, by the story's slug. */
export type CustomerId = (typeof customers)[number]["id"];

/** The address of a customer's story. */
export function customerStoryUrl(customer: Pick<Customer, "id">): string {
  return `/insights/customer-stories/${customer.id}`;
}

/** The customer a story is about, by the story's slug. */
export function customerForStory(slug: string): Customer | undefined {
  return customers.find((customer) => customer.id === slug);
}

/** What a page shows of a customer: its mark, its quote, where its story is and the story's measured results. */
export type CustomerProof = Customer & {
  storyUrl: string;
  fleet: string;
  region: string;
  outcomes: { value: string; label: string }[];
};
