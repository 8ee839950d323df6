import type { StandardMark } from "#app/lib/standards.ts";

/** Typographic marks of the standards and laws the service is built to (no third-party logos). */
export function StandardMarks({ marks, label }: { marks: StandardMark[]; label: string }) {
  return (
    <ul aria-label={label} className="mb-4 grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-5">
      {marks.map((item) => (
        <li
          key={item.mark}
          className="flex min-h-[5.5rem] flex-col justify-center rounded-lg border-2 border-ink/80 bg-white px-2 py-1.5 text-center"
        >
          <span className="text-lg leading-tight font-extrabold tracking-tight text-ink">{item.mark}</span>
          <span className="mt-0.5 text-sm leading-snug text-muted">{item.subject}</span>
        </li>
      ))}
    </ul>
  );
}
