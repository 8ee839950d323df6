import { Link } from "react-router";
import { CallToAction, CardGrid, PageHero, Section, Stats } from "../components/ui/page-kit.tsx";
import { Timeline } from "../components/ui/timeline.tsx";
import { aboutPage as page } from "../features/company/about.ts";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { OfficeSummary } from "../features/company/components/office-card.tsx";
import { metaTags } from "../features/company/page-meta.ts";
import { figureStats, leadershipOf, loadDirectory, officeOf } from "../features/content/directory.server.ts";
import { officeCountries } from "../lib/company-facts.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const directory = await loadDirectory(context.get(pageContext).services);
  return {
    leaders: leadershipOf(directory).map(({ slug, name, title }) => ({ slug, name, title })),
    figures: figureStats(directory, page.figures.keys),
    offices: directory.offices.map(officeOf),
  };
}

export function meta() {
  return metaTags(page.meta);
}

// Leadership, figures and offices come from the directory (/admin/directory):
// rendered once per change and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function About({ loaderData }: Route.ComponentProps) {
  const { leaders, figures, offices } = loaderData;
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
          <Stats
            stats={[...page.stats, { value: String(offices.length), label: `Offices, in ${officeCountries(offices)}` }]}
          />
        </div>
      </Section>
      {figures.length > 0 ? (
        <Section title={page.figures.title} intro={page.figures.intro}>
          <Stats stats={figures} />
        </Section>
      ) : null}
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
      {leaders.length > 0 ? (
        <Section id="leadership" title={page.leadership.title} intro={page.leadership.intro} tone="white">
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {leaders.map((leader) => (
              <li key={leader.slug} className="rounded-lg border border-black/10 bg-paper p-2">
                <p className="font-semibold">{leader.name}</p>
                <p className="text-sm text-muted">{leader.title}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to="/team" className="font-semibold underline">
              {page.leadership.link}
            </Link>
          </p>
        </Section>
      ) : null}
      <Section title={page.offices.title} intro={page.offices.intro}>
        <ul className="grid gap-3 md:grid-cols-3">
          {offices.map((office) => (
            <OfficeSummary key={office.id} office={office} />
          ))}
        </ul>
      </Section>
      <CallToAction title={page.callToAction.title} text={page.callToAction.text} />
    </>
  );
}
