import { Mail, Phone } from "lucide-react";
import { ContactText } from "../components/ui/contact-text.tsx";
import { CallToAction, PageHero, Section, TalkToUsButton } from "../components/ui/page-kit.tsx";
import { OfficeDetails } from "../features/company/components/office-card.tsx";
import { OfficeMap } from "../features/company/components/office-map.tsx";
import { contactPage as page } from "../features/company/contact.ts";
import { metaTags } from "../features/company/page-meta.ts";
import { loadDirectory, officeOf } from "../features/content/directory.server.ts";
import { formatList, officePlace } from "../lib/company-facts.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/contact";

export async function loader({ context }: Route.LoaderArgs) {
  const directory = await loadDirectory(context.get(pageContext).services);
  return { offices: directory.offices.map(officeOf) };
}

export function meta() {
  return metaTags(page.meta);
}

// The offices come from the directory (/admin/directory): rendered once per
// change and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { offices } = loaderData;
  const pinnedCities = offices.flatMap((office) => (office.at ? [office.city] : []));
  const pins = offices.flatMap((office) =>
    office.at
      ? [
          {
            id: office.id,
            label: officePlace(office),
            href: `#${office.id}`,
            at: [office.at.lat, office.at.lon] as const,
            // South of the equator the label sits beside the pin, clear of the coast.
            placement: office.at.lat < 0 ? ("right" as const) : ("below" as const),
          },
        ]
      : [],
  );
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={<TalkToUsButton>{page.hero.action}</TalkToUsButton>}
      />
      <Section id="offices" title={page.map.title} intro={page.map.intro}>
        <OfficeMap label={`${page.map.label} in ${formatList(pinnedCities)}`} pins={pins} />
        <div className="mt-4 grid gap-3 lg:grid-cols-3">
          {offices.map((office) => (
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
