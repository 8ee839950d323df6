import { data } from "react-router";
import { JobPage } from "../features/careers/components/job-page.tsx";
import { jobPostingJsonLd } from "../features/careers/job-posting.ts";
import { loadJob } from "../features/careers/jobs.server.ts";
import { tryRenderMarkdown } from "../features/content/markdown.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { breadcrumbs, jsonLd, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/careers-job";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const job = await loadJob(services, params.jobId);
  if (!job) throw data(null, { status: 404 });
  // The description is Markdown (written in the back office), shown as sanitised HTML;
  // a description that cannot be rendered keeps the job off the site.
  const about = tryRenderMarkdown(job.about);
  if (!about.ok) {
    if (about.firstRefusal)
      services.logger.warn(
        { jobId: job.id, problem: about.problem },
        "careers: a job's description cannot be rendered",
      );
    throw data(null, { status: 404 });
  }
  return { job, aboutHtml: about.rendered.html };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Position not found | ${brand.name}` }];
  const { job, aboutHtml } = loaderData;
  const posting = jobPostingJsonLd(job, brand.siteUrl, aboutHtml);
  return pageMeta({
    title: `${job.title}, ${job.location.name} | Careers at ${brand.name}`,
    description: job.summary,
    extra: [
      ...(posting ? [jsonLd(posting)] : [{ name: "robots", content: "noindex" }]),
      breadcrumbs([
        { name: "Careers", path: "/careers" },
        { name: "Open positions", path: "/careers/jobs/positions" },
        { name: job.title, path: `/careers/jobs/${job.id}` },
      ]),
    ],
  });
}

// The same for every visitor (the applicant's own state loads in the browser):
// rendered once per change of the jobs and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function JobRoute({ loaderData }: Route.ComponentProps) {
  return <JobPage job={loaderData.job} aboutHtml={loaderData.aboutHtml} />;
}
