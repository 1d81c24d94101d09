CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"designer_id" uuid NOT NULL,
	"event_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The top products of a range read this index alone (index-only): the range, the filters
-- and the summed columns. Declared here, since drizzle declares no INCLUDE.
CREATE INDEX "order_lines_report_idx" ON "order_lines" USING btree ("created_at") INCLUDE ("status", "designer_id", "event_id", "product_id", "quantity", "unit_price", "name");--> statement-breakpoint
CREATE INDEX "order_lines_designer_created_idx" ON "order_lines" USING btree ("designer_id","created_at");--> statement-breakpoint
-- Decision 0053: the orders report's top products read these narrow rows alone, instead of
-- unnesting the items of every wide order row in the range. One trigger keeps them: an
-- order's lines are written from its `items` (with the order's range and filter columns) in
-- the order's own transaction, whoever writes the order (checkout, payment, refunds,
-- cancellations, the seed, a bench's SQL fill), so the figures stay live to the second.
CREATE FUNCTION "order_lines_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "order_lines" WHERE "order_id" = NEW."id";
  END IF;
  INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "quantity",
    "unit_price", "designer_id", "event_id", "status", "created_at")
  SELECT NEW."id", line.position, line.v ->> 'productId', coalesce(line.v ->> 'name', ''),
    (line.v ->> 'quantity')::integer, (line.v ->> 'unitPrice')::bigint,
    NEW."designer_id", NEW."event_id", NEW."status", NEW."created_at"
  FROM jsonb_array_elements(NEW."items") WITH ORDINALITY AS line(v, position);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_sync"
  AFTER INSERT OR UPDATE OF "items", "status", "designer_id", "event_id", "created_at" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_lines_sync"();--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "quantity",
  "unit_price", "designer_id", "event_id", "status", "created_at")
SELECT o."id", line.position, line.v ->> 'productId', coalesce(line.v ->> 'name', ''),
  (line.v ->> 'quantity')::integer, (line.v ->> 'unitPrice')::bigint,
  o."designer_id", o."event_id", o."status", o."created_at"
FROM "orders" o, jsonb_array_elements(o."items") WITH ORDINALITY AS line(v, position);
