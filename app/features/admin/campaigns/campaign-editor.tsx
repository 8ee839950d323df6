import { useEffect, useState } from "react";
import {
  BusyButton,
  CheckboxField,
  FieldError,
  SelectField,
  SuccessMessage,
  TextField,
} from "#app/components/ui/form-fields.tsx";
import {
  dangerButtonClass,
  formAlertClass,
  hintClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { type CampaignStatus, newsletterTopicLabels, newsletterTopics } from "#app/domain/campaigns.ts";
import type { Campaign } from "#app/features/campaigns/campaigns.server.ts";
import { LATEST_POSTS_MAX } from "#app/features/campaigns/schemas.ts";
import { scheduleTimeZones } from "#app/features/content/studio-schemas.ts";
import { formatClockTime, formatDateTime, wallClockIn } from "#app/lib/dates.ts";
import { droppedMarkdownLinks } from "#app/lib/markdown-field.ts";
import { bindText } from "../components/bind-text.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { DeleteDraftDialog } from "../components/delete-draft.tsx";
import { ConflictAlert, EditorPanel, SaveStateLine, ScheduleBox } from "../components/document-editor-parts.tsx";
import { TermList } from "../components/record-parts.tsx";
import type { ScheduleInput } from "../components/schedule-fields.tsx";
import { MarkdownBodyField } from "../content/content-images.tsx";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";
import { type CampaignEditor, campaignFieldIds, campaignStatusText, isStarting } from "./use-campaign-editor.ts";

// The campaign editor's parts (routes/admin/campaign-edit.tsx composes them):
// the email's fields (or what was sent, once they can no longer change), the
// sending panel with the actions of each status, and the preview of the email
// at a desktop's and a phone's width and as plain text.

const count = new Intl.NumberFormat("en-GB");

/** The choices of "List the latest posts": 0 to LATEST_POSTS_MAX. */
const postCounts = Array.from({ length: LATEST_POSTS_MAX + 1 }, (_, n) => n);

/** "No posts", "1 post", "2 posts"… */
const postsLabel = (n: number) => (n === 0 ? "No posts" : n === 1 ? "1 post" : `${n} posts`);

/** "1 subscriber", "1,204 subscribers". */
export const subscribersLabel = (n: number) => `${count.format(n)} ${n === 1 ? "subscriber" : "subscribers"}`;

/** The topics a campaign is about, or who it goes to without any. */
export const audienceLabel = (topics: readonly (keyof typeof newsletterTopicLabels)[]) =>
  topics.length === 0 ? "All subscribers" : topics.map((topic) => newsletterTopicLabels[topic]).join(", ");

/** Whether the form is saved; shown beside the Save button. */
export function CampaignSaveStatus({ editor }: { editor: CampaignEditor }) {
  const { campaign, dirty, action } = editor;
  const text = action.busy
    ? "Saving…"
    : !campaign
      ? "Not saved yet: save the draft to see the preview and send a test."
      : dirty
        ? "Unsaved changes"
        : `Saved ${formatClockTime(campaign.updatedAt)}${campaign.updatedByName ? ` by ${campaign.updatedByName}` : ""}`;
  return <SaveStateLine>{text}</SaveStateLine>;
}

/** A change refused because someone else changed the campaign first: their message, and their version. */
export function CampaignConflict({ editor }: { editor: CampaignEditor }) {
  if (!editor.conflict) return null;
  return <ConflictAlert message={editor.conflict} loadLabel="Load the latest version" onLoad={editor.loadLatest} />;
}

/** Subject, preview line, Markdown body, the latest posts and the topics, while they can still change. */
export function CampaignFieldsSection({ editor }: { editor: CampaignEditor }) {
  const { fields } = editor;
  const topicsError = editor.error("topics");
  return (
    <fieldset className="mt-2 min-w-0 rounded border border-black/20 p-1.5">
      <legend className="px-0.5 font-semibold">Email</legend>
      <TextField
        id={campaignFieldIds.subject}
        label="Subject"
        hint="What the inbox shows first. At most 150 characters."
        className="mt-1"
        {...bindText(fields, editor, "subject")}
      />
      <TextField
        id={campaignFieldIds.preheader}
        label="Preview line"
        optional
        hint="The line mail programs show after the subject. At most 200 characters."
        className="mt-2"
        {...bindText(fields, editor, "preheader")}
      />
      <MarkdownBodyField
        id={campaignFieldIds.body}
        hint="## headings, **bold**, *italic*, lists with -, links as [text](https://…). At least 20 characters."
        rows={16}
        minHeightClass="min-h-[20rem]"
        text={fields.body}
        setText={(text) => editor.set("body", text)}
        error={editor.error("body")}
      />
      <SelectField
        id={campaignFieldIds.latestPosts}
        label="List the latest posts"
        hint="Under the body, the email lists this many of the newest insights, with a link to each."
        className="mt-2 max-w-[24rem]"
        value={String(fields.latestPosts)}
        error={editor.error("latestPosts")}
        onChange={(event) => editor.set("latestPosts", Number(event.target.value))}
      >
        <Options values={postCounts} label={postsLabel} />
      </SelectField>
      <fieldset
        className="mt-2 min-w-0"
        aria-describedby={["campaign-topics-hint", topicsError ? "campaign-topics-error" : ""].join(" ").trim()}
      >
        <legend className="font-semibold">Topics</legend>
        <p id="campaign-topics-hint" className={hintClass}>
          Tick none to send it to every confirmed subscriber. With topics ticked, it goes only to subscribers who chose
          at least one of them on their preferences page.
        </p>
        <div className="mt-0.5 space-y-0.5">
          {newsletterTopics.map((topic) => (
            <CheckboxField
              key={topic}
              id={`campaign-topic-${topic}`}
              label={newsletterTopicLabels[topic]}
              checked={fields.topics.includes(topic)}
              onChange={(event) =>
                editor.set(
                  "topics",
                  newsletterTopics.filter((one) =>
                    one === topic ? event.target.checked : fields.topics.includes(one),
                  ),
                )
              }
            />
          ))}
        </div>
        <FieldError id="campaign-topics-error" message={topicsError} />
      </fieldset>
    </fieldset>
  );
}

/** The email as it went out, once it can no longer change. */
export function CampaignReadOnlyFields({ campaign }: { campaign: Campaign }) {
  return (
    <section aria-labelledby="campaign-email-heading" className="mt-2 rounded border border-black/20 bg-white p-1.5">
      <h2 id="campaign-email-heading" className="text-xl font-bold">
        Email
      </h2>
      <p className="text-sm text-muted">
        {campaign.status === "cancelled"
          ? "The campaign was cancelled, so its email can no longer change."
          : campaign.status === "sent"
            ? "The campaign has been sent, so its email can no longer change."
            : "The campaign has started sending, so its email can no longer change."}
      </p>
      <TermList
        className="mt-1 grid gap-x-2 gap-y-0.5 sm:grid-cols-[auto_minmax(0,1fr)]"
        items={[
          ["Subject", campaign.subject],
          ["Preview line", campaign.preheader || "None"],
          ["Latest posts", postsLabel(campaign.latestPosts)],
          ["Topics", audienceLabel(campaign.topics)],
        ]}
      />
      <h3 className="mt-2 font-semibold">Body (Markdown)</h3>
      <pre className="mt-0.5 whitespace-pre-wrap break-words rounded border border-black/15 bg-paper p-1 font-mono text-sm">
        {campaign.body}
      </pre>
    </section>
  );
}

type Confirmation = "send-now" | "cancel";

const confirmTexts: Record<Confirmation, { heading: (campaign: Campaign) => string; body: string; confirm: string }> = {
  "send-now": {
    heading: (campaign) => `Send to ${subscribersLabel(campaign.audienceSize)} now?`,
    body: "The campaign starts going out at once. You can pause or cancel it while it sends, but emails that have gone out stay sent.",
    confirm: "Send now",
  },
  cancel: {
    heading: () => "Cancel sending?",
    body: "No more emails of this campaign go out, and it cannot be resumed. Emails that have gone out stay sent.",
    confirm: "Cancel sending",
  },
};

/** The status, the actions of that status, the schedule form, the test send and Delete. */
export function CampaignWorkflowPanel({ editor }: { editor: CampaignEditor }) {
  const campaign = editor.campaign;
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  if (!campaign) {
    return (
      <EditorPanel id="campaign-workflow-heading" title="Sending">
        <p className="mt-1">
          Save the draft first. Then you can send yourself a test, schedule the campaign or send it now.
        </p>
      </EditorPanel>
    );
  }
  const busy = editor.action.busy || undefined;
  const { status } = campaign;
  // A campaign being started (sent now, or its time come) has nothing left to send, schedule or test.
  const canSend = editor.editable;

  async function askToSendNow() {
    // Saved first, so the count in the question is the audience of the topics on screen.
    if (editor.dirty && (await editor.run({ kind: "save" })).ok === false) return;
    setConfirming("send-now");
  }

  const confirmText = confirmTexts[confirming ?? "send-now"];
  const steps = isStarting(campaign) ? [] : statusSteps.filter((step) => step.from.includes(status));
  return (
    <EditorPanel
      id="campaign-workflow-heading"
      title="Sending"
      status={{
        label: campaignStatusText(campaign),
        when: canSend && status === "scheduled" && campaign.sendAt ? formatDateTime(campaign.sendAt) : null,
        revision: campaign.revision,
      }}
    >
      {canSend ? (
        <p className="mt-1">
          As saved, it would go to <strong>{subscribersLabel(campaign.audienceSize)}</strong> (
          {campaign.topics.length === 0 ? "every confirmed subscriber" : "confirmed subscribers of its topics"}).
        </p>
      ) : null}
      {/* Tested before it goes: the test send comes before Send now. */}
      {canSend ? <TestSend editor={editor} /> : null}
      {canSend ? <LostLinksWarning body={editor.fields.body} /> : null}
      {canSend || steps.length > 0 || status === "draft" ? (
        <div className="mt-2 flex flex-wrap gap-1">
          {canSend ? (
            <button
              type="button"
              className={primaryButtonClass}
              aria-disabled={busy}
              onClick={() => void askToSendNow()}
            >
              Send now
            </button>
          ) : null}
          {steps.map((step) => (
            <button
              key={step.kind}
              type="button"
              className={step.className}
              aria-disabled={busy}
              onClick={() => (step.kind === "cancel" ? setConfirming("cancel") : editor.run({ kind: step.kind }))}
            >
              {step.label}
            </button>
          ))}
          {status === "draft" ? <DeleteCampaign editor={editor} /> : null}
        </div>
      ) : null}
      {canSend ? <ScheduleForm editor={editor} campaign={campaign} /> : null}
      <ConfirmDialog
        id="campaign-confirm-heading"
        open={confirming !== null}
        heading={confirmText.heading(campaign)}
        confirm={{
          label: confirmText.confirm,
          className: confirming === "cancel" ? dangerButtonClass : primaryButtonClass,
        }}
        cancelLabel={confirming === "cancel" ? "Keep sending" : "Not yet"}
        onConfirm={() => {
          if (!confirming) return;
          setConfirming(null);
          void editor.run({ kind: confirming });
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirmText.body}
      </ConfirmDialog>
    </EditorPanel>
  );
}

/** A date, a time and a time zone (the reporting zone first), as the content studio schedules. */
function ScheduleForm({ editor, campaign }: { editor: CampaignEditor; campaign: Campaign }) {
  const [schedule, setSchedule] = useState<ScheduleInput>(() => {
    const timeZone = scheduleTimeZones[0];
    return { timeZone, ...(campaign.sendAt ? wallClockIn(campaign.sendAt, timeZone) : { date: "", time: "09:00" }) };
  });
  return (
    <ScheduleBox
      legend={campaign.status === "scheduled" ? "Change the time" : "Schedule"}
      ids={{ date: campaignFieldIds.date, time: campaignFieldIds.time, timeZone: campaignFieldIds.timeZone }}
      value={schedule}
      onChange={setSchedule}
      error={editor.error}
      busy={editor.action.busy}
      onSchedule={() => editor.run({ kind: "schedule", ...schedule })}
    />
  );
}

/**
 * Links of the body that the email would not carry as written (an address
 * that is not https://, http://, mailto:, tel: or a path on the site), named
 * before anything is sent. Saving refuses them too; a campaign saved before
 * that check shows them here.
 */
function LostLinksWarning({ body }: { body: string }) {
  const lost = droppedMarkdownLinks(body);
  if (lost.length === 0) return null;
  return (
    <div className="mt-1 rounded-md border-2 border-amber-700 bg-amber-50 p-1 text-amber-900">
      <p className="font-semibold">
        {lost.length === 1 ? "A link would not reach readers:" : `${lost.length} links would not reach readers:`}
      </p>
      <ul className="list-disc pl-2">
        {lost.map((address) => (
          <li key={address} className="break-all">
            {address === "" ? "a link without an address" : address}
          </li>
        ))}
      </ul>
      <p>Change each to a full address (https://…), a path on this site (/…), mailto: or tel: before sending.</p>
    </div>
  );
}

/** The steps the Sending panel offers besides "Send now", with the statuses each starts from. */
const statusSteps: {
  kind: "unschedule" | "pause" | "resume" | "cancel";
  label: string;
  from: readonly CampaignStatus[];
  className: string;
}[] = [
  { kind: "unschedule", label: "Back to draft", from: ["scheduled"], className: secondaryButtonClass },
  { kind: "pause", label: "Pause", from: ["sending"], className: secondaryButtonClass },
  { kind: "resume", label: "Resume", from: ["paused"], className: primaryButtonClass },
  {
    kind: "cancel",
    label: "Cancel sending",
    from: ["sending", "paused"],
    className: `${secondaryButtonClass} border-red-800 text-red-800`,
  },
];

/** Sends the campaign as saved to the signed-in member, and says where it went. */
function TestSend({ editor }: { editor: CampaignEditor }) {
  const { test } = editor;
  return (
    <div className="mt-2 border-t border-black/10 pt-1.5">
      <h3 className="font-semibold">Test first</h3>
      <p id="campaign-test-hint" className={hintClass}>
        The email as saved, with “[Test]” before its subject, to your own address. No subscriber receives it.
      </p>
      <BusyButton
        type="button"
        busy={test.busy}
        busyLabel="Sending the test…"
        className={`${secondaryButtonClass} mt-1`}
        aria-describedby="campaign-test-hint"
        onClick={() => void test.run()}
      >
        Send a test to me
      </BusyButton>
      <div className="mt-1">
        {test.data ? <SuccessMessage>Test sent to {test.data.data.to}</SuccessMessage> : null}
        {test.error ? (
          <p role="alert" className={formAlertClass}>
            {test.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Deletes a draft, after asking in a modal dialog. */
function DeleteCampaign({ editor }: { editor: CampaignEditor }) {
  const subject = editor.campaign?.subject || "this draft";
  return (
    <DeleteDraftDialog id="campaign-delete-heading" removal={editor.removal}>
      “{subject}” is deleted for good. It was never sent, so no subscriber notices.
    </DeleteDraftDialog>
  );
}

type PreviewView = "desktop" | "phone" | "text";

const previewViews: { view: PreviewView; label: string; width?: number }[] = [
  { view: "desktop", label: "Desktop", width: 600 },
  { view: "phone", label: "Phone", width: 375 },
  { view: "text", label: "Plain text" },
];

type EmailPreview = { subject: string; preheader: string; html: string; text: string };

/** The saved email as subscribers receive it: at a desktop's width, at a phone's, or as plain text. */
export function CampaignPreview({ campaign, editable }: { campaign: Campaign | null; editable: boolean }) {
  const client = useStaffClient();
  const [view, setView] = useState<PreviewView>("desktop");
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const id = campaign?.id;
  const revision = campaign?.revision;
  useEffect(() => {
    if (!id || revision === undefined) return;
    let live = true;
    setState("loading");
    void sendAsStaff(client.api.admin.campaigns[":id"].preview.$get({ param: { id } })).then((result) => {
      if (!live) return;
      if (result.ok) {
        setPreview(result.data.data);
        setState("ready");
      } else setState("failed");
    });
    return () => {
      live = false;
    };
  }, [client, id, revision]);
  const shown = previewViews.find((option) => option.view === view) ?? previewViews[0];
  return (
    <section aria-labelledby="campaign-preview-heading" className="mt-3 min-w-0">
      <h2 id="campaign-preview-heading" className="text-xl font-bold">
        Preview
      </h2>
      {!campaign ? (
        <p className="mt-1">The preview appears here once the campaign is saved.</p>
      ) : (
        <>
          <p className="mt-0.5 text-sm text-muted">
            {editable
              ? "The email as saved, with the links of a subscriber. Save to see your latest changes here."
              : "The email as it goes out, with the links of a subscriber."}
          </p>
          <fieldset className="mt-1 min-w-0">
            <legend className="text-sm font-semibold">Preview as</legend>
            <div className="mt-0.5 flex flex-wrap gap-1">
              {previewViews.map((option) => (
                <button
                  key={option.view}
                  type="button"
                  aria-pressed={view === option.view}
                  className={
                    view === option.view
                      ? `${primaryButtonClass} border-2 border-ink`
                      : `${secondaryButtonClass} bg-white`
                  }
                  onClick={() => setView(option.view)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </fieldset>
          <p role="status" className="mt-1 text-sm">
            {state === "loading"
              ? "Loading the preview…"
              : state === "failed"
                ? "The preview could not be loaded."
                : ""}
          </p>
          {preview ? (
            <div className="mt-1">
              <p className="rounded border border-black/15 bg-white p-1 text-sm">
                <span className="font-semibold">{preview.subject}</span>
                {preview.preheader ? <span className="text-muted"> — {preview.preheader}</span> : null}
              </p>
              {shown?.width ? (
                <iframe
                  key={shown.view}
                  title={`The email at ${shown.label.toLowerCase()} width (${shown.width} pixels)`}
                  // Same origin for the images (scripts stay off; the email has none).
                  sandbox="allow-same-origin"
                  srcDoc={preview.html}
                  width={shown.width}
                  className="mt-1 block h-[40rem] max-w-full rounded border border-black/20 bg-white"
                />
              ) : (
                <section
                  aria-label="The email as plain text"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
                  tabIndex={0}
                  className="mt-1 max-h-[40rem] max-w-[40rem] overflow-auto rounded border border-black/20 bg-white p-1.5"
                >
                  <pre className="whitespace-pre-wrap break-words font-mono text-sm">{preview.text}</pre>
                </section>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
