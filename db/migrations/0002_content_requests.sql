CREATE TABLE "content_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"download_token_hash" text,
	"download_expires_at" timestamp with time zone,
	"downloads" integer DEFAULT 0 NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_requests_download_token_hash_unique" UNIQUE("download_token_hash")
);
--> statement-breakpoint
CREATE INDEX "content_requests_created_idx" ON "content_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_requests_event_email_idx" ON "content_requests" USING btree ("slug","email") WHERE "content_requests"."kind" = 'event';