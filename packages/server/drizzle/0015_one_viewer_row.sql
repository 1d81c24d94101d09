-- Custom SQL migration file, put your code below! --
-- One row per viewer of a show (issue 27): a viewer who left and joined again had a row per
-- join, so 300 leave/join cycles were 300 rows. Each viewer's rows (an account's, or an
-- anonymous viewer id's) become its first: joined then, open while any of them was open,
-- else left at the last leave. 0016 then holds one row per viewer with unique keys.
UPDATE "live_viewer_sessions" AS "kept"
SET "left_at" = CASE WHEN "viewer"."open" THEN NULL ELSE "viewer"."last_left" END
FROM (
  SELECT
    (array_agg("id" ORDER BY "joined_at", "id"))[1] AS "first_id",
    bool_or("left_at" IS NULL) AS "open",
    max("left_at") AS "last_left"
  FROM "live_viewer_sessions"
  GROUP BY "event_id", "user_id", "viewer_id"
) AS "viewer"
WHERE "kept"."id" = "viewer"."first_id";--> statement-breakpoint
DELETE FROM "live_viewer_sessions" AS "later"
USING "live_viewer_sessions" AS "first"
WHERE "first"."event_id" = "later"."event_id"
  AND "first"."user_id" IS NOT DISTINCT FROM "later"."user_id"
  AND "first"."viewer_id" IS NOT DISTINCT FROM "later"."viewer_id"
  AND ("first"."joined_at", "first"."id") < ("later"."joined_at", "later"."id");
