ALTER TABLE "categories" DROP CONSTRAINT "categories_size_size_charts_key_fk";
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "id" uuid DEFAULT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "id" uuid DEFAULT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "size_charts" ADD COLUMN "id" uuid DEFAULT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "size_charts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "size_charts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_size_size_charts_key_fk" FOREIGN KEY ("size") REFERENCES "public"."size_charts"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_id_key" ON "categories" USING btree ("id");--> statement-breakpoint
CREATE INDEX "categories_size_index" ON "categories" USING btree ("size");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_id_key" ON "colors" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_id_key" ON "size_charts" USING btree ("id");