import { Link, redirect } from "react-router";
import { PageHero } from "../components/ui/page-kit.tsx";
import { useApplicationsByJob } from "../features/careers/components/applied-status.tsx";
import { JobCard } from "../features/careers/components/job-card.tsx";
import { JobPagination, JobSearchForm } from "../features/careers/components/job-search.tsx";
import { jobSearchFromParams } from "../features/careers/job-search-schema.ts";
import { searchJobs } from "../features/careers/jobs.server.ts";
import { jobSearchHref } from "../features/careers/jobs.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/careers-positions";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = jobSearchFromParams(url.searchParams);
  // The form sends its blank fields too: answer with the one clean address of the search.
  if ([...url.searchParams.values()].some((value) => value === "")) {
    throw redirect(jobSearchHref(search), 302);
  }
  const result = await searchJobs(context.get(pageContext).services.db, search);
  return { search, ...result };
}

// Filtered and paged addresses name this page as their canonical one (root layout).
export function meta() {
  return pageMeta({
    title: `Open positions | Careers at ${brand.name}`,
    description:
      "Search open roles at Marut in Bengaluru, Dar es Salaam, Dubai and remote: engineering, computer vision, 24/7 monitoring, operations, sales and customer success.",
  });
}

// The same for every visitor (the applicant's own state loads in the browser):
// rendered once per change of the jobs and served from memory.
export const handle: RouteHandle = { renderCache: true };

function resultCount(total: number, filtered: boolean): string {
  if (total === 0) return "No open positions match your search.";
  const noun = total === 1 ? "open position" : "open positions";
  return filtered ? `${total} ${noun} match your search.` : `${total} ${noun}.`;
}

export default function Positions({ loaderData }: Route.ComponentProps) {
  const { search, data: jobs, meta } = loaderData;
  // Positions the signed-in applicant already applied for say so, with the way to My Applications.
  const applications = useApplicationsByJob();
  const filtered = jobSearchHref({ ...search, page: undefined }) !== "/careers/jobs/positions";
  const pages = Math.ceil(meta.total / meta.pageSize);
  return (
    <>
      <PageHero
        compact
        title="Open positions"
        lead="Help us bring every driver home safe. Search by keyword, or narrow the list by team, place and the way you want to work."
      />
      <div className="page-container py-6">
        <JobSearchForm search={search} facets={meta.facets} />
        <p role="status" aria-live="polite" className="mt-4 font-semibold">
          {resultCount(meta.total, filtered)}
          {pages > 1 ? ` Page ${meta.page} of ${pages}.` : ""}
        </p>
        {jobs.length > 0 ? (
          <ul className="mt-2 grid gap-2 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} application={applications.get(job.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-2 rounded-lg border border-dashed border-black/30 bg-white p-4">
            <h2 className="text-xl font-semibold">
              {meta.total > 0 ? "There are no results on this page" : "Nothing matches yet"}
            </h2>
            <p className="mt-1 text-muted">
              Try another keyword or fewer filters. New roles open every few weeks; you can also write to{" "}
              <a className="underline underline-offset-4" href={`mailto:${brand.email.careers}`}>
                {brand.email.careers}
              </a>{" "}
              and we will keep your details for the next opening.
            </p>
            <p className="mt-2">
              <Link
                to="/careers/jobs/positions"
                className="inline-flex min-h-6 items-center rounded-md bg-ink px-3 font-semibold text-white hover:bg-ink/90"
              >
                Clear filters and see all positions
              </Link>
            </p>
          </div>
        )}
        <JobPagination search={search} page={meta.page} pages={pages} />
      </div>
    </>
  );
}
