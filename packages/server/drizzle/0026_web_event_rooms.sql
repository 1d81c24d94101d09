-- Web events' live rooms (decision 0044). A room's rows are keyed by its show's id, a
-- marketplace event's or a web event's (both uuids); a foreign key names one table, so the
-- rows' keys lose theirs and a show's deletion deletes its rooms' rows by this trigger on
-- both tables, as the cascade did. Rows are written only after the room's access rule has
-- read the show (live/rooms/access.ts). The trigger fires ALWAYS, restores included.
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "live_chat_posters" DROP CONSTRAINT "live_chat_posters_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "live_moderation_actions" DROP CONSTRAINT "live_moderation_actions_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "live_pushed_products" DROP CONSTRAINT "live_pushed_products_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "live_rooms" DROP CONSTRAINT "live_rooms_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "live_timeline" DROP CONSTRAINT "live_timeline_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "live_viewer_sessions" DROP CONSTRAINT "live_viewer_sessions_event_id_events_id_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_live_rows() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM "live_rooms" WHERE "event_id" = OLD."id";
  DELETE FROM "live_pushed_products" WHERE "event_id" = OLD."id";
  DELETE FROM "live_timeline" WHERE "event_id" = OLD."id";
  DELETE FROM "live_viewer_sessions" WHERE "event_id" = OLD."id";
  DELETE FROM "live_moderation_actions" WHERE "event_id" = OLD."id";
  DELETE FROM "live_chat_posters" WHERE "event_id" = OLD."id";
  DELETE FROM "chat_messages" WHERE "event_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_delete_live_rows" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION delete_live_rows();--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_delete_live_rows";--> statement-breakpoint
CREATE TRIGGER "web_events_delete_live_rows" AFTER DELETE ON "web_events" FOR EACH ROW EXECUTE FUNCTION delete_live_rows();--> statement-breakpoint
ALTER TABLE "web_events" ENABLE ALWAYS TRIGGER "web_events_delete_live_rows";
