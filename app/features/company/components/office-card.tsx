import { Clock, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { ContactText } from "../../../components/ui/contact-text.tsx";
import type { brand } from "../../../lib/brand.ts";

type Office = (typeof brand.offices)[number];

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
      <address className="mt-2 not-italic">
        {office.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={telHref(office.phone)} className="inline-flex items-center gap-1 font-semibold underline">
            <Phone aria-hidden="true" size={18} />
            <span>
              <span className="sr-only">Phone: </span>
              <ContactText kind="phone" value={office.phone} />
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${office.email}`} className="inline-flex items-center gap-1 font-semibold underline">
            <Mail aria-hidden="true" size={18} />
            <span>
              <span className="sr-only">Email: </span>
              <ContactText kind="email" value={office.email} />
            </span>
          </a>
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" size={18} />
          <span>
            <span className="sr-only">Opening hours: </span>
            {office.hours}
          </span>
        </li>
      </ul>
      <p className="mt-2 text-sm text-muted">{visiting}</p>
    </section>
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
