import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { type Card, CardGrid } from "#app/components/ui/page-kit.tsx";
import { type SolutionSlug, solutionHref } from "#app/domain/solutions.ts";
import type { SolutionSummary } from "../catalogue.ts";

/** A product as a card: icon, name, summary and a link to its page. */
export function solutionCard(solution: SolutionSummary, detail?: string): Card {
  const Icon = solution.icon;
  return {
    title: solution.name,
    icon: <Icon size={20} />,
    text: (
      <>
        <p>{solution.summary}</p>
        {detail ? <p className="mt-1">{detail}</p> : null}
      </>
    ),
    footer: (
      <Link to={solutionHref(solution.slug)} className="font-semibold text-ink underline underline-offset-4">
        Explore {solution.name}
        <ArrowRight aria-hidden="true" size={16} className="ml-0.5 inline align-[-2px]" />
      </Link>
    ),
  };
}

/** Cards whose content names its icon, drawn from `icons`. */
export function namedIconCards<Name extends string>(
  items: { title: string; text: string; icon: Name }[],
  icons: Record<Name, LucideIcon>,
): Card[] {
  return items.map(({ title, text, icon }) => {
    const Icon: LucideIcon = icons[icon];
    return { title, text, icon: <Icon size={20} /> };
  });
}

export function SolutionCards({
  solutions,
  details,
  columns = 3,
}: {
  solutions: SolutionSummary[];
  /** A second sentence per product, shown under its summary. */
  details?: Partial<Record<SolutionSlug, string>>;
  columns?: 2 | 3 | 4;
}) {
  return (
    <CardGrid columns={columns} cards={solutions.map((solution) => solutionCard(solution, details?.[solution.slug]))} />
  );
}
