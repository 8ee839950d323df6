import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactText } from "#app/components/ui/contact-text.tsx";
import { DialogCloseButton, FullScreenDialog } from "#app/components/ui/full-screen-dialog.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { brand } from "#app/lib/brand.ts";
import { mainPhone, telHref, useOffices } from "#app/lib/company-facts.ts";
import { useContactModal } from "#app/lib/contact-modal.tsx";

/**
 * The full-screen "Let's talk" modal opened from the header, the footer and
 * page buttons. Its body is passed in by the layout; `aside` sits beside it on
 * wide screens and below it on narrow ones.
 */
export function ContactDialog({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const { isOpen, close } = useContactModal();
  return (
    <FullScreenDialog open={isOpen} onClose={close} labelledBy="contact-dialog-title">
      <div className="flex min-h-full flex-col">
        <div className="flex h-9 items-center justify-between border-b border-black/10 bg-white px-3">
          <Link to="/" onClick={close} className="rounded-md" aria-label="Marut home">
            <Logo tone="light" />
          </Link>
          <DialogCloseButton onClose={close} />
        </div>
        <div
          className={`mx-auto w-full flex-1 px-3 py-5 ${aside ? "grid max-w-6xl gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6" : "max-w-4xl"}`}
        >
          <div className="min-w-0">
            <h2 id="contact-dialog-title" className="text-3xl font-bold">
              {title}
            </h2>
            {children}
          </div>
          {aside ? <aside aria-label="Other ways to reach us">{aside}</aside> : null}
        </div>
      </div>
    </FullScreenDialog>
  );
}

/** A compact version of the contact details, beside the lead wizard: the offices come from the directory (the root loader). */
export function ContactAside() {
  const offices = useOffices();
  const phone = mainPhone(offices);
  return (
    <div className="rounded-lg border border-black/10 bg-white p-2 text-sm">
      <h3 className="text-lg font-bold">Prefer to call or write?</h3>
      <p className="mt-0.5 text-muted">Our sales team answers on working days; the Life Savers line never closes.</p>
      {phone ? (
        <p className="mt-1.5">
          <a href={phone.href} className="inline-flex items-center gap-0.5 font-semibold underline">
            <Phone aria-hidden="true" size={16} />
            <ContactText kind="phone" value={phone.display} />
          </a>
        </p>
      ) : null}
      <p className={phone ? "mt-0.5" : "mt-1.5"}>
        <a href={`mailto:${brand.email.sales}`} className="inline-flex items-center gap-0.5 font-semibold underline">
          <Mail aria-hidden="true" size={16} />
          <ContactText kind="email" value={brand.email.sales} />
        </a>
      </p>
      {offices.length > 0 ? (
        <>
          <h4 className="mt-2 font-bold">Offices</h4>
          <ul className="mt-0.5 grid gap-1">
            {offices.map((office) => (
              <li key={office.id}>
                <span className="block font-semibold">
                  {office.city}, {office.country}
                </span>
                {!office.phone || office.phone === phone?.display ? null : (
                  <a href={telHref(office.phone)} className="underline">
                    <ContactText kind="phone" value={office.phone} />
                  </a>
                )}
                {office.hours ? <span className="block text-muted">{office.hours}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-2 border-t border-black/10 pt-1.5">
        Life Savers 24/7 line:{" "}
        <a href={brand.emergencyLine.href} className="font-semibold underline">
          {brand.emergencyLine.display}
        </a>
      </p>
    </div>
  );
}
