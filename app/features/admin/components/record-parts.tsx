import type { ReactNode } from "react";

// The parts the back office's record pages share (routes/admin/lead.tsx and
// routes/admin/application.tsx): titled sections and lists of labelled values.

/** A part of a record page, named by its heading (`${id}-heading`). */
export function RecordSection({
  id,
  title,
  headingClassName = "text-xl font-semibold",
  className,
  children,
}: {
  id: string;
  title: string;
  headingClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Labelled values as a description list, a label and its value to a row. */
export function TermList({ items, className }: { items: [label: string, value: ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `empty` while there are no items, else the list. */
export function ListOrEmpty({ count, empty, children }: { count: number; empty: string; children: ReactNode }) {
  return count === 0 ? <p className="mt-1 text-muted">{empty}</p> : children;
}
