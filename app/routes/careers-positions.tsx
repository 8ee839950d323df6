import { Link } from "react-router";
import { employmentTypeLabel, workplaceTypeLabel } from "../features/careers/job-labels.ts";
import { listOpenJobs } from "../features/careers/jobs.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import type { Route } from "./+types/careers-positions";

export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await listOpenJobs(context.get(pageContext).services.db) };
}

export function meta() {
  return [
    { title: `Open positions | Careers at ${brand.name}` },
    {
      name: "description",
      content:
        "Open roles at Marut in Bengaluru, Dar es Salaam and Dubai: engineering, operations, sales and customer success.",
    },
  ];
}

export default function Positions({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-3 py-6">
      <h1 className="text-4xl font-bold">Open positions</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Help us bring every driver home safe. {jobs.length === 1 ? "One role is" : `${jobs.length} roles are`} open
        across our offices in India, Tanzania and the United Arab Emirates.
      </p>
      {jobs.length === 0 ? (
        <p className="mt-4">
          There are no open positions right now. Write to{" "}
          <a className="underline" href={`mailto:${brand.email.careers}`}>
            {brand.email.careers}
          </a>{" "}
          and we will keep your details for the next opening.
        </p>
      ) : (
        <ul className="mt-4 space-y-2">
          {jobs.map((job) => (
            <li key={job.slug} className="rounded-lg border border-black/10 bg-white p-2">
              <h2 className="text-xl font-semibold">
                <Link to={`/careers/jobs/${job.slug}`} className="underline-offset-4 hover:underline">
                  {job.title}
                </Link>
              </h2>
              <p className="mt-0.5 text-sm text-muted">
                {job.department} · {job.location} · {employmentTypeLabel[job.employmentType]} ·{" "}
                {workplaceTypeLabel[job.workplaceType]}
              </p>
              <p className="mt-1">{job.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
