import { Link } from "react-router";
import { CallToAction, CardGrid, PageHero, Section } from "../components/ui/page-kit.tsx";
import { LeaderCard } from "../features/company/components/leader-card.tsx";
import { metaTags } from "../features/company/page-meta.ts";
import { teamPage as page } from "../features/company/team.ts";
import { leadershipOf, loadDirectory } from "../features/content/directory.server.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/team";

export async function loader({ context }: Route.LoaderArgs) {
  const directory = await loadDirectory(context.get(pageContext).services);
  return { leaders: leadershipOf(directory) };
}

export function meta() {
  return metaTags(page.meta);
}

// The leadership comes from the directory (/admin/directory): rendered once per
// change and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Section title={page.leadership.title} intro={page.leadership.intro}>
        {loaderData.leaders.length === 0 ? (
          <p>{page.leadership.empty}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {loaderData.leaders.map((leader, index) => (
              <LeaderCard key={leader.slug} leader={leader} index={index} />
            ))}
          </ul>
        )}
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
