import { Link } from "react-router";
import { CardGrid, HeroActions, PageHero, Section } from "#app/components/ui/page-kit.tsx";
import { solutionHref } from "#app/domain/solutions.ts";
import { solutionGroups, solutionSummary, solutionsInGroup } from "../catalogue.ts";
import type { SolutionsOverviewContent } from "../overview.ts";
import { PageClosing } from "./page-closing.tsx";
import { SolutionCards } from "./solution-cards.tsx";

const groupTones = ["plain", "white", "plain"] as const;

/** The /solutions page. */
export function SolutionsOverview({ content }: { content: SolutionsOverviewContent }) {
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={<p>{content.hero.lead}</p>}
        actions={<HeroActions to="/solutions/solution-details">How the products fit together</HeroActions>}
      />

      {solutionGroups.map((group, index) => {
        const solutions = solutionsInGroup(group.id);
        return (
          <Section key={group.id} id={group.id} title={group.title} intro={group.intro} tone={groupTones[index]}>
            <SolutionCards solutions={solutions} columns={solutions.length === 2 ? 2 : 3} details={content.details} />
          </Section>
        );
      })}

      <Section title={content.startingPoints.title} intro={content.startingPoints.intro} tone="tint">
        <CardGrid
          cards={content.startingPoints.items.map((item) => ({
            title: item.title,
            text: item.text,
            footer: (
              <ul className="flex flex-wrap gap-1" aria-label={`Products for ${item.title.toLowerCase()}`}>
                {item.slugs.map((slug) => (
                  <li key={slug}>
                    <Link
                      to={solutionHref(slug)}
                      className="inline-flex min-h-5 items-center rounded-full border border-ink px-1.5 text-sm font-semibold hover:bg-ink hover:text-white"
                    >
                      {solutionSummary(slug).name}
                    </Link>
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </Section>

      <PageClosing faqTitle="Questions about the solutions" faqs={content.faqs} cta={content.cta} />
    </>
  );
}
