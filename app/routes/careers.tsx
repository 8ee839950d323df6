import { CareersLanding } from "../features/careers/components/careers-landing.tsx";
import { listTeams, searchJobs } from "../features/careers/jobs.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/careers";

// Rendered per request (not kept in the render cache): the featured openings and team counts change with the jobs.
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(pageContext).services;
  const [teams, newest] = await Promise.all([listTeams(db), searchJobs(db, {})]);
  return {
    teams,
    featured: newest.data.slice(0, 4),
    openTotal: newest.meta.total,
    locations: newest.meta.facets.location,
  };
}

export function meta() {
  return pageMeta({
    title: `Careers: help every driver get home safe | ${brand.name}`,
    description:
      "Join Marut to prevent road crashes: open roles in engineering, computer vision, 24/7 monitoring, operations, sales and customer success in India, Tanzania and Dubai.",
  });
}

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  // The loader gathers exactly what the landing page shows.
  return <CareersLanding {...loaderData} />;
}
