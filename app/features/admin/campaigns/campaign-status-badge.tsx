import type { CampaignStatus } from "#app/domain/campaigns.ts";
import { campaignStatusText, isStarting } from "./use-campaign-editor.ts";

const colours: Record<CampaignStatus, string> = {
  draft: "bg-paper text-ink border-black/30",
  scheduled: "bg-amber-50 text-amber-900 border-amber-700",
  sending: "bg-sky-50 text-sky-900 border-sky-700",
  paused: "bg-orange-50 text-orange-900 border-orange-700",
  cancelled: "bg-red-50 text-red-900 border-red-700",
  sent: "bg-green-50 text-green-900 border-green-700",
};

/** A campaign's status as a bordered label; the text carries the meaning. */
export function CampaignStatusBadge({ campaign }: { campaign: { status: CampaignStatus; sendAt: string | null } }) {
  return (
    <span
      className={`inline-block rounded border px-1 text-xs font-semibold ${colours[isStarting(campaign) ? "sending" : campaign.status]}`}
    >
      {campaignStatusText(campaign)}
    </span>
  );
}
