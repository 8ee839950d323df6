import { useId } from "react";
import { NavLink } from "react-router";
import { formatDate } from "#app/lib/dates.ts";
import { type Block, Blocks } from "./rich-text.tsx";

export type LegalSection = { id: string; title: string; blocks: Block[] };
export type LegalPageLink = { href: string; label: string };

/**
 * The frame of every legal page: the title and date, a navigation between the
 * legal pages, a table of contents, and the numbered sections.
 */
export function LegalLayout({
  title,
  lead,
  lastUpdated,
  pages,
  sections,
}: {
  title: string;
  lead: string;
  /** ISO date, e.g. "2026-11-01". */
  lastUpdated: string;
  pages: LegalPageLink[];
  sections: LegalSection[];
}) {
  const tocId = useId();
  return (
    <>
      <section className="border-b border-black/10 bg-white">
        <div className="page-container py-8">
          <p className="text-sm font-semibold tracking-widest text-muted uppercase">Legal</p>
          <h1 className="page-title mt-1 max-w-3xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p>
          <p className="mt-2 text-sm">
            Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
          </p>
          {/* Without `end`: a page is current at its path with or without a trailing slash. */}
          <nav aria-label="Legal pages" className="mt-4">
            <ul className="flex flex-wrap gap-1">
              {pages.map((page) => (
                <li key={page.href}>
                  <NavLink
                    to={page.href}
                    className="inline-flex min-h-5 items-center rounded-md border border-black/15 px-1.5 font-semibold hover:bg-black/5 aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
                  >
                    {page.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div className="page-container grid grid-cols-[minmax(0,1fr)] gap-4 py-6 *:min-w-0 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby={tocId} className="self-start lg:sticky lg:top-2">
          <h2 id={tocId} className="text-sm font-bold tracking-widest text-muted uppercase">
            On this page
          </h2>
          <ol className="mt-1 space-y-0.5 border-l-2 border-black/10">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-0.5 block border-l-2 border-transparent py-0.5 pl-1.5 hover:border-ink hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-3 border-b border-black/10 pb-4 not-first:pt-4 last:border-b-0"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-2">
                <Blocks blocks={section.blocks} />
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
