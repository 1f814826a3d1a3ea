-- Issue 18: the order lists for any combination of filters.
-- One GIN index over every equality filter of the lists and the handlers' array (btree_gin gives
-- the scalar columns GIN operator classes): any combination of them, a certifier's or auditor's
-- own orders included, is one index scan whose keys GIN intersects itself, and a count of the
-- matches reads no table page (the conditions are exact, the pages all-visible). Without it a
-- certifier's orders of one tag were a bitmap of all 42,000 of the user's orders, each visited
-- to check the tag (440 ms on a million orders, docs/performance.md). fastupdate off: reads
-- never scan a pending list, and a write pays its few entries at once instead of, now and then,
-- a whole list's flush.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_equality_gin_idx" ON "orders" USING gin ("handler_uids","order_type","order_status","province","city","certification_type","certification_uid","audit_uid") WITH (fastupdate = off);--> statement-breakpoint
-- Correlated columns, which PostgreSQL otherwise multiplies as if independent: a certifier's
-- orders are all one tag and only from pending certification on; an auditor's only from
-- pending review on (an auditor's pending-certification orders: none, not 1/11 of them); a city
-- lies in one province. With them the planner sees that an auditor + remark search has no
-- matches to visit (570 ms → 0.2 ms).
CREATE STATISTICS IF NOT EXISTS "orders_certifier_stats" (dependencies, mcv) ON "certification_uid", "certification_type", "order_status" FROM "orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_auditor_stats" (dependencies, mcv) ON "audit_uid", "order_status" FROM "orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_area_stats" (dependencies, mcv) ON "province", "city" FROM "orders";--> statement-breakpoint
-- Extended statistics are gathered by ANALYZE only.
ANALYZE "orders";
