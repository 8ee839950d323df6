import { CallToAction, CardGrid, PageHero, Section } from "../components/ui/page-kit.tsx";
import { Blocks, Rich } from "../components/ui/rich-text.tsx";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { csrAndEsgPage as page } from "../features/company/csr-and-esg.ts";
import { metaTags } from "../features/company/page-meta.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(page.meta);
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function CsrAndEsg() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section id="community" title={page.community.title} intro={page.community.intro}>
        <CardGrid cards={iconCards(page.community.cards)} columns={4} />
      </Section>
      <Section id="environment" title={page.environment.title} intro={page.environment.intro} tone="white">
        <div className="max-w-3xl">
          <Blocks blocks={page.environment.blocks} />
        </div>
      </Section>
      <Section id="governance" title={page.governance.title} intro={page.governance.intro}>
        <CardGrid cards={iconCards(page.governance.cards)} />
      </Section>
      <Section id="targets" title={page.targets.title} intro={page.targets.intro} tone="white">
        <Blocks blocks={page.targets.blocks} />
      </Section>
      <CallToAction title={page.contact.title} text={<Rich text={page.contact.text} />} />
    </>
  );
}
