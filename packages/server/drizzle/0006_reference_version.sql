-- The reference data's write counter (schema.ts: referenceVersion; decision 0010). Every
-- statement that writes size charts, categories or colours bumps it in its own transaction,
-- so the new count commits with the rows: a session check that reads count N (it runs
-- after its call arrived) can trust a page of reference data read after count N was
-- read, and a list answers from memory only while the count it was read at still holds.
-- Writes to the reference data are rare (an admin's edit, the seed): they queue on this
-- one row's lock, which readers never take.
CREATE TABLE "reference_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_version_single" CHECK ("reference_version"."single")
);--> statement-breakpoint
INSERT INTO "reference_version" ("single", "version") VALUES (true, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_reference_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "size_charts_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_charts" FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
CREATE TRIGGER "categories_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
CREATE TRIGGER "colors_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colors" FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
