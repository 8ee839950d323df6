import { ArrowRight, Bus, Construction, Flame, type LucideIcon, Pickaxe, School, Truck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Testimonials, TrustedByStrip } from "#app/components/ui/customer-proof.tsx";
import { CallToAction, CardGrid, HeroActions, PageHero, Section, Stats, Steps } from "#app/components/ui/page-kit.tsx";
import { brand } from "#app/lib/brand.ts";
import type { CustomerProof } from "#app/lib/customers.ts";
import { solutionCatalogue } from "../catalogue.ts";
import type { HomeContent, IndustryIconName } from "../home.ts";
import type { SolutionStat } from "../solutions.ts";
import { ProductVisualFigure } from "./product-visual.tsx";
import { SavingsCalculatorTeaser } from "./savings-calculator-teaser.tsx";
import { namedIconCards, solutionCard } from "./solution-cards.tsx";

/** A customer story from the content collection, as the home page shows it. */
export type HomeStory = {
  url: string;
  title: string;
  customer: string;
  industry: string;
  region: string;
  fleet: string;
  summary: string;
  products: string[];
  outcomes: { value: string; label: string }[];
};

/** A recent insights item: a link with its kind and date. */
export type HomeInsight = {
  url: string;
  title: string;
  kind: string;
  date: string;
  dateLabel: string;
  description: string;
};

const industryIcons: Record<IndustryIconName, LucideIcon> = {
  truck: Truck,
  bus: Bus,
  school: School,
  flame: Flame,
  pickaxe: Pickaxe,
  construction: Construction,
};

/** A customer story teaser: the fleet, what it did and three measured outcomes. */
function StoryCard({ story }: { story: HomeStory }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-lg border border-black/10 bg-white p-3">
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">
        {story.industry} · {story.region}
      </p>
      <h3 id={headingId} className="mt-1 text-xl font-bold">
        <Link to={story.url} className="underline-offset-4 hover:underline">
          {story.title}
        </Link>
      </h3>
      <p className="mt-0.5 font-semibold">
        {story.customer}, {story.fleet}
      </p>
      <p className="mt-2 text-muted">{story.summary}</p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-3">
        {story.outcomes.map((outcome) => (
          <div key={outcome.label} className="flex flex-col border-l-4 border-signal pl-1.5">
            <dt className="text-sm text-muted">{outcome.label}</dt>
            <dd className="order-first text-3xl font-bold">{outcome.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto pt-3 text-sm text-muted">
        Products used:{" "}
        {story.products
          .map((slug) => solutionCatalogue.find((solution) => solution.slug === slug)?.name ?? slug)
          .join(", ")}
      </p>
    </article>
  );
}

/** The link under a section's teasers to everything of their kind. */
function SeeAllLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mt-3">
      <Link to={to} className="font-semibold underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

/** The home page; `figures` are the headline figures of `content.proof` as the directory has them now. */
export function HomeView({
  content,
  figures,
  stories,
  latest,
  customers,
}: {
  content: HomeContent;
  figures: SolutionStat[];
  stories: HomeStory[];
  latest: HomeInsight[];
  customers: CustomerProof[];
}) {
  return (
    <>
      <PageHero
        eyebrow={brand.tagline}
        title={content.hero.title}
        lead={<p>{content.hero.lead}</p>}
        actions={
          <HeroActions to="/solutions">
            {content.hero.secondaryAction}
            <ArrowRight aria-hidden="true" size={16} />
          </HeroActions>
        }
        media={<ProductVisualFigure visual={content.hero.visual} />}
      />

      <section aria-label="Customers" className="border-b border-black/10 bg-white">
        <div className="mx-auto max-w-6xl px-3 py-3">
          <TrustedByStrip customers={customers} label={content.trustedBy.label} />
        </div>
      </section>

      <Section id="solutions" title={content.solutions.title} intro={content.solutions.intro}>
        <CardGrid
          columns={4}
          cards={[
            ...solutionCatalogue.map((solution) => solutionCard(solution)),
            {
              title: content.solutions.detailsCard.title,
              text: content.solutions.detailsCard.text,
              footer: (
                <Link to="/solutions/solution-details" className="font-semibold text-ink underline underline-offset-4">
                  {content.solutions.detailsCard.link}
                  <ArrowRight aria-hidden="true" size={16} className="ml-0.5 inline align-[-2px]" />
                </Link>
              ),
            },
          ]}
        />
      </Section>

      <Section title={content.proof.title} intro={content.proof.intro} tone="white">
        {figures.length > 0 ? <Stats stats={figures} /> : null}
        <SavingsCalculatorTeaser />
        <h3 className={`${figures.length > 0 ? "mt-6" : ""} text-xl font-bold`}>{content.testimonials.title}</h3>
        <div className="mt-3">
          <Testimonials customers={customers} />
        </div>
      </Section>

      <Section title={content.howItWorks.title} intro={content.howItWorks.intro}>
        <Steps steps={content.howItWorks.steps} />
      </Section>

      <Section id="industries" title={content.industries.title} intro={content.industries.intro} tone="white">
        <CardGrid cards={namedIconCards(content.industries.items, industryIcons)} />
      </Section>

      <Section title={content.stories.title} intro={content.stories.intro} tone="tint">
        <div className="grid gap-3 lg:grid-cols-2">
          {stories.map((story) => (
            <StoryCard key={story.url} story={story} />
          ))}
        </div>
        <SeeAllLink to="/insights/customer-stories">All customer stories</SeeAllLink>
      </Section>

      <Section title={content.latest.title} intro={content.latest.intro} tone="white">
        <ul className="grid gap-3 md:grid-cols-3">
          {latest.map((item) => (
            <li key={item.url} className="flex flex-col rounded-lg border border-black/10 bg-paper p-3">
              <p className="text-sm font-semibold tracking-widest text-muted uppercase">{item.kind}</p>
              <h3 className="mt-1 text-lg leading-snug font-bold">
                <Link to={item.url} className="underline-offset-4 hover:underline">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-1 flex-1 text-muted">{item.description}</p>
              <p className="mt-2 text-sm text-muted">
                <time dateTime={item.date}>{item.dateLabel}</time>
              </p>
            </li>
          ))}
        </ul>
        <SeeAllLink to="/insights">Everything in Insights</SeeAllLink>
      </Section>

      <CallToAction title={content.cta.title} text={content.cta.text} />
    </>
  );
}
