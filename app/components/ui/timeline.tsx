import type { ReactNode } from "react";

// Kept apart from page-kit.tsx: the home page's first load carries the page kit, and it shows no timeline.

/** Dated milestones in order, e.g. an onboarding plan or a company history. */
export function Timeline({ items }: { items: { when: string; title: string; text: ReactNode }[] }) {
  return (
    <ol className="relative space-y-3 border-l-2 border-signal pl-3">
      {items.map((item) => (
        <li key={item.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[calc(2rem+1px)] size-2 rounded-full border-2 border-ink bg-signal"
          />
          <p className="text-sm font-semibold tracking-widest text-muted uppercase">{item.when}</p>
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <div className="mt-0.5 max-w-3xl text-muted">{item.text}</div>
        </li>
      ))}
    </ol>
  );
}
