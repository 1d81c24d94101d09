CREATE TABLE "web_carousel_times" (
	"web_event_id" uuid NOT NULL,
	"web_product_id" uuid NOT NULL,
	"start_sec" numeric(8, 3) NOT NULL,
	"end_sec" numeric(8, 3) NOT NULL,
	CONSTRAINT "web_carousel_times_web_event_id_start_sec_pk" PRIMARY KEY("web_event_id","start_sec"),
	CONSTRAINT "web_carousel_times_range" CHECK ("web_carousel_times"."end_sec" > "web_carousel_times"."start_sec" AND "web_carousel_times"."start_sec" >= 0)
);
--> statement-breakpoint
CREATE TABLE "web_event_views" (
	"web_event_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_event_views_web_event_id_viewer_id_pk" PRIMARY KEY("web_event_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "web_product_clicks" (
	"web_event_id" uuid NOT NULL,
	"web_product_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"clicks" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_product_clicks_web_event_id_web_product_id_viewer_id_pk" PRIMARY KEY("web_event_id","web_product_id","viewer_id")
);
--> statement-breakpoint
DROP INDEX "web_events_designer_id_index";--> statement-breakpoint
DROP INDEX "web_products_designer_id_index";--> statement-breakpoint
DROP INDEX "web_products_web_event_id_index";--> statement-breakpoint
ALTER TABLE "web_event_groups" ADD COLUMN "designer_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "web_events" ADD COLUMN "group_position" integer;--> statement-breakpoint
ALTER TABLE "web_events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_events" ADD COLUMN "captions_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_products" ADD COLUMN "web_event_position" integer;--> statement-breakpoint
ALTER TABLE "web_carousel_times" ADD CONSTRAINT "web_carousel_times_web_event_id_web_events_id_fk" FOREIGN KEY ("web_event_id") REFERENCES "public"."web_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_carousel_times" ADD CONSTRAINT "web_carousel_times_web_product_id_web_products_id_fk" FOREIGN KEY ("web_product_id") REFERENCES "public"."web_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_event_views" ADD CONSTRAINT "web_event_views_web_event_id_web_events_id_fk" FOREIGN KEY ("web_event_id") REFERENCES "public"."web_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_product_clicks" ADD CONSTRAINT "web_product_clicks_web_event_id_web_events_id_fk" FOREIGN KEY ("web_event_id") REFERENCES "public"."web_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_product_clicks" ADD CONSTRAINT "web_product_clicks_web_product_id_web_products_id_fk" FOREIGN KEY ("web_product_id") REFERENCES "public"."web_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_carousel_times_web_product_id_index" ON "web_carousel_times" USING btree ("web_product_id");--> statement-breakpoint
CREATE INDEX "web_event_views_started_idx" ON "web_event_views" USING btree ("web_event_id","started_at");--> statement-breakpoint
CREATE INDEX "web_product_clicks_web_product_id_index" ON "web_product_clicks" USING btree ("web_product_id");--> statement-breakpoint
ALTER TABLE "web_event_groups" ADD CONSTRAINT "web_event_groups_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_event_groups_designer_created_idx" ON "web_event_groups" USING btree ("designer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "web_event_groups_created_idx" ON "web_event_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "web_events_container_id_index" ON "web_events" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "web_events_scheduled_idx" ON "web_events" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "web_events_designer_scheduled_idx" ON "web_events" USING btree ("designer_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "web_events_group_position_idx" ON "web_events" USING btree ("group_id","group_position");--> statement-breakpoint
CREATE INDEX "web_products_designer_created_idx" ON "web_products" USING btree ("designer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "web_products_created_idx" ON "web_products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "web_products_event_position_idx" ON "web_products" USING btree ("web_event_id","web_event_position");--> statement-breakpoint
ALTER TABLE "web_event_groups" DROP COLUMN "web_event_ids";--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_duration_range" CHECK ("web_events"."duration_minutes" BETWEEN 1 AND 1440);--> statement-breakpoint
ALTER TABLE "web_products" ADD CONSTRAINT "web_products_price" CHECK ("web_products"."price" >= 0);--> statement-breakpoint
ALTER TABLE "web_products" ADD CONSTRAINT "web_products_currency" CHECK ("web_products"."currency" ~ '^[A-Z]{3}$');