import { timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { CampaignStatus, NewsletterTopic } from "#app/domain/campaigns.ts";
import { campaignStatuses } from "#app/domain/campaigns.ts";
import type { RenderedEmail } from "#app/emails/types.ts";
import { type AuditActor, recordExport } from "#app/lib/audit.server.ts";
import type { CsvColumn } from "#app/lib/csv.ts";
import { documentKind, isDocumentId, type StatusRule } from "#app/lib/documents.server.ts";
import { EXPORT_MAX_ROWS, type Page } from "#app/lib/list-query.ts";
import { containsText, pageOf } from "#app/lib/list-sql.server.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { isProblem, type Problem, problem } from "#app/lib/problems.ts";
import type { Editor, WriteProblem } from "#app/lib/revisions.ts";
import type { Services } from "#app/lib/services.ts";
import { generateToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#db/client.ts";
import { campaignDeliveries, campaigns, newsletterSubscribers, staffUsers } from "#db/schema.ts";
import { insightItems } from "../content/content.server.ts";
import { loadDirectory } from "../content/directory.server.ts";
import { knownMarkdownProblem } from "../content/markdown.server.ts";
import { publishedContent } from "../content/published.server.ts";
import { type DirectoryReferences, referencesIn, resolveReferences } from "../content/references.ts";
import {
  campaignPlaceholders,
  clickSignature,
  emailBodyHtml,
  emailBodyText,
  type PreparedCampaign,
  personalise,
  withLinkPlaceholders,
} from "./email.ts";
import {
  CAMPAIGN_PAGE_SIZE,
  type CampaignFields,
  type CampaignListQuery,
  type CampaignScheduleInput,
  type CampaignUpdateInput,
} from "./schemas.ts";

// Newsletter campaigns in the back office (/admin/campaigns): drafts, saves
// with optimistic concurrency (every change names the revision it started
// from), the workflow (schedule, send now, pause, resume, cancel), previews,
// test sends and results. Functions that change a campaign take the
// transaction of the change, so the API writes the audit entry in it
// (server/api/admin/campaigns.routes.ts). Sending is the outbox worker's
// campaign lane (server/mail/campaign-lane.ts).

type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignProblem = WriteProblem;

export type CampaignListItem = {
  id: string;
  subject: string;
  status: CampaignStatus;
  topics: NewsletterTopic[];
  sendAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  revision: number;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
  recipients: number;
  sent: number;
};

export type CampaignStats = {
  recipients: number;
  pending: number;
  sent: number;
  failed: number;
  bounced: number;
  unsubscribed: number;
  clicks: number;
  uniqueClicks: number;
};

export type Campaign = CampaignListItem & {
  preheader: string;
  body: string;
  latestPosts: number;
  /** How many confirmed subscribers it would go to now. */
  audienceSize: number;
  stats: CampaignStats;
  /** Emails accepted by the mail server per minute (per hour for a send longer than three hours). */
  timeline: { at: string; sent: number }[];
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export type CampaignAction = "send-now" | "unschedule" | "pause" | "resume" | "cancel";

const editable: readonly CampaignStatus[] = ["draft", "scheduled"];

/**
 * The campaigns' workflow: how a campaign is named in its refusals, where each
 * action may start from, where it leads and what it says when it cannot, and
 * scheduling (a draft, or a scheduled campaign moved to another time) within
 * the next year, a time a minute past still counting as now.
 */
export const campaignKind = documentKind<CampaignAction, CampaignStatus>({
  words: {
    notFound: "This campaign does not exist.",
    savedThis: "changed this campaign",
    whatNow: "Nothing was changed: reload to see their version, then try again.",
  },
  steps: {
    "send-now": {
      from: ["draft", "scheduled"],
      to: "scheduled",
      refused: "Only a draft or a scheduled campaign can be sent now.",
    },
    unschedule: { from: ["scheduled"], to: "draft", refused: "Only a scheduled campaign can go back to draft." },
    pause: { from: ["sending"], to: "paused", refused: "Only a campaign that is sending can be paused." },
    resume: { from: ["paused"], to: "sending", refused: "Only a paused campaign can be resumed." },
    cancel: {
      from: ["scheduled", "sending", "paused"],
      to: "cancelled",
      refused: "Only a scheduled, sending or paused campaign can be cancelled.",
    },
  },
  schedule: {
    from: editable,
    refused: "Only a draft or a scheduled campaign can be scheduled.",
    graceMs: 60_000,
    passed: () => "Choose a time in the future, or use Send now.",
    horizon: { ms: 366 * 24 * 3_600_000, message: "Choose a time within the next year." },
  },
});
const notFound = campaignKind.notFound;

const listColumns = {
  id: campaigns.id,
  subject: campaigns.subject,
  status: campaigns.status,
  topics: campaigns.topics,
  sendAt: campaigns.sendAt,
  startedAt: campaigns.startedAt,
  finishedAt: campaigns.finishedAt,
  revision: campaigns.revision,
  updatedByName: staffUsers.name,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
};
type ListRow = Pick<
  CampaignRow,
  | "id"
  | "subject"
  | "status"
  | "topics"
  | "sendAt"
  | "startedAt"
  | "finishedAt"
  | "revision"
  | "createdAt"
  | "updatedAt"
> & { updatedByName: string | null };

function listItem(row: ListRow, counts: { recipients: number; sent: number } | undefined): CampaignListItem {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    topics: row.topics,
    sendAt: iso(row.sendAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    revision: row.revision,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    recipients: counts?.recipients ?? 0,
    sent: counts?.sent ?? 0,
  };
}

/** Recipients and emails sent of each campaign named. */
async function deliveryCounts(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { recipients: number; sent: number }>();
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      recipients: count(),
      sent: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'sent')`.mapWith(Number),
    })
    .from(campaignDeliveries)
    .where(inArray(campaignDeliveries.campaignId, ids))
    .groupBy(campaignDeliveries.campaignId);
  return new Map(rows.map((row) => [row.campaignId, { recipients: row.recipients, sent: row.sent }]));
}

/** A page of campaigns, newest first, with the number in each status. */
export async function listCampaigns(
  db: Database,
  query: CampaignListQuery,
): Promise<Page<CampaignListItem> & { counts: Record<CampaignStatus, number> }> {
  const searched = containsText(query.q, [campaigns.subject]);
  const where = and(searched, query.status ? eq(campaigns.status, query.status) : undefined);
  const [totalRow] = await db.select({ total: count() }).from(campaigns).where(where);
  const rows = await db
    .select(listColumns)
    .from(campaigns)
    .leftJoin(staffUsers, eq(staffUsers.id, campaigns.updatedBy))
    .where(where)
    .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
    .limit(CAMPAIGN_PAGE_SIZE)
    .offset((query.page - 1) * CAMPAIGN_PAGE_SIZE);
  const perStatus = await db
    .select({ status: campaigns.status, total: count() })
    .from(campaigns)
    .where(searched)
    .groupBy(campaigns.status);
  const counts = Object.fromEntries(campaignStatuses.map((status) => [status, 0])) as Record<CampaignStatus, number>;
  for (const row of perStatus) counts[row.status] = row.total;
  const delivered = await deliveryCounts(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => listItem(row, delivered.get(row.id)));
  return { ...pageOf(items, totalRow, query.page, CAMPAIGN_PAGE_SIZE), counts };
}

/** The confirmed subscribers a campaign about `topics` goes to (every one when no topic is named). */
export function audienceOf(topics: readonly NewsletterTopic[]): SQL {
  const confirmed = eq(newsletterSubscribers.status, "confirmed");
  if (topics.length === 0) return confirmed;
  return and(
    confirmed,
    sql`${newsletterSubscribers.topics} && array[${sql.join(
      topics.map((topic) => sql`${topic}`),
      sql`, `,
    )}]::text[]`,
  ) as SQL;
}

/** A campaign with its figures, or null. */
export async function getCampaign(db: Database, id: string): Promise<Campaign | null> {
  if (!isDocumentId(id)) return null;
  const [row] = await db
    .select({
      ...listColumns,
      preheader: campaigns.preheader,
      body: campaigns.body,
      latestPosts: campaigns.latestPosts,
    })
    .from(campaigns)
    .leftJoin(staffUsers, eq(staffUsers.id, campaigns.updatedBy))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  const [stats] = await db
    .select({
      recipients: count(),
      pending: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'pending')`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'failed')`.mapWith(Number),
      bounced: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'bounced')`.mapWith(Number),
      unsubscribed: sql<number>`count(${campaignDeliveries.unsubscribedAt})`.mapWith(Number),
      clicks: sql<number>`coalesce(sum(${campaignDeliveries.clicks}), 0)`.mapWith(Number),
      uniqueClicks: sql<number>`count(${campaignDeliveries.firstClickAt})`.mapWith(Number),
    })
    .from(campaignDeliveries)
    .where(eq(campaignDeliveries.campaignId, id));
  const minutes = await db
    .select({
      at: sql<string>`date_trunc('minute', ${campaignDeliveries.sentAt})`.mapWith(String),
      sent: count(),
    })
    .from(campaignDeliveries)
    .where(and(eq(campaignDeliveries.campaignId, id), sql`${campaignDeliveries.sentAt} is not null`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const [audience] = await db.select({ total: count() }).from(newsletterSubscribers).where(audienceOf(row.topics));
  const fullStats: CampaignStats = stats ?? {
    recipients: 0,
    pending: 0,
    sent: 0,
    failed: 0,
    bounced: 0,
    unsubscribed: 0,
    clicks: 0,
    uniqueClicks: 0,
  };
  return {
    ...listItem(row, fullStats),
    preheader: row.preheader,
    body: row.body,
    latestPosts: row.latestPosts,
    audienceSize: audience?.total ?? 0,
    stats: fullStats,
    timeline: timelineOf(minutes.map((minute) => ({ at: new Date(minute.at), sent: minute.sent }))),
  };
}

/** Sends per minute, or per hour when they span more than three hours. */
function timelineOf(minutes: { at: Date; sent: number }[]): { at: string; sent: number }[] {
  const first = minutes[0]?.at.getTime();
  const last = minutes.at(-1)?.at.getTime();
  if (first === undefined || last === undefined || last - first <= 3 * 3_600_000) {
    return minutes.map((minute) => ({ at: minute.at.toISOString(), sent: minute.sent }));
  }
  const hours = new Map<number, number>();
  for (const minute of minutes) {
    const hour = Math.floor(minute.at.getTime() / 3_600_000) * 3_600_000;
    hours.set(hour, (hours.get(hour) ?? 0) + minute.sent);
  }
  return [...hours].map(([at, sent]) => ({ at: new Date(at).toISOString(), sent }));
}

/** What the audit log keeps of a campaign. */
export function auditedCampaign(row: CampaignRow) {
  return {
    subject: row.subject,
    status: row.status,
    topics: row.topics,
    latestPosts: row.latestPosts,
    sendAt: iso(row.sendAt),
    revision: row.revision,
  };
}

export type CampaignChange = { ok: true; before: CampaignRow; after: CampaignRow };

export async function createCampaign(
  tx: Database,
  fields: CampaignFields,
  editor: Editor,
): Promise<{ ok: true; row: CampaignRow }> {
  const [row] = await tx
    .insert(campaigns)
    .values({ ...fields, linkKey: generateToken(), createdBy: editor.id, updatedBy: editor.id })
    .returning();
  if (!row) throw new Error("campaign insert returned no row");
  return { ok: true, row };
}

/** The campaign locked for a change, or why the change is refused: unknown, or changed by someone else since `revision`. */
function lockAt(tx: Database, id: string, revision: number): Promise<CampaignRow | CampaignProblem> {
  const lock = async (id: string) => (await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update"))[0];
  return campaignKind.lock(id, revision, lock, async (row) => {
    if (!row.updatedBy) return null;
    const [by] = await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, row.updatedBy));
    return by?.name ?? null;
  });
}

/** Writes a change of the locked campaign `before` as the editor's, one revision on from it. */
async function saveCampaign(
  tx: Database,
  before: CampaignRow,
  values: PgUpdateSetSource<typeof campaigns>,
  editor: Editor,
): Promise<CampaignChange> {
  const [after] = await tx
    .update(campaigns)
    .set({ ...values, revision: before.revision + 1, updatedBy: editor.id, updatedAt: sql`now()` })
    .where(eq(campaigns.id, before.id))
    .returning();
  if (!after) throw new Error("campaign update returned no row");
  return { ok: true, before, after };
}

/** Saving the email, as a step: only before it starts sending. */
const campaignEdit: StatusRule<CampaignStatus> = {
  from: editable,
  refused: "This campaign has started sending: its email can no longer be changed. Duplicate it to write another.",
};

/**
 * Why a campaign's body cannot be sent (it was saved before the Markdown
 * checks and cannot be rendered), as the answer to scheduling or sending it.
 */
function unsendable(row: CampaignRow): Problem<"invalid"> | null {
  const markdownProblem = knownMarkdownProblem(row.body);
  if (!markdownProblem) return null;
  return problem("invalid", `The body cannot be sent: ${markdownProblem}`, "body");
}

export async function updateCampaign(
  tx: Database,
  id: string,
  input: CampaignUpdateInput,
  editor: Editor,
): Promise<CampaignChange | CampaignProblem> {
  const before = await lockAt(tx, id, input.revision);
  if (isProblem(before)) return before;
  const refused = campaignKind.refusal(campaignEdit, before.status);
  if (refused) return refused;
  const { revision: _revision, ...fields } = input;
  return saveCampaign(tx, before, fields, editor);
}

export async function deleteCampaign(
  tx: Database,
  id: string,
): Promise<{ ok: true; row: CampaignRow } | CampaignProblem> {
  if (!isDocumentId(id)) return notFound;
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
  if (!row) return notFound;
  if (row.status !== "draft") {
    return problem("conflict", "Only a draft can be deleted. Cancel a scheduled or sending campaign instead.");
  }
  await tx.delete(campaigns).where(eq(campaigns.id, id));
  return { ok: true, row };
}

/** Runs a workflow action; "send now" schedules the campaign for the present, so the outbox worker starts it at once. */
export async function changeCampaignStatus(
  tx: Database,
  id: string,
  action: CampaignAction,
  revision: number,
  editor: Editor,
): Promise<CampaignChange | CampaignProblem> {
  const before = await lockAt(tx, id, revision);
  if (isProblem(before)) return before;
  const rule = campaignKind.steps[action];
  const refusedStep = campaignKind.refusal(action, before.status);
  if (refusedStep) return refusedStep;
  if (action === "send-now" || action === "resume") {
    const refused = unsendable(before);
    if (refused) return refused;
  }
  return saveCampaign(
    tx,
    before,
    {
      status: rule.to,
      ...(action === "send-now" ? { sendAt: sql`now()` } : {}),
      ...(action === "unschedule" ? { sendAt: null } : {}),
      ...(action === "cancel" ? { finishedAt: sql`now()` } : {}),
    },
    editor,
  );
}

export async function scheduleCampaign(
  tx: Database,
  id: string,
  input: CampaignScheduleInput,
  editor: Editor,
): Promise<CampaignChange | CampaignProblem> {
  const sendAt = campaignKind.scheduledAt(input);
  if (isProblem(sendAt)) return sendAt;
  const before = await lockAt(tx, id, input.revision);
  if (isProblem(before)) return before;
  const refusedStep = campaignKind.refusal(campaignKind.schedule, before.status);
  if (refusedStep) return refusedStep;
  const refused = unsendable(before);
  if (refused) return refused;
  return saveCampaign(tx, before, { status: "scheduled", sendAt }, editor);
}

/**
 * The campaign's email with a placeholder for each recipient's links: its
 * Markdown with the directory's references resolved, the latest published
 * posts it asks for, and the head office's postal address.
 */
export async function prepareCampaignEmail(
  services: Pick<Services, "db" | "publicUrl" | "renderEmail" | "pageDataVersion" | "logger">,
  campaign: Pick<CampaignRow, "subject" | "preheader" | "body" | "latestPosts">,
  placeholders: { unsubscribe: string; preferences: string },
): Promise<PreparedCampaign> {
  const directory = await loadDirectory(services);
  const body = resolveReferences(campaign.body, directory.references, { markdown: true }).text;
  const posts =
    campaign.latestPosts > 0
      ? insightItems(await publishedContent(services))
          .slice(0, campaign.latestPosts)
          .map((item) => ({
            title: item.title,
            description: item.description,
            url: `${services.publicUrl}${item.url}`,
          }))
      : [];
  const office = directory.offices[0];
  const email = await services.renderEmail("newsletter-campaign", {
    subject: campaign.subject,
    preheader: campaign.preheader,
    bodyHtml: emailBodyHtml(body, services.publicUrl),
    bodyText: emailBodyText(body, services.publicUrl),
    posts,
    preferencesUrl: placeholders.preferences,
    unsubscribeUrl: placeholders.unsubscribe,
    postalAddress: office ? [office.address, office.city, office.country] : [],
  });
  return withLinkPlaceholders(email);
}

/** The email as a recipient would get it, with its links going straight to their pages: for previews and test sends. */
async function sampleEmail(services: Services, row: CampaignRow): Promise<RenderedEmail & { preheader: string }> {
  const prepared = await prepareCampaignEmail(services, row, campaignPlaceholders);
  const filled = personalise(prepared, {
    unsubscribe: `${services.publicUrl}/newsletter/unsubscribe`,
    preferences: `${services.publicUrl}/newsletter/preferences`,
    link: (index) => prepared.links[index] ?? services.publicUrl,
  });
  return { subject: prepared.subject, preheader: row.preheader, ...filled };
}

/**
 * The campaigns still to go out (drafts and scheduled) whose body names people
 * or figures of the directory: their email is made from it when they send.
 */
export async function campaignsReferencingDirectory(
  db: Database,
): Promise<{ id: string; subject: string; references: DirectoryReferences }[]> {
  const rows = await db
    .select({ id: campaigns.id, subject: campaigns.subject, body: campaigns.body })
    .from(campaigns)
    .where(and(inArray(campaigns.status, [...editable]), sql`${campaigns.body} like '%{{%'`))
    .orderBy(desc(campaigns.createdAt));
  return rows.map(({ id, subject, body }) => ({ id, subject, references: referencesIn(body) }));
}

/** The email as a recipient would get it; null for no such campaign, a problem when its body cannot be rendered. */
export async function previewCampaign(
  services: Services,
  id: string,
): Promise<(RenderedEmail & { preheader: string }) | Problem<"invalid"> | null> {
  if (!isDocumentId(id)) return null;
  const [row] = await services.db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return null;
  return unsendable(row) ?? sampleEmail(services, row);
}

/**
 * Sends the campaign as it stands to a staff member's own address, through
 * the outbox like every email; its subject says it is a test.
 */
export async function sendTestCampaign(
  services: Services,
  id: string,
  to: string,
): Promise<{ ok: true; row: CampaignRow } | Problem<"not-found" | "invalid">> {
  if (!isDocumentId(id)) return notFound;
  const [row] = await services.db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return notFound;
  const refused = unsendable(row);
  if (refused) return refused;
  const email = await sampleEmail(services, row);
  await enqueueEmail(services.db, {
    kind: "campaign-test",
    to,
    email: { subject: `[Test] ${email.subject}`, html: email.html, text: email.text },
  });
  services.wakeOutbox();
  return { ok: true, row };
}

export type DeliveryCsvRow = {
  email: string;
  status: string;
  attempts: number;
  sentAt: Date | null;
  clicks: number;
  firstClickAt: Date | null;
  unsubscribedAt: Date | null;
  lastError: string | null;
};

export const deliveryCsvColumns: CsvColumn<DeliveryCsvRow>[] = [
  { header: "Email", value: (row) => row.email },
  { header: "Status", value: (row) => row.status },
  { header: "Attempts", value: (row) => row.attempts },
  { header: "Sent at", value: (row) => row.sentAt },
  { header: "Clicks", value: (row) => row.clicks },
  { header: "First click at", value: (row) => row.firstClickAt },
  { header: "Unsubscribed at", value: (row) => row.unsubscribedAt },
  { header: "Last error", value: (row) => row.lastError },
];

/**
 * Every recipient of a campaign with what happened to their email, for the
 * CSV export (at most EXPORT_MAX_ROWS), audited as "campaign.export"; null
 * for an unknown campaign.
 */
export async function exportCampaignDeliveries(
  db: Database,
  id: string,
  actor: AuditActor,
  ip: string | null,
): Promise<DeliveryCsvRow[] | null> {
  if (!isDocumentId(id)) return null;
  const [exists] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  if (!exists) return null;
  const entry = { staff: actor, action: "campaign.export", entityType: "campaign", filters: { campaign: id }, ip };
  return recordExport(db, entry, (tx) =>
    tx
      .select({
        email: campaignDeliveries.email,
        status: campaignDeliveries.status,
        attempts: campaignDeliveries.attempts,
        sentAt: campaignDeliveries.sentAt,
        clicks: campaignDeliveries.clicks,
        firstClickAt: campaignDeliveries.firstClickAt,
        unsubscribedAt: campaignDeliveries.unsubscribedAt,
        lastError: campaignDeliveries.lastError,
      })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, id))
      .orderBy(campaignDeliveries.email)
      .limit(EXPORT_MAX_ROWS),
  );
}

/**
 * Follows a recipient's click link: checks its signature with the campaign's
 * key, counts the click on the recipient's delivery, and answers the address
 * the campaign links to there, or null for a link nobody was sent. Only the
 * campaign's own links can be reached, so the link cannot redirect elsewhere.
 */
export async function followClickLink(
  db: Database,
  link: { deliveryId: string; index: number; signature: string },
): Promise<string | null> {
  if (!isDocumentId(link.deliveryId)) return null;
  const [row] = await db
    .select({ linkKey: campaigns.linkKey, links: campaigns.links })
    .from(campaignDeliveries)
    .innerJoin(campaigns, eq(campaigns.id, campaignDeliveries.campaignId))
    .where(eq(campaignDeliveries.id, link.deliveryId));
  const target = row?.links[link.index];
  if (!row || !target) return null;
  const expected = Buffer.from(clickSignature(row.linkKey, link.deliveryId, link.index));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  await db
    .update(campaignDeliveries)
    .set({
      clicks: sql`${campaignDeliveries.clicks} + 1`,
      firstClickAt: sql`coalesce(${campaignDeliveries.firstClickAt}, now())`,
    })
    .where(eq(campaignDeliveries.id, link.deliveryId));
  return target;
}
