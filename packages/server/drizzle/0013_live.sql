CREATE TABLE "live_chat_posters" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_chat_posters_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_moderation_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"message_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_pushed_products" (
	"event_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"first_pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_pushed_products_event_id_product_id_pk" PRIMARY KEY("event_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "live_restrictions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"slow_mode_sec" integer DEFAULT 0 NOT NULL,
	"blocked_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinned_message_id" uuid,
	"highlighted_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sold_out_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"pinned_look_id" uuid,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rooms_slow_mode_range" CHECK ("live_rooms"."slow_mode_sec" BETWEEN 0 AND 3600),
	CONSTRAINT "live_rooms_highlighted_max" CHECK (cardinality("live_rooms"."highlighted_product_ids") <= 3),
	CONSTRAINT "live_rooms_blocked_words_max" CHECK (cardinality("live_rooms"."blocked_words") <= 200)
);
--> statement-breakpoint
CREATE TABLE "live_timeline" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_viewer_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"viewer_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "live_viewer_sessions_who" CHECK ("live_viewer_sessions"."user_id" IS NOT NULL OR "live_viewer_sessions"."viewer_id" IS NOT NULL)
);
--> statement-breakpoint
DROP INDEX "chat_messages_event_id_created_at_index";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "author_role" text DEFAULT 'viewer' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "shadow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "live_chat_posters" ADD CONSTRAINT "live_chat_posters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_posters" ADD CONSTRAINT "live_chat_posters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_moderation_actions" ADD CONSTRAINT "live_moderation_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_moderation_actions" ADD CONSTRAINT "live_moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_moderation_actions" ADD CONSTRAINT "live_moderation_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_moderation_actions" ADD CONSTRAINT "live_moderation_actions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pushed_products" ADD CONSTRAINT "live_pushed_products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pushed_products" ADD CONSTRAINT "live_pushed_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_restrictions" ADD CONSTRAINT "live_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_restrictions" ADD CONSTRAINT "live_restrictions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_pinned_message_id_chat_messages_id_fk" FOREIGN KEY ("pinned_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_pinned_look_id_looks_id_fk" FOREIGN KEY ("pinned_look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_timeline" ADD CONSTRAINT "live_timeline_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_timeline" ADD CONSTRAINT "live_timeline_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewer_sessions" ADD CONSTRAINT "live_viewer_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewer_sessions" ADD CONSTRAINT "live_viewer_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_moderation_actions_event_id_created_at_index" ON "live_moderation_actions" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "live_pushed_products_product_id_index" ON "live_pushed_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_restrictions_key" ON "live_restrictions" USING btree ("kind","scope_id","user_id");--> statement-breakpoint
CREATE INDEX "live_timeline_event_id_created_at_index" ON "live_timeline" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "live_viewer_sessions_event_id_left_at_index" ON "live_viewer_sessions" USING btree ("event_id","left_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_event_created_idx" ON "chat_messages" USING btree ("event_id","created_at","id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") <= 500);