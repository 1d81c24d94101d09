ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rehearsal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "event_position" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "event_position" integer;--> statement-breakpoint
CREATE INDEX "events_scheduled_idx" ON "events" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "events_designer_scheduled_idx" ON "events" USING btree ("designer_id","scheduled_at","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_range" CHECK ("events"."duration_minutes" BETWEEN 1 AND 1440);