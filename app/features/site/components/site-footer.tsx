import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactText } from "#app/components/ui/contact-text.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { SocialIcon } from "#app/components/ui/social-icon.tsx";
import { brand } from "#app/lib/brand.ts";
import { mainPhone, officePlace, useOffices } from "#app/lib/company-facts.ts";
import { ContactModalTrigger } from "#app/lib/contact-modal.tsx";
import { type FooterBand, navSections, SITE_MAP_ID, usefulLinks } from "#app/lib/navigation.ts";

const heading = "text-sm font-bold tracking-widest text-signal uppercase";
const link = "rounded-sm text-white/85 hover:text-white hover:underline";

const buttonClass = "mt-2 inline-block rounded-md bg-signal px-2 py-1 font-bold text-ink hover:bg-[#ffd54d]";

/** The footer's opening invitation for fleet buyers: talk to sales. */
function SalesBand() {
  return (
    <div>
      <p className="mt-2 max-w-md text-2xl font-bold">Every driver home safe, every shift.</p>
      <p className="mt-1 max-w-md text-white/80">
        Tell us about your fleet and we will show you what Marut would have caught on your roads last month.
      </p>
      <ContactModalTrigger className={buttonClass}>Get in touch</ContactModalTrigger>
    </div>
  );
}

/** The footer's opening invitation on the careers pages: the open positions and the careers team's address. */
function CareersBand() {
  return (
    <div>
      <p className="mt-2 max-w-md text-2xl font-bold">Help every driver get home safe.</p>
      <p className="mt-1 max-w-md text-white/80">
        Engineers, safety specialists, coaches and field teams across India, East Africa and the Gulf. Questions about a
        role? Write to{" "}
        <a href={`mailto:${brand.email.careers}`} className={`${link} underline underline-offset-4`}>
          <ContactText kind="email" value={brand.email.careers} />
        </a>
        .
      </p>
      <Link to="/careers/jobs/positions" className={buttonClass}>
        See open positions
      </Link>
    </div>
  );
}

/**
 * The site footer. It opens with an invitation chosen by the page's area (`band`, from `footerBandFor`): fleet buyers
 * are asked to get in touch, applicants on the careers pages are shown the open positions. The newsletter form is
 * passed in by the layout that composes the features; the offices and the main number come from the directory (the
 * root loader).
 */
export function SiteFooter({ newsletter, band = "sales" }: { newsletter: ReactNode; band?: FooterBand }) {
  const solutions = navSections.find((section) => section.id === "solutions")?.links.slice(2) ?? [];
  const offices = useOffices();
  const phone = mainPhone(offices);

  return (
    <footer className="bg-ink text-white">
      <div className="page-container pt-6 pb-3">
        <div className="grid gap-4 border-b border-white/15 pb-5 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <Logo tone="dark" />
            {band === "careers" ? <CareersBand /> : <SalesBand />}
          </div>
          <div>{newsletter}</div>
        </div>

        <div id={SITE_MAP_ID} className="grid scroll-mt-2 gap-4 py-5 sm:grid-cols-2 lg:grid-cols-4">
          <FooterLinks id="footer-solutions" title="Solutions" links={solutions} />
          <FooterLinks id="footer-useful" title="Useful links" links={usefulLinks} />
          {/* An error page whose data did not load (a refused address) has no offices to list. */}
          {offices.length > 0 && (
            <nav aria-labelledby="footer-locations">
              <h2 id="footer-locations" className={heading}>
                Locations
              </h2>
              <ul className="mt-1.5 space-y-1">
                {offices.map((office) => (
                  <li key={office.id}>
                    <Link to={`/contact#${office.id}`} className={`${link} inline-flex items-center gap-0.5`}>
                      <MapPin aria-hidden="true" size={16} />
                      {officePlace(office)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div>
            <h2 className={heading}>Talk to us</h2>
            <ul className="mt-1.5 space-y-1">
              <li>
                <a href={`mailto:${brand.email.general}`} className={`${link} inline-flex items-center gap-0.5`}>
                  <Mail aria-hidden="true" size={16} />
                  <ContactText kind="email" value={brand.email.general} />
                </a>
              </li>
              {phone ? (
                <li>
                  <a href={phone.href} className={`${link} inline-flex items-center gap-0.5`}>
                    <Phone aria-hidden="true" size={16} />
                    <ContactText kind="phone" value={phone.display} />
                  </a>
                </li>
              ) : null}
            </ul>
            <ul className="mt-2 flex gap-1" aria-label="Social media">
              {brand.social.map((item) => (
                <li key={item.network}>
                  <a
                    href={item.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-5 items-center justify-center rounded-md bg-white/10 hover:bg-white/20"
                  >
                    <SocialIcon network={item.network} />
                    <span className="sr-only">{item.label} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <p className="border-t border-white/15 pt-3 text-sm text-white/75">
          © {new Date().getFullYear()} {brand.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** A titled column of the footer's site map. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: { label: string; href: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-1.5 space-y-1">
        {links.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
