import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Customer, CustomerProof } from "#app/lib/customers.ts";
import { keepFigureTogether } from "#app/lib/figures.ts";

/**
 * The customers' wordmarks in a row, each linking to its story. The marks are
 * static SVG files shown as images, so the strip adds no script to the page.
 */
export function TrustedByStrip({ customers, label }: { customers: CustomerProof[]; label: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <p className="shrink-0 text-sm font-semibold tracking-widest text-muted uppercase">{label}</p>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {customers.map((customer) => (
          <li key={customer.id}>
            <Link
              to={customer.storyUrl}
              className="block rounded-md p-1 opacity-90 transition-opacity hover:opacity-100 focus-visible:opacity-100"
            >
              <img
                src={customer.wordmark.src}
                width={customer.wordmark.width}
                height={customer.wordmark.height}
                alt={`${customer.name}: read the customer story`}
                loading="lazy"
                decoding="async"
                className="h-6 w-auto sm:h-7"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A customer's quote with the person who said it and a link to the story it comes from
 * (left out on the story page itself).
 */
export function TestimonialCard({
  customer,
  linkToStory = true,
}: {
  customer: Customer & Partial<Pick<CustomerProof, "storyUrl">>;
  linkToStory?: boolean;
}) {
  const { testimonial } = customer;
  return (
    <figure className="flex h-full flex-col rounded-lg border border-black/10 bg-white p-3">
      <img
        src={customer.wordmark.src}
        width={customer.wordmark.width}
        height={customer.wordmark.height}
        alt={customer.name}
        loading="lazy"
        decoding="async"
        className="h-5 w-auto self-start"
      />
      <blockquote className="mt-2 flex-1 text-lg leading-relaxed">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-3 border-t border-black/10 pt-2">
        <span className="block font-semibold">{testimonial.person}</span>
        <span className="block text-sm text-muted">
          {testimonial.title}, {customer.name}
        </span>
        {linkToStory && customer.storyUrl ? (
          <Link
            to={customer.storyUrl}
            className="mt-1.5 inline-flex items-center gap-0.5 font-semibold underline underline-offset-4"
          >
            Read the {customer.name} story
            <ArrowRight aria-hidden="true" size={16} className="shrink-0" />
          </Link>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * Testimonials side by side, one column on phones. A single testimonial sits beside the
 * results its customer measured, as its story reports them.
 */
export function Testimonials({ customers }: { customers: CustomerProof[] }) {
  const [only] = customers;
  if (customers.length === 1 && only) {
    return (
      <div className="grid gap-3 lg:grid-cols-[3fr_2fr]">
        <TestimonialCard customer={only} />
        <div className="rounded-lg bg-ink p-3 text-white">
          <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
            {only.name} · {only.fleet} · {only.region}
          </p>
          <dl className="mt-2 grid gap-2">
            {only.outcomes.map((outcome) => (
              <div key={outcome.label} className="flex flex-col border-l-4 border-signal pl-1.5">
                <dt className="text-sm text-white/85">{outcome.label}</dt>
                <dd className="order-first text-3xl font-bold text-signal">{keepFigureTogether(outcome.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {customers.map((customer) => (
        <TestimonialCard key={customer.id} customer={customer} />
      ))}
    </div>
  );
}
