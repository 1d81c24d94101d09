CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0053: the orders report's top products sum these narrow rows instead of
-- unnesting every wide order row's items. One trigger keeps them: each order's lines are
-- written from its `items` in the order's own transaction, whoever writes the order
-- (checkout, refunds, cancellations, the seed, a bench's SQL fill), so the figures stay live.
CREATE FUNCTION "order_lines_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "order_lines" WHERE "order_id" = NEW."id";
  END IF;
  INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "quantity", "unit_price")
  SELECT NEW."id", line.position, line.v ->> 'productId', coalesce(line.v ->> 'name', ''),
    (line.v ->> 'quantity')::integer, (line.v ->> 'unitPrice')::bigint
  FROM jsonb_array_elements(NEW."items") WITH ORDINALITY AS line(v, position);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_sync" AFTER INSERT OR UPDATE OF "items" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_lines_sync"();--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "quantity", "unit_price")
SELECT o."id", line.position, line.v ->> 'productId', coalesce(line.v ->> 'name', ''),
  (line.v ->> 'quantity')::integer, (line.v ->> 'unitPrice')::bigint
FROM "orders" o, jsonb_array_elements(o."items") WITH ORDINALITY AS line(v, position);
