-- The web-events report's views (issue 33, decision 0049): each viewer's session starts, so
-- a viewer who comes back counts a view again. A row from before counted one start.
ALTER TABLE "web_event_views" ADD COLUMN "starts" integer DEFAULT 1 NOT NULL;
