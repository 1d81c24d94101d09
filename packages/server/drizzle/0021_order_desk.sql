CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restock" boolean NOT NULL,
	"reversed" bigint DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"reversal_id" text,
	"by_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_range" CHECK ("order_refunds"."amount" > 0 AND "order_refunds"."reversed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_shipping" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_designer_created_idx" ON "orders" USING btree ("designer_id","created_at","id");