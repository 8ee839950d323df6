import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

// Kept apart from page-kit.tsx: the home page's first load carries the page kit, and it shows no FAQs.

/** Question-and-answer accordions built on <details>, so they work without JavaScript. */
export function FaqList({ items }: { items: { question: string; answer: ReactNode }[] }) {
  return (
    <div className="divide-y divide-black/10 rounded-lg border border-black/10 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-2 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-2 pb-2 text-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
