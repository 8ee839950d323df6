CREATE TABLE "search_pages" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_pages_vector_idx" ON "search_pages" USING gin ("vector");