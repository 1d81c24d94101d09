ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rehearsal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "event_position" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "event_position" integer;--> statement-breakpoint
CREATE INDEX "events_scheduled_idx" ON "events" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "events_designer_scheduled_idx" ON "events" USING btree ("designer_id","scheduled_at","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_range" CHECK ("events"."duration_minutes" BETWEEN 1 AND 1440);--> statement-breakpoint
-- Search on the title (ILIKE '%…%'): a pg_trgm GIN index where the extension exists (made
-- by 0004_looks.sql); without it the search reads the events whole.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);
  END IF;
END
$$;
