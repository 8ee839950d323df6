CREATE TABLE "search_pages" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'D')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("data"->>'title', '')), 'A') || setweight(to_tsvector('english', coalesce("data"->>'description', '') || ' ' || coalesce("data"->>'tags', '')), 'B') || setweight(to_tsvector('english', "body"), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "about"), 'D') || setweight(jsonb_to_tsvector('english', "sections", '["string"]'), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_pages_vector_idx" ON "search_pages" USING gin ("vector");