import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Testimonials } from "#app/components/ui/customer-proof.tsx";
import {
  CardGrid,
  HeroActions,
  PageHero,
  Section,
  Stats,
  Steps,
  TalkToUsButton,
} from "#app/components/ui/page-kit.tsx";
import type { CustomerProof } from "#app/lib/customers.ts";
import { solutionSummary } from "../catalogue.ts";
import type { SolutionPage } from "../solutions.ts";
import { featureIcons } from "./feature-icons.ts";
import { PageClosing } from "./page-closing.tsx";
import { ProductVisualFigure } from "./product-visual.tsx";
import { SavingsCalculatorTeaser } from "./savings-calculator-teaser.tsx";
import { namedIconCards, SolutionCards } from "./solution-cards.tsx";

/** The one template every product page under /solutions/<slug> is rendered with. */
export function SolutionPageView({ page, customers }: { page: SolutionPage; customers: CustomerProof[] }) {
  const summary = solutionSummary(page.slug);
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={summary.name}
        lead={
          <>
            <p className="text-2xl font-semibold text-white">{page.hero.headline}</p>
            <p className="mt-2">{page.hero.problem}</p>
          </>
        }
        actions={
          <HeroActions
            primary={<TalkToUsButton topic={page.cta.topic}>{page.cta.button}</TalkToUsButton>}
            to="/solutions/solution-details"
          >
            How the products fit together
          </HeroActions>
        }
        media={<ProductVisualFigure visual={page.visual} />}
      />

      <Section title={page.howItWorks.title} intro={page.howItWorks.intro}>
        <Steps steps={page.howItWorks.steps} />
      </Section>

      <Section title={page.features.title} tone="white">
        <CardGrid cards={namedIconCards(page.features.items, featureIcons)} />
      </Section>

      <Section title={page.outcomes.title} intro={page.outcomes.intro}>
        <Stats stats={page.outcomes.stats} />
        <SavingsCalculatorTeaser product={page.slug} productName={summary.name} />
      </Section>

      {customers.length > 0 ? (
        <Section title={`Customers using ${summary.name}`} tone="white">
          <Testimonials customers={customers} />
        </Section>
      ) : null}

      {page.setup ? (
        <Section title={page.setup.title} intro={page.setup.intro} tone="tint">
          <dl className="grid gap-x-4 gap-y-3 md:grid-cols-2">
            {page.setup.items.map((item) => (
              <div key={item.title} className="border-t-2 border-ink pt-1.5">
                <dt className="text-lg font-semibold">{item.title}</dt>
                <dd className="mt-0.5 text-ink/80">{item.text}</dd>
              </div>
            ))}
          </dl>
          {page.setup.link ? (
            <p className="mt-4">
              <Link
                to={page.setup.link.href}
                className="inline-flex items-center gap-0.5 font-semibold underline underline-offset-4"
              >
                {page.setup.link.label}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </p>
          ) : null}
        </Section>
      ) : null}

      <Section
        title="Works well with"
        intro={`Every product works on its own. These three add the most to ${summary.name}.`}
      >
        <SolutionCards solutions={page.related.map(solutionSummary)} />
      </Section>

      <PageClosing
        faqTitle={`${summary.name}: frequently asked questions`}
        faqs={page.faqs}
        cta={page.cta}
        action={<TalkToUsButton topic={page.cta.topic}>{page.cta.button}</TalkToUsButton>}
      />
    </>
  );
}
