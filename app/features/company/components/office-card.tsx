import { Clock, type LucideIcon, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactText } from "#app/components/ui/contact-text.tsx";
import { OfficeAddress } from "#app/components/ui/office-address.tsx";
import type { SiteOffice } from "#app/lib/company-facts.ts";

/** An office as Contact and About show it (from the directory, /admin/directory). */
export type Office = Omit<SiteOffice, "at">;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** An office's full details; the section's id is the office id, so /contact#india lands on it. */
export function OfficeDetails({ office, visiting }: { office: Office; visiting: string }) {
  const headingId = `${office.id}-heading`;
  return (
    <section
      id={office.id}
      aria-labelledby={headingId}
      className="scroll-mt-3 rounded-lg border border-black/10 bg-white p-3 target:border-ink target:ring-2 target:ring-signal"
    >
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">{office.country}</p>
      <h3 id={headingId} className="text-2xl font-bold">
        {office.city}
      </h3>
      <p className="mt-0.5 text-muted">{office.role}</p>
      <OfficeAddress lines={office.addressLines} className="mt-2" />
      <ul className="mt-2 space-y-1">
        {office.phone ? (
          <OfficeContact href={telHref(office.phone)} icon={Phone} label="Phone">
            <ContactText kind="phone" value={office.phone} />
          </OfficeContact>
        ) : null}
        {office.email ? (
          <OfficeContact href={`mailto:${office.email}`} icon={Mail} label="Email">
            <ContactText kind="email" value={office.email} />
          </OfficeContact>
        ) : null}
        {office.hours ? (
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={18} />
            <span>
              <span className="sr-only">Opening hours: </span>
              {office.hours}
            </span>
          </li>
        ) : null}
      </ul>
      <p className="mt-2 text-sm text-muted">{visiting}</p>
    </section>
  );
}

/** A phone number or address to write to, as a link under its icon, named for screen readers. */
function OfficeContact({
  href,
  icon: Icon,
  label,
  children,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} className="inline-flex items-center gap-1 font-semibold underline">
        <Icon aria-hidden="true" size={18} />
        <span>
          <span className="sr-only">{label}: </span>
          {children}
        </span>
      </a>
    </li>
  );
}

/** A short office summary linking to its details on the contact page. */
export function OfficeSummary({ office }: { office: Office }) {
  return (
    <li className="flex flex-col rounded-lg border border-black/10 bg-white p-3">
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">{office.country}</p>
      <h3 className="text-xl font-bold">{office.city}</h3>
      <p className="mt-1 flex-1 text-muted">{office.role}</p>
      <p className="mt-2">
        <Link to={`/contact#${office.id}`} className="font-semibold underline">
          Address and opening hours<span className="sr-only"> of the {office.city} office</span>
        </Link>
      </p>
    </li>
  );
}
