ALTER TABLE "live_viewer_sessions" ADD COLUMN "connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "live_viewer_sessions_event_user_key" ON "live_viewer_sessions" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_viewer_sessions_event_viewer_key" ON "live_viewer_sessions" USING btree ("event_id","viewer_id");--> statement-breakpoint
-- Written by hand (a data change): a viewer in a room now holds one connection.
UPDATE "live_viewer_sessions" SET "connections" = 1 WHERE "left_at" IS NULL;
