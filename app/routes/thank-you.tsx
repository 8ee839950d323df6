import { ArrowRight, CalendarCheck, CircleCheck, Inbox, PhoneCall } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { BackToHomePage } from "../components/ui/back-to-home-page.tsx";
import { IconBadge } from "../components/ui/page-kit.tsx";
import { BookADemoCallout } from "../features/booking/components/book-a-demo-callout.tsx";
import { brand } from "../lib/brand.ts";
import { mainPhone, useOffices } from "../lib/company-facts.ts";
import type { RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: `Thank you: we'll be in touch | ${brand.name}`,
    description:
      "Your request reached the Marut team. A safety specialist will reply within one working day to plan a call about your fleet.",
  });
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

const nextSteps = [
  {
    icon: Inbox,
    title: "Check your inbox",
    text: "A copy of your answers is on its way to the address you verified. If it is not there in a few minutes, look in your spam or promotions folder.",
  },
  {
    icon: PhoneCall,
    title: "A specialist replies within one working day",
    text: "A safety specialist for your region reads your answers, then calls or emails to find a time that suits you.",
  },
  {
    icon: CalendarCheck,
    title: "A 30-minute call about your fleet",
    text: "We talk through your routes, vehicles and the risks that worry you most, and show the parts of the platform that fit. A pilot on a few vehicles can follow.",
  },
];

const onward = [
  { to: "/solutions", title: "Explore our solutions", text: "In-cab vision, ADAS alerts, fleet telematics and more." },
  { to: "/about", title: "Get to know Marut", text: "Who we are, what we believe and where we work." },
  { to: "/contact", title: "Find an office", text: "Addresses, phone numbers and opening hours." },
  { to: "/careers/jobs/positions", title: "Work with us", text: "Open positions in engineering, safety and sales." },
];

/**
 * Arriving from the lead wizard, the focus goes to the page heading, so
 * screen-reader and keyboard users start on the new page rather than on the
 * button that opened the wizard.
 */
function useHeadingFocusFromWizard() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  const fromWizard = typeof state === "object" && state !== null && "fromLeadWizard" in state;
  useEffect(() => {
    if (fromWizard) heading.current?.focus();
  }, [fromWizard]);
  return heading;
}

export default function ThankYou() {
  const heading = useHeadingFocusFromWizard();
  const phone = mainPhone(useOffices());
  return (
    <>
      <section className="border-b border-black/10 bg-white">
        <div className="page-container py-8 md:py-10">
          <IconBadge size="size-8" round tone="signal">
            <CircleCheck size={36} />
          </IconBadge>
          <p className="mt-2 text-sm font-semibold tracking-widest text-muted uppercase">Request received</p>
          <h1 ref={heading} tabIndex={-1} className="page-title mt-1 max-w-3xl">
            Thank you. We'll be in touch.
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Your request is with the {brand.name} team. Every fleet we work with started with a conversation like the
            one we are about to have, and we are glad yours is next.
          </p>
        </div>
      </section>

      <BookADemoCallout />

      <section aria-labelledby="next-heading" className="page-container py-8">
        <h2 id="next-heading" className="text-2xl font-bold md:text-3xl">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-3 md:grid-cols-3">
          {nextSteps.map((item, index) => (
            <li key={item.title} className="rounded-lg border border-black/10 bg-white p-3">
              <span className="flex items-center gap-1">
                <IconBadge>
                  <item.icon size={20} />
                </IconBadge>
                <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
              </span>
              <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
              <p className="mt-1 text-muted">{item.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 max-w-3xl">
          Need us sooner?{" "}
          {phone ? (
            <>
              Call{" "}
              <a href={phone.href} className="font-semibold underline">
                {phone.display}
              </a>{" "}
              or write to{" "}
            </>
          ) : (
            "Write to "
          )}
          <a href={`mailto:${brand.email.sales}`} className="font-semibold underline">
            {brand.email.sales}
          </a>
          . Existing customers with an urgent safety event can reach the Life Savers team around the clock on{" "}
          <a href={brand.emergencyLine.href} className="font-semibold underline">
            {brand.emergencyLine.display}
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="onward-heading" className="bg-white">
        <div className="page-container py-8">
          <h2 id="onward-heading" className="text-2xl font-bold md:text-3xl">
            While you wait
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {onward.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex h-full items-start justify-between gap-2 rounded-lg border border-black/10 bg-paper p-3 hover:border-ink"
                >
                  <span>
                    <span className="block text-lg font-semibold group-hover:underline">{link.title}</span>
                    <span className="mt-0.5 block text-muted">{link.text}</span>
                  </span>
                  <ArrowRight aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
          <BackToHomePage className="mt-4" />
        </div>
      </section>
    </>
  );
}
