import type { Milestone } from "../about.ts";

/** The company's milestones as a vertical timeline, oldest first. */
export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className="relative ml-1 border-l-2 border-ink/20">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative pb-4 pl-4 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-0.5 -left-[9px] size-2 rounded-full border-2 border-ink bg-signal"
          />
          <p className="text-sm font-bold tracking-widest text-muted">{milestone.year}</p>
          <h3 className="text-lg font-semibold">{milestone.title}</h3>
          <p className="mt-0.5 max-w-2xl text-muted">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
