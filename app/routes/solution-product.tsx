import { data } from "react-router";
import { contentFiles, customerProofs } from "../features/content/content.server.ts";
import { SolutionPageView } from "../features/solutions/components/solution-page-view.tsx";
import { solutionPageForPath } from "../features/solutions/solutions.ts";
import { brand } from "../lib/brand.ts";
import { breadcrumbs, faqPage, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/solution-product";

// Registered once per product in app/routes.ts (/solutions/fleet-sense, …), so
// every product page is a static, prerendered route and any other
// /solutions/<name> falls through to the 404 page. The loader runs at build
// time and hands the template the one product the path names.

export function loader({ pattern }: Route.LoaderArgs) {
  // The matched route's own path, e.g. /solutions/cabin-vision.
  const page = solutionPageForPath(pattern);
  if (!page) throw data(null, { status: 404 });
  // The customers whose stories use this product, with their testimonials.
  return { ...page, customers: customerProofs(contentFiles(), page.slug) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }];
  return pageMeta({
    title: `${loaderData.title} | ${brand.name}`,
    description: loaderData.description,
    extra: [
      faqPage(loaderData.faqs),
      breadcrumbs([
        { name: "Home", path: "/" },
        { name: "Solutions", path: "/solutions" },
        { name: loaderData.title, path: `/solutions/${loaderData.slug}` },
      ]),
    ],
  });
}

export default function SolutionRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionPageView page={loaderData} customers={loaderData.customers} />;
}
