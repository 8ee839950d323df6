import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { applicationActors, applicationStages, applicationStatuses } from "#app/domain/applications.ts";
import { bookingStatuses, type WeeklyHours } from "#app/domain/booking.ts";
import { campaignStatuses, deliveryStatuses, newsletterTopics } from "#app/domain/campaigns.ts";
import { contentCollectionNames, contentStatuses } from "#app/domain/content.ts";
import {
  employmentTypes,
  type JobQuestion,
  type JobSections,
  jobStatuses,
  salaryPeriods,
  workplaceTypes,
} from "#app/domain/jobs.ts";
import { leadStatuses } from "#app/domain/leads.ts";
import { subscriberStatuses } from "#app/domain/newsletter.ts";
import type { SavingsInput, SavingsResult } from "#app/domain/savings.ts";
import { staffRoles } from "#app/domain/staff.ts";

// The single source of truth for tables. Migrations in db/migrations are
// generated from this file with `npm run db:generate`. The values a column may
// hold (statuses, stages, types, roles) come from app/domain/.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** A full-text search document (site search, decision 0022). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Transactional outbox: every email is written here in the same transaction as
 * the change that causes it, then delivered by the outbox worker.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is, e.g. "newsletter-confirmation"; used in logs and the dev mailbox. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Lease held by the worker that is sending the message right now. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Messages delivered by the development transport (no SMTP_URL): listed at /dev/mailbox. */
export const devMailboxMessages = pgTable(
  "dev_mailbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("dev_mailbox_messages_outbox_idx").on(t.outboxId),
    index("dev_mailbox_created_idx").on(t.createdAt),
  ],
);

/** Fixed-window counters for the shared rate limiter (RATE_LIMIT_STORE=postgres). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

/** Newsletter audience with double opt-in. Emails are stored lower-cased. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** The topics the subscriber receives (their preferences page); every topic until they choose. */
  topics: text("topics", { enum: newsletterTopics })
    .array()
    .notNull()
    .default(sql`array[${sql.raw(newsletterTopics.map((topic) => `'${topic}'`).join(","))}]::text[]`),
  /** When the mail server refused the address for good (status "bounced"). */
  bouncedAt: timestamp("bounced_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Newsletter campaigns written in the back office. When sending starts, the
 * email is rendered once (`rendered*`, with a placeholder for each recipient's
 * links) and a delivery row is written for every recipient.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    /** The line mail programs show after the subject. */
    preheader: text("preheader").notNull().default(""),
    /** Markdown, with images from the content studio's library. */
    body: text("body").notNull(),
    /** How many of the latest published posts the email lists under the body (0: none). */
    latestPosts: integer("latest_posts").notNull().default(0),
    /** Only subscribers who chose one of these topics receive it; empty: every confirmed subscriber. */
    topics: text("topics", { enum: newsletterTopics }).array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: campaignStatuses }).notNull().default("draft"),
    /** When it is (or was) due to start sending. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    renderedSubject: text("rendered_subject"),
    renderedHtml: text("rendered_html"),
    renderedText: text("rendered_text"),
    /** The addresses the email links to, in order; click links name them by index. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    /** Signs the click links of this campaign (HMAC), so a link cannot be made up for another recipient or address. */
    linkKey: text("link_key").notNull(),
    /** Counts saves; a save names the revision it started from (optimistic concurrency). */
    revision: integer("revision").notNull().default(1),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("campaigns_due_idx").on(t.sendAt).where(sql`${t.status} = 'scheduled'`)],
);

/**
 * The campaign lane of the outbox: one row per recipient of a campaign,
 * claimed and delivered by the outbox worker after transactional mail, with
 * the same leases and backoff (server/mail/outbox-worker.ts).
 */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * SHA-256 of the recipient's unsubscribe and preferences token, made when
     * the email is composed; the token itself is only in the email.
     */
    tokenHash: text("token_hash").unique(),
    /**
     * The hash of the token before, when the email was composed again after a
     * crash (docs/reliability.md): a copy that went out before the crash keeps
     * working links.
     */
    previousTokenHash: text("previous_token_hash"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    clicks: integer("clicks").notNull().default(0),
    firstClickAt: timestamp("first_click_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_deliveries_recipient_idx").on(t.campaignId, t.subscriberId),
    index("campaign_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("campaign_deliveries_sent_idx").on(t.sentAt),
    index("campaign_deliveries_previous_token_idx").on(t.previousTokenHash),
  ],
);

/**
 * Single-use tokens sent by email (newsletter confirmation, and later email
 * verification and password reset). Only the SHA-256 of the token is stored.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    subjectId: uuid("subject_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_tokens_subject_idx").on(t.purpose, t.subjectId)],
);

/** Teams that hire on the careers portal, e.g. "Engineering". */
export const departments = pgTable("departments", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Filter value in URLs: /careers/jobs/positions?department={slug}. */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  createdAt: createdAt(),
});

/**
 * Where a job is done. A remote location still names the country whose
 * residents may apply: "Remote (India)" has remote = true and country IN.
 */
export const locations = pgTable("locations", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  /** As shown to people, e.g. "Bengaluru, India". */
  name: text("name").notNull(),
  city: text("city"),
  region: text("region"),
  /** ISO 3166-1 alpha-2, e.g. IN, TZ, AE. */
  countryCode: text("country_code").notNull(),
  countryName: text("country_name").notNull(),
  remote: boolean("remote").notNull().default(false),
  createdAt: createdAt(),
});

/** Positions on the careers portal. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** URL id: /careers/jobs/{slug}. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "restrict" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    employmentType: text("employment_type", { enum: employmentTypes }).notNull(),
    workplaceType: text("workplace_type", { enum: workplaceTypes }).notNull(),
    /** One or two sentences for listings and the meta description. */
    summary: text("summary").notNull(),
    /** The opening paragraph of the job page. */
    about: text("about").notNull(),
    sections: jsonb("sections").$type<JobSections>().notNull(),
    questions: jsonb("questions").$type<JobQuestion[]>().notNull().default([]),
    status: text("status", { enum: jobStatuses }).notNull().default("draft"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    /** ISO 4217, e.g. INR. */
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period", { enum: salaryPeriods }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    validThrough: date("valid_through"),
    isDemo: boolean("is_demo").notNull().default(false),
    /** Site search's document of the job's own text; its team and place are added at query time. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "about"), 'D') || setweight(jsonb_to_tsvector('english', "sections", '["string"]'), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_status_idx").on(t.status, t.publishedAt),
    index("jobs_department_idx").on(t.departmentId),
    index("jobs_location_idx").on(t.locationId),
  ],
);

/** Sales leads from the lead wizard. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    fleetSize: text("fleet_size").notNull(),
    interestedIn: jsonb("interested_in").$type<string[]>().notNull(),
    countryId: text("country_id").notNull(),
    countryName: text("country_name").notNull(),
    state: text("state").notNull(),
    company: text("company").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    vehicles: jsonb("vehicles").$type<{ available: boolean; qty: number }>().notNull(),
    assets: jsonb("assets").$type<{ available: boolean; qty: number }>().notNull(),
    sourcePage: text("source_page"),
    userAgent: text("user_agent"),
    /** The sales staff member following the lead up (back office); null until someone takes it. */
    ownerId: uuid("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
    index("leads_owner_idx").on(t.ownerId),
  ],
);

/** Private notes of the sales team on a lead (back office), oldest first. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Who wrote it; null once the account is deleted. */
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * A savings-calculator estimate that a visitor sent after their lead, for sales
 * to read beside it: the inputs, and the results as the server computed them
 * from the directory's figures at that moment. One per lead.
 */
export const leadEstimates = pgTable(
  "lead_estimates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    inputs: jsonb("inputs").$type<SavingsInput>().notNull(),
    results: jsonb("results").$type<SavingsResult>().notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lead_estimates_lead_idx").on(t.leadId)],
);

/** Emailed 6-digit codes that prove a lead's address. Only a hash of the code is kept. */
export const leadVerificationCodes = pgTable(
  "lead_verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_codes_email_idx").on(t.email, t.createdAt)],
);

/**
 * Visitors who asked for a whitepaper or registered for an event: both are
 * leads for the sales team. One registration per address and event.
 */
export const contentRequests = pgTable(
  "content_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["whitepaper", "event"] }).notNull(),
    /** The whitepaper's or event's slug in content/. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    /** Hash of the whitepaper download token (whitepapers only). */
    downloadTokenHash: text("download_token_hash").unique(),
    downloadExpiresAt: timestamp("download_expires_at", { withTimezone: true }),
    downloads: integer("downloads").notNull().default(0),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_requests_created_idx").on(t.createdAt),
    uniqueIndex("content_requests_event_email_idx").on(t.slug, t.email).where(sql`${t.kind} = 'event'`),
  ],
);

/**
 * Careers portal accounts. Emails are stored lower-cased; only an argon2id
 * hash of the password is kept.
 */
export const applicants = pgTable("applicants", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  location: text("location"),
  headline: text("headline"),
  linkedinUrl: text("linkedin_url"),
  portfolioUrl: text("portfolio_url"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Applicant sessions: the bearer token is 256 random bits and only its SHA-256
 * is stored. A session ends at `expires_at` (30 days after sign-in, never
 * extended) or when `revoked_at` is set (logout, password change or reset).
 */
export const applicantSessions = pgTable(
  "applicant_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("applicant_sessions_applicant_idx").on(t.applicantId)],
);

/**
 * Files applicants upload (résumés). The bytes live in the file storage
 * (DATA_DIR/files by default) under a random `storage_key`; the row keeps what
 * the portal shows and checks. The newest résumé is the profile résumé.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["resume"] }).notNull(),
    /** The uploaded file's name, sanitised; only shown and used as the download name. */
    fileName: text("file_name").notNull(),
    mediaType: text("media_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("documents_applicant_idx").on(t.applicantId, t.createdAt)],
);

/** One application per applicant and job; its history is in `application_events`. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    coverLetter: text("cover_letter"),
    /** Screening answers: question id → answer. */
    answers: jsonb("answers").$type<Record<string, string>>().notNull().default({}),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("active"),
    stage: text("stage", { enum: applicationStages }).notNull().default("applied"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("applications_applicant_job_idx").on(t.applicantId, t.jobId),
    index("applications_job_idx").on(t.jobId, t.submittedAt),
  ],
);

/** What happened to an application, oldest first: submitted, moved on, withdrawn. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: applicationStatuses }).notNull(),
    stage: text("stage", { enum: applicationStages }).notNull(),
    note: text("note"),
    actor: text("actor", { enum: applicationActors }).notNull(),
    /** The staff member who made the change (actor "staff"); the name survives the account. */
    staffId: uuid("staff_id"),
    staffName: text("staff_name"),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.at)],
);

/** Binary column: Uint8Array in the application, whichever driver reads it. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Uploaded files kept in the database (FILE_STORAGE=database, the default with
 * PostgreSQL), so every instance behind a load balancer reads the same files
 * and backups hold them with the rows that refer to them.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  bytes: bytes("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/**
 * Back-office accounts (decision 0016). Created by `npm run admin:create` (the
 * first admin) or by an admin in /admin/staff; never a default password.
 * A disabled account cannot sign in and its sessions are revoked.
 */
export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased before it is stored. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role", { enum: staffRoles }).notNull(),
  passwordHash: text("password_hash").notNull(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Staff sessions behind the httpOnly `marut_staff` cookie: only the SHA-256 of
 * the 256-bit token is stored, with the session's CSRF token (also 256 random
 * bits; it is handed to the page, so it is not a secret from the browser). A
 * session ends 30 minutes after `last_seen_at`, at `expires_at` (12 hours after
 * sign-in), or when revoked.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    csrfToken: text("csrf_token").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * Every staff action, written in the transaction of the change it records.
 * `staff_email` survives the deletion of the account; failed sign-ins have no
 * staff id and carry the address tried in `after`.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_staff_idx").on(t.staffId),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/**
 * Private notes staff keep on an application (the back office's hr area).
 * Never shown to the applicant nor included in their data export.
 */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** The author; kept without a foreign key so notes outlive a removed account. */
    staffId: uuid("staff_id"),
    staffName: text("staff_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/**
 * One row whose version goes up with every change to data that cached page
 * renders show (jobs, departments, locations): statement triggers bump it in
 * the writing transaction, and each server instance polls it to drop its
 * render cache (server/render-cache.ts).
 */
export const pageDataVersion = pgTable(
  "page_data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("page_data_version_one_row", sql`${table.id} = 1`)],
);

/**
 * Images uploaded in the content studio. The original is never kept: each
 * upload is checked by its signature, stripped of metadata and stored as
 * resized variants (AVIF, WebP and JPEG at a few widths) in the file storage
 * (app/lib/file-storage.server.ts); `variants` names them. Uploads with the
 * same bytes share one row (`sha256` of the upload).
 */
export const contentImages = pgTable("content_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  sha256: text("sha256").notNull().unique(),
  /** The alt text given at upload; each use in Markdown carries its own. */
  alt: text("alt").notNull(),
  /** Intrinsic size of the largest variant, for width/height attributes. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  variants: jsonb("variants")
    .$type<{ width: number; height: number; format: "avif" | "webp" | "jpeg"; key: string; bytes: number }[]>()
    .notNull(),
  uploadedBy: uuid("uploaded_by").references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * Blogs, articles, customer stories, whitepapers, press releases,
 * announcements and events, edited in /admin/content. `data` is the item's
 * fields (title, description, date, tags, cover and the collection's own),
 * valid against its collection's schema (app/features/content/schema.ts);
 * `body` is Markdown. `revision` goes up with every save: a save names the
 * revision it started from and is refused when another came first.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection", { enum: contentCollectionNames }).notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: contentStatuses }).notNull().default("draft"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    body: text("body").notNull(),
    coverImageId: uuid("cover_image_id").references(() => contentImages.id, { onDelete: "set null" }),
    /** When a scheduled item goes live. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** When it first went live. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    revision: integer("revision").notNull().default(1),
    /** Who saved it last; kept without a foreign key so items outlive a removed account. */
    updatedBy: uuid("updated_by"),
    updatedByName: text("updated_by_name"),
    /** Site search's document: title (A), description and tags (B), body (D). */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("data"->>'title', '')), 'A') || setweight(to_tsvector('english', coalesce("data"->>'description', '') || ' ' || coalesce("data"->>'tags', '')), 'B') || setweight(to_tsvector('english', "body"), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("content_items_collection_slug_idx").on(t.collection, t.slug),
    index("content_items_status_idx").on(t.status, t.publishAt),
  ],
);

/** Every saved state of an item, with who saved it: the history, its diffs and restore. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: contentStatuses }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    body: text("body").notNull(),
    /** The cover photo at this revision; null for the drawn cover (or when the photo was deleted since). */
    coverImageId: uuid("cover_image_id").references(() => contentImages.id, { onDelete: "set null" }),
    staffId: uuid("staff_id"),
    staffName: text("staff_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_revisions_item_revision_idx").on(t.itemId, t.revision)],
);

/** An item's former addresses: each answers 301 to where the item is now. */
export const contentRedirects = pgTable("content_redirects", {
  fromPath: text("from_path").primaryKey(),
  itemId: uuid("item_id")
    .notNull()
    .references(() => contentItems.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * The people directory: leadership, authors and spokespeople. Team and About
 * list them; press releases and events quote them by reference, so a title
 * changed here changes everywhere.
 */
export const people = pgTable("people", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  bio: text("bio").notNull(),
  portraitImageId: uuid("portrait_image_id").references(() => contentImages.id, { onDelete: "set null" }),
  /** Profile links, e.g. LinkedIn. */
  links: jsonb("links").$type<{ label: string; url: string }[]>().notNull().default([]),
  /** Where Team lists them: leadership first; null keeps them off Team (authors, spokespeople). */
  teamGroup: text("team_group"),
  /** The office city they work from, as Team shows it. */
  city: text("city"),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

/** Headline figures (vehicles protected, collision reduction, …) with their source and date. */
export const companyFigures = pgTable("company_figures", {
  key: text("key").primaryKey(),
  label: text("label").notNull(),
  value: text("value").notNull(),
  source: text("source").notNull(),
  asOf: date("as_of").notNull(),
  updatedAt: updatedAt(),
});

/** The company's offices, as Contact and job ads name them. */
export const offices = pgTable("offices", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  phone: text("phone"),
  email: text("email"),
  /** What the office does, e.g. "East Africa sales, installation and driver training". */
  role: text("role").notNull().default(""),
  /** Opening hours as shown, e.g. "Monday to Friday, 08:30–17:30 EAT". */
  hours: text("hours").notNull().default(""),
  /** IANA time zone of the office, e.g. "Africa/Dar_es_Salaam". */
  timeZone: text("time_zone").notNull().default("UTC"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

/** Frequently asked questions on /faqs, by category. */
export const faqs = pgTable("faqs", {
  id: uuid("id").primaryKey().defaultRandom(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  /** Markdown. */
  answer: text("answer").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * The site's own pages (solutions, company, legal…) as site search finds
 * them: written by each server from its own renders, at start and whenever
 * the data they show changes (server/search-indexer.ts). Content items and
 * open jobs are searched in their own tables, so a publish is found at the
 * next query (decision 0022).
 */
export const searchPages = pgTable(
  "search_pages",
  {
    /** The page's address, e.g. /solutions/cabin-vision. */
    url: text("url").primaryKey(),
    /** The page's <title> without the site name. */
    title: text("title").notNull(),
    /** The plain text of the page's main content. */
    body: text("body").notNull(),
    vector: tsvector("vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'D')`,
      ),
  },
  (t) => [index("search_pages_vector_idx").using("gin", t.vector)],
);

// Demo booking (docs/decisions/0038-demo-booking.md). The rule that a
// salesperson's slot is booked once is an exclusion constraint over
// tstzrange(starts_at, ends_at) for the bookings that are not cancelled; it is
// written by hand in migration 0019_demo_booking_constraint.sql (btree_gist),
// since drizzle-kit cannot express one.

/** A salesperson's bookable week: working hours in their own zone, days off, and the meeting link they send. */
export const salesAvailability = pgTable("sales_availability", {
  staffId: uuid("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  /** IANA zone the hours are in, e.g. "Asia/Kolkata". */
  timeZone: text("time_zone").notNull(),
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
  /** Whole days off, "YYYY-MM-DD" in the salesperson's zone. */
  daysOff: jsonb("days_off").$type<string[]>().notNull().default([]),
  /** Where the call takes place (a video-meeting link), sent as the invite's LOCATION and URL. */
  meetingUrl: text("meeting_url").notNull(),
  /** The city of their office, named beside the visitor's time ("15:00 in Bengaluru"). */
  officeCity: text("office_city").notNull(),
  /** Takes bookings; off while someone is away for long or leaves sales. */
  active: boolean("active").notNull().default(true),
  /** The start of their latest booking's creation: round robin takes the one booked least recently first. */
  lastBookedAt: timestamp("last_booked_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A booked demo call: one lead, one salesperson, 30 minutes. */
export const demoBookings = pgTable(
  "demo_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The zone the visitor chose the time in; their emails state times in it. */
    visitorTimeZone: text("visitor_time_zone").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("booked"),
    /** The invite's SEQUENCE: raised by each reschedule and by the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the token of the reschedule and cancel links (the token is never stored). */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    /** The queued reminder emails (outbox rows sent later), removed when the time changes. */
    reminderIds: jsonb("reminder_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A lead has one call booked at a time; rescheduling moves it.
    uniqueIndex("demo_bookings_lead_active_idx").on(t.leadId).where(sql`${t.status} <> 'cancelled'`),
    index("demo_bookings_starts_idx").on(t.startsAt),
    check("demo_bookings_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Files sent with an outbox message (a calendar invite), deleted with it or once it is sent. */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    /** The full type with parameters, e.g. `text/calendar; method=REQUEST`. */
    contentType: text("content_type").notNull(),
    content: text("content").notNull(),
  },
  (t) => [index("outbox_attachments_outbox_idx").on(t.outboxId)],
);
