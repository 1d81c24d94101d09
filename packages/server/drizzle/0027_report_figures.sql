-- The reports' figures (issue 33, decision 0045): the orders report reads every order of its
-- range in one pass, grouped by status, bucket, designer and show. This index holds the
-- columns that pass reads, in created_at order, so a year of orders is an index-only scan of
-- narrow entries rather than a scan of the wide rows (items, addresses, timeline). It is
-- kept by the database in the order's own transaction, so the figures stay live.
CREATE INDEX IF NOT EXISTS "orders_report_idx" ON "orders" USING btree ("created_at") INCLUDE ("status", "designer_id", "event_id", "total", "refunded", "discount", "discount_funded_by", "commission");
