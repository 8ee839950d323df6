import { CallToAction, CardGrid, PageHero, Section, Steps } from "../components/ui/page-kit.tsx";
import { Rich } from "../components/ui/rich-text.tsx";
import { BulletList } from "../features/company/components/bullet-list.tsx";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { educationAndTrainingPage as page } from "../features/company/education-and-training.ts";
import { metaTags } from "../features/company/page-meta.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(page.meta);
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

const withFormat = (programmes: typeof page.drivers.programmes) =>
  iconCards(programmes.map(({ format, ...programme }) => ({ ...programme, footer: format })));

export default function EducationAndTraining() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section id="drivers" title={page.drivers.title} intro={page.drivers.intro}>
        <CardGrid cards={withFormat(page.drivers.programmes)} columns={4} />
      </Section>
      <Section id="fleet-managers" title={page.managers.title} intro={page.managers.intro} tone="white">
        <CardGrid cards={withFormat(page.managers.programmes)} columns={4} />
      </Section>
      <Section id="schools" title={page.schools.title} intro={page.schools.intro} tone="tint">
        <BulletList items={page.schools.points} className="text-lg" />
        <p className="mt-3 max-w-3xl">
          <Rich text={page.schools.booking} />
        </p>
      </Section>
      <Section title={page.howItWorks.title}>
        <Steps steps={page.howItWorks.steps} />
      </Section>
      <CallToAction title={page.callToAction.title} text={page.callToAction.text} />
    </>
  );
}
