import { CallToAction, CardGrid, PageHero, Section, Steps } from "../components/ui/page-kit.tsx";
import { Rich } from "../components/ui/rich-text.tsx";
import { BulletList } from "../features/company/components/bullet-list.tsx";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { governmentRelationsPage as page } from "../features/company/government-relations.ts";
import { metaTags } from "../features/company/page-meta.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(page.meta);
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function GovernmentRelations() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section title={page.partners.title} intro={page.partners.intro}>
        <CardGrid cards={iconCards(page.partners.cards)} columns={4} />
      </Section>
      <Section id="data-sharing" title={page.dataSharing.title} intro={page.dataSharing.intro} tone="white">
        <CardGrid cards={iconCards(page.dataSharing.principles)} columns={4} />
        <h3 className="mt-5 text-xl font-semibold">{page.dataSharing.usesTitle}</h3>
        <BulletList items={page.dataSharing.uses} className="mt-2" />
      </Section>
      <Section id="pilots" title={page.pilots.title} intro={page.pilots.intro}>
        <Steps steps={page.pilots.steps} />
      </Section>
      <Section title={page.commitments.title} tone="tint">
        <BulletList items={page.commitments.items} className="text-lg" />
      </Section>
      <CallToAction title={page.contact.title} text={<Rich text={page.contact.text} />} />
    </>
  );
}
