-- The stock filter of GET /api/v2/products (stock=in|out) served by an index:
-- products_designer_stock_idx (designer_id, product_in_stock(colors), created_at, id) for a
-- designer's list, products_stock_created_idx for admin and staff's. product_in_stock is
-- IMMUTABLE (it reads only its argument) so it can be indexed; its body has a subquery, so
-- the planner never inlines it and matches the filter's call to the indexes.
CREATE OR REPLACE FUNCTION product_in_stock(colors jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT EXISTS (
    SELECT 1 FROM jsonb_array_elements(colors) AS variant(v),
      jsonb_array_elements(variant.v -> 'sizes') AS sized(v)
    WHERE (sized.v ->> 'quantity')::int > 0)
$$;--> statement-breakpoint
CREATE INDEX "products_designer_stock_idx" ON "products" USING btree ("designer_id",product_in_stock("colors"),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_stock_created_idx" ON "products" USING btree (product_in_stock("colors"),"created_at","id");