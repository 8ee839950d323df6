import { Link } from "react-router";
import { CallToAction, CardGrid, PageHero, Section } from "../components/ui/page-kit.tsx";
import { LeaderCard } from "../features/company/components/leader-card.tsx";
import { metaTags } from "../features/company/page-meta.ts";
import { teamPage as page } from "../features/company/team.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function Team() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section title={page.leadership.title} intro={page.leadership.intro}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {page.leadership.people.map((leader, index) => (
            <LeaderCard key={leader.name} leader={leader} index={index} />
          ))}
        </ul>
      </Section>
      <Section title={page.howWeLead.title} tone="white">
        <CardGrid cards={page.howWeLead.cards} />
      </Section>
      <CallToAction
        title={page.callToAction.title}
        text={page.callToAction.text}
        action={
          <Link
            to="/careers"
            className="inline-flex min-h-6 items-center rounded-md bg-ink px-3 font-semibold text-white hover:bg-ink/90"
          >
            See open positions
          </Link>
        }
      />
    </>
  );
}
