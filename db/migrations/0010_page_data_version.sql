CREATE TABLE "page_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_data_version_one_row" CHECK ("page_data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "page_data_version" ("id") VALUES (1);
--> statement-breakpoint
-- Every statement that writes a table cached pages read bumps the version, in
-- its own transaction, whichever code path (back office, seed, script) wrote it.
CREATE FUNCTION "bump_page_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "page_data_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "page_data_version"."version" + 1, "changed_at" = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "departments_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
--> statement-breakpoint
CREATE TRIGGER "locations_page_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_data_version"();
