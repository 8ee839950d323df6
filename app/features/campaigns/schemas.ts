import { campaignStatuses, newsletterTopicSchema, newsletterTopics } from "#app/domain/campaigns.ts";
import { documentActionSchema, documentScheduleSchema } from "#app/lib/document-requests.ts";
import { blank, optional, pageParam } from "#app/lib/list-query.ts";
import { markdownText } from "#app/lib/markdown-field.ts";
import { revisionSchema } from "#app/lib/revisions.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";

// The newsletter campaigns' contracts (/admin/campaigns): one zod schema per
// request, shared by the back office's pages and server/api/admin/campaigns.routes.ts,
// and the subscriber's preferences page.

export const CAMPAIGN_PAGE_SIZE = 20;
export const CAMPAIGN_BODY_MAX_LENGTH = 50_000;
/** The most latest posts an email may list under its body. */
export const LATEST_POSTS_MAX = 6;

const singleLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters.`)
    .refine((text) => !hasControlCharacters(text), `Write the ${label} on one line.`);

export const campaignListSchema = z.object({
  q: optional(z.string().trim().max(100)),
  status: z.preprocess(blank, z.enum(campaignStatuses, { message: "Choose a status." }).optional()),
  page: pageParam,
});
export type CampaignListQuery = z.infer<typeof campaignListSchema>;

/** What staff write: the same fields for a new campaign and an edit. */
export const campaignFieldsSchema = z.object({
  subject: singleLine("subject", 150).pipe(z.string().min(1, "Write a subject line.")),
  preheader: singleLine("preview line", 200),
  body: markdownText(
    z
      .string()
      .max(CAMPAIGN_BODY_MAX_LENGTH, `Keep the body to ${CAMPAIGN_BODY_MAX_LENGTH.toLocaleString("en")} characters.`)
      .refine((text) => text.trim().length >= 20, "Write at least 20 characters of body text."),
  ),
  latestPosts: z.coerce
    .number({ message: "Choose how many posts to list." })
    .int()
    .min(0)
    .max(LATEST_POSTS_MAX, `List at most ${LATEST_POSTS_MAX} posts.`),
  topics: z.array(newsletterTopicSchema).max(newsletterTopics.length),
});
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

export const campaignCreateSchema = campaignFieldsSchema;
export const campaignUpdateSchema = campaignFieldsSchema.extend({ revision: revisionSchema });
export type CampaignUpdateInput = z.infer<typeof campaignUpdateSchema>;

export const campaignActionSchema = documentActionSchema;
export const campaignScheduleSchema = documentScheduleSchema;
export type CampaignScheduleInput = z.infer<typeof campaignScheduleSchema>;
