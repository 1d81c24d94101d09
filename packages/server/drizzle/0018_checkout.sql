-- Issue 29 (decision 0030): checkouts, stock holds and cart events; orders keep money in
-- whole minor units (cents), so the numeric(12,2) amounts become bigint cents, the items'
-- unit prices too, and the status history becomes the timeline of API.md.
CREATE TABLE "cart_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"viewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"total" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"payment_url" text,
	"payment_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_total_range" CHECK ("checkouts"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_quantity_range" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint USING round("subtotal" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount" SET DATA TYPE bigint USING round("discount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax" SET DATA TYPE bigint USING round("tax" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping" SET DATA TYPE bigint USING round("shipping" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint USING round("total" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "shipping_flat_rate" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "show_sec" numeric(9, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pushed_product_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "designer_net" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "timeline" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_events" ADD CONSTRAINT "cart_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_events" ADD CONSTRAINT "cart_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_events_event_id_created_at_index" ON "cart_events" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_pending_expiry_idx" ON "checkouts" USING btree ("hold_expires_at") WHERE "checkouts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_session_key" ON "checkouts" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "stock_holds_held_idx" ON "stock_holds" USING btree ("product_id","sku","expires_at") WHERE "stock_holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "stock_holds_checkout_id_index" ON "stock_holds" USING btree ("checkout_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pushed_product_id_products_id_fk" FOREIGN KEY ("pushed_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_checkout_id_index" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_range" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" >= 0 AND "orders"."tax" >= 0 AND "orders"."shipping" >= 0 AND "orders"."total" >= 0 AND "orders"."commission" >= 0 AND "orders"."refunded" >= 0 AND "orders"."refunded" <= "orders"."total");--> statement-breakpoint
UPDATE "orders" SET "items" = coalesce((
  SELECT jsonb_agg(item || jsonb_build_object(
    'unitPrice', round((item ->> 'unitPrice')::numeric * 100)::bigint,
    'tax', coalesce(round((item ->> 'tax')::numeric * 100)::bigint, 0),
    'imageUrl', item -> 'imageUrl'))
  FROM jsonb_array_elements("orders"."items") AS line(item)), '[]'::jsonb);--> statement-breakpoint
UPDATE "orders" SET "timeline" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('type', 'status', 'at', change ->> 'at', 'by', 'null'::jsonb,
    'to', change ->> 'status'))
  FROM jsonb_array_elements("orders"."status_history") AS history(change)), '[]'::jsonb);--> statement-breakpoint
UPDATE "orders" SET "status" = 'paid', "refund_state" = 'refunded', "refunded" = "total"
  WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "orders" SET "designer_net" = "total" WHERE "status" <> 'pending';
