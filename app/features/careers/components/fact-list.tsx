import type { ReactNode } from "react";
import { applicationStageLabel, applicationStatusLabel } from "#app/domain/applications.ts";
import { employmentTypeLabel, workplaceTypeLabel } from "#app/domain/jobs.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { Application } from "../application-schemas.ts";
import type { JobDetail } from "../jobs.ts";

export type Fact = [term: string, value: ReactNode];

/** Terms and their values as a definition list, each pair a cell of the list's grid (`className`). */
export function FactList({
  facts,
  className,
  valueClassName,
}: {
  facts: Fact[];
  className: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold text-muted">{term}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What every job states first: its team, location, employment type and workplace. */
export function jobFacts(job: JobDetail): Fact[] {
  return [
    ["Team", job.department.name],
    ["Location", job.location.name],
    ["Employment type", employmentTypeLabel[job.employmentType]],
    ["Workplace", workplaceTypeLabel[job.workplaceType]],
  ];
}

/** When an application was sent, and where it stands. */
export function ApplicationFacts({
  application,
  valueClassName,
}: {
  application: Application;
  valueClassName?: string;
}) {
  return (
    <FactList
      className="mt-2 grid gap-1 sm:grid-cols-3"
      valueClassName={valueClassName}
      facts={[
        [
          "Submitted",
          <time key="submitted" dateTime={application.submittedAt}>
            {formatDate(application.submittedAt)}
          </time>,
        ],
        ["Status", applicationStatusLabel[application.status]],
        ["Stage", applicationStageLabel[application.stage]],
      ]}
    />
  );
}
