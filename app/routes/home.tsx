import { collections } from "../features/content/collections.ts";
import { customerProofs, insightItems } from "../features/content/content.server.ts";
import { figureStats, loadDirectory } from "../features/content/directory.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { type HomeInsight, type HomeStory, HomeView } from "../features/solutions/components/home-view.tsx";
import { homeContent } from "../features/solutions/home.ts";
import { brand } from "../lib/brand.ts";
import { formatDate } from "../lib/dates.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";

// The headline figures come from the directory (/admin/directory); the stories
// and latest insights from the published content, as on the insights pages.
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const [directory, store] = await Promise.all([loadDirectory(services), publishedContent(services)]);
  const stories: HomeStory[] = store.byCollection["customer-stories"].map((story) => ({
    url: story.url,
    title: story.title,
    customer: story.data.customer,
    industry: story.data.industry,
    region: story.data.region,
    fleet: story.data.fleetSize,
    summary: story.description,
    products: story.data.products,
    outcomes: story.data.outcomes.slice(0, 3),
  }));
  const latest: HomeInsight[] = insightItems(store)
    .slice(0, 3)
    .map((item) => ({
      url: item.url,
      title: item.title,
      kind: collections[item.collection].label,
      date: item.date,
      dateLabel: formatDate(item.date),
      description: item.description,
    }));
  return {
    content: homeContent,
    figures: figureStats(directory, homeContent.proof.figures),
    stories,
    latest,
    customers: customerProofs(store),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${brand.name} | ${loaderData.content.title}`,
    description: loaderData.content.description,
  });
}

// Its figures and the frame's offices (footer, structured data) come from the
// directory: rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Home({ loaderData }: Route.ComponentProps) {
  // The loader gathers exactly what the home page shows.
  return <HomeView {...loaderData} />;
}
