import { data } from "react-router";
import { customerProofs, customerStoryLink } from "../features/content/content.server.ts";
import { figureStats, loadDirectory } from "../features/content/directory.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { resolveFieldReferences } from "../features/content/references.ts";
import { SolutionPageView } from "../features/solutions/components/solution-page-view.tsx";
import { solutionPageForPath } from "../features/solutions/solutions.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { breadcrumbs, faqPage, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/solution-product";

// Registered once per product in app/routes.ts (/solutions/fleet-sense, …), so
// every product page is a route of its own and any other /solutions/<name>
// falls through to the 404 page. The loader hands the template the one
// product the path names, with the directory's headline figures it quotes and
// the published customer stories that use it.

export async function loader({ pattern, context }: Route.LoaderArgs) {
  // The matched route's own path, e.g. /solutions/cabin-vision.
  const found = solutionPageForPath(pattern);
  if (!found) throw data(null, { status: 404 });
  const { services } = context.get(pageContext);
  const [directory, store] = await Promise.all([loadDirectory(services), publishedContent(services)]);
  // Figures quoted in the copy ({{figure-value:…}}), then the outcomes' figures with their source and date.
  const page = resolveFieldReferences(found, directory.references);
  const { figures = [], ...outcomes } = page.outcomes;
  return {
    ...page,
    outcomes: {
      ...outcomes,
      stats: [
        ...figureStats(directory, figures),
        // A figure credited to a customer links to the customer's story.
        ...outcomes.stats.map(({ story, ...stat }) => {
          const source = story ? customerStoryLink(store, story) : undefined;
          return source ? { ...stat, source } : stat;
        }),
      ],
    },
    // The customers whose stories use this product, with their testimonials.
    customers: customerProofs(store, page.slug),
  };
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

// Its figures and the frame's offices (footer, structured data) come from the
// directory: rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function SolutionRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionPageView page={loaderData} customers={loaderData.customers} />;
}
