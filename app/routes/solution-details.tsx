import { SolutionDetailsView } from "../features/solutions/components/solution-details-view.tsx";
import { solutionDetails } from "../features/solutions/solution-details.ts";
import { brand } from "../lib/brand.ts";
import type { RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/solution-details";

export function loader() {
  return solutionDetails;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: `${loaderData.title} | ${brand.name}`, description: loaderData.description });
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function SolutionDetailsRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionDetailsView content={loaderData} />;
}
