import { data } from "react-router";
import { EditorForm, EditorHeading, EditorMessages } from "#app/features/admin/components/document-editor-parts.tsx";
import { contentErrorTargets } from "#app/features/admin/content/content-draft.ts";
import {
  ContentBodySection,
  ContentFieldsSection,
  ContentRevisionsPanel,
  ContentWorkflowPanel,
  SaveStatus,
} from "#app/features/admin/content/content-editor.tsx";
import { ContentStatusBadge, SiteProblemNotice } from "#app/features/admin/content/content-status-badge.tsx";
import { useContentEditor } from "#app/features/admin/content/use-content-editor.ts";
import { requireStaffRecord } from "#app/features/admin/staff-page.server.ts";
import { collections, contentUrl } from "#app/features/content/collections.ts";
import { getStudioItem } from "#app/features/content/studio.server.ts";
import { contentCollectionSchema } from "#app/features/content/studio-schemas.ts";
import { brand } from "#app/lib/brand.ts";
import type { Route } from "./+types/content-edit";

// /admin/content/new?collection=… and /admin/content/:id: the collection's
// fields, the Markdown body with a live preview, autosave of drafts, the
// workflow and the revision history.

export async function loader(args: Route.LoaderArgs) {
  const { record: item } = await requireStaffRecord(
    args,
    "content",
    getStudioItem,
    "This content item does not exist.",
  );
  if (item) return { item, collection: item.collection };
  const collection = contentCollectionSchema.safeParse(
    new URL(args.request.url).searchParams.get("collection") ?? "blogs",
  );
  if (!collection.success) throw data({ message: "There is no such collection." }, { status: 404 });
  return { item: null, collection: collection.data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.item
    ? `Edit ${String(loaderData.item.data.title ?? loaderData.item.slug)}`
    : `New ${collections[loaderData?.collection ?? "blogs"].label.toLowerCase()}`;
  return [{ title: `${title} | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminContentEdit({ loaderData }: Route.ComponentProps) {
  // A new item's page and its own page share this component: the key starts a fresh editor once it is saved.
  return <ContentEditorPage key={loaderData.item?.id ?? "new"} {...loaderData} />;
}

function ContentEditorPage({ item, collection }: Route.ComponentProps["loaderData"]) {
  const editor = useContentEditor(item, collection);
  const label = collections[collection].label;
  const prefix = contentUrl(collection, "").replace(/\/$/, "/");
  const current = editor.item;
  const title = current ? `Edit ${label.toLowerCase()}` : `New ${label.toLowerCase()}`;
  return (
    <div>
      <EditorHeading
        back={{ to: "/admin/content", label: "Back to content" }}
        title={title}
        badge={current ? <ContentStatusBadge status={current.status} siteProblem={current.siteProblem} /> : null}
      />
      {current?.status === "published" ? (
        <p className="mt-1">
          <a href={current.url} className="underline" target="_blank" rel="noreferrer">
            View the public page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <EditorMessages
        id="content-errors"
        action={editor.action}
        conflict={editor.state.kind === "conflict"}
        fieldIds={(shown) => contentErrorTargets(collection, shown)}
        done={editor.done}
        before={<SiteProblemNotice problem={current?.siteProblem} />}
      />
      <div className="mt-2 grid gap-2 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <EditorForm
          label={title}
          saved={Boolean(current)}
          busy={editor.action.busy}
          status={<SaveStatus editor={editor} />}
          onSave={() => void editor.run({ kind: "save" })}
        >
          <ContentFieldsSection editor={editor} prefix={prefix} />
          <ContentBodySection editor={editor} />
        </EditorForm>
        <div className="space-y-2">
          <ContentWorkflowPanel editor={editor} />
          <ContentRevisionsPanel editor={editor} />
        </div>
      </div>
    </div>
  );
}
