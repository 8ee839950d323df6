import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CallToAction, CardGrid, PageHero, Section, Steps } from "#app/components/ui/page-kit.tsx";
import { type Block, Blocks, Rich, type RichText } from "#app/components/ui/rich-text.tsx";
import { StandardMarks } from "#app/components/ui/standard-marks.tsx";
import { standardMarks } from "#app/lib/standards.ts";
import type { PageMeta } from "../page-meta.ts";
import { BulletList } from "./bullet-list.tsx";
import { iconCards } from "./icon-cards.tsx";

/** A card of a company page; `footer` is a short note under the text (e.g. a programme's format). */
export type CompanyCard = { title: string; text: RichText; icon: LucideIcon; footer?: string };

/** One piece of a company page's section, in the order the section shows them. */
export type CompanySectionPart =
  | { type: "cards"; cards: CompanyCard[]; columns?: 3 | 4 }
  /** Rich-text blocks; `readingWidth` keeps running text to a comfortable line length. */
  | { type: "blocks"; blocks: Block[]; readingWidth?: boolean }
  /** A bulleted list, under its own sub-heading when it has a `title`. */
  | { type: "list"; items: string[]; title?: string; large?: boolean }
  | { type: "steps"; steps: { title: string; text: string }[] }
  /** A sentence after the section's other parts. */
  | { type: "note"; text: RichText }
  /** The one rule a section stands for, highlighted. */
  | { type: "principle"; text: string }
  /** The standards and laws Marut builds to, as marks. */
  | { type: "standard-marks"; label: string };

export type CompanySection = {
  /** Makes the section linkable (e.g. /industry-relations#insurers). */
  id?: string;
  title: string;
  intro?: string;
  tone?: "white" | "tint";
  parts: CompanySectionPart[];
};

/** A company or programme page: a hero, its sections and a closing call to action. */
export type CompanyPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  sections: CompanySection[];
  callToAction: { title: string; text: RichText };
};

/** Renders a company page's content; the route adds its meta and cache handle. */
export function CompanyPage({ page }: { page: CompanyPageContent }) {
  // One flat list of bands, as the page's direct children.
  return [
    <PageHero key="hero" eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />,
    ...page.sections.map((section) => (
      <Section key={section.title} id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
        {section.parts.length === 1 ? (
          <SectionPart part={section.parts[0] as CompanySectionPart} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a section's parts are fixed content, never reordered
          section.parts.map((part, index) => <SectionPart key={index} part={part} />)
        )}
      </Section>
    )),
    <CallToAction key="call-to-action" title={page.callToAction.title} text={<Rich text={page.callToAction.text} />} />,
  ];
}

function SectionPart({ part }: { part: CompanySectionPart }): ReactNode {
  switch (part.type) {
    case "cards":
      return <CardGrid cards={iconCards(part.cards)} columns={part.columns} />;
    case "blocks":
      return part.readingWidth ? (
        <div className="max-w-3xl">
          <Blocks blocks={part.blocks} />
        </div>
      ) : (
        <Blocks blocks={part.blocks} />
      );
    case "list":
      return part.title ? (
        <>
          <h3 className="mt-5 text-xl font-semibold">{part.title}</h3>
          <BulletList items={part.items} className="mt-2" />
        </>
      ) : (
        <BulletList items={part.items} className={part.large ? "text-lg" : ""} />
      );
    case "steps":
      return <Steps steps={part.steps} />;
    case "note":
      return (
        <p className="mt-3 max-w-3xl">
          <Rich text={part.text} />
        </p>
      );
    case "principle":
      return (
        <p className="mt-3 max-w-3xl rounded-lg border-l-4 border-signal bg-signal-soft p-2 font-semibold">
          {part.text}
        </p>
      );
    case "standard-marks":
      return <StandardMarks marks={standardMarks} label={part.label} />;
  }
}
