ALTER TABLE "offices" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "city" text;