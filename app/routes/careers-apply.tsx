import { data } from "react-router";
import { ApplyView } from "../features/careers/components/apply-view.tsx";
import { getJob } from "../features/careers/jobs.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import type { Route } from "./+types/careers-apply";

// /careers/jobs/:jobId/apply: the job comes from the server; the form waits for the session.

export async function loader({ context, params }: Route.LoaderArgs) {
  const job = await getJob(context.get(pageContext).services.db, params.jobId);
  if (!job) throw data(null, { status: 404 });
  return { job };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Apply: ${loaderData.job.title}` : "Position not found";
  return [{ title: `${title} | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function CareersApply({ loaderData }: Route.ComponentProps) {
  return <ApplyView job={loaderData.job} />;
}
