ALTER TABLE "web_products" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "web_event_id" uuid;--> statement-breakpoint
ALTER TABLE "web_products" ADD CONSTRAINT "web_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_web_event_id_web_events_id_fk" FOREIGN KEY ("web_event_id") REFERENCES "public"."web_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_web_event_id_index" ON "orders" USING btree ("web_event_id");