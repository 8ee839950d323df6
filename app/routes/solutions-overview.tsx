import { SolutionsOverview } from "../features/solutions/components/solutions-overview.tsx";
import { solutionsOverview } from "../features/solutions/overview.ts";
import { brand } from "../lib/brand.ts";
import type { RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/solutions-overview";

export function loader() {
  return solutionsOverview;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: `${loaderData.title} | ${brand.name}`, description: loaderData.description });
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function SolutionsRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionsOverview content={loaderData} />;
}
