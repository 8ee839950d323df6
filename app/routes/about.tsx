import { CallToAction, CardGrid, PageHero, Section, Stats } from "../components/ui/page-kit.tsx";
import { Timeline } from "../components/ui/timeline.tsx";
import { aboutPage as page } from "../features/company/about.ts";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { OfficeSummary } from "../features/company/components/office-card.tsx";
import { metaTags } from "../features/company/page-meta.ts";
import { brand } from "../lib/brand.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function About() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section title={page.story.title} tone="white">
        <div className="max-w-3xl space-y-2 text-lg">
          {page.story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title={page.mission.title} tone="tint">
        <p className="max-w-3xl text-2xl leading-snug font-semibold">{page.mission.statement}</p>
        <p className="mt-2 max-w-3xl text-lg">{page.mission.text}</p>
        <div className="mt-4">
          <Stats stats={page.stats} />
        </div>
      </Section>
      <Section title={page.differentiators.title} intro={page.differentiators.intro}>
        <CardGrid cards={iconCards(page.differentiators.cards)} />
      </Section>
      <Section id="values" title={page.values.title} intro={page.values.intro} tone="white">
        <CardGrid cards={iconCards(page.values.cards)} />
      </Section>
      <Section title={page.milestones.title} intro={page.milestones.intro}>
        <Timeline
          items={page.milestones.items.map((milestone) => ({
            when: String(milestone.year),
            title: milestone.title,
            text: milestone.text,
          }))}
        />
      </Section>
      <Section title={page.offices.title} intro={page.offices.intro} tone="white">
        <ul className="grid gap-3 md:grid-cols-3">
          {brand.offices.map((office) => (
            <OfficeSummary key={office.id} office={office} />
          ))}
        </ul>
      </Section>
      <CallToAction title={page.callToAction.title} text={page.callToAction.text} />
    </>
  );
}
