-- Issue 18: the order lists for any combination of filters.
-- One GIN index over every equality filter of the lists and the handlers' array (btree_gin gives
-- the scalar columns GIN operator classes): any combination of them, a certifier's or auditor's
-- own orders included, is one index scan whose keys GIN intersects itself, and a count of the
-- matches reads no table page (the conditions are exact, the pages all-visible). Without it a
-- certifier's orders of one tag were a bitmap of all 42,000 of the user's orders, each visited
-- to check the tag (440 ms on a million orders, docs/performance.md). New entries wait in a
-- pending list of at most 256 kB (fastupdate; the default is 4 MB) that every scan reads too
-- and that is merged in one go when full: without it a bulk insert of 10,000 orders took 11
-- times as long (PGlite: 7.1 s against 0.6 s without the index, 0.8 s with the small list).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_equality_gin_idx" ON "orders" USING gin ("handler_uids","order_type","order_status","province","city","certification_type","certification_uid","audit_uid") WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
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
