import { ArrowRight, BadgeCheck, Clock, KeyRound, Lock, type LucideIcon, Server, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CardGrid, HeroActions, PageHero, Section } from "#app/components/ui/page-kit.tsx";
import { Timeline } from "#app/components/ui/timeline.tsx";
import type { SecurityIconName, SolutionDetailsContent } from "../solution-details.ts";
import { DataFlowDiagram } from "./data-flow-diagram.tsx";
import { PageClosing } from "./page-closing.tsx";
import { namedIconCards } from "./solution-cards.tsx";

const securityIcons: Record<SecurityIconName, LucideIcon> = {
  lock: Lock,
  server: Server,
  clock: Clock,
  "key-round": KeyRound,
  "shield-check": ShieldCheck,
  "badge-check": BadgeCheck,
};

/** The /solutions/solution-details page. */
export function SolutionDetailsView({ content }: { content: SolutionDetailsContent }) {
  const stepsHeading = useId();
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={<p>{content.hero.lead}</p>}
        actions={<HeroActions to="/solutions">See all seven products</HeroActions>}
      />

      <Section id="data-flow" title={content.flow.title} intro={content.flow.intro}>
        <figure className="grid items-start gap-4 lg:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]">
          <div className="rounded-lg border border-black/10 bg-white p-2">
            <DataFlowDiagram label={content.flow.diagramLabel} />
          </div>
          <figcaption>
            <h3 id={stepsHeading} className="text-lg font-semibold">
              The diagram, step by step
            </h3>
            <ol aria-labelledby={stepsHeading} className="mt-2 space-y-2">
              {content.flow.steps.map((step, index) => (
                <li key={step.title} className="flex gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-signal"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold">{step.title}</p>
                    <p className="text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </figcaption>
        </figure>
      </Section>

      <Section title={content.layers.title} intro={content.layers.intro} tone="white">
        <CardGrid cards={content.layers.items} />
      </Section>

      <Section id="onboarding" title={content.timeline.title} intro={content.timeline.intro}>
        <Timeline items={content.timeline.items} />
      </Section>

      <Section id="security" title={content.security.title} intro={content.security.intro} tone="tint">
        <CardGrid cards={namedIconCards(content.security.items, securityIcons)} />
        <p className="mt-4">
          <Link
            to="/legal/privacy-policy"
            className="inline-flex items-center gap-0.5 font-semibold underline underline-offset-4"
          >
            Read our privacy policy
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </p>
      </Section>

      <PageClosing faqTitle="Questions about how it fits together" faqs={content.faqs} cta={content.cta} />
    </>
  );
}
