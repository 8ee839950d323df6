import { Link } from "react-router";
import { employmentTypeLabel, workplaceTypeLabel } from "#app/domain/jobs.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { Application } from "../application-schemas.ts";
import type { JobSummary } from "../jobs.ts";
import { AppliedNotice } from "./applied-status.tsx";

/** One job in a list: its title links to the job's page; `application`: the signed-in applicant's, if any. */
export function JobCard({
  job,
  headingLevel = 2,
  application,
}: {
  job: JobSummary;
  headingLevel?: 2 | 3;
  application?: Application | undefined;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-lg border border-black/10 bg-white p-3">
      <Heading className="text-xl font-semibold">
        <Link
          to={`/careers/jobs/${job.id}`}
          className="underline decoration-black/30 underline-offset-4 hover:decoration-ink"
        >
          {job.title}
        </Link>
      </Heading>
      <p className="mt-0.5 text-sm text-muted">
        <span>{job.department.name}</span>
        <span aria-hidden="true"> · </span>
        <span>{job.location.name}</span>
      </p>
      <ul className="mt-1 flex flex-wrap gap-0.5 text-sm" aria-label="Job type">
        <li className="rounded-full bg-signal-soft px-1 py-0.25 font-medium">
          {employmentTypeLabel[job.employmentType]}
        </li>
        <li className="rounded-full bg-signal-soft px-1 py-0.25 font-medium">
          {workplaceTypeLabel[job.workplaceType]}
        </li>
      </ul>
      <p className="mt-1 flex-1">{job.summary}</p>
      <p className="mt-1 text-sm text-muted">
        Posted <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
      </p>
      {application ? <AppliedNotice application={application} compact /> : null}
    </article>
  );
}
