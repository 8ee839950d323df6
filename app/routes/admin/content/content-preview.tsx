import { data } from "react-router";
import { contentStatusLabels } from "#app/domain/content.ts";
import { SiteProblemNotice } from "#app/features/admin/content/content-status-badge.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { ContentArticle } from "#app/features/content/components/content-page.tsx";
import { getStudioItem, previewPage } from "#app/features/content/studio.server.ts";
import { brand } from "#app/lib/brand.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/content-preview";

// /admin/content/:id/preview: an item of any status rendered by the public
// page's component, for staff of the content area only; never cached, never indexed.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "content");
  const item = await getStudioItem(services.db, params.id);
  if (!item) throw data({ message: "This content item does not exist." }, { status: 404 });
  return data(
    {
      page: previewPage(item),
      id: item.id,
      siteProblem: item.siteProblem,
      status: item.status,
      revision: item.revision,
      renderedAt: new Date().toISOString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Preview: ${loaderData?.page.title ?? "content"} | ${brand.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminContentPreview({ loaderData }: Route.ComponentProps) {
  const { page, id, siteProblem, status, revision, renderedAt } = loaderData;
  return (
    <>
      <div role="note" className="border-b-2 border-ink bg-signal px-2 py-1 text-center font-semibold text-ink">
        Staff preview · {contentStatusLabels[status]}, revision {revision} · not visible to the public ·{" "}
        <a href={`/admin/content/${id}`} className="underline">
          Back to the editor
        </a>
      </div>
      {siteProblem ? (
        <div className="px-2 py-1">
          <SiteProblemNotice problem={siteProblem} />
        </div>
      ) : null}
      <ContentArticle item={page} related={[]} renderedAt={renderedAt} />
    </>
  );
}
