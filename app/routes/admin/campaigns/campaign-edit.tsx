import {
  CampaignConflict,
  CampaignFieldsSection,
  CampaignPreview,
  CampaignReadOnlyFields,
  CampaignSaveStatus,
  CampaignWorkflowPanel,
} from "#app/features/admin/campaigns/campaign-editor.tsx";
import { CampaignResults } from "#app/features/admin/campaigns/campaign-results.tsx";
import { CampaignStatusBadge } from "#app/features/admin/campaigns/campaign-status-badge.tsx";
import {
  campaignFieldIds,
  resultStatuses,
  useCampaignEditor,
} from "#app/features/admin/campaigns/use-campaign-editor.ts";
import { EditorForm, EditorHeading, EditorMessages } from "#app/features/admin/components/document-editor-parts.tsx";
import { requireStaffRecord } from "#app/features/admin/staff-page.server.ts";
import { getCampaign } from "#app/features/campaigns/campaigns.server.ts";
import { brand } from "#app/lib/brand.ts";
import type { Route } from "./+types/campaign-edit";

// /admin/campaigns/new and /admin/campaigns/:id: the email's fields, the
// sending panel (schedule, send now, pause, resume, cancel, a test to oneself),
// the preview at a desktop's and a phone's width and as plain text, and once it
// sends, its results.

export async function loader(args: Route.LoaderArgs) {
  const { record: campaign } = await requireStaffRecord(
    args,
    "campaigns",
    getCampaign,
    "This campaign does not exist.",
  );
  return { campaign };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.campaign ? `Campaign: ${loaderData.campaign.subject}` : "New campaign";
  return [{ title: `${title} | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminCampaignEdit({ loaderData }: Route.ComponentProps) {
  // A new campaign's page and its own page share this component: the key starts a fresh editor once it is saved.
  return <CampaignEditorPage key={loaderData.campaign?.id ?? "new"} {...loaderData} />;
}

function CampaignEditorPage({ campaign: loaded }: Route.ComponentProps["loaderData"]) {
  const editor = useCampaignEditor(loaded);
  const { campaign, action } = editor;
  const title = !campaign ? "New campaign" : editor.editable ? "Edit campaign" : "Campaign";
  return (
    <div>
      <EditorHeading
        back={{ to: "/admin/campaigns", label: "Back to campaigns" }}
        title={title}
        badge={campaign ? <CampaignStatusBadge campaign={campaign} /> : null}
      />
      {campaign && !editor.editable ? <p className="mt-1 text-lg font-semibold">{campaign.subject}</p> : null}
      <EditorMessages
        id="campaign-errors"
        action={action}
        conflict={editor.conflict !== null}
        fieldIds={() => campaignFieldIds}
        done={editor.done}
      >
        <CampaignConflict editor={editor} />
      </EditorMessages>
      <div className="mt-2 grid gap-2 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          {editor.editable ? (
            <EditorForm
              label={title}
              saved={Boolean(campaign)}
              busy={action.busy}
              status={<CampaignSaveStatus editor={editor} />}
              onSave={() => void editor.run({ kind: "save" })}
            >
              <CampaignFieldsSection editor={editor} />
            </EditorForm>
          ) : campaign ? (
            <CampaignReadOnlyFields campaign={campaign} />
          ) : null}
        </div>
        <div className="min-w-0 space-y-2">
          <CampaignWorkflowPanel editor={editor} />
        </div>
      </div>
      {campaign && resultStatuses.includes(campaign.status) ? <CampaignResults campaign={campaign} /> : null}
      <CampaignPreview campaign={campaign} editable={editor.editable} />
    </div>
  );
}
