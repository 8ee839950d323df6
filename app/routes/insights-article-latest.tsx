import { data } from "react-router";
import { ContentArticle } from "../features/content/components/content-page.tsx";
import { relatedTo, toPage } from "../features/content/content.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/insights-article-latest";

/** /insights/article: the most recent article, in full. */
export async function loader({ context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  const latest = store.byCollection.articles[0];
  if (!latest) throw data(null, { status: 404 });
  return { item: toPage(latest), related: relatedTo(store, latest), renderedAt: new Date().toISOString() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }];
  return pageMeta({
    title: `Latest article: ${loaderData.item.title} | ${brand.name}`,
    description: loaderData.item.description,
    type: "article",
  });
}

// The same for every visitor: rendered once per change of the content and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function LatestArticle({ loaderData }: Route.ComponentProps) {
  return <ContentArticle item={loaderData.item} related={loaderData.related} renderedAt={loaderData.renderedAt} />;
}
