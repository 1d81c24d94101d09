-- Looks, and every list query of products and looks served by an index:
-- * GET /api/v2/products, a designer's page (newest first): products_designer_created_idx
--   (designer_id, created_at, id); admin and staff unfiltered: products_created_idx
--   (created_at, id); status filter: products_status_created_idx; categoryId:
--   products_category_idx; eventId: products_event_id_index; lookId (in the look's order):
--   products_look_position_idx (look_id, look_position); designerId: the designer index.
-- * search on name, code and brand (ILIKE '%…%'): products_search_trgm_idx, a pg_trgm GIN
--   index on the three columns (made below, only where pg_trgm can be installed; without
--   it, search stays correct as a filter on the designer's or the page's index scan).
-- * GET /api/v2/looks: looks_designer_created_idx (designer_id, created_at, id), admin and
--   staff looks_created_idx (created_at, id), eventId looks_event_id_index, search on the
--   name looks_name_trgm_idx; a look's productIds: products_look_position_idx.
DROP INDEX "looks_designer_id_index";--> statement-breakpoint
DROP INDEX "products_look_id_index";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "look_position" integer;--> statement-breakpoint
CREATE INDEX "looks_designer_created_idx" ON "looks" USING btree ("designer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "looks_created_idx" ON "looks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "looks_event_id_index" ON "looks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "products_look_position_idx" ON "products" USING btree ("look_id","look_position");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may install it.
-- PGlite loads it from @electric-sql/pglite/contrib (db/client.ts). Where it is not
-- available the migration goes on without the trigram indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: product and look search run without an index';
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin
      ("product_name" gin_trgm_ops, "product_code" gin_trgm_ops, "product_brand" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "looks_name_trgm_idx" ON "looks" USING gin ("name" gin_trgm_ops);
  END IF;
END
$$;