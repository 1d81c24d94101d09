-- The reference data's version (schema.ts: referenceVersion; decision 0010). Every statement
-- that writes size charts, categories or colours sets it to a new random value in its own
-- transaction, so the new version commits with the rows: a session check that reads
-- version V (it runs after its call arrived) can trust a page of reference data read after V
-- was read, and a list answers from memory only while the version it was read at still
-- holds. Random, not a counter: a database recreated or restored under a running server
-- must not come back to a version the server has kept pages for.
-- Writes to the reference data are rare (an admin's edit, the seed): they queue on this
-- one row's lock, which readers never take. The triggers fire ALWAYS, replication and
-- restores included, and the function keeps the schema it was created in.
CREATE TABLE "reference_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_version_single" CHECK ("reference_version"."single")
);--> statement-breakpoint
INSERT INTO "reference_version" ("single", "version") VALUES (true, floor(random() * 9007199254740991)::bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_reference_version() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- A JavaScript-safe integer (the server reads it as a number); a repeat is 1 in 2^53.
  UPDATE "reference_version" SET "version" = floor(random() * 9007199254740991)::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "size_charts_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_charts" FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
ALTER TABLE "size_charts" ENABLE ALWAYS TRIGGER "size_charts_bump_reference_version";--> statement-breakpoint
CREATE TRIGGER "categories_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
ALTER TABLE "categories" ENABLE ALWAYS TRIGGER "categories_bump_reference_version";--> statement-breakpoint
CREATE TRIGGER "colors_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colors" FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
ALTER TABLE "colors" ENABLE ALWAYS TRIGGER "colors_bump_reference_version";
