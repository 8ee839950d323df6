import { data, Link } from "react-router";
import { Markdown } from "../components/ui/markdown.tsx";
import { employmentTypeLabel, formatSalary, workplaceTypeLabel } from "../features/careers/job-labels.ts";
import { getOpenJob } from "../features/careers/jobs.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import type { Route } from "./+types/careers-job";

export async function loader({ context, params }: Route.LoaderArgs) {
  const job = await getOpenJob(context.get(pageContext).services.db, params.jobId);
  if (!job) throw data(null, { status: 404 });
  return { job };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Position not found | ${brand.name}` }];
  return [
    { title: `${loaderData.job.title} | Careers at ${brand.name}` },
    { name: "description", content: loaderData.job.summary },
  ];
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryCurrency);
  return (
    <article className="mx-auto max-w-3xl px-3 py-6">
      <p>
        <Link to="/careers/jobs/positions" className="underline">
          All open positions
        </Link>
      </p>
      <h1 className="mt-2 text-4xl font-bold">{job.title}</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-muted">
        <dt className="font-semibold text-ink">Team</dt>
        <dd>{job.department}</dd>
        <dt className="font-semibold text-ink">Location</dt>
        <dd>
          {job.location} ({workplaceTypeLabel[job.workplaceType]})
        </dd>
        <dt className="font-semibold text-ink">Type</dt>
        <dd>{employmentTypeLabel[job.employmentType]}</dd>
        {salary && (
          <>
            <dt className="font-semibold text-ink">Salary</dt>
            <dd>{salary}</dd>
          </>
        )}
        {job.validThrough && (
          <>
            <dt className="font-semibold text-ink">Apply by</dt>
            <dd>
              <time dateTime={job.validThrough}>
                {new Date(`${job.validThrough}T00:00:00Z`).toLocaleDateString("en-GB", {
                  dateStyle: "long",
                  timeZone: "UTC",
                })}
              </time>
            </dd>
          </>
        )}
      </dl>
      <p className="mt-3 text-lg">{job.summary}</p>
      <Markdown source={job.description} />
      <p className="mt-5">
        <Link
          to={`/careers/jobs/${job.slug}/apply`}
          className="inline-block rounded-md bg-signal px-2 py-1 font-bold text-ink"
        >
          Apply for this role
        </Link>
      </p>
    </article>
  );
}
