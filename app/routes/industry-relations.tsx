import { CallToAction, CardGrid, PageHero, Section } from "../components/ui/page-kit.tsx";
import { Rich } from "../components/ui/rich-text.tsx";
import { StandardMarks } from "../components/ui/standard-marks.tsx";
import { BulletList } from "../features/company/components/bullet-list.tsx";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { industryRelationsPage as page } from "../features/company/industry-relations.ts";
import { metaTags } from "../features/company/page-meta.ts";
import type { RouteHandle } from "../lib/page-context.ts";
import { standardMarks } from "../lib/standards.ts";

export function meta() {
  return metaTags(page.meta);
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function IndustryRelations() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section id="vehicle-makers" title={page.oems.title} intro={page.oems.intro}>
        <CardGrid cards={iconCards(page.oems.cards)} />
      </Section>
      <Section id="insurers" title={page.insurers.title} intro={page.insurers.intro} tone="white">
        <CardGrid cards={iconCards(page.insurers.cards)} />
        <p className="mt-3 max-w-3xl rounded-lg border-l-4 border-signal bg-signal-soft p-2 font-semibold">
          {page.insurers.principle}
        </p>
      </Section>
      <Section id="industry-bodies" title={page.bodies.title} intro={page.bodies.intro}>
        <StandardMarks marks={standardMarks} label="Standards and laws we build to" />
        <BulletList items={page.bodies.items} />
      </Section>
      <Section id="research" title={page.research.title} intro={page.research.intro} tone="white">
        <CardGrid cards={iconCards(page.research.cards)} />
        <h3 className="mt-5 text-xl font-semibold">{page.research.rulesTitle}</h3>
        <BulletList items={page.research.rules} className="mt-2" />
      </Section>
      <CallToAction title={page.contact.title} text={<Rich text={page.contact.text} />} />
    </>
  );
}
