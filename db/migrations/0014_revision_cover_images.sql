ALTER TABLE "content_revisions" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_cover_image_id_content_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Revisions kept before covers were recorded take the item's cover as it is now:
-- restoring one of them keeps the photo rather than removing it.
UPDATE "content_revisions" AS "r" SET "cover_image_id" = "i"."cover_image_id" FROM "content_items" AS "i" WHERE "i"."id" = "r"."item_id";
