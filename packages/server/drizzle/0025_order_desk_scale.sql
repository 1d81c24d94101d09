-- The order desk at 200 000 orders (bench/orders, decision 0038):
-- * the status filter, with a date range or not, newest first: orders_status_created_idx;
-- * search on the order number and the buyer's name and e-mail (ILIKE '%…%'):
--   orders_search_trgm_idx, a pg_trgm GIN index on the three (made below where the
--   extension exists: 0004_looks.sql installs it; PGlite has it too, db/client.ts).
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin
      ("order_number" gin_trgm_ops, ("buyer" ->> 'name') gin_trgm_ops,
       ("buyer" ->> 'email') gin_trgm_ops);
  END IF;
END
$$;
