CREATE TABLE "company_figures" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"body" text NOT NULL,
	"cover_image_id" uuid,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"body" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offices_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"portrait_image_id" uuid,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_group" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_cover_image_id_content_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_portrait_image_id_content_images_id_fk" FOREIGN KEY ("portrait_image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_collection_slug_idx" ON "content_items" USING btree ("collection","slug");--> statement-breakpoint
CREATE INDEX "content_items_status_idx" ON "content_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_revision_idx" ON "content_revisions" USING btree ("item_id","revision");--> statement-breakpoint
-- Pages show content, the directory, figures, offices and FAQs: every write to
-- them bumps the version each instance's render cache follows.
CREATE TRIGGER "content_items_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "content_redirects_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "people_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "company_figures_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_figures"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "offices_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "faqs_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
