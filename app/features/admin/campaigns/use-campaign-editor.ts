import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { checkTheFormMessage } from "#app/components/ui/error-summary.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { type CampaignStatus, campaignStatusLabels, type NewsletterTopic } from "#app/domain/campaigns.ts";
import type { Campaign } from "#app/features/campaigns/campaigns.server.ts";
import { campaignFieldsSchema, campaignScheduleSchema } from "#app/features/campaigns/schemas.ts";
import type { ApiResult } from "#app/lib/api-client.ts";
import { fieldErrorsOf } from "#app/lib/validation.ts";
import {
  type DocumentEditorSpec,
  type DocumentResult,
  sendForDocument,
  useDocumentEditor,
} from "../components/use-document-editor.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// The campaign editor: a document editor (components/use-document-editor.ts)
// with the campaigns' calls and the fields as typed; Save (a new
// campaign then goes to its own page), Schedule, Send now, Back to draft,
// Pause, Resume, Cancel sending, the test send and Delete. Every change names
// the revision the page shows; when someone else changed the campaign in
// between, the server answers 409 and the page offers to load their version.
// While the campaign sends (or is about to), its figures are fetched again
// every few seconds.

/** How often the figures of a campaign that is sending are fetched again. */
export const CAMPAIGN_REFRESH_MS = 5000;

/** The statuses whose email can still be changed. */
export const editableStatuses: readonly CampaignStatus[] = ["draft", "scheduled"];

/**
 * Whether the campaign's time has come while it still reads "scheduled": Send
 * now schedules it for the present and the outbox worker starts it within
 * seconds, so it is shown as sending, with nothing left to change or test.
 */
export function isStarting(campaign: { status: CampaignStatus; sendAt: string | null }, now = Date.now()): boolean {
  return campaign.status === "scheduled" && campaign.sendAt !== null && Date.parse(campaign.sendAt) <= now;
}

/** The status as staff read it: "Sending…" for a campaign being started, else its status's name. */
export function campaignStatusText(campaign: { status: CampaignStatus; sendAt: string | null }): string {
  return isStarting(campaign) ? "Sending…" : campaignStatusLabels[campaign.status];
}

/** The statuses that have results to show. */
export const resultStatuses: readonly CampaignStatus[] = ["sending", "paused", "cancelled", "sent"];

export type CampaignFieldsDraft = {
  subject: string;
  preheader: string;
  body: string;
  latestPosts: number;
  topics: NewsletterTopic[];
};

export type CampaignAction =
  | { kind: "save" }
  | { kind: "schedule"; date: string; time: string; timeZone: string }
  | { kind: "send-now" | "unschedule" | "pause" | "resume" | "cancel" };

const doneText: Record<CampaignAction["kind"], string> = {
  save: "Saved.",
  schedule: "Scheduled: the campaign goes out at the chosen time.",
  "send-now": "Sending: the campaign goes out now.",
  unschedule: "Back to draft: the campaign is no longer scheduled.",
  pause: "Paused: no more emails go out until you resume.",
  resume: "Resumed: the remaining emails are going out.",
  cancel: "Cancelled: no more emails go out. What was sent stays sent.",
};

/** The ids of the fields, for labels and the error summary's links. */
export const campaignFieldIds = {
  subject: "campaign-subject",
  preheader: "campaign-preheader",
  body: "campaign-body",
  latestPosts: "campaign-latest-posts",
  topics: "campaign-topic-research",
  date: "campaign-schedule-date",
  time: "campaign-schedule-time",
  timeZone: "campaign-schedule-zone",
} as const;

type CampaignResult = DocumentResult<Campaign>;

const fieldsOf = (campaign: Campaign | null): CampaignFieldsDraft => ({
  subject: campaign?.subject ?? "",
  preheader: campaign?.preheader ?? "",
  body: campaign?.body ?? "",
  latestPosts: campaign?.latestPosts ?? 0,
  topics: campaign?.topics ?? [],
});

/** A failure found before sending, in the shape `send` answers. */
const invalid = (error: Parameters<typeof fieldErrorsOf>[0]): CampaignResult => ({
  ok: false,
  status: 400,
  message: checkTheFormMessage,
  fieldErrors: fieldErrorsOf(error),
});

const campaignDocuments: DocumentEditorSpec<Campaign, CampaignAction> = {
  listPath: "/admin/campaigns",
  doneText,
  load: (client, id) => sendForDocument(client.api.admin.campaigns[":id"].$get({ param: { id } })),
  remove: (client, id) => sendAsStaff(client.api.admin.campaigns[":id"].$delete({ param: { id } })),
};

export function useCampaignEditor(campaign: Campaign | null) {
  const client = useStaffClient();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<CampaignFieldsDraft>(() => fieldsOf(campaign));
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);

  const markClean = () => {
    dirtyRef.current = false;
    setDirty(false);
  };

  const payload = () => ({ ...fields, preheader: fields.preheader.trim(), subject: fields.subject.trim() });

  /** Saves the form over the revision the page shows. */
  const saveNow = async (): Promise<CampaignResult> => {
    const parsed = campaignFieldsSchema.safeParse(payload());
    if (!parsed.success) return invalid(parsed.error);
    const saved = currentRef.current;
    if (!saved) return sendForDocument(client.api.admin.campaigns.$post({ json: parsed.data }));
    const result = await sendForDocument<Campaign>(
      client.api.admin.campaigns[":id"].$put({
        param: { id: saved.id },
        json: { ...parsed.data, revision: saved.revision },
      }),
    );
    if (result.ok) {
      editor.adopt(result.data.data, false);
      markClean();
    }
    return result;
  };

  const editor = useDocumentEditor(campaign, campaignDocuments, {
    adopted(saved, replaceForm) {
      if (replaceForm) {
        setFields(fieldsOf(saved));
        markClean();
      }
    },
    async perform(which, saved): Promise<CampaignResult> {
      const canEdit = saved ? editableStatuses.includes(saved.status) : true;
      if (which.kind === "save" || !saved || (canEdit && dirtyRef.current && which.kind !== "unschedule")) {
        const result = await saveNow();
        if (!result.ok || which.kind === "save" || !saved) return result;
      }
      const latest = currentRef.current ?? saved;
      const param = { id: latest.id };
      const revision = latest.revision;
      const campaigns = client.api.admin.campaigns[":id"];
      switch (which.kind) {
        case "schedule": {
          const { date, time, timeZone } = which;
          const parsed = campaignScheduleSchema.safeParse({ revision, date, time, timeZone });
          if (!parsed.success) return invalid(parsed.error);
          return sendForDocument(campaigns.schedule.$post({ param, json: parsed.data }));
        }
        case "send-now":
          return sendForDocument(campaigns["send-now"].$post({ param, json: { revision } }));
        case "unschedule":
          return sendForDocument(campaigns.unschedule.$post({ param, json: { revision } }));
        case "pause":
          return sendForDocument(campaigns.pause.$post({ param, json: { revision } }));
        case "resume":
          return sendForDocument(campaigns.resume.$post({ param, json: { revision } }));
        default:
          return sendForDocument(campaigns.cancel.$post({ param, json: { revision } }));
      }
    },
  });
  const { current, currentRef, adopt, action } = editor;

  // The page's loader runs again while the campaign sends: take its figures, and its fields unless some are being edited.
  useEffect(() => {
    const shown = currentRef.current;
    if (!campaign || !shown || campaign.id !== shown.id || campaign.revision < shown.revision) return;
    if (campaign !== shown) adopt(campaign, !dirtyRef.current);
  }, [campaign, adopt, currentRef]);

  const status = current?.status;
  const sendAt = current?.sendAt;
  useEffect(() => {
    // Sending, or scheduled and due within the minute (the outbox worker starts it): fetch again every few seconds.
    const due = status === "scheduled" && sendAt !== null && sendAt !== undefined;
    if (status !== "sending" && !due) return;
    const timer = setInterval(() => {
      const soon = status === "sending" || Date.parse(sendAt ?? "") - Date.now() < 60_000;
      if (soon && revalidator.state === "idle") void revalidator.revalidate();
    }, CAMPAIGN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [status, sendAt, revalidator]);

  /** Sends the campaign as saved to the signed-in member's own address (saving the form first). */
  const test = useMutation(async (): Promise<ApiResult<{ data: { to: string } }>> => {
    const saved = currentRef.current;
    if (!saved) throw new Error("test() needs a saved campaign");
    if (dirtyRef.current && editableStatuses.includes(saved.status)) {
      const result = await action.run({ kind: "save" });
      if (!result.ok) return result;
    }
    return sendAsStaff(client.api.admin.campaigns[":id"].test.$post({ param: { id: saved.id } }));
  });

  return {
    campaign: current,
    fields,
    dirty,
    editable: current ? editableStatuses.includes(current.status) && !isStarting(current) : true,
    action,
    test,
    removal: editor.removal,
    conflict: editor.conflict,
    done: editor.done,
    error: editor.error,
    set<K extends keyof CampaignFieldsDraft>(key: K, value: CampaignFieldsDraft[K]) {
      setFields((now) => ({ ...now, [key]: value }));
      dirtyRef.current = true;
      setDirty(true);
      editor.setDone(null);
    },
    run(which: CampaignAction) {
      test.reset();
      return editor.run(which);
    },
    loadLatest: editor.loadLatest,
  };
}

export type CampaignEditor = ReturnType<typeof useCampaignEditor>;
