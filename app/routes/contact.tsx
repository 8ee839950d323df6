import { Mail, Phone } from "lucide-react";
import { ContactText } from "../components/ui/contact-text.tsx";
import { CallToAction, PageHero, Section, TalkToUsButton } from "../components/ui/page-kit.tsx";
import { OfficeDetails } from "../features/company/components/office-card.tsx";
import { OfficeMap } from "../features/company/components/office-map.tsx";
import { officeCoordinates, contactPage as page } from "../features/company/contact.ts";
import { metaTags } from "../features/company/page-meta.ts";
import { brand } from "../lib/brand.ts";

export function meta() {
  return metaTags(page.meta);
}

const pins = brand.offices.map((office) => ({
  id: office.id,
  label: `${office.city}, ${office.id === "dubai" ? "UAE" : office.country}`,
  href: `#${office.id}`,
  at: [officeCoordinates[office.id].lat, officeCoordinates[office.id].lon] as const,
  placement: office.id === "tanzania" ? ("right" as const) : ("below" as const),
}));

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={<TalkToUsButton>{page.hero.action}</TalkToUsButton>}
      />
      <Section id="offices" title={page.map.title} intro={page.map.intro}>
        <OfficeMap label={page.map.label} pins={pins} />
        <div className="mt-4 grid gap-3 lg:grid-cols-3">
          {brand.offices.map((office) => (
            <OfficeDetails key={office.id} office={office} visiting={page.visiting} />
          ))}
        </div>
      </Section>
      <Section title={page.channels.title} tone="white">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {page.channels.items.map((channel) => (
            <li key={channel.label} className="rounded-lg border border-black/10 bg-paper p-2">
              <h3 className="font-semibold">{channel.label}</h3>
              <p className="text-sm text-muted">{channel.text}</p>
              <a
                href={
                  channel.kind === "email"
                    ? `mailto:${channel.address}`
                    : `tel:${channel.address.replace(/[^\d+]/g, "")}`
                }
                className="mt-1 inline-flex items-center gap-0.5 font-semibold underline"
              >
                {channel.kind === "email" ? (
                  <Mail aria-hidden="true" size={16} className="shrink-0" />
                ) : (
                  <Phone aria-hidden="true" size={16} className="shrink-0" />
                )}
                <ContactText kind={channel.kind} value={channel.address} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction title={page.callToAction.title} text={page.callToAction.text} />
    </>
  );
}
