import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { checkTheFormMessage } from "#app/components/ui/error-summary.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { type CampaignStatus, campaignStatusLabels, type NewsletterTopic } from "#app/domain/campaigns.ts";
import type { Campaign } from "#app/features/campaigns/campaigns.server.ts";
import { campaignFieldsSchema, campaignScheduleSchema } from "#app/features/campaigns/schemas.ts";
import type { ApiResult } from "#app/lib/api-client.ts";
import { fieldErrorsOf } from "#app/lib/validation.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// The campaign editor's state and its calls: the fields as typed; Save (a new
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

type CampaignResult = ApiResult<{ data: Campaign }>;

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

export function useCampaignEditor(campaign: Campaign | null) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState<Campaign | null>(campaign);
  const currentRef = useRef(campaign);
  const [fields, setFields] = useState<CampaignFieldsDraft>(() => fieldsOf(campaign));
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const adopt = useCallback((saved: Campaign, replaceForm: boolean) => {
    currentRef.current = saved;
    setCurrent(saved);
    if (replaceForm) {
      setFields(fieldsOf(saved));
      dirtyRef.current = false;
      setDirty(false);
    }
  }, []);

  const markClean = () => {
    dirtyRef.current = false;
    setDirty(false);
  };

  // The page's loader runs again while the campaign sends: take its figures, and its fields unless some are being edited.
  useEffect(() => {
    const shown = currentRef.current;
    if (!campaign || !shown || campaign.id !== shown.id || campaign.revision < shown.revision) return;
    if (campaign !== shown) adopt(campaign, !dirtyRef.current);
  }, [campaign, adopt]);

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

  const payload = () => ({ ...fields, preheader: fields.preheader.trim(), subject: fields.subject.trim() });

  /** Saves the form over the revision the page shows. */
  const saveNow = async (): Promise<CampaignResult> => {
    const parsed = campaignFieldsSchema.safeParse(payload());
    if (!parsed.success) return invalid(parsed.error);
    const saved = currentRef.current;
    if (!saved) {
      return (await sendAsStaff(client.api.admin.campaigns.$post({ json: parsed.data }))) as CampaignResult;
    }
    const result = (await sendAsStaff(
      client.api.admin.campaigns[":id"].$put({
        param: { id: saved.id },
        json: { ...parsed.data, revision: saved.revision },
      }),
    )) as CampaignResult;
    if (result.ok) {
      adopt(result.data.data, false);
      markClean();
    }
    return result;
  };

  const action = useMutation(
    async (which: CampaignAction): Promise<CampaignResult> => {
      setConflict(null);
      const saved = currentRef.current;
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
          return (await sendAsStaff(campaigns.schedule.$post({ param, json: parsed.data }))) as CampaignResult;
        }
        case "send-now":
          return (await sendAsStaff(campaigns["send-now"].$post({ param, json: { revision } }))) as CampaignResult;
        case "unschedule":
          return (await sendAsStaff(campaigns.unschedule.$post({ param, json: { revision } }))) as CampaignResult;
        case "pause":
          return (await sendAsStaff(campaigns.pause.$post({ param, json: { revision } }))) as CampaignResult;
        case "resume":
          return (await sendAsStaff(campaigns.resume.$post({ param, json: { revision } }))) as CampaignResult;
        default:
          return (await sendAsStaff(campaigns.cancel.$post({ param, json: { revision } }))) as CampaignResult;
      }
    },
    {
      onSuccess(body, which) {
        if (!currentRef.current) {
          navigate(`/admin/campaigns/${body.data.id}`);
          return;
        }
        adopt(body.data, false);
        setDone(doneText[which.kind]);
      },
    },
  );

  // A change refused because the campaign changed meanwhile (409) offers the latest version instead of overwriting.
  useEffect(() => {
    if (action.error && action.fieldErrors.revision) setConflict(action.error);
  }, [action.error, action.fieldErrors]);

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

  /** Deletes a draft, then goes back to the list. */
  const removal = useMutation(
    async () => {
      const saved = currentRef.current;
      if (!saved) throw new Error("remove() needs a saved campaign");
      return sendAsStaff(client.api.admin.campaigns[":id"].$delete({ param: { id: saved.id } }));
    },
    { onSuccess: () => navigate("/admin/campaigns") },
  );

  /** Replaces the form with the campaign as it is now on the server (after a conflict). */
  const loadLatest = async () => {
    const saved = currentRef.current;
    if (!saved) return;
    const result = await sendAsStaff(client.api.admin.campaigns[":id"].$get({ param: { id: saved.id } }));
    if (result.ok) {
      action.reset();
      setConflict(null);
      adopt(result.data.data, true);
      setDone("Loaded the latest version.");
    }
  };

  return {
    campaign: current,
    fields,
    dirty,
    editable: current ? editableStatuses.includes(current.status) && !isStarting(current) : true,
    action,
    test,
    removal,
    conflict,
    done: action.error ? null : done,
    error: (field: string) => action.fieldErrors[field]?.[0],
    set<K extends keyof CampaignFieldsDraft>(key: K, value: CampaignFieldsDraft[K]) {
      setFields((now) => ({ ...now, [key]: value }));
      dirtyRef.current = true;
      setDirty(true);
      setDone(null);
    },
    run(which: CampaignAction) {
      setDone(null);
      test.reset();
      return action.run(which);
    },
    loadLatest,
  };
}

export type CampaignEditor = ReturnType<typeof useCampaignEditor>;
