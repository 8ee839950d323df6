import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { ContactModalTrigger, type ContactTopic } from "#app/lib/contact-modal.tsx";
import { keepFigureTogether } from "#app/lib/figures.ts";

/**
 * Building blocks shared by the marketing, company and legal pages, so every
 * page has the same rhythm: a hero, then sections of cards, steps or FAQs.
 */

type Tone = "dark" | "light";

/**
 * The top band of a page: eyebrow, the page's only h1, a lead paragraph and actions.
 * `media` (a product visual) sits beside the text on wide screens and below it on narrow ones.
 * Its `tone` is the page's opening tone, which the header follows (docs/decisions/0017-page-system.md);
 * `compact` suits task pages (forms, accounts) whose content should start sooner.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  tone = "dark",
  media,
  compact = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  tone?: Tone;
  media?: ReactNode;
  compact?: boolean;
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  const padding = compact ? "py-5 md:py-6" : "py-8 md:py-10";
  const text = (
    <>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-widest uppercase ${dark ? "text-signal" : "text-muted"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h1 className="page-title mt-1 max-w-3xl">{title}</h1>
      {lead ? <div className={`mt-3 max-w-2xl text-lg ${dark ? "text-white/85" : "text-muted"}`}>{lead}</div> : null}
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      {children}
    </>
  );
  return (
    <section className={dark ? "bg-ink text-white" : "border-b border-black/10 bg-white"}>
      {media ? (
        <div
          className={`page-container grid items-center gap-4 ${padding} lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_32rem]`}
        >
          <div className="min-w-0">{text}</div>
          <div className="w-full max-w-xl min-w-0">{media}</div>
        </div>
      ) : (
        <div className={`page-container ${padding}`}>{text}</div>
      )}
    </section>
  );
}

const anchorLinkClass: Record<Tone, string> = {
  dark: "inline-flex min-h-5 items-center rounded-md border border-white/30 px-1.5 text-sm font-semibold hover:bg-white/10",
  light: "inline-flex min-h-5 items-center rounded-md border border-black/15 px-1.5 font-semibold hover:bg-black/5",
};

/** Links to the sections of a long page, placed in its hero; `tone` is the hero's. */
export function HeroAnchorLinks({
  label,
  links,
  tone = "dark",
}: {
  label: string;
  links: { id: string; label: string }[];
  tone?: Tone;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className={anchorLinkClass[tone]}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled page section; `id` makes it linkable (e.g. /about#values). */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "plain" | "white" | "tint";
}) {
  const headingId = useId();
  const background = tone === "white" ? "bg-white" : tone === "tint" ? "bg-signal-soft" : "";
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-12 ${background}`}>
      <div className="page-container py-8">
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-2 max-w-3xl text-lg text-muted">{intro}</div> : null}
        {children ? <div className="mt-4">{children}</div> : null}
      </div>
    </section>
  );
}

export type Card = { title: string; text: ReactNode; icon?: ReactNode; footer?: ReactNode };

/** A responsive grid of cards with h3 titles. */
/** An icon on a dark (or, `tone="signal"`, yellow) square or circle, as cards and steps lead with; decorative. */
export function IconBadge({
  children,
  size = "size-5",
  round = false,
  tone = "ink",
  className = "",
}: {
  children: ReactNode;
  size?: "size-5" | "size-8";
  round?: boolean;
  tone?: "ink" | "signal";
  className?: string;
}) {
  const colours = tone === "ink" ? "bg-ink text-signal" : "bg-signal text-ink";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex ${size} shrink-0 items-center justify-center ${round ? "rounded-full" : "rounded-md"} ${colours} ${className}`}
    >
      {children}
    </span>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  const grid =
    columns === 2
      ? "sm:grid-cols-2"
      : columns === 4
        ? "sm:grid-cols-2 lg:grid-cols-4"
        : "sm:grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`grid gap-3 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-lg border border-black/10 bg-white p-3">
          {card.icon ? <IconBadge className="mb-1">{card.icon}</IconBadge> : null}
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <div className="mt-1 flex-1 text-muted">{card.text}</div>
          {card.footer ? <div className="mt-2">{card.footer}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, e.g. "how it works". */
export function Steps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="grid gap-3 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-black/10 bg-white p-3">
          <span aria-hidden="true" className="text-3xl font-bold text-muted">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
          <div className="mt-1 text-muted">{step.text}</div>
        </li>
      ))}
    </ol>
  );
}

/** Headline numbers. Each figure says where it comes from in `note`, and links to the story behind it in `source`. */
export function Stats({
  stats,
}: {
  stats: { value: string; label: string; note?: string; source?: { href: string; label: string } }[];
}) {
  return (
    <dl className={`grid gap-3 sm:grid-cols-2 ${stats.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-lg bg-ink p-3 text-white">
          <dt className="text-sm text-white/80">{stat.label}</dt>
          <dd className="order-first text-4xl font-bold text-signal">{keepFigureTogether(stat.value)}</dd>
          {stat.note ? <dd className="mt-1 text-sm text-white/80">{stat.note}</dd> : null}
          {stat.source ? (
            <dd className="mt-1 text-sm">
              <Link to={stat.source.href} className="font-semibold text-white underline underline-offset-4">
                {stat.source.label}
              </Link>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** A call to action that opens the site-wide "Let's talk" modal (the lead wizard), asking about `topic` if given. */
export function TalkToUsButton({
  children = "Let's talk",
  tone = "signal",
  topic,
}: {
  children?: ReactNode;
  tone?: "signal" | "ink";
  topic?: ContactTopic;
}) {
  const colours = tone === "signal" ? "bg-signal text-ink hover:bg-signal/90" : "bg-ink text-white hover:bg-ink/90";
  return (
    <ContactModalTrigger
      topic={topic}
      className={`inline-flex min-h-6 items-center rounded-md px-3 font-semibold ${colours}`}
    >
      {children}
    </ContactModalTrigger>
  );
}

/** A dark hero's actions: the "Let's talk" button (or `primary`), then an outlined link to read on at `to`. */
export function HeroActions({
  primary = <TalkToUsButton />,
  to,
  children,
}: {
  primary?: ReactNode;
  to: string;
  children: ReactNode;
}) {
  return (
    <>
      {primary}
      <Link
        to={to}
        className="inline-flex min-h-6 items-center gap-0.5 rounded-md border border-white/40 px-3 font-semibold text-white hover:bg-white/10"
      >
        {children}
      </Link>
    </>
  );
}

/**
 * The closing call to action band of a marketing page, in the signal colour so it stands apart from the dark footer
 * that follows it. Its action is an ink button (`TalkToUsButton tone="ink"` by default).
 */
export function CallToAction({ title, text, action }: { title: string; text: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-closing-band="" className="bg-signal text-ink">
      <div className="page-container flex flex-col gap-3 py-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <div className="mt-1 max-w-2xl">{text}</div>
        </div>
        <div className="shrink-0">{action ?? <TalkToUsButton tone="ink" />}</div>
      </div>
    </section>
  );
}
