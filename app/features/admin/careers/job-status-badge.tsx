import { type JobStatus, jobStatusLabel } from "#app/domain/jobs.ts";

const colours = {
  draft: "bg-paper text-ink border-black/30",
  published: "bg-green-50 text-green-900 border-green-700",
  closed: "bg-red-50 text-red-900 border-red-700",
} as const;

/** A job's status (draft, published, closed) as a bordered label; the text carries the meaning. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={`inline-block rounded border px-1 text-xs font-semibold ${colours[status]}`}>
      {jobStatusLabel[status]}
    </span>
  );
}
